import { type Kysely, sql } from "kysely";

/** Runs a block of static DDL one statement at a time (prepared statements hold one command each). */
export async function runDdl(db: Kysely<unknown>, ddl: string): Promise<void> {
  const statements = ddl
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
