import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "kysely";
import type { Database } from "../db";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit hands a store's `child`: typed as the route's options, but at run time the
 * merged limit options with the route under `routeInfo`.
 */
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** How often (at most) a store deletes the windows that have ended. */
const PURGE_EVERY_MS = 60_000;

/**
 * Counts one request of `key` in the database and answers the count of its current window and the
 * milliseconds left in it. One statement: a new key, or one whose window has ended, starts a window of
 * `windowMs` at 1; otherwise its count goes up by one. Concurrent requests (from any server) are serialised
 * by the row lock of the upsert, so none is lost.
 */
export async function countRequest(db: Database, key: string, windowMs: number) {
  const result = await sql<{ count: number; ttl: number }>`
    INSERT INTO sys_rate_limit AS r (key, window_start, expires_at, count)
    VALUES (${key}, now(), now() + ${windowMs} * interval '1 millisecond', 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.expires_at > now() THEN r.count + 1 ELSE 1 END,
      window_start = CASE WHEN r.expires_at > now() THEN r.window_start ELSE now() END,
      expires_at = CASE WHEN r.expires_at > now() THEN r.expires_at ELSE excluded.expires_at END
    RETURNING count, ceil(extract(epoch from (expires_at - now())) * 1000)::integer AS ttl
  `.execute(db);
  const row = result.rows[0];
  return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
}

/** Deletes the windows that have ended. */
export async function purgeEndedWindows(db: Database): Promise<void> {
  await db.deleteFrom("sys_rate_limit").where("expires_at", "<=", sql<Date>`now()`).execute();
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database (table sys_rate_limit), so every
 * server behind a balancer counts against the same limit. Each route's counters are its own (the key is
 * prefixed with the route's method and path); ended windows are purged at most once a minute per server.
 * Only the plain fixed-window options are honoured (no continueExceeding, exponentialBackoff or ban).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  const purgeNow = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return undefined;
    lastPurge = now;
    return purgeEndedWindows(db);
  };
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow)
        .then(async (result) => {
          await purgeNow();
          callback(null, result);
        })
        .catch((err: Error) => callback(err));
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const route = options.routeInfo ?? options;
      const method = [route.method ?? ""].flat().join(",");
      return new DatabaseStore(undefined, `${method} ${route.url ?? ""} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
