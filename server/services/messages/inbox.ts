import type { MessageRow, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { notFound } from "../../http/errors";
import type { Lang } from "../../http/messages";
import { type FilterWhitelist, runPaged } from "../../http/queryFilter";
import { dateTimeText } from "../../time";
import { renderMessage } from "./texts";

/** Who reads: the signed-in user of a tenant, and the language their texts are rendered in. */
export interface Reader {
  tenantId: string;
  userId: string;
  lang: Lang;
}

/** The only properties a message list may filter or sort on. */
const MESSAGE_FILTERS: FilterWhitelist = {
  subject: { column: "m.subject", type: "text" },
  kind: { column: "m.kind", type: "text" },
  createTime: { column: "m.create_time", type: "date" },
  isRead: { column: "m.is_read", type: "bool" },
};

interface StoredMessage {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  create_time: Date;
  read_time: Date | null;
}

function rowOf(m: StoredMessage, lang: Lang): MessageRow {
  return {
    id: String(m.id),
    kind: m.kind,
    ...renderMessage(m.kind, m.payload ?? {}, lang),
    createTime: dateTimeText(new Date(m.create_time)),
    isRead: m.read_time ? 1 : 0,
    ...(m.read_time ? { readTime: dateTimeText(new Date(m.read_time)) } : {}),
  };
}

const mine = (db: Database, reader: Reader) =>
  db
    .selectFrom("inner_message as m")
    .where("m.tenant_id", "=", reader.tenantId)
    .where("m.receiver_id", "=", reader.userId);

/** The reader's messages, unread first, then newest first (the receiver index's order). */
export async function listMessages(db: Database, reader: Reader, filter: QueryFilter) {
  const page = await runPaged(
    mine(db, reader).select(["m.id", "m.kind", "m.payload", "m.create_time", "m.read_time"]),
    filter,
    {
      whitelist: MESSAGE_FILTERS,
      defaultPageSize: 20,
      defaultSort: [
        ["m.is_read", "ASC"],
        ["m.create_time", "DESC"],
        ["m.id", "DESC"],
      ],
    },
  );
  return { ...page, rows: (page.rows as StoredMessage[]).map((m) => rowOf(m, reader.lang)) };
}

/** One of the reader's messages; another user's or tenant's id is not found. */
export async function getMessage(db: Database, reader: Reader, id: string): Promise<MessageRow> {
  if (!/^\d{1,18}$/.test(id)) throw notFound();
  const found = await mine(db, reader)
    .select(["m.id", "m.kind", "m.payload", "m.create_time", "m.read_time"])
    .where("m.id", "=", id)
    .executeTakeFirst();
  if (!found) throw notFound();
  return rowOf(found as StoredMessage, reader.lang);
}

/** Ids of a request that can be message ids (digits); anything else matches nothing. */
function messageIds(ids: string[]): string[] {
  return [...new Set(ids)].filter((id) => /^\d{1,18}$/.test(id));
}

/**
 * Deletes the reader's messages by id, all or none: an id that is not the reader's (another user's,
 * another tenant's, or none) is 404 and nothing is deleted.
 */
export async function removeMessages(db: Database, reader: Reader, ids: string[]): Promise<number> {
  const wanted = messageIds(ids);
  if (wanted.length === 0 || wanted.length !== new Set(ids).size) throw notFound();
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("inner_message")
      .where("tenant_id", "=", reader.tenantId)
      .where("receiver_id", "=", reader.userId)
      .where("id", "in", wanted)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== wanted.length) throw notFound();
    return wanted.length;
  });
}

/**
 * Marks the reader's messages read (already read ones keep their first read time); ids that are not the
 * reader's are not found and nothing is marked.
 */
export async function markMessagesRead(db: Database, reader: Reader, ids: string[], now = new Date()) {
  const wanted = messageIds(ids);
  if (wanted.length === 0 || wanted.length !== new Set(ids).size) throw notFound();
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom("inner_message")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("tenant_id", "=", reader.tenantId)
      .where("receiver_id", "=", reader.userId)
      .where("id", "in", wanted)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) !== wanted.length) throw notFound();
    await trx
      .updateTable("inner_message")
      .set({ read_time: now })
      .where("tenant_id", "=", reader.tenantId)
      .where("receiver_id", "=", reader.userId)
      .where("id", "in", wanted)
      .where("read_time", "is", null)
      .execute();
    return wanted.length;
  });
}

/** The reader's unread count (the header badge, spec 3 §4 msgbadge). */
export async function unreadCount(db: Database, reader: Reader): Promise<number> {
  const row = await mine(db, reader)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("m.is_read", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
