import type { Database } from "../../db";
import { HttpError } from "../../http/errors";
import type { ActionAnswer, Actor, Trx } from "./context";

/**
 * Runs one action in one transaction. With an idempotency key the key is taken first (insert … on
 * conflict do nothing: a concurrent twin waits on it), the action runs, and its answer is stored with the
 * key; a repeat of the key gets the stored answer without a second effect. A failing action rolls back
 * everything, the key included, so it may be retried.
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
    const answer = await action(trx);
    if (key) {
      await trx
        .updateTable("bpm_idempotency")
        .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
        .where("tenant_id", "=", actor.tenantId)
        .where("user_id", "=", actor.userId)
        .where("key", "=", key)
        .execute();
    }
    return answer;
  });
}
