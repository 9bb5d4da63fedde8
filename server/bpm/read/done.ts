import { sql } from "kysely";
import type {
  BpmInstance,
  CountRow,
  DoneTaskRow,
  InstStatus,
  PageList,
  QueryFilter,
} from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import { runPaged, whereOf } from "../../http/queryFilter";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { dateText, paramText, withoutNulls } from "./format";
import { openTaskNames } from "./requests";
import { markRevocable } from "./revoke";
import {
  INSTANCE_COLUMNS,
  type InstanceRecord,
  instanceOf,
  lastDecision,
  NOT_DONE_OPINIONS,
  outcomeOf,
} from "./rows";
import { DONE_TASK_FILTERS, INSTANCE_FILTERS } from "./whitelists";

/**
 * Instances the caller acted on (any completed opinion of theirs except start/skip/copy-to/… — CONTRACT
 * §6.9), not drafts, not deleted, as `inst` joined to `d` (their last completion per instance).
 */
function doneInstQuery(db: Database, caller: Caller, status?: string, params: QueryFilter["params"] = {}) {
  const T = caller.tenantId;
  const mine = db
    .selectFrom("bpm_opinion as o")
    .select(["o.inst_id", sql<Date>`max(o.complete_time)`.as("complete_time")])
    .where("o.tenant_id", "=", T)
    .where("o.auditor", "=", caller.id)
    .where("o.status", "not in", [...NOT_DONE_OPINIONS])
    .where("o.complete_time", "is not", null)
    .groupBy("o.inst_id");
  let query = db
    .selectFrom(mine.as("d"))
    .innerJoin("bpm_instance as inst", "inst.id", "d.inst_id")
    .where("inst.tenant_id", "=", T)
    .where("inst.status", "<>", "draft")
    .where("inst.is_dele", "=", 0);
  if (status?.trim()) query = query.where("inst.status", "=", status.trim());
  const defKey = paramText(params?.defKey);
  if (defKey) query = query.where("inst.def_key", "=", defKey);
  return query;
}

/** POST getDoneInstList: one row per instance the caller acted on, by their last completion (newest first). */
export async function doneInstList(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
  status?: string,
): Promise<PageList<BpmInstance>> {
  const me = await db.selectFrom("uc_user").select("fullname").where("id", "=", caller.id).executeTakeFirst();
  const query = doneInstQuery(db, caller, status, filter.params)
    .select([...INSTANCE_COLUMNS, "d.complete_time as my_complete_time"])
    .select((eb) => lastDecision(eb));
  const page = await runPaged(query, filter, {
    whitelist: INSTANCE_FILTERS,
    defaultPageSize: 10,
    defaultSort: [
      ["d.complete_time", "DESC"],
      ["inst.id", "DESC"],
    ],
  });
  const records = page.rows as (InstanceRecord & { my_complete_time: Date; last_decision: string | null })[];
  const names = await openTaskNames(
    db,
    caller.tenantId,
    records.map((r) => r.id),
  );
  const rows = records.map((r) =>
    withoutNulls({
      ...instanceOf(r, names.get(r.id) ?? ""),
      completeTime: dateText(r.my_complete_time),
      auditor: caller.id,
      auditorName: me?.fullname,
    }),
  );
  return { ...page, rows };
}

/** POST getDoneInstCount: how many instances the caller acted on, total first, then per category. */
export async function doneInstCount(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
  status?: string,
): Promise<CountRow[]> {
  let query = doneInstQuery(db, caller, status, filter.params);
  const where = whereOf(filter, INSTANCE_FILTERS);
  if (where) query = query.where(where);
  const groups = await query
    .select(["inst.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("inst.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

/**
 * The caller's completed opinions (one per decision) joined to their instance, as `op` and `inst`;
 * `params.defKey` narrows them to one flow.
 */
function doneTaskQuery(db: Database, caller: Caller, params: QueryFilter["params"] = {}) {
  const T = caller.tenantId;
  const defKey = paramText(params?.defKey);
  const query = db
    .selectFrom("bpm_opinion as op")
    .innerJoin("bpm_instance as inst", "inst.id", "op.inst_id")
    .where("op.tenant_id", "=", T)
    .where("inst.tenant_id", "=", T)
    .where("op.auditor", "=", caller.id)
    .where("op.status", "not in", [...NOT_DONE_OPINIONS])
    .where("op.complete_time", "is not", null)
    .where("inst.status", "<>", "draft")
    .where("inst.is_dele", "=", 0);
  return defKey ? query.where("inst.def_key", "=", defKey) : query;
}

interface DoneTaskRecord {
  id: string;
  subject: string;
  inst_id: string;
  def_id: string;
  def_key: string;
  def_name: string;
  task_id: string | null;
  task_key: string;
  task_name: string;
  opinion_status: string;
  inst_status: string;
  last_decision: string | null;
  complete_time: Date;
  creator_name: string;
  create_time: Date;
}

const DONE_TASK_COLUMNS = [
  "op.id",
  "inst.subject",
  "op.inst_id",
  "op.def_id",
  "inst.def_key",
  "inst.def_name",
  "op.task_id",
  "op.task_key",
  "op.task_name",
  "op.status as opinion_status",
  "inst.status as inst_status",
  "op.complete_time",
  "inst.creator_name",
  "inst.create_time",
] as const;

/**
 * The ids of the caller's revocable opinions among the instances given: every completed opinion of
 * theirs on those instances, in list order (completeTime desc, id desc), through the revoke rule — so a
 * row's flag does not depend on the page or the filter it is seen through — and only where the revoke
 * action would succeed: the decision's following tasks are open and untouched (version 1), as the
 * engine checks. A decision already revoked (its task came back) or whose next task was handled is
 * not offered.
 */
async function revocableIds(db: Database, caller: Caller, instIds: string[]): Promise<Set<string>> {
  if (instIds.length === 0) return new Set();
  const [all, open] = await Promise.all([
    doneTaskQuery(db, caller)
      .select(["op.id", "op.inst_id", "op.task_id", "op.task_key", "op.status", "inst.status as inst_status"])
      .where("op.inst_id", "in", instIds)
      .orderBy("op.complete_time", "desc")
      .orderBy("op.id", "desc")
      .execute(),
    db
      .selectFrom("bpm_task")
      .select(["prev_task_id", "version"])
      .where("tenant_id", "=", caller.tenantId)
      .where("inst_id", "in", instIds)
      .where("prev_task_id", "is not", null)
      .execute(),
  ]);
  const untouched = new Map<string, boolean>();
  for (const t of open) {
    const key = t.prev_task_id as string;
    untouched.set(key, (untouched.get(key) ?? true) && t.version === 1);
  }
  const marked = markRevocable(
    all.map((r) => ({
      id: r.id,
      taskId: r.task_id,
      procInstId: r.inst_id,
      taskKey: r.task_key,
      instStatus: r.inst_status,
      opinionStatus: r.status,
    })),
  );
  return new Set(
    marked.filter((r) => r.revoke && r.taskId !== null && untouched.get(r.taskId) === true).map((r) => r.id),
  );
}

/**
 * POST getDoneList: one row per decision of the caller (agree, oppose, reject, backToStart…), newest
 * first; with `checkRevoke` the rows carry spec 2 §4's revoke flag, otherwise revoke is false.
 */
export async function doneTaskList(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
  opts: { checkRevoke: boolean; status?: string },
): Promise<PageList<DoneTaskRow>> {
  let query = doneTaskQuery(db, caller, filter.params)
    .select(DONE_TASK_COLUMNS)
    .select((eb) => lastDecision(eb));
  if (opts.status?.trim()) query = query.where("inst.status", "=", opts.status.trim());
  const page = await runPaged(query, filter, {
    whitelist: DONE_TASK_FILTERS,
    defaultPageSize: 10,
    defaultSort: [
      ["op.complete_time", "DESC"],
      ["op.id", "DESC"],
    ],
  });
  const records = page.rows as DoneTaskRecord[];
  const revocable = opts.checkRevoke
    ? await revocableIds(db, caller, [...new Set(records.map((r) => r.inst_id))])
    : new Set<string>();
  const rows = records.map((r) =>
    withoutNulls<DoneTaskRow>({
      id: r.id,
      subject: r.subject,
      procInstId: r.inst_id,
      procDefId: r.def_id,
      procDefKey: r.def_key,
      procDefName: r.def_name,
      taskId: r.task_id ?? "",
      taskKey: r.task_key,
      taskName: r.task_name,
      opinionStatus: r.opinion_status,
      instStatus: r.inst_status as InstStatus,
      outcome: outcomeOf(r.inst_status, r.last_decision),
      completeTime: dateText(r.complete_time) ?? "",
      creator: r.creator_name,
      createTime: dateText(r.create_time) ?? "",
      revoke: revocable.has(r.id),
    }),
  );
  return { ...page, rows };
}
