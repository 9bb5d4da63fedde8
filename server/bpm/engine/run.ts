import { createHash } from "node:crypto";
import type { QueryCreator } from "kysely";
import type { Database } from "../../db";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { type Channel, requestedChannels, unavailableChannels } from "../../services/messages/channels";
import { type ActionAnswer, type Actor, type PendingRows, queueRows, type Trx } from "./context";

/** The idempotency row to complete with an action's answer. */
interface StoredAnswer {
  actor: Actor;
  key: string;
  answer: ActionAnswer<unknown>;
}

/** The request an Idempotency-Key comes with: the key, "METHOD /path" and the (validated) body. */
export interface KeyedRequest {
  key: string | undefined;
  route: string;
  body: unknown;
}

/** JSON with object keys sorted at every level, so equal bodies have one text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of a request body's canonical JSON. */
export function bodyHash(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/**
 * The transaction's last statement: the action's queued audit and outbox rows and the idempotency
 * answer, written together (the inserts as data-modifying WITH clauses of the last one, which PostgreSQL
 * runs exactly once each), so an action pays one round trip for all three.
 */
async function writeLast(trx: Trx, pending: PendingRows, stored: StoredAnswer | undefined): Promise<void> {
  const { audit } = pending;
  const outbox = pending.channels
    ? pending.outbox.map((r) => ({ ...r, channels: pending.channels }))
    : pending.outbox;
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
 * A successful answer of an action that sent messages on channels it named but this server cannot deliver
 * (mail without a mail sender, sms): the answer stays a success and gains `warnings`, one plain sentence per
 * such channel (the in-app messages went). Channels only defaulted (no messageType) warn nobody.
 */
function withChannelWarnings<B>(
  db: Database,
  actor: Actor,
  asked: { channels: Channel[]; explicit: boolean },
  pending: PendingRows,
  answer: ActionAnswer<B>,
): ActionAnswer<B> {
  if (!asked.explicit || pending.outbox.length === 0 || answer.status !== 200) return answer;
  const body = answer.body as unknown;
  if (body === null || typeof body !== "object" || (body as { state?: unknown }).state === false)
    return answer;
  const missing = unavailableChannels(db, asked.channels);
  if (missing.length === 0) return answer;
  const warnings = missing.map((c) =>
    message(c === "mail" ? "bpmMailNotConfigured" : "bpmSmsNotConfigured", actor.lang),
  );
  return { ...answer, body: { ...(body as object), warnings } as B };
}

/**
 * Runs one action in one transaction. With an idempotency key the key is taken first (insert … on
 * conflict do nothing: a concurrent twin waits on it), bound to the request's route and body hash; the
 * action runs, and its answer is stored with the key. A repeat of the key with the same route and body
 * gets the stored answer without a second effect; with another route or body it is refused (422
 * bpmIdempotencyMismatch) and nothing is done. The action's audit and outbox rows are queued and written
 * with the stored answer in the transaction's last statement. A failing action rolls back everything,
 * the key included, so it may be retried.
 */
export async function runAction<B>(
  db: Database,
  actor: Actor,
  request: KeyedRequest | undefined,
  action: (trx: Trx) => Promise<ActionAnswer<B>>,
): Promise<ActionAnswer<B>> {
  const key = request?.key?.trim();
  if (key !== undefined && (key.length === 0 || key.length > 128)) throw new HttpError(400, "badRequest");
  const route = request?.route ?? "";
  const hash = key ? bodyHash(request?.body) : "";
  return db.transaction().execute(async (trx) => {
    if (key) {
      const taken = await trx
        .insertInto("bpm_idempotency")
        .values({
          tenant_id: actor.tenantId,
          user_id: actor.userId,
          key,
          route,
          body_hash: hash,
          status_code: 0,
          response: "null",
        })
        .onConflict((oc) => oc.columns(["tenant_id", "user_id", "key"]).doNothing())
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) {
        const stored = await trx
          .selectFrom("bpm_idempotency")
          .select(["route", "body_hash", "status_code", "response"])
          .where("tenant_id", "=", actor.tenantId)
          .where("user_id", "=", actor.userId)
          .where("key", "=", key)
          .executeTakeFirstOrThrow();
        if (stored.route !== route || stored.body_hash !== hash)
          throw new HttpError(422, "bpmIdempotencyMismatch");
        return { status: stored.status_code, body: stored.response as B };
      }
    }
    const pending = queueRows(trx);
    const asked = requestedChannels(request?.body);
    pending.channels = asked.channels.join(",");
    const answer = withChannelWarnings(db, actor, asked, pending, await action(trx));
    await writeLast(trx, pending, key ? { actor, key, answer } : undefined);
    return answer;
  });
}
