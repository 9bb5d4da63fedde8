import { ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { type ActionAnswer, type Actor, audit, msSince, outbox, type Trx } from "./context";
import { nodeById, startNode } from "./definition";
import { conflict, saveInstance, takeTask, taskForAction } from "./guard";
import { createTask, type InstanceRow, trimStack, writeOpinion } from "./records";
import { findDefinition } from "./store";

/** Opinion statuses whose decision its author may revoke (spec 2 §4). */
export const REVOCABLE_STATUSES = ["agree", "inqu"];

/**
 * POST /runtime/instance/v1/doEndProcess: a handler of the task (or a sysAdmin) ends the whole instance:
 * status manualend, every open task removed, a manual_end opinion carrying the reason.
 */
export async function endProcess(
  trx: Trx,
  actor: Actor,
  body: { taskId: string; endReason?: string; files?: string },
): Promise<ActionAnswer> {
  const hand = await taskForAction(trx, actor, body.taskId, undefined, "whileWaiting");
  const { task, inst } = hand;
  const loaded = await findDefinition(trx, actor.tenantId, { defId: task.def_id, pinned: true });
  const node = loaded && nodeById(loaded.def, task.node_id);
  if (!node) throw new HttpError(500, "bpmFlowMissing");
  const now = new Date();
  await takeTask(trx, task);
  await trx.deleteFrom("bpm_task").where("inst_id", "=", inst.id).execute();
  await writeOpinion(
    trx,
    {
      inst,
      node,
      status: "manual_end",
      actor,
      task,
      opinion: body.endReason ?? null,
      files: body.files ?? null,
    },
    now,
  );
  await saveInstance(
    trx,
    inst,
    { status: "manualend", end_time: now, duration: msSince(inst.create_time, now) },
    now,
  );
  await outbox(trx, inst.tenant_id, "instanceManualEnd", [inst.creator_id], {
    instId: inst.id,
    subject: inst.subject,
    reason: body.endReason ?? "",
  });
  await audit(
    trx,
    actor,
    "endProcess",
    { instId: inst.id, taskId: task.id },
    { reason: body.endReason ?? "" },
  );
  return { status: 200, body: ok("", message("bpmEnded", actor.lang)) };
}

/** The open tasks of an instance (unlocked columns the revoke rule reads). */
async function openTasks(trx: Trx, instId: string) {
  return trx
    .selectFrom("bpm_task")
    .select(["id", "version", "origin", "prev_task_id", "status"])
    .where("inst_id", "=", instId)
    .execute();
}

/** Removes tasks that must still be untouched (version 1); 409 when one changed meanwhile. */
async function removeUntouched(trx: Trx, ids: string[]): Promise<void> {
  const gone = await trx
    .deleteFrom("bpm_task")
    .where("id", "in", ids)
    .where("version", "=", 1)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== ids.length) throw conflict();
}

/**
 * POST /runtime/instance/v1/revokeInstance. A handler revokes their decision (the latest one on that
 * node, agree or inqu) while the instance runs and the tasks it created are untouched: those tasks go,
 * the handler gets the task back at their node, opinion 'revoker'. Without a task id the starter
 * revokes the whole instance while its first task is untouched: status 'revoke', restartable by start.
 */
export async function revokeInstance(
  trx: Trx,
  actor: Actor,
  body: { instanceId: string; taskId?: string; cause?: string },
): Promise<ActionAnswer> {
  const inst = await trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("id", "=", body.instanceId)
    .where("tenant_id", "=", actor.tenantId)
    .forUpdate()
    .executeTakeFirst();
  if (!inst) throw new HttpError(404, "bpmInstGone");
  if (inst.status !== "running") throw new HttpError(409, "bpmInstNotRunning");
  const loaded = await findDefinition(trx, actor.tenantId, { defId: inst.def_id, pinned: true });
  if (!loaded) throw new HttpError(500, "bpmFlowMissing");
  const now = new Date();
  const tasks = await openTasks(trx, inst.id);
  if (!body.taskId && inst.creator_id === actor.userId) {
    // Stryker disable next-line MethodExpression: a start makes one task, so some and every agree
    if (tasks.length === 0 || tasks.some((t) => t.origin !== "start" || t.version !== 1))
      throw new HttpError(409, "bpmCannotRevoke");
    await removeUntouched(
      trx,
      tasks.map((t) => t.id),
    );
    const start = startNode(loaded.def);
    await writeOpinion(
      trx,
      { inst, node: start, status: "revoker", actor, opinion: body.cause ?? null },
      now,
    );
    await saveInstance(trx, inst, { status: "revoke" }, now);
    await audit(trx, actor, "revoke", { instId: inst.id }, { whole: true, cause: body.cause ?? "" });
    return { status: 200, body: ok("", message("bpmRevoked", actor.lang)) };
  }
  return revokeDecision(trx, actor, inst, loaded, tasks, body, now);
}

/** Revokes the caller's own decision on a node (see revokeInstance). */
async function revokeDecision(
  trx: Trx,
  actor: Actor,
  inst: InstanceRow,
  loaded: NonNullable<Awaited<ReturnType<typeof findDefinition>>>,
  tasks: Awaited<ReturnType<typeof openTasks>>,
  body: { taskId?: string; cause?: string },
  now: Date,
): Promise<ActionAnswer> {
  let query = trx
    .selectFrom("bpm_opinion")
    .select(["id", "task_id", "task_key", "status"])
    .where("inst_id", "=", inst.id)
    .where("auditor", "=", actor.userId)
    .where("task_id", "is not", null);
  if (body.taskId) query = query.where("task_id", "=", body.taskId);
  const mine = await query.orderBy("complete_time", "desc").orderBy("id", "desc").executeTakeFirst();
  if (!mine?.task_id) throw new HttpError(409, "bpmCannotRevoke");
  const latestOnNode = await trx
    .selectFrom("bpm_opinion")
    .select("id")
    .where("inst_id", "=", inst.id)
    .where("auditor", "=", actor.userId)
    .where("task_key", "=", mine.task_key)
    .orderBy("complete_time", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const followers = tasks.filter((t) => t.prev_task_id === mine.task_id);
  const revocable =
    REVOCABLE_STATUSES.includes(mine.status) &&
    // Stryker disable next-line OptionalChaining: the look-up matches `mine` itself, so it always finds a row
    latestOnNode?.id === mine.id &&
    followers.length > 0 &&
    // Stryker disable next-line MethodExpression: a decision makes one next task (no parallel split), so every and some agree
    followers.every((t) => t.version === 1);
  if (!revocable) throw new HttpError(409, "bpmCannotRevoke");
  const node = nodeById(loaded.def, mine.task_key);
  if (node?.type !== "userTask") throw new HttpError(409, "bpmCannotRevoke");
  await removeUntouched(
    trx,
    followers.map((t) => t.id),
  );
  const entry = await trx
    .selectFrom("bpm_exe_stack")
    .select("depth")
    .where("inst_id", "=", inst.id)
    .where("task_id", "=", mine.task_id)
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression: every agree pushes a stack entry for its task, and only an agree has a next task to revoke
  if (entry) await trimStack(trx, inst.id, entry.depth);
  // The task comes back to the caller: signed in, so an active user of this tenant (auth.ts).
  const created = await createTask(
    trx,
    inst,
    loaded.row,
    node,
    { origin: "revoke", prevTaskId: null, assignees: [{ id: actor.userId, name: actor.fullname }] },
    now,
  );
  await writeOpinion(trx, { inst, node, status: "revoker", actor, opinion: body.cause ?? null }, now);
  await saveInstance(trx, inst, {}, now);
  await audit(
    trx,
    actor,
    "revoke",
    { instId: inst.id, taskId: created.taskId },
    { revokedTaskId: mine.task_id, nodeId: node.id, cause: body.cause ?? "" },
  );
  return { status: 200, body: ok("", message("bpmRevoked", actor.lang)) };
}
