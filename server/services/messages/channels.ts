import { sql } from "kysely";
import type { Database } from "../../db";
import { type RenderedMessage, renderMessage } from "./texts";

/*
 * The channels a message goes by (issue 14 §2, CONTRACT §6.6 `messageType` / `notifyType` "inner,mail,sms"):
 * - inner: the in-app message; always delivered, whatever was asked (deliverOutbox, the message page is the
 *   record of every message);
 * - mail: through the configured MailSender; with none configured (or no address) the channel is recorded
 *   as skipped with the reason — never an error;
 * - sms: not configured (recorded as skipped).
 * Each channel beyond inner is one bpm_outbox_channel row per outbox row (migration 0027), delivered at
 * least once and recorded once (primary key outbox id + channel; the sender gets the same key on a retry).
 */

export const CHANNELS = ["inner", "mail", "sms"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels when an action names none: CONTRACT §6.6 defaults messageType to "mail"; inner always. */
export const DEFAULT_CHANNELS: readonly Channel[] = ["inner", "mail"];

/** A mail as the sender gets it. */
export interface MailMessage {
  /** "outbox-<id>-mail": the same on every attempt of one message, so a sender can drop a repeat. */
  key: string;
  tenantId: string;
  receiverId: string;
  to: string;
  subject: string;
  /** The text in Chinese, then in English (users have no stored language yet). */
  text: string;
  /** The app path of the task or instance ("" when none). */
  link: string;
}

/** Sends mail (an SMTP or HTTP mail service); throwing counts as a failed attempt, retried later. */
export interface MailSender {
  send(mail: MailMessage): Promise<void>;
}

/** What is configured per database (the app's configuration hook: buildApp's `mailSender`). */
export interface ChannelSettings {
  mailSender?: MailSender | null;
}

const settingsOf = new WeakMap<object, ChannelSettings>();

/** Configures the channels of the app on `db` (its delivery worker and its actions' warnings). */
export function configureChannels(db: Database, settings: ChannelSettings): void {
  settingsOf.set(db, settings);
}

function settings(db: Database): ChannelSettings {
  return settingsOf.get(db) ?? {};
}

/** The channels an action asked for: its messageType (or notifyType); `explicit` false when it named none. */
export function requestedChannels(body: unknown): { channels: Channel[]; explicit: boolean } {
  const b = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const asked = typeof b.messageType === "string" ? b.messageType : b.notifyType;
  if (typeof asked !== "string") return { channels: [...DEFAULT_CHANNELS], explicit: false };
  const named = new Set(asked.split(",").map((s) => s.trim()));
  return { channels: CHANNELS.filter((c) => c === "inner" || named.has(c)), explicit: true };
}

/** Of some channels, those this server cannot deliver (mail without a sender; sms always). */
export function unavailableChannels(db: Database, channels: readonly Channel[]): Channel[] {
  return channels.filter((c) => (c === "mail" ? !settings(db).mailSender : c === "sms"));
}

/** An outbox row as a channel delivers it. */
export interface ChannelMessage {
  outboxId: string;
  tenantId: string;
  receiverId: string;
  email: string | null;
  kind: string;
  payload: Record<string, unknown>;
}

type Outcome = { status: "sent" } | { status: "skipped"; reason: string };
type Deliverer = (s: ChannelSettings, m: ChannelMessage) => Promise<Outcome>;

const bothLanguages = (
  kind: string,
  payload: Record<string, unknown>,
): RenderedMessage & { text: string } => {
  const zh = renderMessage(kind, payload, "zh-CN");
  const en = renderMessage(kind, payload, "en-US");
  return { ...zh, text: `${zh.content}\n\n${en.subject}\n${en.content}` };
};

/** The channels beyond inner, by name. */
export const CHANNEL_DELIVERERS: Record<string, Deliverer> = {
  mail: async (s, m) => {
    if (!s.mailSender) return { status: "skipped", reason: "mail: no mail sender configured" };
    if (!m.email?.trim()) return { status: "skipped", reason: "mail: the receiver has no e-mail address" };
    const rendered = bothLanguages(m.kind, m.payload);
    await s.mailSender.send({
      key: `outbox-${m.outboxId}-mail`,
      tenantId: m.tenantId,
      receiverId: m.receiverId,
      to: m.email.trim(),
      subject: rendered.subject,
      text: rendered.text,
      link: rendered.link,
    });
    return { status: "sent" };
  },
  sms: async () => ({ status: "skipped", reason: "sms: not configured" }),
};

/** Attempts a failing channel delivery gets before it is recorded as failed. */
export const CHANNEL_MAX_ATTEMPTS = 5;
/** Channel rows one round takes at most. */
export const CHANNEL_BATCH = 50;

/** The wait before retry n (1-based): 30 s, 1 min, 2 min, … at most an hour. */
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/**
 * Delivers the pending channel rows due at `now`: claimed `FOR UPDATE SKIP LOCKED` (one server sends a
 * given message), each handed to its channel, and its outcome recorded in the same transaction — sent,
 * skipped with the reason, or, when the channel throws, retried with backoff and failed after
 * CHANNEL_MAX_ATTEMPTS (the last error kept as the reason). Returns how many rows were taken.
 */
export async function deliverChannels(db: Database, at?: Date, batch = CHANNEL_BATCH) {
  const s = settings(db);
  // Without an injected time the due rows are compared with the database's clock, which stamped them
  // (microseconds): a row written in this very millisecond is due, not left for the next round.
  const due = at ?? sql<Date>`now()`;
  const now = at ?? new Date();
  return db.transaction().execute(async (trx) => {
    const rows = await sql<{
      outbox_id: string;
      channel: string;
      attempts: number;
      tenant_id: string;
      recipient_id: string | null;
      kind: string;
      payload: Record<string, unknown>;
      email: string | null;
    }>`
      SELECT c.outbox_id, c.channel, c.attempts, o.tenant_id, o.recipient_id, o.kind, o.payload, u.email
      FROM bpm_outbox_channel c
      JOIN bpm_outbox o ON o.id = c.outbox_id
      LEFT JOIN uc_user u ON u.id = o.recipient_id AND u.tenant_id = o.tenant_id
      WHERE c.status = 'pending' AND c.next_time <= ${due}
      ORDER BY c.next_time, c.outbox_id
      LIMIT ${batch}
      FOR UPDATE OF c SKIP LOCKED
    `.execute(trx);
    for (const row of rows.rows) {
      const deliver = Object.hasOwn(CHANNEL_DELIVERERS, row.channel)
        ? CHANNEL_DELIVERERS[row.channel]
        : undefined;
      const where = (q: ReturnType<typeof trx.updateTable<"bpm_outbox_channel">>) =>
        q.where("outbox_id", "=", row.outbox_id).where("channel", "=", row.channel);
      try {
        const outcome: Outcome = deliver
          ? await deliver(s, {
              outboxId: String(row.outbox_id),
              tenantId: row.tenant_id,
              receiverId: row.recipient_id ?? "",
              email: row.email,
              kind: row.kind,
              payload: row.payload ?? {},
            })
          : { status: "skipped", reason: `${row.channel}: unknown channel` };
        await where(trx.updateTable("bpm_outbox_channel"))
          .set({
            status: outcome.status,
            reason: outcome.status === "skipped" ? outcome.reason : null,
            attempts: row.attempts + 1,
            done_time: now,
          })
          .execute();
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= CHANNEL_MAX_ATTEMPTS;
        await where(trx.updateTable("bpm_outbox_channel"))
          .set({
            status: failed ? "failed" : "pending",
            reason: String(err instanceof Error ? err.message : err).slice(0, 2000),
            attempts,
            next_time: new Date(now.getTime() + backoffMs(attempts)),
            done_time: failed ? now : null,
          })
          .execute();
      }
    }
    return rows.rows.length;
  });
}
