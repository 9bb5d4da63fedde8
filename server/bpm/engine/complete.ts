import type { BoDataBag, DoNext } from "../../../src/api/contract";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { UNCLAIMED } from "../tasks";
import { type ActionAnswer, type Actor, audit, msSince, outbox, type Trx } from "./context";
import { decodeBoData, mergeWritable, missingRequired } from "./data";
import { DefinitionError, nodeById, startNode } from "./definition";
import type { FlowDefinitionJson, UserTaskNode } from "./definitionTypes";
import { followsAlongside, keepFollows, notifyEndFollowers, notifyNodeFollowers } from "./follow";
import { attachFormFiles, formUploadFields, formVersionAlongside } from "./formFiles";
import {
  conflict,
  saveInstance,
  type TaskAlongside,
  type TaskInHand,
  takeTask,
  taskForAction,
} from "./guard";
import { nextStop } from "./navigate";
import { copyToOfNode } from "./notices";
import { attachOpinionFiles, checkOpinionFiles, draftWithFiles } from "./opinionFiles";
import {
  createTask,
  type InstanceRow,
  type OpinionInput,
  opinionInsert,
  stackPush,
  stackUserTasks,
  trimStack,
  usersByIds,
} from "./records";
import { type DefinitionRow, findDefinition, peekDefinition } from "./store";
import { decideTransfer } from "./transfer";
import { decisionStatus } from "./turns";

/** The decisions `complete` carries out now (the others arrive with the delegation/countersign issues). */
export const COMPLETE_ACTIONS = [
  "agree",
  "oppose",
  "reject",
  "backToStart",
  "agreeTrans",
  "opposeTrans",
] as const;

/** The definition of a task's instance and the task's node (a user task). */
async function taskNode(trx: Trx, tenantId: string, defId: string, nodeId: string) {
  const loaded = await findDefinition(trx, tenantId, { defId, pinned: true });
  if (!loaded) throw new HttpError(500, "bpmFlowMissing");
  const node = nodeById(loaded.def, nodeId);
  if (node?.type !== "userTask")
    throw new DefinitionError("/nodes", `task node "${nodeId}" is not a user task`);
  return { ...loaded, node };
}

/** Ends an instance: status end, end time and duration; tells the starter. */
export async function endInstance(
  trx: Trx,
  inst: InstanceRow,
  changes: { data?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await saveInstance(
    trx,
    inst,
    { ...changes, status: "end", end_time: now, duration: msSince(inst.create_time, now) },
    now,
  );
  await outbox(trx, inst.tenant_id, "instanceEnded", [inst.creator_id], {
    instId: inst.id,
    subject: inst.subject,
  });
  await notifyEndFollowers(trx, inst);
}

/**
 * Moves the flow on from a node after an agree/oppose (or a start): to the next user task (created for
 * the resolved people) or to the end. Returns the id of the created task, "" at the end.
 */
export async function moveOn(
  trx: Trx,
  inst: InstanceRow,
  loaded: { row: DefinitionRow; def: FlowDefinitionJson },
  fromNodeId: string,
  data: BoDataBag,
  vars: Record<string, string>,
  origin: { origin: "start" | "complete"; prevTaskId: string | null },
  now: Date,
): Promise<string> {
  const stop = nextStop(loaded.def, fromNodeId, { ...data, vars });
  if (stop.kind === "end") {
    await endInstance(trx, inst, { data }, now);
    return "";
  }
  const created = await createTask(trx, inst, loaded.row, stop.node, origin, now);
  await saveInstance(trx, inst, { data }, now);
  return created.taskId;
}

/** The stack entry a reject goes back to: the chosen node, else the previous user task on the stack. */
async function rejectTarget(trx: Trx, hand: TaskInHand, destination: string | undefined) {
  const entries = await stackUserTasks(trx, hand.inst.id);
  if (destination) {
    const entry = entries.find((e) => e.node_id === destination && e.node_id !== hand.task.node_id);
    if (!entry) throw new HttpError(400, "bpmBadRejectTarget");
    return entry;
  }
  const entry = entries.find((e) => e.node_id !== hand.task.node_id);
  if (!entry) throw new HttpError(400, "bpmNoPreviousNode");
  return entry;
}

/**
 * POST /runtime/task/v1/complete: agree or oppose (both move on), reject (to a node run before, or the
 * previous one; `direct` back-hand mode returns straight here afterwards) or backToStart. One
 * transaction: lock, versioned task removal, merged form data, opinion, stack, next task, audit.
 */
export async function completeTask(trx: Trx, actor: Actor, body: DoNext): Promise<ActionAnswer> {
  const action = body.actionName;
  if (!(COMPLETE_ACTIONS as readonly string[]).includes(action)) throw new HttpError(400, "badRequest");
  decodeBoData(body.data);
  const hand = await taskForAction(trx, actor, body.taskId, body.agentLeaderId, "decide", completeReads);
  keepFollows(trx, hand.inst, hand.alongside?.follows);
  // Delegation and transfer (turns.ts): a transfer's sub-task decides by vote; a transferring task waits.
  if (hand.task.status === "TRANSFORMED") return decideTransfer(trx, actor, hand, body);
  if (action === "agreeTrans" || action === "opposeTrans") throw new HttpError(400, "bpmNotTransferTask");
  if (hand.task.status === "TRANSFORMING") throw new HttpError(409, "bpmTaskTransforming");
  return completeInHand(trx, actor, hand, body);
}

/**
 * What a complete reads with its task under the lock (guard.ts `alongside`): the instance's follow rows (the
 * node's and the end's messages) and, when this process holds the instance's definition, its form's version
 * (formFiles.ts: the form's upload fields then come from memory).
 */
function completeReads(inst: InstanceRow): TaskAlongside {
  const formKey = peekDefinition(inst.tenant_id, inst.def_id)?.def.formKey;
  return {
    follows: followsAlongside(inst),
    ...(formKey ? { form: formVersionAlongside(inst.tenant_id, formKey) } : {}),
  };
}

/** complete on a task already loaded and checked (taskForAction): the decision and its consequences. */
export async function completeInHand(
  trx: Trx,
  actor: Actor,
  hand: TaskInHand,
  body: DoNext,
): Promise<ActionAnswer> {
  const action = body.actionName;
  const incoming = decodeBoData(body.data);
  const { task, inst } = hand;
  const loaded = await taskNode(trx, actor.tenantId, task.def_id, task.node_id);
  const node = loaded.node as UserTaskNode;
  const alias = inst.bo_alias ?? "";
  // Stryker disable next-line StringLiteral: equivalent, "" is no writable mode either, so an unlisted field stays read-only as with "r".
  const data = mergeWritable((inst.data ?? {}) as BoDataBag, incoming, alias, node.fieldModes, "r");
  if (action === "agree" || action === "oppose") {
    const missing = missingRequired(data, alias, node.fieldModes);
    if (missing) throw new HttpError(400, "bpmFieldRequired", { field: missing });
  }
  const now = new Date();
  const qualified =
    task.assignee_id === UNCLAIMED
      ? hand.candidates
      : // Stryker disable next-line ConditionalExpression: a shortcut; usersByIds reads the same id and name of the caller, an enabled user.
        task.assignee_id === actor.userId
        ? [{ id: actor.userId, name: actor.fullname }]
        : await usersByIds(trx, actor.tenantId, [task.assignee_id]);
  const opinion: OpinionInput = {
    inst,
    node,
    status: decisionStatus(task.status, action),
    actor,
    agentLeaderId: hand.leaderId,
    task,
    qualified,
    opinion: body.opinion ?? null,
    files: body.files ?? null,
    zfiles: body.zfiles ?? null,
  };
  // The opinion's attachments are checked (400) and attached first; the opinion and, for agree/oppose, the
  // stack entry are then written by the task's removal itself (one statement; both rolled back on a 409).
  await attachOpinionFiles(trx, actor, inst.id, opinion);
  const decided = action === "agree" || action === "oppose";
  const entry = { taskId: task.id, assigneeId: hand.actingUserId, action };
  await takeTask(trx, task, now, [
    opinionInsert(trx, opinion, now),
    ...(decided ? [stackPush(trx, inst, node, entry, now)] : []),
  ]);
  const uploads = await formUploadFields(trx, actor.tenantId, loaded.def.formKey, hand.alongside?.form);
  await attachFormFiles(trx, actor, inst.id, uploads, data, alias);
  await notifyNodeFollowers(trx, inst, node, action, actor);
  const vars = body.vars ?? {};
  let next = "";
  if (decided) {
    await copyToOfNode(trx, inst, node, task, actor, now);
    if (task.back_node_id) {
      next = await returnToRejecter(
        trx,
        inst,
        loaded,
        task.back_node_id,
        task.back_assignee_id,
        task.id,
        data,
        now,
      );
    } else {
      next = await moveOn(
        trx,
        inst,
        loaded,
        node.id,
        data,
        vars,
        { origin: "complete", prevTaskId: task.id },
        now,
      );
    }
  } else if (action === "reject") {
    const target = await rejectTarget(trx, hand, body.destination);
    const targetNode = nodeById(loaded.def, target.node_id) as UserTaskNode;
    await trimStack(trx, inst.id, target.depth);
    const back = await usersByIds(trx, actor.tenantId, [target.assignee_id ?? ""]);
    const created = await createTask(
      trx,
      inst,
      loaded.row,
      targetNode,
      {
        origin: "reject",
        prevTaskId: task.id,
        status: "BACK",
        ...(back.length > 0 ? { assignees: back } : {}),
        ...(body.backHandMode === "direct" ? { backNodeId: node.id, backAssigneeId: hand.actingUserId } : {}),
      },
      now,
    );
    next = created.taskId;
    await saveInstance(trx, inst, { data }, now);
  } else {
    await sendBackToStart(trx, inst, loaded.def, data, now);
  }
  await audit(
    trx,
    actor,
    "complete",
    { instId: inst.id, taskId: task.id },
    {
      actionName: action,
      nodeId: node.id,
      nextTaskId: next,
      ...(hand.leaderId ? { leaderId: hand.leaderId } : {}),
      ...(hand.asAdmin ? { asAdmin: true } : {}),
    },
  );
  return { status: 200, body: ok("", message("bpmTaskDone", actor.lang)) };
}

/** Direct back-hand mode: once the rejected node is done, the rejecting node gets a task for its rejecter. */
async function returnToRejecter(
  trx: Trx,
  inst: InstanceRow,
  loaded: { row: DefinitionRow; def: FlowDefinitionJson },
  nodeId: string,
  assigneeId: string | null,
  prevTaskId: string,
  data: BoDataBag,
  now: Date,
): Promise<string> {
  const node = nodeById(loaded.def, nodeId);
  if (node?.type !== "userTask")
    throw new DefinitionError("/nodes", `return node "${nodeId}" is not a user task`);
  const people = await usersByIds(trx, inst.tenant_id, assigneeId ? [assigneeId] : []);
  const created = await createTask(
    trx,
    inst,
    loaded.row,
    node,
    { origin: "back", prevTaskId, ...(people.length > 0 ? { assignees: people } : {}) },
    now,
  );
  await saveInstance(trx, inst, { data }, now);
  return created.taskId;
}

/**
 * backToStart: every open task goes, the stack keeps only the start, the instance waits for its starter
 * (status backToStart, in myRequest) who resubmits it through start with proInstId.
 */
async function sendBackToStart(
  trx: Trx,
  inst: InstanceRow,
  def: FlowDefinitionJson,
  data: BoDataBag,
  now: Date,
): Promise<void> {
  await trx.deleteFrom("bpm_task").where("inst_id", "=", inst.id).execute();
  const start = startNode(def);
  const startEntry = await trx
    .selectFrom("bpm_exe_stack")
    .select("depth")
    .where("inst_id", "=", inst.id)
    .where("node_id", "=", start.id)
    .orderBy("depth", "desc")
    .executeTakeFirst();
  await trimStack(trx, inst.id, (startEntry?.depth ?? 0) + 1);
  await saveInstance(trx, inst, { data, status: "backToStart", back_to_start: true }, now);
  await outbox(trx, inst.tenant_id, "instanceBackToStart", [inst.creator_id], {
    instId: inst.id,
    subject: inst.subject,
  });
}

/**
 * POST /runtime/task/v1/saveDraft: keeps the opinion, its files (checked like an action's, not attached)
 * and the form data on the task; nothing moves. Data left out keeps the draft's; files left out are none.
 */
export async function saveTaskDraft(trx: Trx, actor: Actor, body: DoNext): Promise<ActionAnswer> {
  const incoming = decodeBoData(body.data);
  const hand = await taskForAction(trx, actor, body.taskId, body.agentLeaderId, "whileWaiting");
  const { task } = hand;
  await checkOpinionFiles(trx, actor, task.inst_id, { files: body.files });
  const draft = draftWithFiles(Object.keys(incoming).length > 0 ? incoming : task.draft_data, body.files);
  const saved = await trx
    .updateTable("bpm_task")
    .set({
      draft_opinion: body.opinion ?? null,
      draft_data: draft ? JSON.stringify(draft) : null,
      version: task.version + 1,
    })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", task.status)
    .executeTakeFirst();
  if (saved.numUpdatedRows !== 1n) throw conflict();
  await audit(trx, actor, "taskSaveDraft", { instId: task.inst_id, taskId: task.id });
  return { status: 200, body: ok("", message("bpmDraftSaved", actor.lang)) };
}
