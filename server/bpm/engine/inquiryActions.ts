import { ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { type MessageKey, message } from "../../http/messages";
import type { Assignee } from "./assignees";
import { type ActionAnswer, type Actor, audit, newId, outbox, type Trx } from "./context";
import { nodeById } from "./definition";
import type { FlowNode } from "./definitionTypes";
import { conflict, type TaskInHand, takeTask, taskForAction } from "./guard";
import { COMMU_STATUS, INQUIRY_STATUS, openSubTasks, type TaskUse } from "./inquiry";
import { type InstanceRow, type TaskRow, usersByIds, writeOpinion } from "./records";
import { findDefinition } from "./store";

/* 征询 inquiry (taskToInqu, taskToInquReply, withDraw) and 沟通 communication (communicate, doNextcommu):
   semantics in README.md "## Inquiry and communication". */

/** At most this many people per inquiry or communication. */
export const MAX_ASKEES = 50;

/** Body of taskToInqu (CONTRACT §6.6 TaskTransParam, the fields inquiry reads). */
export interface InquiryBody {
  taskId: string;
  userIds: string;
  opinion?: string;
  notifyType?: string;
  files?: string;
}

/** Body of communicate. */
export interface CommunicateBody {
  taskId: string;
  userId: string;
  opinion?: string;
  messageType?: string;
  files?: string;
}

/** Body of a reply (taskToInquReply, doNextcommu): the sub-task and the answer. */
export interface ReplyBody {
  taskId: string;
  opinion: string;
  files?: string;
}

/** Body of withDraw: the owner's task. */
export interface WithdrawBody {
  taskId: string;
  opinion?: string;
  notifyType?: string;
}

/** The node of a task, for its opinions (the pinned definition; the task's own name if it is gone). */
async function nodeOf(trx: Trx, task: TaskRow): Promise<FlowNode> {
  const loaded = await findDefinition(trx, task.tenant_id, { defId: task.def_id, pinned: true });
  const node = loaded && nodeById(loaded.def, task.node_id);
  if (!node) throw new HttpError(500, "bpmFlowMissing");
  return node;
}

/**
 * The people of a comma list of user ids: trimmed, de-duplicated; none → 400 `empty`; more than
 * MAX_ASKEES → 400; the acting user among them → 400 `self`; an id that is not an active user of the
 * tenant → 400 bpmUnknownUsers.
 */
async function askees(
  trx: Trx,
  actor: Actor,
  hand: TaskInHand,
  list: string,
  codes: { empty: MessageKey; self: MessageKey },
): Promise<Assignee[]> {
  const ids = [
    ...new Set(
      list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw new HttpError(400, codes.empty);
  if (ids.length > MAX_ASKEES) throw new HttpError(400, "bpmTooManyUsers", { max: MAX_ASKEES });
  if (ids.includes(hand.actingUserId) || ids.includes(actor.userId)) throw new HttpError(400, codes.self);
  const people = await usersByIds(trx, actor.tenantId, ids);
  if (people.length !== ids.length) throw new HttpError(400, "bpmUnknownUsers");
  const order = new Map(ids.map((id, i) => [id, i]));
  return people.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Marks the owner's task as touched (version + 1) under the instance lock; 409 when it changed. */
async function touch(trx: Trx, task: TaskRow): Promise<void> {
  const done = await trx
    .updateTable("bpm_task")
    .set({ version: task.version + 1 })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", task.status)
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression: the task was read under the instance lock every writer of a task takes; the row still matches
  if (done.numUpdatedRows !== 1n) throw conflict();
}

/** Creates one sub-task per person (status, parent_id = the owner task, owner_id = who asked); their ids. */
async function createSubTasks(
  trx: Trx,
  hand: TaskInHand,
  people: Assignee[],
  status: typeof INQUIRY_STATUS | typeof COMMU_STATUS,
  now: Date,
): Promise<Map<string, string>> {
  const { task } = hand;
  const ids = new Map(people.map((p) => [p.id, newId()]));
  await trx
    .insertInto("bpm_task")
    .values(
      people.map((p) => ({
        id: ids.get(p.id) as string,
        tenant_id: task.tenant_id,
        inst_id: task.inst_id,
        def_id: task.def_id,
        def_key: task.def_key,
        def_name: task.def_name,
        type_id: task.type_id,
        node_id: task.node_id,
        name: task.name,
        subject: task.subject,
        status,
        owner_id: hand.actingUserId,
        assignee_id: p.id,
        parent_id: task.id,
        priority: task.priority,
        creator_id: task.creator_id,
        creator_name: task.creator_name,
        draft_opinion: null,
        draft_data: null,
        create_time: now,
        origin: status === INQUIRY_STATUS ? "inquiry" : "commu",
        prev_task_id: null,
      })),
    )
    .execute();
  return ids;
}

/** Queues one message per person, each naming their own sub-task. */
async function tellAskees(
  trx: Trx,
  kind: string,
  inst: InstanceRow,
  task: TaskRow,
  actor: Actor,
  subTaskIds: Map<string, string>,
  extra: Record<string, unknown>,
): Promise<void> {
  for (const [userId, subId] of subTaskIds) {
    await outbox(trx, inst.tenant_id, kind, [userId], {
      taskId: subId,
      instId: inst.id,
      subject: inst.subject,
      nodeName: task.name,
      asker: actor.fullname,
      ...extra,
    });
  }
}

/** What asking people opens: the sub-tasks' status, the asker's opinion, the message and the audit action. */
interface AskKind {
  subStatus: typeof INQUIRY_STATUS | typeof COMMU_STATUS;
  opinionStatus: string;
  messageKind: string;
  action: string;
  opinion: string | undefined;
  notifyType: string | undefined;
  /** The asker's attachments (opinionFiles.ts). */
  files?: string;
}

/**
 * Opens an ask on the task in hand (征询 or 沟通): one sub-task per person, the asker's opinion naming
 * them, their messages and the audit row. The task's version moves on (touch).
 */
async function openAsk(trx: Trx, actor: Actor, hand: TaskInHand, people: Assignee[], kind: AskKind) {
  const { task, inst } = hand;
  const node = await nodeOf(trx, task);
  const now = new Date();
  await touch(trx, task);
  const ids = await createSubTasks(trx, hand, people, kind.subStatus, now);
  await writeOpinion(
    trx,
    {
      inst,
      node,
      status: kind.opinionStatus,
      actor,
      agentLeaderId: hand.leaderId,
      task,
      qualified: people,
      opinion: kind.opinion ?? null,
      files: kind.files ?? null,
    },
    now,
  );
  await tellAskees(trx, kind.messageKind, inst, task, actor, ids, {
    opinion: kind.opinion ?? "",
    notifyType: kind.notifyType ?? "inner",
  });
  await audit(
    trx,
    actor,
    kind.action,
    { instId: inst.id, taskId: task.id },
    {
      userIds: people.map((p) => p.id),
      subTaskIds: [...ids.values()],
      ...(hand.leaderId ? { leaderId: hand.leaderId } : {}),
      ...(hand.asAdmin ? { asAdmin: true } : {}),
    },
  );
}

/** A reply or ask is a person's own word: a sysAdmin who is not the askee may not give it (403). */
function ownTask(hand: TaskInHand): void {
  if (hand.asAdmin) throw new HttpError(403, "bpmNotCandidate");
}

/**
 * POST /runtime/task/v1/taskToInqu (征询): the holder of a task asks one or more active users. One
 * TRANSFORMEDINQU sub-task each (parent_id = the owner task); the owner's task waits (guard: no decision,
 * no second inquiry) until every reply is in or the owner withdraws. Opinion `inqu`, audit, messages.
 */
export async function inquire(
  trx: Trx,
  actor: Actor,
  body: InquiryBody,
  leaderId?: string,
): Promise<ActionAnswer> {
  const hand = await taskForAction(trx, actor, body.taskId, leaderId, "decide");
  // A task waiting for its transfer's votes asks no one: the vote decides it, and an inquiry would be left
  // without its owner task (as complete refuses it, 409).
  if (hand.task.status === "TRANSFORMING") throw new HttpError(409, "bpmTaskTransforming");
  const people = await askees(trx, actor, hand, body.userIds, {
    empty: "bpmInquiryNoUsers",
    self: "bpmInquirySelf",
  });
  await openAsk(trx, actor, hand, people, {
    subStatus: INQUIRY_STATUS,
    opinionStatus: "inqu",
    messageKind: "inquiryAsked",
    action: "taskToInqu",
    opinion: body.opinion,
    notifyType: body.notifyType,
    files: body.files,
  });
  return { status: 200, body: ok("", message("bpmInquirySent", actor.lang)) };
}

/**
 * Removes a sub-task the caller answers and records the answer (`status`, parent_task_id = the owner
 * task). The loser of two simultaneous replies finds the sub-task gone with an opinion: 409.
 */
async function answer(
  trx: Trx,
  actor: Actor,
  body: ReplyBody,
  use: TaskUse,
  status: "inqu_reply" | "feedback",
): Promise<{ hand: TaskInHand; now: Date }> {
  const hand = await taskForAction(trx, actor, body.taskId, undefined, use);
  ownTask(hand);
  const { task, inst } = hand;
  const node = await nodeOf(trx, task);
  const now = new Date();
  await takeTask(trx, task);
  await writeOpinion(
    trx,
    {
      inst,
      node,
      status,
      actor,
      task,
      qualified: [{ id: actor.userId, name: actor.fullname }],
      opinion: body.opinion,
      files: body.files ?? null,
      parentTaskId: task.parent_id,
    },
    now,
  );
  return { hand, now };
}

/**
 * POST /runtime/task/v1/taskToInquReply: the askee answers (opinion required). The sub-task goes, opinion
 * `inqu_reply` with parent_task_id; the owner gets a message, and when it was the last open inquiry
 * sub-task the owner's task can be decided again (message inquiryAllReplied).
 */
export async function replyInquiry(trx: Trx, actor: Actor, body: ReplyBody): Promise<ActionAnswer> {
  const { hand } = await answer(trx, actor, body, "inquiryReply", "inqu_reply");
  const { task, inst } = hand;
  const left = await openSubTasks(trx, actor.tenantId, task.parent_id, INQUIRY_STATUS);
  await outbox(
    trx,
    inst.tenant_id,
    left.length === 0 ? "inquiryAllReplied" : "inquiryReplied",
    [task.owner_id],
    {
      taskId: task.parent_id,
      instId: inst.id,
      subject: inst.subject,
      nodeName: task.name,
      replier: actor.fullname,
      left: left.length,
    },
  );
  await audit(
    trx,
    actor,
    "taskToInquReply",
    { instId: inst.id, taskId: task.id },
    { parentTaskId: task.parent_id, openLeft: left.length },
  );
  return { status: 200, body: ok("", message("bpmReplied", actor.lang)) };
}

/**
 * POST /runtime/task/v1/withDraw: the owner takes back the open inquiry (every open TRANSFORMEDINQU
 * sub-task of the task goes, one `retracted` opinion per person asked, with parent_task_id); the askees
 * get a message; the task can be decided again. No open inquiry → 409 bpmNoOpenInquiry.
 */
export async function withdrawInquiry(
  trx: Trx,
  actor: Actor,
  body: WithdrawBody,
  leaderId?: string,
): Promise<ActionAnswer> {
  const hand = await taskForAction(trx, actor, body.taskId, leaderId, "whileWaiting");
  const { task, inst } = hand;
  const open = await openSubTasks(trx, actor.tenantId, task.id, INQUIRY_STATUS);
  if (open.length === 0) throw new HttpError(409, "bpmNoOpenInquiry");
  const gone = await trx
    .deleteFrom("bpm_task")
    .where(
      "id",
      "in",
      open.map((s) => s.id),
    )
    .where("status", "=", INQUIRY_STATUS)
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression: the sub-tasks were read under the instance lock every writer of a task takes; all are still there
  if (Number(gone.numDeletedRows) !== open.length) throw conflict();
  await touch(trx, task);
  const node = await nodeOf(trx, task);
  const now = new Date();
  const people = await usersByIds(
    trx,
    actor.tenantId,
    open.map((s) => s.assigneeId),
  );
  const names = new Map(people.map((p) => [p.id, p.name]));
  for (const sub of open) {
    await writeOpinion(
      trx,
      {
        inst,
        node,
        status: "retracted",
        actor,
        agentLeaderId: hand.leaderId,
        task: { ...task, id: sub.id, create_time: sub.createTime as Date },
        qualified: [{ id: sub.assigneeId, name: names.get(sub.assigneeId) ?? sub.assigneeId }],
        opinion: body.opinion ?? null,
        parentTaskId: task.id,
      },
      now,
    );
  }
  await outbox(
    trx,
    inst.tenant_id,
    "inquiryWithdrawn",
    open.map((s) => s.assigneeId),
    { instId: inst.id, subject: inst.subject, nodeName: task.name, asker: actor.fullname },
  );
  await audit(
    trx,
    actor,
    "withDraw",
    { instId: inst.id, taskId: task.id },
    { subTaskIds: open.map((s) => s.id), ...(hand.asAdmin ? { asAdmin: true } : {}) },
  );
  return { status: 200, body: ok("", message("bpmRevoked", actor.lang)) };
}

/**
 * POST /runtime/task/v1/communicate (沟通): non-blocking questions. One COMMU sub-task per person
 * (parent_id = the owner task); opinion `start_commu`; the owner may keep deciding (a decision closes
 * the open ones). Someone already asked and not yet answering on this task → 400 bpmCommuPending.
 */
export async function communicate(
  trx: Trx,
  actor: Actor,
  body: CommunicateBody,
  leaderId?: string,
): Promise<ActionAnswer> {
  const hand = await taskForAction(trx, actor, body.taskId, leaderId, "whileWaiting");
  const { task } = hand;
  const people = await askees(trx, actor, hand, body.userId, {
    empty: "bpmCommuNoUsers",
    self: "bpmCommuSelf",
  });
  const open = new Set(
    (await openSubTasks(trx, actor.tenantId, task.id, COMMU_STATUS)).map((s) => s.assigneeId),
  );
  const waiting = people.filter((p) => open.has(p.id));
  if (waiting.length > 0)
    throw new HttpError(400, "bpmCommuPending", { names: waiting.map((p) => p.name).join("、") });
  await openAsk(trx, actor, hand, people, {
    subStatus: COMMU_STATUS,
    opinionStatus: "start_commu",
    messageKind: "commuAsked",
    action: "communicate",
    opinion: body.opinion,
    notifyType: body.messageType,
    files: body.files,
  });
  return { status: 200, body: ok("", message("bpmCommuSent", actor.lang)) };
}

/**
 * POST /runtime/instance/v1/doNextcommu: the person asked answers a communication (opinion required).
 * The sub-task goes, opinion `feedback` with parent_task_id, the asker gets a message.
 */
export async function replyCommunication(trx: Trx, actor: Actor, body: ReplyBody): Promise<ActionAnswer> {
  const { hand } = await answer(trx, actor, body, "commuReply", "feedback");
  const { task, inst } = hand;
  await outbox(trx, inst.tenant_id, "commuFeedback", [task.owner_id], {
    taskId: task.parent_id,
    instId: inst.id,
    subject: inst.subject,
    nodeName: task.name,
    replier: actor.fullname,
  });
  await audit(
    trx,
    actor,
    "doNextcommu",
    { instId: inst.id, taskId: task.id },
    { parentTaskId: task.parent_id },
  );
  return { status: 200, body: ok("", message("bpmReplied", actor.lang)) };
}
