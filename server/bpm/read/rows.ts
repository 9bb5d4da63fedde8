import type { ExpressionBuilder, Selectable } from "kysely";
import type {
  BpmInstance,
  BpmOpinion,
  BpmTask,
  InstOutcome,
  InstStatus,
  TaskStatus,
} from "../../../src/api/contract";
import type { DB } from "../../db/schema";
import type { BpmInstanceTable, BpmOpinionTable, BpmTaskTable } from "../../db/schemaBpm";
import { dueStatusOf } from "../engine/dueTime";
import { dateText, withoutNulls } from "./format";

/** Opinion statuses that are not "acting on" an instance (CONTRACT §6.9), plus the pending marker. */
export const NOT_DONE_OPINIONS = [
  "start",
  "skip",
  "copyto",
  "copyto_reply",
  "start_commu",
  "lockTask",
  "awaiting_check",
  "awaiting_feedback",
] as const;

/**
 * The names and instance fields of a task row as scalar look-ups (not joins): PostgreSQL evaluates them
 * after the top-N sort, for the page's rows only. Used by the to-do and the leaders' to-do lists.
 */
export function taskRowLookups(eb: ExpressionBuilder<DB & { bt: DB["bpm_task"] }, "bt">) {
  return [
    eb
      .selectFrom("uc_user as au")
      .select("au.fullname")
      .whereRef("au.id", "=", "bt.assignee_id")
      .as("assignee_name"),
    eb
      .selectFrom("uc_user as ou")
      .select("ou.fullname")
      .whereRef("ou.id", "=", "bt.owner_id")
      .as("owner_name"),
    eb
      .selectFrom("bpm_instance as i1")
      .select("i1.support_mobile")
      .whereRef("i1.id", "=", "bt.inst_id")
      .as("support_mobile"),
    eb
      .selectFrom("bpm_instance as i2")
      .select("i2.create_time")
      .whereRef("i2.id", "=", "bt.inst_id")
      .as("inst_create_time"),
    eb
      .selectFrom("bpm_instance as i3")
      .select("i3.status")
      .whereRef("i3.id", "=", "bt.inst_id")
      .as("inst_status"),
  ] as const;
}

/** The task's own columns of a to-do row (bpm_task bt; creator fields are denormalised on the task). */
export const TASK_OWN_COLUMNS = [
  "bt.id",
  "bt.node_id",
  "bt.name",
  "bt.subject",
  "bt.inst_id",
  "bt.def_id",
  "bt.def_key",
  "bt.def_name",
  "bt.parent_id",
  "bt.owner_id",
  "bt.assignee_id",
  "bt.status",
  "bt.priority",
  "bt.due_time",
  "bt.create_time",
  "bt.type_id",
  "bt.version",
  "bt.creator_id",
  "bt.creator_name",
] as const;

/** The columns a to-do row is built from, with bpm_instance inst, assignee au and owner ou joined. */
export const TASK_COLUMNS = [
  ...TASK_OWN_COLUMNS,
  "ou.fullname as owner_name",
  "au.fullname as assignee_name",
  "inst.support_mobile",
  "inst.create_time as inst_create_time",
  "inst.status as inst_status",
] as const;

/** A row selected with TASK_COLUMNS. */
export type TaskRecord = Pick<
  Selectable<BpmTaskTable>,
  | "id"
  | "node_id"
  | "name"
  | "subject"
  | "inst_id"
  | "def_id"
  | "def_key"
  | "def_name"
  | "parent_id"
  | "owner_id"
  | "assignee_id"
  | "status"
  | "priority"
  | "due_time"
  | "create_time"
  | "type_id"
  | "version"
  | "creator_id"
  | "creator_name"
> & {
  owner_name: string | null;
  assignee_name: string | null;
  support_mobile: number | null;
  inst_create_time: Date | null;
  inst_status: string | null;
};

/** The contract shape of a task row (BpmTask, CONTRACT §6.1). */
export function taskOf(r: TaskRecord): BpmTask {
  return withoutNulls<BpmTask>({
    id: r.id,
    taskId: r.id,
    name: r.name,
    subject: r.subject,
    nodeId: r.node_id,
    procInstId: r.inst_id,
    procDefId: r.def_id,
    procDefKey: r.def_key,
    procDefName: r.def_name,
    parentId: r.parent_id,
    ownerId: r.owner_id,
    ownerName: r.owner_name ?? undefined,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name ?? undefined,
    status: r.status as TaskStatus,
    priority: r.priority,
    dueTime: dateText(r.due_time),
    dueStatus: dueStatusOf(r.due_time, new Date()),
    createTime: dateText(r.create_time) ?? "",
    supportMobile: r.support_mobile === 0 ? 0 : 1,
    typeId: r.type_id ?? undefined,
    creatorId: r.creator_id,
    creator: r.creator_name,
    createDate: dateText(r.inst_create_time),
    instStatus: (r.inst_status ?? undefined) as InstStatus | undefined,
    version: r.version,
  });
}

/** The opinion statuses that decide a node: the last one of an ended instance is its outcome. */
const DECISIONS = ["agree", "oppose"] as const;

/**
 * The last deciding opinion (agree/oppose) of the instance `inst`, as a scalar sub-select `last_decision`:
 * one index probe (bpm_opinion_inst_idx) per row of the page, limit 1, so the list stays one query.
 */
export function lastDecision(eb: ExpressionBuilder<DB & { inst: DB["bpm_instance"] }, "inst">) {
  return eb
    .selectFrom("bpm_opinion as lo")
    .select("lo.status")
    .whereRef("lo.inst_id", "=", "inst.id")
    .whereRef("lo.tenant_id", "=", "inst.tenant_id")
    .where("lo.status", "in", [...DECISIONS])
    .where("lo.complete_time", "is not", null)
    .orderBy("lo.complete_time", "desc")
    .orderBy("lo.id", "desc")
    .limit(1)
    .as("last_decision");
}

/**
 * The end result of an instance from its status and its last deciding opinion: ended by hand → manualend,
 * sent back to the starter → reject, ended by the flow → the decision that ended it; running → none.
 */
export function outcomeOf(
  status: string,
  lastDecisionStatus: string | null | undefined,
): InstOutcome | undefined {
  if (status === "manualend") return "manualend";
  if (status === "backToStart") return "reject";
  if (status === "end") return lastDecisionStatus === "oppose" ? "oppose" : "agree";
  return undefined;
}

/** The columns an instance row is built from (bpm_instance inst). */
export const INSTANCE_COLUMNS = [
  "inst.id",
  "inst.subject",
  "inst.def_id",
  "inst.def_key",
  "inst.def_name",
  "inst.status",
  "inst.type_id",
  "inst.biz_key",
  "inst.end_time",
  "inst.duration",
  "inst.parent_inst_id",
  "inst.creator_id",
  "inst.creator_name",
  "inst.create_time",
  "inst.create_org_id",
  "inst.update_time",
  "inst.is_forbidden",
  "inst.is_dele",
  "inst.support_mobile",
  "inst.back_to_start",
] as const;

/** A row selected with INSTANCE_COLUMNS. */
export type InstanceRecord = Pick<
  Selectable<BpmInstanceTable>,
  | "id"
  | "subject"
  | "def_id"
  | "def_key"
  | "def_name"
  | "status"
  | "type_id"
  | "biz_key"
  | "end_time"
  | "duration"
  | "parent_inst_id"
  | "creator_id"
  | "creator_name"
  | "create_time"
  | "create_org_id"
  | "update_time"
  | "is_forbidden"
  | "is_dele"
  | "support_mobile"
  | "back_to_start"
>;

/**
 * The contract shape of an instance (BpmInstance, CONTRACT §6.9); `taskName` = the open nodes' names; the
 * outcome from `last_decision` when the row was selected with lastDecision.
 */
export function instanceOf(
  r: InstanceRecord & { last_decision?: string | null },
  taskName = "",
): BpmInstance {
  return withoutNulls<BpmInstance>({
    id: r.id,
    subject: r.subject,
    procDefId: r.def_id,
    procDefKey: r.def_key,
    procDefName: r.def_name,
    status: r.status as InstStatus,
    outcome: outcomeOf(r.status, r.last_decision),
    typeId: r.type_id ?? undefined,
    bizKey: r.biz_key ?? undefined,
    endTime: dateText(r.end_time),
    duration: r.duration === null ? undefined : Number(r.duration),
    isFormmal: "N",
    parentInstId: r.parent_inst_id,
    creator: r.creator_name,
    createBy: r.creator_id,
    createTime: dateText(r.create_time) ?? "",
    createOrgId: r.create_org_id ?? undefined,
    updateTime: dateText(r.update_time),
    isForbidden: r.is_forbidden === 1 ? 1 : 0,
    isDele: r.is_dele === 1 ? 1 : 0,
    supportMobile: r.support_mobile === 0 ? 0 : 1,
    dataMode: "bo",
    taskName,
    backToStart: r.back_to_start,
    showModifyRecord: false,
  });
}

/** A bpm_opinion row (as selected with selectAll). */
export type OpinionRecord = Omit<Selectable<BpmOpinionTable>, "tenant_id">;

/** The candidate identities of a qualfieds value (jsonb array, or its JSON text). */
export function identitiesOf(value: unknown): { id: string; name: string; type: string }[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? (list as { id: string; name: string; type: string }[]) : [];
}

/** The contract shape of an opinion (BpmOpinion, CONTRACT §6.8); qualfieds as JSON text. */
export function opinionOf(r: OpinionRecord): BpmOpinion {
  const qualfieds = identitiesOf(r.qualfieds);
  return withoutNulls<BpmOpinion>({
    id: r.id,
    procDefId: r.def_id,
    procInstId: r.inst_id,
    supInstId: "0",
    taskId: r.task_id ?? undefined,
    taskKey: r.task_key,
    taskName: r.task_name,
    qualfieds: JSON.stringify(qualfieds),
    qualfiedNames: qualfieds.map((q) => q.name).join(",") || undefined,
    auditor: r.auditor ?? undefined,
    auditorName: r.auditor_name ?? undefined,
    agentLeaderId: r.agent_leader_id ?? undefined,
    opinion: r.opinion ?? undefined,
    status: r.status,
    createTime: dateText(r.create_time) ?? "",
    assignTime: dateText(r.assign_time),
    completeTime: dateText(r.complete_time) ?? "",
    durMs: r.dur_ms === null ? undefined : Number(r.dur_ms),
    files: r.files ?? undefined,
    zfiles: r.zfiles ?? undefined,
    interpose: r.interpose === 1 ? 1 : 0,
    orgPath: r.org_path ?? undefined,
    postName: r.post_name ?? undefined,
    parentTaskId: r.parent_task_id ?? undefined,
  });
}
