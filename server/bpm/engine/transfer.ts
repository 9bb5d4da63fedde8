import type { DoNext, TaskTransParam } from "../../../src/api/contract";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { completeInHand } from "./complete";
import { type ActionAnswer, type Actor, audit, newId, outbox, type Trx } from "./context";
import { conflict, type TaskInHand, takeTask, taskForAction } from "./guard";
import { type InstanceRow, type TaskRow, usersByIds, writeOpinion } from "./records";
import { finishTurns, HANDOVER_STATUSES, idList, insertTurn, nodeOfTask } from "./turns";

/* Transfer (流转): the holder's task waits (TRANSFORMING) while sub-tasks (TRANSFORMED) ask others to vote. */

/** A transfer's settings, stored on its turn row. */
export interface TransferSettings {
  decideType: "agree" | "refuse";
  voteType: "amount" | "percent";
  voteAmount: number;
  action: "submit" | "back";
  signType: "parallel" | "seq";
  /** The status the owner's task had before (it returns to it with `back`). */
  prevStatus: string;
  /** Who handed the task over (the acting user), and the caller when a secretary acted for them. */
  ownerId: string;
}

/** The vote settings of a request with their defaults, validated against the number of receivers. */
function settingsOf(
  body: TaskTransParam,
  receivers: number,
): Omit<TransferSettings, "prevStatus" | "ownerId"> {
  const voteType = body.voteType ?? "amount";
  const voteAmount = body.voteAmount ?? (voteType === "amount" ? receivers : 100);
  const max = voteType === "amount" ? receivers : 100;
  // The route's schema (turnActions.ts) has made a given amount a whole number from 1 to 100; a default one
  // is too. What is left to check is an amount's maximum, the number of receivers.
  if (voteAmount > max) throw new HttpError(400, "bpmTransBadVote", { max });
  return {
    decideType: body.decideType ?? "agree",
    voteType,
    voteAmount,
    action: body.action ?? "back",
    signType: body.signType ?? "parallel",
  };
}

/** Creates the TRANSFORMED sub-task of the owner's task for one receiver; tells them. */
async function createSubTask(
  trx: Trx,
  inst: InstanceRow,
  parent: TaskRow,
  ownerId: string,
  receiver: { id: string; name: string },
  turnId: string,
  seq: number,
  now: Date,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto("bpm_task")
    .values({
      id,
      tenant_id: parent.tenant_id,
      inst_id: parent.inst_id,
      def_id: parent.def_id,
      def_key: parent.def_key,
      def_name: parent.def_name,
      type_id: parent.type_id,
      node_id: parent.node_id,
      name: parent.name,
      subject: parent.subject,
      status: "TRANSFORMED",
      owner_id: ownerId,
      assignee_id: receiver.id,
      parent_id: parent.id,
      priority: parent.priority,
      creator_id: parent.creator_id,
      creator_name: parent.creator_name,
      draft_opinion: null,
      draft_data: null,
      create_time: now,
      origin: parent.origin,
      prev_task_id: parent.id,
    })
    .execute();
  await trx
    .updateTable("bpm_task_turn_assign")
    .set({ task_id: id })
    .where("turn_id", "=", turnId)
    .where("seq", "=", seq)
    .execute();
  await outbox(trx, inst.tenant_id, "taskTransferred", [receiver.id], {
    taskId: id,
    instId: inst.id,
    subject: parent.subject,
    nodeName: parent.name,
  });
  return id;
}

/**
 * POST /runtime/task/v1/taskToTrans (流转): the holder's task becomes TRANSFORMING (not a to-do) and each
 * receiver gets a TRANSFORMED sub-task (parent_id = the task): all at once (parallel) or one after another
 * in the given order (seq). Opinion `transforming`, a running turn row (transform) with the vote settings.
 */
export async function transferTask(
  trx: Trx,
  actor: Actor,
  body: TaskTransParam,
  leaderId: string | undefined,
): Promise<ActionAnswer> {
  const ids = idList(body.userIds);
  if (ids.length === 0) throw new HttpError(400, "bpmTransNobody");
  const base = settingsOf(body, ids.length);
  const hand = await taskForAction(trx, actor, body.taskId, leaderId);
  const { task, inst } = hand;
  if (ids.includes(actor.userId) || ids.includes(hand.actingUserId)) throw new HttpError(400, "bpmTransSelf");
  if (!HANDOVER_STATUSES.includes(task.status)) throw new HttpError(409, "bpmCannotHandOver");
  const found = await usersByIds(trx, actor.tenantId, ids);
  const byId = new Map(found.map((u) => [u.id, u]));
  const receivers = ids.map((id) => byId.get(id));
  if (receivers.some((r) => !r)) throw new HttpError(400, "bpmUserUnknown");
  const people = receivers as { id: string; name: string }[];
  const now = new Date();
  const version = task.version + 1;
  const held = await trx
    .updateTable("bpm_task")
    .set({ status: "TRANSFORMING", version })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", task.status)
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: the task was read under the instance lock (taskForAction); this update always matches it
  if (held.numUpdatedRows !== 1n) throw conflict();
  const ownerName =
    hand.actingUserId === actor.userId
      ? actor.fullname
      : ((await usersByIds(trx, actor.tenantId, [hand.actingUserId]))[0]?.name ?? "");
  const settings: TransferSettings = { ...base, prevStatus: task.status, ownerId: hand.actingUserId };
  const turnId = await insertTurn(
    trx,
    inst,
    task,
    {
      ownerId: hand.actingUserId,
      ownerName,
      assignees: people,
      type: "transform",
      taskVersion: version,
      settings: settings as unknown as Record<string, unknown>,
    },
    now,
  );
  await trx
    .insertInto("bpm_task_turn_assign")
    .values(people.map((p, seq) => ({ turn_id: turnId, seq, user_id: p.id, user_name: p.name })))
    .execute();
  const firstWave = settings.signType === "seq" ? people.slice(0, 1) : people;
  for (const [seq, p] of firstWave.entries())
    await createSubTask(trx, inst, task, hand.actingUserId, p, turnId, seq, now);
  await writeOpinion(
    trx,
    {
      inst,
      node: nodeOfTask(task),
      status: "transforming",
      actor,
      agentLeaderId: hand.leaderId,
      task,
      qualified: people,
      opinion: body.opinion ?? null,
      files: body.files ?? null,
    },
    now,
  );
  await audit(
    trx,
    actor,
    "taskTransfer",
    { instId: inst.id, taskId: task.id },
    {
      receivers: ids,
      ...base,
      ...(hand.leaderId ? { leaderId: hand.leaderId } : {}),
      ...(hand.asAdmin ? { asAdmin: true } : {}),
    },
  );
  return { status: 200, body: ok("", message("bpmTransferred", actor.lang)) };
}

/** How a vote stands: passed (the decided side reached the amount), failed (it no longer can), or open. */
export function voteOutcome(
  s: Pick<TransferSettings, "decideType" | "voteType" | "voteAmount">,
  decisions: (string | null)[],
): "passed" | "failed" | "open" {
  const n = decisions.length;
  const side = s.decideType === "agree" ? "agree" : "oppose";
  const counted = decisions.filter((d) => d === side).length;
  const open = decisions.filter((d) => d === null).length;
  const needed = s.voteType === "amount" ? s.voteAmount : Math.ceil((s.voteAmount * n) / 100);
  if (counted >= needed) return "passed";
  if (counted + open < needed) return "failed";
  return "open";
}

/**
 * complete on a TRANSFORMED sub-task (agreeTrans / opposeTrans; agree/oppose are read so): the receiver's
 * vote (opinion transAgree / transOppose). When the vote rule is met or can no longer be met the transfer
 * ends: open sub-tasks go, the turn finishes, the owner is told, and the owner's task returns to its
 * status (`back`) or is completed with the vote's result through complete (`submit`). In a seq transfer
 * an open vote asks the next receiver.
 */
export async function decideTransfer(
  trx: Trx,
  actor: Actor,
  hand: TaskInHand,
  body: DoNext,
): Promise<ActionAnswer> {
  const { task: sub, inst } = hand;
  const action = body.actionName;
  const agree = action === "agreeTrans" || action === "agree";
  if (!agree && action !== "opposeTrans" && action !== "oppose")
    throw new HttpError(400, "bpmTransDecisionOnly");
  const now = new Date();
  await takeTask(trx, sub);
  const turn = await trx
    .selectFrom("bpm_task_turn")
    .selectAll()
    .where("task_id", "=", sub.parent_id)
    .where("turn_type", "=", "transform")
    .where("status", "=", "running")
    .where("tenant_id", "=", inst.tenant_id)
    .executeTakeFirst();
  if (!turn) throw conflict();
  const settings = turn.settings as unknown as TransferSettings;
  await trx
    .updateTable("bpm_task_turn_assign")
    .set({ decision: agree ? "agree" : "oppose", opinion: body.opinion ?? null, decide_time: now })
    .where("turn_id", "=", turn.id)
    .where("task_id", "=", sub.id)
    .execute();
  await writeOpinion(
    trx,
    {
      inst,
      node: nodeOfTask(sub),
      status: agree ? "transAgree" : "transOppose",
      actor,
      agentLeaderId: hand.leaderId,
      task: sub,
      qualified: [{ id: actor.userId, name: actor.fullname }],
      opinion: body.opinion ?? null,
      files: body.files ?? null,
    },
    now,
  );
  const assigns = await trx
    .selectFrom("bpm_task_turn_assign")
    .selectAll()
    .where("turn_id", "=", turn.id)
    .orderBy("seq")
    .execute();
  const outcome = voteOutcome(
    settings,
    assigns.map((a) => a.decision),
  );
  let result: "agree" | "oppose" | null = null;
  if (outcome === "open") {
    // The next receiver not asked yet: only a seq transfer has one (a parallel one asked everyone at once).
    // Nobody without a task has decided (a receiver is cancelled only when the vote ends).
    const next = assigns.find((a) => a.task_id === null);
    if (next) {
      const owner = await ownerTask(trx, sub.parent_id);
      await createSubTask(
        trx,
        inst,
        owner,
        settings.ownerId,
        { id: next.user_id, name: next.user_name },
        turn.id,
        next.seq,
        now,
      );
    }
  } else {
    result = (outcome === "passed") === (settings.decideType === "agree") ? "agree" : "oppose";
    await endTransfer(trx, actor, inst, turn.id, sub.parent_id, settings, result, now);
  }
  await audit(
    trx,
    actor,
    "taskTransferDecide",
    { instId: inst.id, taskId: sub.id },
    { decision: agree ? "agree" : "oppose", ownerTaskId: sub.parent_id, ...(result ? { result } : {}) },
  );
  return { status: 200, body: ok("", message("bpmTaskDone", actor.lang)) };
}

/** The owner's (TRANSFORMING) task of a transfer, read under the instance lock. */
async function ownerTask(trx: Trx, taskId: string): Promise<TaskRow> {
  const task = await trx.selectFrom("bpm_task").selectAll().where("id", "=", taskId).executeTakeFirst();
  // Stryker disable next-line OptionalChaining: a sub-task's owner task is there while the sub-task is (an end or revoke removes both)
  if (task?.status !== "TRANSFORMING") throw conflict();
  return task;
}

/** Ends a transfer with the vote's result: open sub-tasks go; the owner's task returns or is completed. */
async function endTransfer(
  trx: Trx,
  actor: Actor,
  inst: InstanceRow,
  turnId: string,
  ownerTaskId: string,
  settings: TransferSettings,
  result: "agree" | "oppose",
  now: Date,
): Promise<void> {
  const owner = await ownerTask(trx, ownerTaskId);
  await trx
    .deleteFrom("bpm_task")
    .where("parent_id", "=", owner.id)
    .where("status", "=", "TRANSFORMED")
    .where("inst_id", "=", inst.id)
    .execute();
  await trx
    .updateTable("bpm_task_turn_assign")
    .set({ decision: "cancel", decide_time: now })
    .where("turn_id", "=", turnId)
    .where("decision", "is", null)
    .execute();
  await outbox(trx, inst.tenant_id, "taskTransferEnded", [settings.ownerId], {
    taskId: owner.id,
    instId: inst.id,
    subject: owner.subject,
    nodeName: owner.name,
    result,
    action: settings.action,
  });
  if (settings.action === "back") {
    await trx
      .updateTable("bpm_task_turn")
      .set({ status: "finish", finish_time: now })
      .where("id", "=", turnId)
      .execute();
    const back = await trx
      .updateTable("bpm_task")
      .set({ status: settings.prevStatus, version: owner.version + 1 })
      .where("id", "=", owner.id)
      .where("version", "=", owner.version)
      .where("status", "=", "TRANSFORMING")
      .executeTakeFirst();
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: ownerTask read it TRANSFORMING under the instance lock just before; this update always matches it
    if (back.numUpdatedRows !== 1n) throw conflict();
    return;
  }
  // submit: the owner's task is decided with the vote's result, as complete would (finishTurns ends the turn).
  const ownerUser = await trx
    .selectFrom("uc_user")
    .select(["account", "fullname"])
    .where("tenant_id", "=", inst.tenant_id)
    .where("id", "=", settings.ownerId)
    .executeTakeFirst();
  const ownerActor: Actor = {
    ...actor,
    userId: settings.ownerId,
    // Stryker disable next-line OptionalChaining,StringLiteral: the owner is a user of the tenant (users are disabled, never deleted)
    account: ownerUser?.account ?? "",
    // Stryker disable next-line OptionalChaining,StringLiteral: as above
    fullname: ownerUser?.fullname ?? "",
    // Stryker disable next-line BooleanLiteral,ArrowFunction: completeInHand does not ask (the hand is made up here)
    isAdmin: async () => false,
  };
  const hand: TaskInHand = {
    task: owner,
    inst: await currentInstance(trx, inst.id),
    candidates: [],
    actingUserId: settings.ownerId,
    leaderId: null,
    asAdmin: false,
  };
  await completeInHand(trx, ownerActor, hand, { taskId: owner.id, actionName: result });
  await finishTurns(trx, owner, now);
}

/** The instance row as it is now (the action holds its lock). */
function currentInstance(trx: Trx, instId: string): Promise<InstanceRow> {
  return trx.selectFrom("bpm_instance").selectAll().where("id", "=", instId).executeTakeFirstOrThrow();
}
