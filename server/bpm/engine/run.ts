import type { QueryCreator } from "kysely";
import type { Database } from "../../db";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { type ActionAnswer, type Actor, type PendingRows, queueRows, type Trx } from "./context";

/** The idempotency row to complete with an action's answer. */
interface StoredAnswer {
  actor: Actor;
  key: string;
  answer: ActionAnswer<unknown>;
}

/**
 * The transaction's last statement: the action's queued audit and outbox rows and the idempotency
 * answer, written together (the inserts as data-modifying WITH clauses of the last one, which PostgreSQL
 * runs exactly once each), so an action pays one round trip for all three.
 */
async function writeLast(trx: Trx, pending: PendingRows, stored: StoredAnswer | undefined): Promise<void> {
  const { audit, outbox } = pending;
  let qc: QueryCreator<DB> = trx;
  if (stored) {
    if (audit.length > 0) qc = qc.with("audit_rows", (q) => q.insertInto("bpm_audit").values(audit));
    if (outbox.length > 0) qc = qc.with("outbox_rows", (q) => q.insertInto("bpm_outbox").values(outbox));
    await qc
      .updateTable("bpm_idempotency")
      .set({ status_code: stored.answer.status, response: JSON.stringify(stored.answer.body) })
      .where("tenant_id", "=", stored.actor.tenantId)
      .where("user_id", "=", stored.actor.userId)
      .where("key", "=", stored.key)
      .execute();
  } else if (audit.length > 0) {
    if (outbox.length > 0) qc = qc.with("outbox_rows", (q) => q.insertInto("bpm_outbox").values(outbox));
    await qc.insertInto("bpm_audit").values(audit).execute();
  } else if (outbox.length > 0) {
    await qc.insertInto("bpm_outbox").values(outbox).execute();
  }
}

/**
 * Runs one action in one transaction. With an idempotency key the key is taken first (insert … on
 * conflict do nothing: a concurrent twin waits on it), the action runs, and its answer is stored with the
 * key; a repeat of the key gets the stored answer without a second effect. The action's audit and outbox
 * rows are queued and written with the stored answer in the transaction's last statement. A failing
 * action rolls back everything, the key included, so it may be retried.
 */
export async function runAction<B>(
  db: Database,
  actor: Actor,
  idempotencyKey: string | undefined,
  action: (trx: Trx) => Promise<ActionAnswer<B>>,
): Promise<ActionAnswer<B>> {
  const key = idempotencyKey?.trim();
  if (key !== undefined && (key.length === 0 || key.length > 128)) throw new HttpError(400, "badRequest");
  return db.transaction().execute(async (trx) => {
    if (key) {
      const taken = await trx
        .insertInto("bpm_idempotency")
        .values({
          tenant_id: actor.tenantId,
          user_id: actor.userId,
          key,
          status_code: 0,
          response: "null",
        })
        .onConflict((oc) => oc.columns(["tenant_id", "user_id", "key"]).doNothing())
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) {
        const stored = await trx
          .selectFrom("bpm_idempotency")
          .select(["status_code", "response"])
          .where("tenant_id", "=", actor.tenantId)
          .where("user_id", "=", actor.userId)
          .where("key", "=", key)
          .executeTakeFirstOrThrow();
        return { status: stored.status_code, body: stored.response as B };
      }
    }
    const pending = queueRows(trx);
    const answer = await action(trx);
    await writeLast(trx, pending, key ? { actor, key, answer } : undefined);
    return answer;
  });
}
