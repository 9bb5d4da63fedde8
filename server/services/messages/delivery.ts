import { sql } from "kysely";
import type { Database } from "../../db";
import { CHANNEL_BATCH, deliverChannels } from "./channels";
import type { UserEvent } from "./events";

/**
 * Message kinds that come with a change of the receiver's to-do or to-read lists (a task or sub-task
 * reached them or left them, a notice arrived): their live event also carries the `todo` topic, so the
 * menu badges load again at once.
 */
const TODO_KINDS: ReadonlySet<string> = new Set([
  "taskCreated",
  "taskDelegated",
  "taskDelegationRevoked",
  "taskTransferred",
  "taskTransferEnded",
  "inquiryAsked",
  "inquiryAllReplied",
  "inquiryWithdrawn",
  "commuAsked",
  "noticeReceived",
]);

/** Outbox rows one delivery round takes at most. */
export const DELIVERY_BATCH = 200;

/**
 * Delivers pending outbox rows as in-app messages, in one statement: the rows are claimed with
 * `FOR UPDATE SKIP LOCKED` (several servers on one PostgreSQL each take different rows), marked sent and
 * copied into inner_message, whose unique outbox_id makes a second delivery of a row show nothing new.
 * Nothing lives only in memory: a row not yet delivered when a server stops is delivered by the next round
 * of any server. The same statement queues the row's other channels (mail, sms: `channels.ts`), one
 * bpm_outbox_channel row each. Returns who got a message (one entry per message written).
 */
export async function deliverOutbox(db: Database, batch = DELIVERY_BATCH): Promise<UserEvent[]> {
  const result = await sql<{ tenant_id: string; receiver_id: string; kind: string }>`
    WITH claimed AS (
      SELECT id FROM bpm_outbox WHERE sent_time IS NULL ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED
    ), sent AS (
      UPDATE bpm_outbox o SET sent_time = now() FROM claimed c WHERE o.id = c.id
      RETURNING o.id, o.tenant_id, o.kind, o.recipient_id, o.payload, o.create_time, o.channels
    ), other_channels AS (
      INSERT INTO bpm_outbox_channel (outbox_id, channel, tenant_id)
      SELECT s.id, ch.name, s.tenant_id
      FROM sent s CROSS JOIN LATERAL unnest(string_to_array(s.channels, ',')) AS ch(name)
      WHERE s.recipient_id IS NOT NULL AND ch.name <> 'inner' AND ch.name <> ''
      ON CONFLICT (outbox_id, channel) DO NOTHING
    )
    INSERT INTO inner_message (tenant_id, receiver_id, outbox_id, kind, subject, payload, create_time)
    SELECT tenant_id, recipient_id, id, kind, left(coalesce(payload->>'subject', ''), 256), payload, create_time
    FROM sent WHERE recipient_id IS NOT NULL
    ON CONFLICT (outbox_id) DO NOTHING
    RETURNING tenant_id, receiver_id, kind
  `.execute(db);
  return result.rows.map((r) => ({
    tenantId: r.tenant_id,
    userId: r.receiver_id,
    topics: TODO_KINDS.has(r.kind) ? ["messages", "todo"] : ["messages"],
  }));
}

/**
 * Runs delivery rounds every `intervalMs` until stopped (in-app messages, then the other channels' due
 * rows); a round that fills its batch runs again at once.
 * A failed round is logged and retried on the next tick; each round's recipients are handed to
 * `onDelivered` (the live badges). Returns the stop function (awaits a running round).
 */
export function startDelivery(
  db: Database,
  intervalMs: number,
  handlers: { onDelivered: (events: UserEvent[]) => Promise<void>; onError: (err: unknown) => void },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      for (;;) {
        if (stopped) return;
        const delivered = await deliverOutbox(db);
        if (delivered.length) await handlers.onDelivered(delivered);
        const others = await deliverChannels(db);
        if (delivered.length < DELIVERY_BATCH && others < CHANNEL_BATCH) return;
      }
    } catch (err) {
      if (!stopped) handlers.onError(err);
    }
  };
  const tick = () => {
    running = round().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
      timer?.unref();
    });
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
