import type {
  BpmInstance,
  BpmNodeDef,
  BpmTask,
  FormAndBo,
  InstFormAndBo,
  TaskButtons,
  TaskDetail,
  TaskToReject,
} from "../../../src/api/contract";
import type { Database } from "../../db";
import { badRequest, forbidden, notFound } from "../../http/errors";
import type { Lang } from "../../http/messages";
import { nodeById } from "../engine/definition";
import type { FlowDefinitionJson, UserTaskNode } from "../engine/definitionTypes";
import { isTenantAdmin } from "../engine/identities";
import { draftFilesOf } from "../engine/opinionFiles";
import {
  type Caller,
  canActOnTask,
  canViewInstance,
  requireTaskActor,
  taskRecord,
  taskRefusal,
  viewableInstance,
} from "./access";
import { startButtons, taskButtonState, taskButtons } from "./buttons";
import { nameIn } from "./flowNames";
import { flowFormOf, loadedDefinition, startOptions } from "./model";
import { instanceOpinions } from "./opinions";
import { formPermission, mergeDraft } from "./permission";
import { openTaskNames } from "./requests";
import {
  INSTANCE_COLUMNS,
  type InstanceRecord,
  instanceOf,
  lastDecision,
  TASK_COLUMNS,
  type TaskRecord,
  taskOf,
} from "./rows";

const userTaskOf = (def: FlowDefinitionJson, nodeId: string): UserTaskNode | undefined => {
  const node = nodeById(def, nodeId);
  return node?.type === "userTask" ? node : undefined;
};

/** The instance (contract shape, with its open tasks' names) of an instance row id. */
async function instanceView(db: Database, tenantId: string, instId: string): Promise<BpmInstance> {
  const row = await db
    .selectFrom("bpm_instance as inst")
    .select(INSTANCE_COLUMNS)
    .select((eb) => lastDecision(eb))
    .where("inst.tenant_id", "=", tenantId)
    .where("inst.id", "=", instId)
    .executeTakeFirst();
  if (!row) throw notFound("bpmInstanceNotFound");
  const names = await openTaskNames(db, tenantId, [instId]);
  return instanceOf(row as InstanceRecord & { last_decision: string | null }, names.get(instId) ?? "");
}

/** A task in the to-do row shape. */
async function taskView(db: Database, tenantId: string, taskId: string): Promise<BpmTask> {
  const row = await db
    .selectFrom("bpm_task as bt")
    .innerJoin("bpm_instance as inst", "inst.id", "bt.inst_id")
    .leftJoin("uc_user as au", "au.id", "bt.assignee_id")
    .leftJoin("uc_user as ou", "ou.id", "bt.owner_id")
    .select(TASK_COLUMNS)
    .where("bt.tenant_id", "=", tenantId)
    .where("bt.id", "=", taskId)
    .executeTakeFirst();
  if (!row) throw notFound("bpmTaskNotFound");
  return taskOf(row as TaskRecord);
}

/** GET getButtonsBytaskId: the buttons of the task's node, for its handlers only (403 otherwise). */
export async function buttonsOfTask(
  db: Database,
  caller: Caller,
  lang: Lang,
  taskId: string,
  leaderId?: string,
): Promise<TaskButtons> {
  const task = await taskRecord(db, caller, taskId);
  await requireTaskActor(db, caller, task, leaderId);
  const def = (await loadedDefinition(db, caller.tenantId, { defId: task.def_id })).def;
  const state = await taskButtonState(db, task);
  return { buttons: taskButtons(userTaskOf(def, task.node_id), lang, leaderId, state) };
}

/**
 * GET taskDetail / get: the task's form, data (instance data under the task's draft), field permission
 * (the node's fieldModes, unlisted fields "r"), history, buttons, the task and its instance. Handlers get
 * canAct true and the buttons; other viewers of the instance see it read-only; anyone else gets 403.
 */
export async function taskDetail(
  db: Database,
  caller: Caller,
  lang: Lang,
  taskId: string,
  leaderId?: string,
): Promise<TaskDetail> {
  const task = await taskRecord(db, caller, taskId);
  const canAct = await canActOnTask(db, caller, task, leaderId);
  const inst = await db
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("id", "=", task.inst_id)
    .executeTakeFirstOrThrow();
  if (!canAct && !(await canViewInstance(db, caller, inst))) throw await taskRefusal(db, caller, task);
  const def = (await loadedDefinition(db, caller.tenantId, { defId: task.def_id })).def;
  const node = userTaskOf(def, task.node_id);
  const form = await flowFormOf(db, caller.tenantId, def.formKey);
  const boAlias = form?.boAlias ?? inst.bo_alias ?? "";
  const [opinionList, bpmTask, instance] = await Promise.all([
    instanceOpinions(db, caller.tenantId, inst.id),
    taskView(db, caller.tenantId, task.id),
    instanceView(db, caller.tenantId, inst.id),
  ]);
  const detail: TaskDetail = {
    data: mergeDraft(inst.data, canAct ? task.draft_data : null),
    opinionList,
    permission: formPermission(boAlias, form?.schema ?? {}, canAct ? node?.fieldModes : undefined, "r"),
    buttons: canAct ? taskButtons(node, lang, leaderId, await taskButtonState(db, task)) : [],
    bpmTask,
    instance,
    canAct,
  };
  if (canAct && task.draft_opinion) detail.draftOpinion = task.draft_opinion;
  const draftFiles = canAct ? draftFilesOf(task.draft_data) : undefined;
  if (draftFiles) detail.draftFiles = draftFiles;
  if (form) detail.form = form;
  else detail.result = "formEmpty";
  return detail;
}

/**
 * GET taskToReject: where the task may be sent back — the user-task nodes executed before it (from the
 * executed-node stack, first visit order, the task's own node left out).
 */
export async function taskToReject(
  db: Database,
  caller: Caller,
  taskId: string,
  backModel?: string,
  leaderId?: string,
  lang: Lang = "zh-CN",
): Promise<TaskToReject> {
  const task = await taskRecord(db, caller, taskId);
  await requireTaskActor(db, caller, task, leaderId);
  const def = (await loadedDefinition(db, caller.tenantId, { defId: task.def_id })).def;
  const stack = await db
    .selectFrom("bpm_exe_stack")
    .select(["node_id", "node_name", "node_type"])
    .where("tenant_id", "=", caller.tenantId)
    .where("inst_id", "=", task.inst_id)
    .where("node_type", "=", "userTask")
    .orderBy("depth")
    .orderBy("create_time")
    .execute();
  const seen = new Set<string>([task.node_id]);
  const nodes: BpmNodeDef[] = [];
  for (const s of stack) {
    if (seen.has(s.node_id)) continue;
    seen.add(s.node_id);
    const node = userTaskOf(def, s.node_id);
    nodes.push({ nodeId: s.node_id, name: node ? nameIn(node, lang) : s.node_name, type: "userTask" });
  }
  return {
    taskId: task.id,
    backMode: backModel === "backToStart" ? "backToStart" : "reject",
    canReject: true,
    canRejectToStart: true,
    canRejectToAnyNode: false,
    canRejectPreAct: nodes.length > 0,
    allowDirectNode: nodes,
    allowNormalNode: nodes,
    inGateway: false,
    afterGateway: false,
    inSubProcess: false,
  };
}

/**
 * POST getFormAndBO: the start form of a flow (by defId, defKey, or the definition of proInstId — a draft
 * or an instance sent back): field modes from startFieldModes (unlisted "w"), data of the instance when
 * given, the leaders the caller may start for, and the startFlow/saveDraft buttons. A new start needs the
 * caller's start right or a leader to start for (无启动权限 403 otherwise; a system administrator skips it).
 */
export async function startFormAndBo(
  db: Database,
  caller: Caller,
  lang: Lang,
  target: { defId?: string; defKey?: string; proInstId?: string },
): Promise<FormAndBo> {
  let data: Record<string, unknown> = {};
  let inst: Awaited<ReturnType<typeof viewableInstance>> | undefined;
  let by: { defId?: string; defKey?: string };
  if (target.proInstId) {
    inst = await viewableInstance(db, caller, target.proInstId);
    by = { defId: inst.def_id };
    data = inst.data ?? {};
  } else if (target.defId) by = { defId: target.defId };
  else if (target.defKey) by = { defKey: target.defKey };
  else throw badRequest("bpmFormAndBoTarget");
  const { row: defRow, def } = await loadedDefinition(db, caller.tenantId, by);
  const admin = await isTenantAdmin(db, caller.tenantId, caller.id);
  const { self, leaders } = await startOptions(db, caller, admin, defRow.def_key);
  if (!inst && !self && leaders.length === 0) throw forbidden("bpmNoStartRight");
  const form = await flowFormOf(db, caller.tenantId, def.formKey);
  const boAlias = form?.boAlias ?? "";
  if (form && !data[boAlias]) data = { ...data, [boAlias]: {} };
  const out: FormAndBo = {
    data: mergeDraft(data, null),
    buttons: startButtons(lang),
    permission: formPermission(boAlias, form?.schema ?? {}, def.startFieldModes, "w"),
    defId: defRow.id,
    defKey: defRow.def_key,
    defName: defRow.name,
  };
  if (form) out.form = form;
  else out.resultMsg = "formEmpty";
  if (leaders.length > 0) out.leaders = leaders;
  if (inst) {
    out.instId = inst.id;
    out.subject = inst.subject;
  }
  return out;
}

/** GET getInstFormAndBO: an instance read-only — its form, data, every field "r", history and instance. */
export async function instFormAndBo(db: Database, caller: Caller, instId: string): Promise<InstFormAndBo> {
  const inst = await viewableInstance(db, caller, instId);
  const def = (await loadedDefinition(db, caller.tenantId, { defId: inst.def_id })).def;
  const form = await flowFormOf(db, caller.tenantId, def.formKey);
  const [opinionList, instance] = await Promise.all([
    instanceOpinions(db, caller.tenantId, inst.id),
    instanceView(db, caller.tenantId, inst.id),
  ]);
  const out: InstFormAndBo = {
    data: mergeDraft(inst.data, null),
    opinionList,
    permission: formPermission(form?.boAlias ?? inst.bo_alias ?? "", form?.schema ?? {}, undefined, "r"),
    instance,
  };
  if (form) out.form = form;
  else out.result = "formEmpty";
  return out;
}

/** GET getInstanceByInstId: one instance, for its viewers. */
export async function instanceById(db: Database, caller: Caller, instId: string): Promise<BpmInstance> {
  const inst = await viewableInstance(db, caller, instId);
  return instanceView(db, caller.tenantId, inst.id);
}

/** GET instanceFlowOpinions: the history of an instance, for its viewers (pending rows first). */
export async function flowOpinions(db: Database, caller: Caller, instId: string, commuOnly = false) {
  const inst = await viewableInstance(db, caller, instId);
  return instanceOpinions(db, caller.tenantId, inst.id, commuOnly);
}
