import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * In-app messages (spec 3 §2 v-messageReceiver, §7 Messages; issue 14 §2): the engine's outbox rows are
 * delivered here, one message per outbox row (`outbox_id` unique, so a delivery that runs twice shows the
 * message once). The text is rendered when read, in the reader's language, from `kind` and `payload`.
 * Lists read a receiver's messages unread first, newest first; the badge counts the unread ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE inner_message (
      id bigserial PRIMARY KEY,
      tenant_id text NOT NULL,
      receiver_id text NOT NULL,
      outbox_id bigint UNIQUE,
      kind text NOT NULL,
      subject text NOT NULL DEFAULT '',
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      create_time timestamptz NOT NULL DEFAULT now(),
      read_time timestamptz,
      is_read boolean GENERATED ALWAYS AS (read_time IS NOT NULL) STORED
    );
    CREATE INDEX inner_message_receiver_idx ON inner_message (tenant_id, receiver_id, is_read, create_time DESC, id DESC)
  `,
  );
}
