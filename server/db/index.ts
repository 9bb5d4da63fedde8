import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrations } from "./migrations";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

/** An open database: the Kysely handle, which engine it runs on, and how to close it cleanly. */
export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

// PostgreSQL returns bigint counts as strings; counts here always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, else PGlite in DATA_DIR/pglite (created on first use). */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<OpenDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const dir = path.join(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    // Kysely's PGlite driver closes the PGlite instance, which checkpoints and flushes the data directory.
    close: () => db.destroy(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies every pending numbered migration; throws with the failing migration's name. */
export async function migrate(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(
      `migration ${failed?.migrationName ?? "?"} failed: ${String((error as Error).message ?? error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
