import { randomUUID } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { BpmAuditTable, BpmOutboxTable } from "../../db/schemaBpm";
import type { Lang } from "../../http/messages";
import type { Db } from "./identities";

/** An open transaction of an action. */
export type Trx = Transaction<DB>;

/** Who performs an action and from where (the audit row's who/address/user agent). */
export interface Actor {
  tenantId: string;
  userId: string;
  account: string;
  /** Full name, for opinions and instance creator names. */
  fullname: string;
  lang: Lang;
  ip?: string;
  userAgent?: string;
  /** Whether the actor holds the tenant's sysAdmin role (memoised; asked on the action's transaction). */
  isAdmin(db: Db): Promise<boolean>;
}

/** What an action answers: the HTTP status and the body (stored as is for an idempotency key). */
export interface ActionAnswer<B = unknown> {
  status: number;
  body: B;
}

/** A new row id: 32 hex characters, time-ordered prefix so ids of one instance sort by creation. */
export function newId(): string {
  return `${Date.now().toString(16).padStart(12, "0")}${randomUUID().replace(/-/g, "").slice(0, 20)}`;
}

type AuditRow = Insertable<BpmAuditTable>;
type OutboxRow = Insertable<BpmOutboxTable>;

/** Audit and outbox rows an action has queued; `runAction` writes them in the transaction's last statement. */
export interface PendingRows {
  audit: AuditRow[];
  outbox: OutboxRow[];
  /** The channels the action asked for (comma list), stamped on its outbox rows; unset: the column default. */
  channels?: string;
}

// Both tables are append-only and never read by an action, so an action's rows may wait in memory until
// the end of its transaction and go in one statement with the idempotency answer (still before commit).
const pendingOf = new WeakMap<Trx, PendingRows>();

/** Starts queuing the audit and outbox rows written on this transaction (see `runAction`). */
export function queueRows(trx: Trx): PendingRows {
  const pending: PendingRows = { audit: [], outbox: [] };
  pendingOf.set(trx, pending);
  return pending;
}

/** Appends an audit row (bpm_audit is append-only): queued when the transaction queues, else inserted now. */
export async function audit(
  trx: Trx,
  actor: Actor,
  action: string,
  ids: { instId?: string | null; taskId?: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  const row: AuditRow = {
    tenant_id: actor.tenantId,
    user_id: actor.userId,
    account: actor.account,
    action,
    inst_id: ids.instId ?? null,
    task_id: ids.taskId ?? null,
    detail: JSON.stringify(detail),
    address: actor.ip ?? null,
    user_agent: actor.userAgent?.slice(0, 512) ?? null,
  };
  const pending = pendingOf.get(trx);
  if (pending) pending.audit.push(row);
  else await trx.insertInto("bpm_audit").values(row).execute();
}

/**
 * Queues messages in the outbox, one row per recipient, in the action's transaction (queued when the
 * transaction queues, else inserted now).
 */
export async function outbox(
  trx: Trx,
  tenantId: string,
  kind: string,
  recipients: string[],
  payload: Record<string, unknown>,
): Promise<void> {
  if (recipients.length === 0) return;
  const json = JSON.stringify(payload);
  const rows: OutboxRow[] = recipients.map((r) => ({
    tenant_id: tenantId,
    kind,
    recipient_id: r,
    payload: json,
  }));
  const pending = pendingOf.get(trx);
  if (pending) pending.outbox.push(...rows);
  else await trx.insertInto("bpm_outbox").values(rows).execute();
}

/** Milliseconds between a past time and now (0 when unknown). */
export function msSince(from: Date | string | null | undefined, now: Date): number {
  if (!from) return 0;
  return Math.max(0, now.getTime() - new Date(from).getTime());
}
