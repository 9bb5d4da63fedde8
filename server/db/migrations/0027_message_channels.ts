import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Message channels (issue 14 §2): each outbox row keeps the channels its action asked for (`channels`, a
 * comma list; `inner` is always delivered), and each channel beyond `inner` gets one delivery row per
 * outbox row (primary key outbox_id + channel: a channel is tried once per message however many servers
 * deliver) with its outcome — sent, skipped with the reason (no mail sender, no address, SMS not
 * configured) or failed after its retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE bpm_outbox ADD COLUMN channels text NOT NULL DEFAULT 'inner,mail';

    CREATE TABLE bpm_outbox_channel (
      outbox_id bigint NOT NULL,
      channel text NOT NULL,
      tenant_id text NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      reason text,
      attempts integer NOT NULL DEFAULT 0,
      next_time timestamptz NOT NULL DEFAULT now(),
      done_time timestamptz,
      PRIMARY KEY (outbox_id, channel)
    );
    CREATE INDEX bpm_outbox_channel_pending_idx ON bpm_outbox_channel (next_time) WHERE status = 'pending'
  `,
  );
}
