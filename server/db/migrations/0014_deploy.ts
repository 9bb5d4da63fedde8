import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * What several servers on one database share: the rate-limit counters (one row per limited key: when its
 * window started, when it ends and how many requests it has counted) and the server-wide secrets (the JWT
 * signing key when JWT_SECRET is not set), so any server answers the same as the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE sys_rate_limit (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      count integer NOT NULL
    );
    CREATE INDEX sys_rate_limit_expires_idx ON sys_rate_limit (expires_at);
    CREATE TABLE sys_secret (
      name text PRIMARY KEY,
      value text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now()
    )
  `,
  );
}
