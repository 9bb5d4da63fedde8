import { type Selectable, sql } from "kysely";
import type {
  BpmNoticeRow,
  CountRow,
  InstStatus,
  PageList,
  QueryFilter,
  TaskStatus,
} from "../../../src/api/contract";
import type { Database } from "../../db";
import type { BpmTaskNoticeTable } from "../../db/schemaBpm";
import { forbidden, notFound } from "../../http/errors";
import type { Lang } from "../../http/messages";
import { runPaged, whereOf } from "../../http/queryFilter";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { dateText, paramText, withoutNulls } from "./format";
import { NOTICE_FILTERS } from "./whitelists";

/**
 * Which notices a list shows (spec 2 §2.1): `todo` — sent to me, unread and not revoked (待阅; the same
 * rows getNoticeTodoReadCount counts); `done` — sent to me and read (已阅; revoked ones keep isRevoke 1);
 * `mine` — the notices I sent (我的传阅).
 */
export type NoticeBox = "todo" | "done" | "mine";

/**
 * The notices of a box as a query over `n` (bpm_task_notice) alone, on its receiver or owner index;
 * `params.defKey` narrows to one flow (the v-todoRead/{defKey} routes).
 */
export function noticeQuery(
  db: Database,
  caller: Caller,
  box: NoticeBox,
  params: Record<string, unknown> = {},
) {
  let query = db.selectFrom("bpm_task_notice as n").where("n.tenant_id", "=", caller.tenantId);
  if (box === "mine") query = query.where("n.owner_id", "=", caller.id);
  else {
    query = query.where("n.receiver_id", "=", caller.id).where("n.is_read", "=", box === "todo" ? 0 : 1);
    if (box === "todo") query = query.where("n.is_revoke", "=", 0);
  }
  const defKey = paramText(params.defKey);
  if (defKey) query = query.where("n.def_key", "=", defKey);
  return query;
}

const NOTICE_COLUMNS = [
  "n.id",
  "n.inst_id",
  "n.task_id",
  "n.node_id",
  "n.name",
  "n.subject",
  "n.def_key",
  "n.def_name",
  "n.type_id",
  "n.owner_id",
  "n.receiver_id",
  "n.status",
  "n.is_read",
  "n.is_revoke",
  "n.create_time",
  "n.read_time",
] as const;

type NoticeRecord = Pick<
  Selectable<BpmTaskNoticeTable>,
  | "id"
  | "inst_id"
  | "task_id"
  | "node_id"
  | "name"
  | "subject"
  | "def_key"
  | "def_name"
  | "type_id"
  | "owner_id"
  | "receiver_id"
  | "status"
  | "is_read"
  | "is_revoke"
  | "create_time"
  | "read_time"
>;

/** The page's look-ups: instances (definition id, creator, state), people's names, the sending tasks' priority. */
async function pageContext(db: Database, caller: Caller, rows: NoticeRecord[]) {
  const T = caller.tenantId;
  const instIds = [...new Set(rows.map((r) => r.inst_id))];
  const userIds = [...new Set(rows.flatMap((r) => [r.owner_id, r.receiver_id]))];
  const taskIds = [...new Set(rows.flatMap((r) => (r.task_id ? [r.task_id] : [])))];
  const [instances, users, tasks] = await Promise.all([
    instIds.length === 0
      ? []
      : db
          .selectFrom("bpm_instance")
          .select(["id", "def_id", "support_mobile", "create_time", "status", "creator_id", "creator_name"])
          .where("tenant_id", "=", T)
          .where("id", "in", instIds)
          .execute(),
    userIds.length === 0
      ? []
      : db
          .selectFrom("uc_user")
          .select(["id", "fullname"])
          .where("tenant_id", "=", T)
          .where("id", "in", userIds)
          .execute(),
    taskIds.length === 0
      ? []
      : db
          .selectFrom("bpm_task")
          .select(["id", "priority"])
          .where("tenant_id", "=", T)
          .where("id", "in", taskIds)
          .execute(),
  ]);
  return {
    instance: new Map(instances.map((i) => [i.id, i])),
    name: new Map(users.map((u) => [u.id, u.fullname])),
    priority: new Map(tasks.map((t) => [t.id, t.priority])),
  };
}

/** The contract shape of a notice (BpmNoticeRow): receiver as assignee, sender as owner. */
function noticeOf(r: NoticeRecord, ctx: Awaited<ReturnType<typeof pageContext>>): BpmNoticeRow {
  const inst = ctx.instance.get(r.inst_id);
  return withoutNulls<BpmNoticeRow>({
    id: r.id,
    taskId: r.task_id ?? "",
    name: r.name,
    subject: r.subject,
    nodeId: r.node_id,
    procInstId: r.inst_id,
    procDefId: inst?.def_id ?? "",
    procDefKey: r.def_key,
    procDefName: r.def_name,
    parentId: "0",
    ownerId: r.owner_id,
    ownerName: ctx.name.get(r.owner_id),
    assigneeId: r.receiver_id,
    assigneeName: ctx.name.get(r.receiver_id),
    status: r.status as TaskStatus,
    priority: r.task_id ? (ctx.priority.get(r.task_id) ?? 0) : 0,
    createTime: dateText(r.create_time) ?? "",
    supportMobile: inst?.support_mobile === 0 ? 0 : 1,
    typeId: r.type_id ?? undefined,
    creatorId: inst?.creator_id,
    creator: inst?.creator_name,
    createDate: dateText(inst?.create_time),
    instStatus: inst?.status as InstStatus | undefined,
    isRead: r.is_read === 1 ? 1 : 0,
    isRevoke: r.is_revoke === 1 ? 1 : 0,
    readTime: dateText(r.read_time),
  });
}

/**
 * POST getNoticeTodoReadList / getNoticeDoneReadList / getMyNoticeReadList: one page of a notice box,
 * newest first (create time desc, id desc); quick search on subject and flow name (NOTICE_FILTERS).
 */
export async function noticeList(
  db: Database,
  caller: Caller,
  box: NoticeBox,
  filter: QueryFilter,
): Promise<PageList<BpmNoticeRow>> {
  const page = await runPaged(noticeQuery(db, caller, box, filter.params).select(NOTICE_COLUMNS), filter, {
    whitelist: NOTICE_FILTERS,
    defaultPageSize: 10,
    defaultSort: [
      ["n.create_time", "DESC"],
      ["n.id", "DESC"],
    ],
  });
  const records = page.rows as NoticeRecord[];
  const ctx = await pageContext(db, caller, records);
  return { ...page, rows: records.map((r) => noticeOf(r, ctx)) };
}

/** POST getNoticeDoneReadCount / getMyNoticeReadCount: a notice box's count, total first, then per category. */
export async function noticeCount(
  db: Database,
  caller: Caller,
  box: NoticeBox,
  lang: Lang,
  filter: QueryFilter,
): Promise<CountRow[]> {
  let query = noticeQuery(db, caller, box, filter.params);
  const where = whereOf(filter, NOTICE_FILTERS);
  if (where) query = query.where(where);
  const groups = await query
    .select(["n.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("n.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

/** A notice as its screen (/taskRead) reads it: the list row, how it was sent and the sender's message. */
export type NoticeView = BpmNoticeRow & { copyType: string; opinion?: string };

/**
 * GET getNotice / getBpmTaskNoticeById / getBpmTaskNoticeDoneById ?id: one notice with its instance
 * summary, for its receiver or its sender only (403 otherwise); 404 when it is not the tenant's.
 */
export async function noticeById(db: Database, caller: Caller, id: string): Promise<NoticeView> {
  const row = await db
    .selectFrom("bpm_task_notice as n")
    .select([...NOTICE_COLUMNS, "n.copy_type", "n.opinion"])
    .where("n.tenant_id", "=", caller.tenantId)
    .where("n.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("bpmNoticeGone");
  if (row.receiver_id !== caller.id && row.owner_id !== caller.id) throw forbidden("bpmNotNoticeReceiver");
  const ctx = await pageContext(db, caller, [row]);
  return withoutNulls<NoticeView>({
    ...noticeOf(row, ctx),
    copyType: row.copy_type,
    opinion: row.opinion ?? undefined,
  });
}
