import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
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

/** Appends an audit row (bpm_audit is append-only). */
export async function audit(
  trx: Trx,
  actor: Actor,
  action: string,
  ids: { instId?: string | null; taskId?: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto("bpm_audit")
    .values({
      tenant_id: actor.tenantId,
      user_id: actor.userId,
      account: actor.account,
      action,
      inst_id: ids.instId ?? null,
      task_id: ids.taskId ?? null,
      detail: JSON.stringify(detail),
      address: actor.ip ?? null,
      user_agent: actor.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}

/** Queues messages in the outbox, one row per recipient, in the action's transaction. */
export async function outbox(
  trx: Trx,
  tenantId: string,
  kind: string,
  recipients: string[],
  payload: Record<string, unknown>,
): Promise<void> {
  if (recipients.length === 0) return;
  const json = JSON.stringify(payload);
  await trx
    .insertInto("bpm_outbox")
    .values(recipients.map((r) => ({ tenant_id: tenantId, kind, recipient_id: r, payload: json })))
    .execute();
}

/** Milliseconds between a past time and now (0 when unknown). */
export function msSince(from: Date | string | null | undefined, now: Date): number {
  if (!from) return 0;
  return Math.max(0, now.getTime() - new Date(from).getTime());
}
