import type { AssignParam, RevokeTransParam } from "../../../src/api/contract";
import { ok } from "../../http/envelope";
import { HttpError, notFound } from "../../http/errors";
import { message } from "../../http/messages";
import { type ActionAnswer, type Actor, audit, newId, outbox, type Trx } from "./context";
import type { FlowNode } from "./definitionTypes";
import { conflict, lockInstanceOfTask, readTask, taskForAction } from "./guard";
import { type InstanceRow, type TaskRow, usersByIds, writeOpinion } from "./records";

/* Delegation (转办) and its revocation, and what complete needs of delegations and transfers. */

/** Statuses a task may be delegated or transferred from. */
export const HANDOVER_STATUSES: readonly string[] = ["NORMAL", "BACK", "DELIVERTO"];

/** The opinion status of a decision: a delegate's agree/oppose are delivertoAgree/delivertoOppose. */
export function decisionStatus(taskStatus: string, action: string): string {
  if (taskStatus === "DELIVERTO" && action === "agree") return "delivertoAgree";
  if (taskStatus === "DELIVERTO" && action === "oppose") return "delivertoOppose";
  return action;
}

/** Marks the running turns (delegation, transfer) of a task finished: the task has been decided. */
export async function finishTurns(trx: Trx, task: TaskRow, now: Date): Promise<void> {
  await trx
    .updateTable("bpm_task_turn")
    .set({ status: "finish", finish_time: now })
    .where("task_id", "=", task.id)
    .where("status", "=", "running")
    .execute();
}

/** The node of a task as an opinion row names it. */
export const nodeOfTask = (task: TaskRow): FlowNode =>
  ({ id: task.node_id, name: task.name, type: "userTask" }) as FlowNode;

/** Distinct non-empty ids of a comma list, in order. */
export function idList(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Writes the turn row of a hand-over (delegation or transfer). */
export async function insertTurn(
  trx: Trx,
  inst: InstanceRow,
  task: TaskRow,
  turn: {
    ownerId: string;
    ownerName: string;
    assignees: { id: string; name: string }[];
    type: "deliverto" | "transform";
    taskVersion: number;
    settings?: Record<string, unknown>;
  },
  now: Date,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto("bpm_task_turn")
    .values({
      id,
      tenant_id: inst.tenant_id,
      task_id: task.id,
      inst_id: inst.id,
      def_key: task.def_key,
      type_id: task.type_id,
      subject: task.subject,
      node_id: task.node_id,
      task_name: task.name,
      owner_id: turn.ownerId,
      owner_name: turn.ownerName,
      assignee_id: turn.assignees.map((a) => a.id).join(","),
      assignee_name: turn.assignees.map((a) => a.name).join(","),
      turn_type: turn.type,
      status: "running",
      create_time: now,
      task_version: turn.taskVersion,
      settings: JSON.stringify(turn.settings ?? {}),
    })
    .execute();
  return id;
}

/** The name of a user of the caller's tenant: the caller's own, or looked up ("" when not an active user). */
async function actingName(trx: Trx, actor: Actor, actingUserId: string): Promise<string> {
  // Stryker disable next-line ConditionalExpression: a shortcut; the lookup finds the caller by the same name (read live with the token)
  if (actingUserId === actor.userId) return actor.fullname;
  const [leader] = await usersByIds(trx, actor.tenantId, [actingUserId]);
  return leader?.name ?? "";
}

/**
 * POST /runtime/task/v1/delegate (转办): the holder hands the task to one other active user of the tenant,
 * who then decides it with complete. The task keeps its id; owner = the holder (unless already set),
 * assignee = the delegate, status DELIVERTO, version + 1; opinion `deliverto`; a running turn row (for
 * v-myDelegate and revokeTrans) with the new version; a message to the delegate.
 */
export async function delegateTask(
  trx: Trx,
  actor: Actor,
  body: AssignParam,
  leaderId: string | undefined,
): Promise<ActionAnswer> {
  const ids = idList(body.userId);
  if (ids.length === 0) throw new HttpError(400, "bpmDelegateNobody");
  if (ids.length > 1) throw new HttpError(400, "bpmDelegateOne");
  const targetId = ids[0] as string;
  const hand = await taskForAction(trx, actor, body.taskId, leaderId);
  const { task, inst } = hand;
  if (hand.leaderId && targetId === hand.leaderId) throw new HttpError(400, "bpmDelegateToLeader");
  // Stryker disable next-line ConditionalExpression: the acting user differs from the caller only for a leader, refused just above
  if (targetId === actor.userId || targetId === hand.actingUserId || targetId === task.assignee_id)
    throw new HttpError(400, "bpmDelegateSelf");
  if (!HANDOVER_STATUSES.includes(task.status)) throw new HttpError(409, "bpmCannotHandOver");
  const [target] = await usersByIds(trx, actor.tenantId, [targetId]);
  if (!target) throw new HttpError(400, "bpmUserUnknown");
  const now = new Date();
  const ownerId = task.owner_id && task.owner_id !== "0" ? task.owner_id : hand.actingUserId;
  const version = task.version + 1;
  const moved = await trx
    .updateTable("bpm_task")
    .set({ owner_id: ownerId, assignee_id: target.id, status: "DELIVERTO", version })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", task.status)
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression: the task was read under the instance lock (taskForAction); this update always matches it
  if (moved.numUpdatedRows !== 1n) throw conflict();
  // A delegate who delegates again: their own delegation is done.
  await finishTurns(trx, task, now);
  await writeOpinion(
    trx,
    {
      inst,
      node: nodeOfTask(task),
      status: "deliverto",
      actor,
      agentLeaderId: hand.leaderId,
      task,
      qualified: [target],
      opinion: body.opinion ?? null,
      files: body.files ?? null,
    },
    now,
  );
  const ownerName = await actingName(trx, actor, ownerId);
  await insertTurn(
    trx,
    inst,
    task,
    { ownerId, ownerName, assignees: [target], type: "deliverto", taskVersion: version },
    now,
  );
  await outbox(trx, inst.tenant_id, "taskDelegated", [target.id], {
    taskId: task.id,
    instId: inst.id,
    subject: task.subject,
    nodeName: task.name,
    ownerName,
  });
  await audit(
    trx,
    actor,
    "taskDelegate",
    { instId: inst.id, taskId: task.id },
    {
      delegateId: target.id,
      ...(hand.leaderId ? { leaderId: hand.leaderId } : {}),
      ...(hand.asAdmin ? { asAdmin: true } : {}),
    },
  );
  return { status: 200, body: ok("", message("bpmDelegated", actor.lang)) };
}

/**
 * POST /runtime/instance/v1/revokeTrans: the owner of a running delegation takes the task back while the
 * delegate has not touched it (status DELIVERTO, version as stored at delegation): assignee = owner,
 * status NORMAL, version + 1, turn cancel, opinion `deliverto_cancel`, a message to the delegate.
 * Touched or handled → 409 bpmDelegationTouched; not the owner → 403.
 */
export async function revokeDelegation(
  trx: Trx,
  actor: Actor,
  body: RevokeTransParam,
): Promise<ActionAnswer> {
  const inst = await lockInstanceOfTask(trx, actor.tenantId, body.taskId);
  const task = await readTask(trx, actor.tenantId, body.taskId);
  if (!inst) throw notFound();
  const turn = await trx
    .selectFrom("bpm_task_turn")
    .selectAll()
    .where("tenant_id", "=", actor.tenantId)
    .where("task_id", "=", task.id)
    .where("turn_type", "=", "deliverto")
    .where("status", "=", "running")
    .orderBy("create_time", "desc")
    .executeTakeFirst();
  if (!turn) throw new HttpError(409, "bpmDelegationTouched");
  if (turn.owner_id !== actor.userId) throw new HttpError(403, "bpmNotDelegationOwner");
  // Stryker disable next-line ConditionalExpression: a change of status always renews the version, and the update below checks the status too
  if (task.status !== "DELIVERTO" || task.version !== turn.task_version)
    throw new HttpError(409, "bpmDelegationTouched");
  if (inst.is_forbidden === 1) throw new HttpError(409, "bpmInstForbidden");
  const now = new Date();
  const back = await trx
    .updateTable("bpm_task")
    .set({ assignee_id: turn.owner_id, status: "NORMAL", version: task.version + 1 })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", "DELIVERTO")
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression,StringLiteral: the task was read under the instance lock; this update always matches it
  if (back.numUpdatedRows !== 1n) throw new HttpError(409, "bpmDelegationTouched");
  await trx
    .updateTable("bpm_task_turn")
    .set({ status: "cancel", finish_time: now })
    .where("id", "=", turn.id)
    .execute();
  await writeOpinion(
    trx,
    {
      inst,
      node: nodeOfTask(task),
      status: "deliverto_cancel",
      actor,
      task,
      qualified: [{ id: turn.assignee_id, name: turn.assignee_name }],
      opinion: body.opinion ?? null,
    },
    now,
  );
  await outbox(trx, inst.tenant_id, "taskDelegationRevoked", [turn.assignee_id], {
    taskId: task.id,
    instId: inst.id,
    subject: task.subject,
    nodeName: task.name,
    ownerName: turn.owner_name,
  });
  await audit(
    trx,
    actor,
    "taskRevokeDelegation",
    { instId: inst.id, taskId: task.id },
    { delegateId: turn.assignee_id },
  );
  return { status: 200, body: ok("", message("bpmDelegationRevoked", actor.lang)) };
}
