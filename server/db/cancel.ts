import { AsyncLocalStorage } from "node:async_hooks";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import { copyOutBytea } from "./copyOut";

/** The connections one request holds; a scope is what {@link QueryScopes.cancel} cancels. */
export type QueryScope = Set<PostgresPoolClient & { processID?: number | null }>;

/**
 * Per-request tracking of PostgreSQL connections, so that a client that disconnects cancels the query it
 * started (pg_cancel_backend on the backend the request holds). PGlite runs its queries inside this
 * process, one at a time, and has nothing to cancel them with; it has no QueryScopes.
 */
export class QueryScopes {
  private readonly storage = new AsyncLocalStorage<QueryScope>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
  ) {}

  /** Calls `next` inside a new scope (and everything it starts); returns the scope. */
  run(next: () => void): QueryScope {
    const scope: QueryScope = new Set();
    this.storage.run(scope, next);
    return scope;
  }

  /** The pool Kysely uses: a connection taken inside a scope stays in it until released. */
  kyselyPool(): PostgresPool {
    return {
      connect: async () => {
        const client = await this.pool.connect();
        const scope = this.storage.getStore();
        if (!scope) return client;
        scope.add(client);
        const release = client.release.bind(client);
        client.release = (err?: Error | boolean) => {
          scope.delete(client);
          release(err);
        };
        return client;
      },
      end: () => this.pool.end(),
    };
  }

  /**
   * The bytea value of a one-row, one-column `select`, read as bytes (copyOut.ts) on a pooled connection
   * tracked like Kysely's, so a disconnected client cancels it too.
   */
  async bytea(select: string, settings: Record<string, string>): Promise<Buffer | undefined> {
    const client = (await this.kyselyPool().connect()) as unknown as pg.PoolClient;
    try {
      return await copyOutBytea(client, select, settings);
    } finally {
      client.release();
    }
  }

  /** Cancels the statements running on the scope's connections; answers how many were asked to stop. */
  async cancel(scope: QueryScope): Promise<number> {
    const pids = [...scope].map((c) => c.processID).filter((pid): pid is number => typeof pid === "number");
    if (pids.length === 0) return 0;
    const admin = new pg.Client({ connectionString: this.databaseUrl });
    await admin.connect();
    try {
      await admin.query("SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid", [pids]);
    } finally {
      await admin.end();
    }
    return pids.length;
  }
}
