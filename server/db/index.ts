import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { QueryScopes } from "./cancel";
import { migrations } from "./migrations";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

/** An open database: the Kysely handle, which engine it runs on, and how to close it cleanly. */
export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** Per-request connection tracking to cancel a disconnected client's query (PostgreSQL only). */
  scopes?: QueryScopes;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  /**
   * PostgreSQL's statement_timeout for every statement, in ms (0: none). PGlite accepts the setting but its
   * single-threaded wasm build never fires it, so there the input bounds are what limits a query's time.
   */
  statementTimeoutMs?: number;
}

// PostgreSQL returns bigint counts as strings; counts here always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Opens PostgreSQL when a URL is given, else PGlite in DATA_DIR/pglite (created on first use), with the
 * pg_trgm extension loaded (the search indexes of migration 0012 need it).
 */
export async function openDatabase(opts: OpenOptions): Promise<OpenDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    const scopes = new QueryScopes(pool, opts.databaseUrl);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: scopes.kyselyPool() }) });
    return { db, kind: "postgres", scopes, close: () => db.destroy() };
  }
  const dir = path.join(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
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
