import type { ColumnType, Generated } from "kysely";

/** Kysely types of the in-app messages (migration 0020_inner_messages). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T = unknown> = ColumnType<T, string, string>;

export interface InnerMessageTable {
  id: Generated<string>;
  tenant_id: string;
  receiver_id: string;
  outbox_id: string | null;
  kind: string;
  subject: Generated<string>;
  payload: Json<Record<string, unknown>>;
  create_time: Timestamp;
  read_time: NullableTimestamp;
  /** Generated: read_time IS NOT NULL. */
  is_read: ColumnType<boolean, never, never>;
}

/** One channel beyond `inner` of one outbox row (migration 0027_message_channels). */
export interface BpmOutboxChannelTable {
  outbox_id: string;
  channel: string;
  tenant_id: string;
  /** pending, sent, skipped (with the reason) or failed (after its last attempt). */
  status: Generated<string>;
  reason: string | null;
  attempts: Generated<number>;
  next_time: Timestamp;
  done_time: NullableTimestamp;
}

export interface MessagesDB {
  inner_message: InnerMessageTable;
  bpm_outbox_channel: BpmOutboxChannelTable;
}
