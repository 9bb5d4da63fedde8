import { sql } from "kysely";
import type { BpmOpinion } from "../../../src/api/contract";
import type { Database } from "../../db";
import { forbidden, notFound } from "../../http/errors";
import type { Lang } from "../../http/messages";
import { nodeById } from "../engine/definition";
import type { FieldModeCode, UserTaskNode, WorkingAmount } from "../engine/definitionTypes";
import type { Db } from "../engine/identities";
import { NOT_TODO_STATUSES, taskHeldBy } from "../tasks";
import {
  type Caller,
  canActOnTask,
  canViewInstance,
  taskRecord,
  taskRefusal,
  viewableInstance,
} from "./access";
import { taskButtonState, taskButtons } from "./buttons";
import { dateText } from "./format";
import { loadedDefinition } from "./model";
import { instanceOpinions } from "./opinions";

/* The task screen's small helpers (issue 14 §1, spec 2 §7.1): task key lookups, a node's opinions, the
   current node's properties and a team's saved opinions. Every answer is for the instance's viewers only
   (read/access.ts): unknown in the caller's tenant → 404, not a viewer → 403. */

/** At most this many team opinions are listed (newest first). */
export const TEAM_OPINION_LIMIT = 20;

/** A task of the caller's tenant that the caller may act on or whose instance they may view. */
async function visibleTask(db: Database, caller: Caller, taskId: string, leaderId?: string) {
  const task = await taskRecord(db, caller, taskId);
  const canAct = await canActOnTask(db, caller, task, leaderId);
  if (!canAct) {
    const inst = await db
      .selectFrom("bpm_instance")
      .select(["id", "creator_id", "def_key"])
      .where("tenant_id", "=", caller.tenantId)
      .where("id", "=", task.inst_id)
      .executeTakeFirstOrThrow();
    if (!(await canViewInstance(db, caller, inst))) throw await taskRefusal(db, caller, task);
  }
  return { task, canAct };
}

/** GET getTaskKeyByTaskId: the node id (taskKey) of a task. */
export async function taskKeyOfTask(db: Database, caller: Caller, taskId: string): Promise<string> {
  return (await visibleTask(db, caller, taskId)).task.node_id;
}

/**
 * GET getTaskKeyByNodeId: the id of the open task on a node of an instance — the caller's own when they
 * hold one there, else the oldest; "" when the node has no open task.
 */
export async function taskIdOfNode(
  db: Database,
  caller: Caller,
  instId: string,
  nodeId: string,
): Promise<string> {
  const inst = await viewableInstance(db, caller, instId);
  const open = db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", caller.tenantId)
    .where("t.inst_id", "=", inst.id)
    .where("t.node_id", "=", nodeId)
    .where("t.status", "not in", NOT_TODO_STATUSES)
    .orderBy("t.create_time", "asc")
    .orderBy("t.id", "asc")
    .limit(1);
  const mine = await open.where((eb) => taskHeldBy(eb, "t", [caller.id], caller.tenantId)).executeTakeFirst();
  return mine?.id ?? (await open.executeTakeFirst())?.id ?? "";
}

/** GET nodeOpinion: the history rows (instanceFlowOpinions shape, same order) of one node of an instance. */
export async function nodeOpinions(
  db: Database,
  caller: Caller,
  instId: string,
  nodeId: string,
): Promise<BpmOpinion[]> {
  const inst = await viewableInstance(db, caller, instId);
  return (await instanceOpinions(db, caller.tenantId, inst.id)).filter((o) => o.taskKey === nodeId);
}

/** How many listed fields of the node have each mode, and the writable ones ("boAlias.field"). */
export interface FieldModeSummary {
  b: number;
  w: number;
  r: number;
  n: number;
  /** Fields the handler may write ("w" or required "b"), as "boAlias.field". */
  writable: string[];
}

/** GET getCurNodeProperties: what the task screen uses of the task's current node. */
export interface CurNodeProperties {
  taskId: string;
  instId: string;
  defId: string;
  nodeId: string;
  /** The node's name (in the request language through the read scope's name hook). */
  name: string;
  /** Whether the caller may act on the task (else the buttons are empty). */
  canAct: boolean;
  /** The aliases of the buttons the caller gets on this task, in order (as getButtonsBytaskId). */
  buttons: string[];
  /** The task must be signed for (签收) before acting. */
  mustLock: boolean;
  /** Whether the node is a countersign (会签) node. */
  countersign: boolean;
  /** The node's due time setting (working time), when it has one. */
  dueTime?: WorkingAmount;
  /** The task's due date ("yyyy-MM-dd HH:mm:ss"), when one was set. */
  dueDate?: string;
  fieldModes: FieldModeSummary;
}

function fieldModeSummary(modes: UserTaskNode["fieldModes"]): FieldModeSummary {
  const out: FieldModeSummary = { b: 0, w: 0, r: 0, n: 0, writable: [] };
  for (const [alias, fields] of Object.entries(modes ?? {}))
    for (const [field, mode] of Object.entries(fields) as [string, FieldModeCode][]) {
      if (!(mode in out)) continue;
      out[mode] += 1;
      if (mode === "w" || mode === "b") out.writable.push(`${alias}.${field}`);
    }
  return out;
}

/** GET getCurNodeProperties: the current node of a task as the task screen needs it. */
export async function curNodeProperties(
  db: Database,
  caller: Caller,
  lang: Lang,
  taskId: string,
  leaderId?: string,
): Promise<CurNodeProperties> {
  const { task, canAct } = await visibleTask(db, caller, taskId, leaderId);
  const def = (await loadedDefinition(db, caller.tenantId, { defId: task.def_id })).def;
  const found = nodeById(def, task.node_id);
  const node = found?.type === "userTask" ? found : undefined;
  const out: CurNodeProperties = {
    taskId: task.id,
    instId: task.inst_id,
    defId: task.def_id,
    nodeId: task.node_id,
    name: node?.name ?? task.name,
    canAct,
    buttons: canAct
      ? taskButtons(node, lang, leaderId, await taskButtonState(db, task)).map((b) => b.alias)
      : [],
    mustLock: node?.mustLock === true,
    countersign: Boolean(node?.countersign),
    fieldModes: fieldModeSummary(canAct ? node?.fieldModes : undefined),
  };
  if (node?.dueTime) out.dueTime = node.dueTime;
  const due = dateText(task.due_time);
  if (due) out.dueDate = due;
  return out;
}

/** A team's saved opinion (getBpmSaveOpinionByTeam rows). */
export interface TeamOpinion {
  userId: string;
  userName: string;
  opinion: string;
  nodeId: string;
  updateTime: string;
  /** True on the caller's own row. */
  mine: boolean;
}

/**
 * The team of a task: the people handling its node in its instance. The caller belongs when they may act
 * on the task (assignee, candidate of an unclaimed one, secretary with the leader id, administrator), are
 * a user candidate of it (a shared task someone else signed for), or hold another open task of the same
 * node of the instance (parallel and countersign tasks). 404 when the task is not the instance's, 403
 * for anyone else.
 */
async function teamTask(db: Db, caller: Caller, instId: string, taskId: string, leaderId?: string) {
  const task = await taskRecord(db, caller, taskId);
  if (task.inst_id !== instId) throw notFound("bpmTaskNotFound");
  if (await canActOnTask(db, caller, task, leaderId)) return task;
  const me = caller.id;
  const member = await db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", caller.tenantId)
    .where("t.inst_id", "=", task.inst_id)
    .where("t.node_id", "=", task.node_id)
    .where("t.status", "not in", NOT_TODO_STATUSES)
    .where((eb) =>
      eb.or([
        eb("t.assignee_id", "=", me),
        eb.exists(
          eb
            .selectFrom("bpm_task_candidate as c")
            .select(sql`1`.as("one"))
            .whereRef("c.task_id", "=", "t.id")
            .where("c.type", "=", "user")
            .where("c.identity_id", "=", me),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!member) throw forbidden("bpmNotTeamMember");
  return task;
}

/** GET getBpmSaveOpinionByTeam: the opinions the team of a task saved, newest first (at most 20). */
export async function teamOpinions(
  db: Database,
  caller: Caller,
  instId: string,
  taskId: string,
  leaderId?: string,
): Promise<TeamOpinion[]> {
  const task = await teamTask(db, caller, instId, taskId, leaderId);
  const rows = await db
    .selectFrom("bpm_team_opinion")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("inst_id", "=", task.inst_id)
    .where("node_id", "=", task.node_id)
    .orderBy("update_time", "desc")
    .orderBy("user_id")
    .limit(TEAM_OPINION_LIMIT)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    userName: r.user_name,
    opinion: r.opinion,
    nodeId: r.node_id,
    updateTime: dateText(r.update_time) ?? "",
    mine: r.user_id === caller.id,
  }));
}

/**
 * POST createBpmSaveOpinion: saves the caller's opinion for the team of a task (their latest replaces the
 * earlier one), in the given transaction.
 */
export async function saveTeamOpinion(
  db: Db,
  caller: Caller & { fullname: string },
  body: { instId: string; taskId: string; opinion: string; leaderId?: string },
): Promise<void> {
  const task = await teamTask(db, caller, body.instId, body.taskId, body.leaderId);
  const row = {
    tenant_id: caller.tenantId,
    inst_id: task.inst_id,
    node_id: task.node_id,
    user_id: caller.id,
    user_name: caller.fullname,
    opinion: body.opinion,
    update_time: new Date(),
  };
  await db
    .insertInto("bpm_team_opinion")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["tenant_id", "inst_id", "node_id", "user_id"])
        .doUpdateSet({ user_name: row.user_name, opinion: row.opinion, update_time: row.update_time }),
    )
    .execute();
}
