import type { ColumnType } from "kysely";

/** Kysely types of the tables several servers share (migrations 0014_deploy, 0033_startup_mark). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One rate-limited key's current window: when it started, when it ends and how many requests it counted. */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  expires_at: Timestamp;
  count: number;
}

/** A server-wide secret, generated once (e.g. the JWT signing key). */
export interface SecretTable {
  name: string;
  value: string;
  create_time: Timestamp;
}

/** What a start has already done, so the next one skips it (migration 0033_startup_mark). */
export interface StartupMarkTable {
  name: string;
  value: string;
  update_time: Timestamp;
}

export interface DeployDB {
  sys_rate_limit: RateLimitTable;
  sys_secret: SecretTable;
  sys_startup_mark: StartupMarkTable;
}
