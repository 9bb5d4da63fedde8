import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { QueryScopes } from "./cancel";
import { migrations } from "./migrations";
import { PreparedPGliteDialect } from "./pgliteDialect";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

/** An open database: the Kysely handle, which engine it runs on, and how to close it cleanly. */
export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** Per-request connection tracking to cancel a disconnected client's query (PostgreSQL only). */
  scopes?: QueryScopes;
  /**
   * Runs `work` while holding the database-wide start-up lock: on PostgreSQL a session advisory lock on a
   * connection of its own (outside the pool), so servers starting together take turns; on PGlite, whose
   * data directory one process owns, it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Most pooled PostgreSQL connections (default 10). */
  poolMax?: number;
  /** The session time zone, so SQL's to_char and ::date agree with the server's formatting. */
  timeZone?: string;
  /**
   * PostgreSQL's statement_timeout for every statement, in ms (0: none). PGlite accepts the setting but its
   * single-threaded wasm build never fires it, so there the input bounds are what limits a query's time.
   */
  statementTimeoutMs?: number;
}

/** The advisory-lock key of migrations, seed and shared secrets at start ("tessera" as a number). */
const STARTUP_LOCK = 0x7465737365726100n;

/** Runs `work` under the PostgreSQL start-up advisory lock, held by a dedicated connection. */
async function underAdvisoryLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK.toString()]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK.toString()]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Reads the bytea value of a one-row, one-column SELECT as bytes; `settings` are session settings the SELECT
 * reads with current_setting (server/db/copyOut.ts).
 */
export type ByteaReader = (select: string, settings: Record<string, string>) => Promise<Buffer | undefined>;

const byteaReaders = new WeakMap<Database, ByteaReader>();

/**
 * The bytea reader of a PostgreSQL database opened by {@link openDatabase}; undefined on PGlite. Through
 * Kysely every bytea value becomes a JavaScript string first (hex, or Base64 with encode()), which V8 keeps
 * as garbage until a full collection; the file store reads its chunks through this instead.
 */
export function byteaReaderOf(db: Database): ByteaReader | undefined {
  return byteaReaders.get(db);
}

/** A count that moves whenever a session or user row changes (see {@link sessionChangesOf}). */
export interface SessionChanges {
  readonly count: number;
}

const sessionChanges = new WeakMap<Database, SessionChanges>();

/**
 * On PGlite, the count of committed changes to uc_session and uc_user rows, heard in process from
 * migration 0035's triggers before the changing statement's caller resumes; undefined on PostgreSQL, where
 * other servers change the rows too and every request reads its session (server/http/auth.ts).
 */
export function sessionChangesOf(db: Database): SessionChanges | undefined {
  return sessionChanges.get(db);
}

// PostgreSQL returns bigint counts as strings; counts here always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Opens PostgreSQL when a URL is given (a pool of `poolMax` connections), else PGlite in DATA_DIR/pglite
 * (created on first use, with the pg_trgm extension the search indexes of migration 0012 need); both with
 * the session time zone `timeZone` when given.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<OpenDatabase> {
  const { databaseUrl, timeZone } = opts;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: opts.poolMax ?? 10,
      ...(timeZone ? { options: `-c TimeZone=${timeZone}` } : {}),
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    const scopes = new QueryScopes(pool, databaseUrl);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: scopes.kyselyPool() }) });
    byteaReaders.set(db, (select, settings) => scopes.bytea(select, settings));
    return {
      db,
      kind: "postgres",
      scopes,
      exclusive: (work) => underAdvisoryLock(databaseUrl, work),
      close: () => db.destroy(),
    };
  }
  const dir = path.join(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  // PGlite is one connection, so a session setting holds for every query.
  if (timeZone) await pglite.query("SELECT set_config('TimeZone', $1, false)", [timeZone]);
  // Plan each prepared statement once (bench/README.md §B): under plan_cache_mode auto PostgreSQL plans a
  // statement with parameters again on every run while it weighs a generic plan, asking every table's and
  // index's size each time, which on PGlite is the server's own CPU. The partial indexes' predicates are
  // literals in the queries that rely on them (sql.lit), so the generic plans still use them.
  await pglite.query("SET plan_cache_mode = force_generic_plan");
  const db = new Kysely<DB>({ dialect: new PreparedPGliteDialect(pglite) });
  const changes = { count: 0 };
  await pglite.listen("tessera_sessions", () => {
    changes.count++;
  });
  sessionChanges.set(db, changes);
  return {
    db,
    kind: "pglite",
    exclusive: (work) => work(),
    // Kysely's PGlite driver closes the PGlite instance, which checkpoints and flushes the data directory.
    close: () => db.destroy(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

const migratorOf = (db: Database) => new Migrator({ db, provider: new StaticMigrationProvider() });

/** The names of the migrations this build knows that the database has not applied yet. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}

/** Applies every pending numbered migration; throws with the failing migration's name. */
export async function migrate(db: Database): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(
      `migration ${failed?.migrationName ?? "?"} failed: ${String((error as Error).message ?? error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
