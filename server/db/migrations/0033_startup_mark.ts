import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * What a start has already done, so the next one can skip it (issue 16, restart): e.g. `demo-seed`, the
 * version and day of the last full demo-data check (server/db/startup.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE sys_startup_mark (
      name text PRIMARY KEY,
      value text NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now()
    )
  `,
  );
}

/** Drops the marks (the next start then runs every check again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runDdl(db, "DROP TABLE IF EXISTS sys_startup_mark");
}
