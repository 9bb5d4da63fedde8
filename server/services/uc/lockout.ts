import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "../../db";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { MessageKey } from "../../http/messages";

/** How many failures lock a pair, and for how long the first lock lasts. */
export interface LockoutPolicy {
  maxFailures: number;
  lockMinutes: number;
}

/**
 * Whose failures are counted together: sign-in failures per (tenant, account, client address), so
 * guessing from one address never locks the owner out of another; old-password guesses at changUserPsd
 * per account (address empty), since only a holder of the account's session can make them; seal-password
 * guesses at userSave likewise (kind seal).
 */
export interface FailureKey {
  tenantId: string;
  account: string;
  kind: "signin" | "password" | "seal";
  address: string;
}

// Failures are remembered for a day (or until a success of the same pair); no lock lasts longer.
const REMEMBERED = sql<Date>`now() - interval '1 day'`;
const LONGEST_LOCK_SECONDS = 86_400;

/** The condition selecting the failures of one pair. */
const pairOf = (key: FailureKey) => (eb: ExpressionBuilder<DB, "uc_login_failure">) =>
  eb.and({ tenant_id: key.tenantId, account: key.account, kind: key.kind, address: key.address });

/**
 * Whole minutes the pair is still locked (0 when it may try). Reaching `maxFailures` locks it for
 * `lockMinutes` after the last failure; every failure after that doubles the lock (to at most a day).
 * Times are the database's, as the failures are stamped with it.
 */
export async function minutesLocked(db: Database, policy: LockoutPolicy, key: FailureKey): Promise<number> {
  const row = await db
    .selectFrom("uc_login_failure")
    .select([
      sql<number>`count(*)`.as("n"),
      sql<number>`extract(epoch from now() - max(failed_at))`.as("ago"),
    ])
    .where(pairOf(key))
    .where("failed_at", ">", REMEMBERED)
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  if (n < policy.maxFailures) return 0;
  const doublings = Math.min(n - policy.maxFailures, 16);
  const lock = Math.min(policy.lockMinutes * 60 * 2 ** doublings, LONGEST_LOCK_SECONDS);
  const left = lock - Number(row?.ago ?? 0);
  return left > 0 ? Math.ceil(left / 60) : 0;
}

/** Answers 429 with `messageKey` ("…请{n}分钟后再试") while the pair is locked. */
export async function assertNotLocked(
  db: Database,
  policy: LockoutPolicy,
  key: FailureKey,
  messageKey: MessageKey,
): Promise<void> {
  const minutes = await minutesLocked(db, policy, key);
  if (minutes > 0) throw new HttpError(429, messageKey, { n: minutes });
}

/** Counts one failure of the pair (and forgets failures older than a day, of any pair). */
export async function recordFailure(db: Database, key: FailureKey): Promise<void> {
  await db
    .insertInto("uc_login_failure")
    .values({ tenant_id: key.tenantId, account: key.account, kind: key.kind, address: key.address })
    .execute();
  await db.deleteFrom("uc_login_failure").where("failed_at", "<", REMEMBERED).execute();
}

/** Forgets the pair's failures after it succeeded. */
export async function clearFailures(db: Database, key: FailureKey): Promise<void> {
  await db.deleteFrom("uc_login_failure").where(pairOf(key)).execute();
}

/** Lifts every lock of an account of the tenant: sign-in from every address, and password change. */
export async function unlockAccount(db: Database, tenantId: string, account: string): Promise<void> {
  await db
    .deleteFrom("uc_login_failure")
    .where("tenant_id", "=", tenantId)
    .where("account", "=", account)
    .execute();
}
