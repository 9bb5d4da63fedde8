import { sql } from "kysely";
import { fail, ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { canViewInstance } from "../read/access";
import { resolveAssignees } from "./assignees";
import { type ActionAnswer, type Actor, audit, newId, outbox, type Trx } from "./context";
import { nodeById, startNode } from "./definition";
import type { FlowNode, UserTaskNode } from "./definitionTypes";
import { conflict } from "./guard";
import type { InstanceRow, TaskRow } from "./records";
import { writeOpinion } from "./records";
import { findDefinition } from "./store";

/*
 * Copy-to and notices to read (抄送 / 传阅, spec 2 §2.1, §7; CONTRACT §6.1, §6.6 transToMore). A notice is a
 * bpm_task_notice row: sent by `owner_id` to `receiver_id`, status COPYTO, `copy_type` '0' (抄送), '1'
 * (传阅) or 'node' (copy-to configured on a node). Unread and not revoked it is in the receiver's 待阅;
 * read it is in 已阅; the sender finds it in 我的传阅.
 */

/** The status of every notice this module writes (CONTRACT TaskStatus COPYTO, 抄送). */
export const NOTICE_STATUS = "COPYTO";

/** How a notice was sent: '0' 抄送 copy, '1' 传阅 pass round for reading, 'node' configured on a node. */
export type CopyType = "0" | "1" | "node";

/** Comma ids → distinct trimmed ids. */
function idsOf(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The instance row locked for an action; 404 when it is not the tenant's (or deleted). */
async function lockInstance(trx: Trx, tenantId: string, instId: string): Promise<InstanceRow> {
  const inst = await trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("id", "=", instId)
    .where("is_dele", "=", 0)
    .forUpdate()
    .executeTakeFirst();
  if (!inst) throw new HttpError(404, "bpmInstGone");
  return inst;
}

/**
 * Writes one notice per receiver (the sender and receivers who already have an unread notice of the
 * instance are skipped; unknown, disabled or other tenants' users are not found and skipped) and one
 * `noticeReceived` outbox message each. Runs under the instance lock. Returns the receivers notified.
 * One statement: the insert keeps the tenant's users (join) and skips an unread notice of the instance
 * already there (the unique index bpm_task_notice_unread_uniq, migration 0023).
 */
export async function sendNotices(
  trx: Trx,
  inst: InstanceRow,
  from: { senderId: string; senderName: string },
  receiverIds: string[],
  what: { node: FlowNode; taskId: string | null; copyType: CopyType; opinion: string | null },
  now: Date,
): Promise<string[]> {
  const wanted = receiverIds
    .filter((id) => id !== from.senderId)
    .map((receiver) => ({ id: newId(), receiver }));
  if (wanted.length === 0) return [];
  const { rows: inserted } = await sql<{ receiver_id: string }>`
    INSERT INTO bpm_task_notice (id, tenant_id, inst_id, task_id, node_id, name, subject, def_key, def_name,
      type_id, owner_id, receiver_id, status, copy_type, opinion, create_time)
    SELECT w.id, u.tenant_id, ${inst.id}::text, ${what.taskId}::text, ${what.node.id}::text,
      ${what.node.name}::text, ${inst.subject}::text, ${inst.def_key}::text, ${inst.def_name}::text,
      ${inst.type_id}::text, ${from.senderId}::text, w.receiver, ${NOTICE_STATUS}::text, ${what.copyType}::text,
      ${what.opinion}::text, ${now}::timestamptz
    FROM (VALUES ${sql.join(wanted.map((w) => sql`(${w.id}::text, ${w.receiver}::text)`))}) AS w(id, receiver)
    JOIN uc_user u ON u.tenant_id = ${inst.tenant_id} AND u.id = w.receiver AND u.status = 1
    ON CONFLICT (tenant_id, inst_id, receiver_id) WHERE status = 'COPYTO' AND is_read = 0 AND is_revoke = 0
    DO NOTHING
    RETURNING receiver_id`.execute(trx);
  const got = new Set(inserted.map((r) => r.receiver_id));
  const sent = wanted.filter((w) => got.has(w.receiver));
  for (const row of sent) {
    await outbox(trx, inst.tenant_id, "noticeReceived", [row.receiver], {
      noticeId: row.id,
      status: NOTICE_STATUS,
      instId: inst.id,
      subject: inst.subject,
      sender: from.senderName,
      nodeName: what.node.name,
    });
  }
  return sent.map((row) => row.receiver);
}

/** The node a notice is about: the given task's node, else an open task's node, else the start node. */
async function noticeNode(trx: Trx, inst: InstanceRow, task: TaskRow | undefined): Promise<FlowNode> {
  // Stryker disable next-line BooleanLiteral: pinned only keeps the definition in the cache; it is the same definition
  const loaded = await findDefinition(trx, inst.tenant_id, { defId: inst.def_id, pinned: true });
  if (!loaded) throw new HttpError(500, "bpmFlowMissing");
  const open =
    task ??
    (await trx
      .selectFrom("bpm_task")
      .selectAll()
      .where("inst_id", "=", inst.id)
      .orderBy("create_time")
      .orderBy("id")
      .executeTakeFirst());
  return (open && nodeById(loaded.def, open.node_id)) || startNode(loaded.def);
}

/** transToMore's body (CONTRACT §6.6). */
export interface TransToMoreBody {
  instanceId: string;
  userId?: string;
  opinion?: string;
  messageType?: string;
  copyToType?: "0" | "1";
  taskId?: string;
  files?: string;
}

/**
 * POST /runtime/instance/v1/transToMore: anyone who may view the instance (its starter, a handler past or
 * present, a receiver of one of its notices, an admin) sends it to people to read: one notice each (see
 * `sendNotices`), a `copyto` opinion by the sender, an audit row. No one chosen → the soft answer
 * 请选择要传阅的人员！ and nothing stored.
 */
export async function transToMore(trx: Trx, actor: Actor, body: TransToMoreBody): Promise<ActionAnswer> {
  const receiverIds = idsOf(body.userId);
  if (receiverIds.length === 0)
    return { status: 200, body: fail(message("bpmNoticeNoReceivers", actor.lang)) };
  if (receiverIds.length > 50) throw new HttpError(400, "badRequest");
  const inst = await lockInstance(trx, actor.tenantId, body.instanceId);
  if (!(await canViewInstance(trx, { id: actor.userId, tenantId: actor.tenantId }, inst)))
    throw new HttpError(403, "bpmNoViewRight");
  let task: TaskRow | undefined;
  // Stryker disable next-line ConditionalExpression: a shortcut; looking up no id finds no task
  if (body.taskId) {
    task = await trx
      .selectFrom("bpm_task")
      .selectAll()
      .where("tenant_id", "=", actor.tenantId)
      .where("id", "=", body.taskId)
      .where("inst_id", "=", inst.id)
      .executeTakeFirst();
  }
  const node = await noticeNode(trx, inst, task);
  const now = new Date();
  const copyType: CopyType = body.copyToType === "1" ? "1" : "0";
  const opinion = body.opinion?.trim() || null;
  const sent = await sendNotices(
    trx,
    inst,
    { senderId: actor.userId, senderName: actor.fullname },
    receiverIds,
    { node, taskId: task?.id ?? null, copyType, opinion },
    now,
  );
  await writeOpinion(trx, { inst, node, status: "copyto", actor, opinion, files: body.files ?? null }, now);
  await audit(
    trx,
    actor,
    "transToMore",
    { instId: inst.id, taskId: task?.id ?? null },
    { copyToType: copyType, receivers: sent, skipped: receiverIds.filter((id) => !sent.includes(id)) },
  );
  return { status: 200, body: ok(String(sent.length), message("bpmNoticeSent", actor.lang)) };
}

/**
 * Copy-to configured on a node (`copyTo` rules): after an agree/oppose of its task, in the same
 * transaction, notices go to the resolved people, sent by the handler, with a `copyTo` audit row. No
 * opinion row is written: the reference's system copy-to opinion (auditor "-1") is left out of the
 * history anyway (CONTRACT §6.8), and the handler's decision is the node's opinion.
 */
export async function copyToOfNode(
  trx: Trx,
  inst: InstanceRow,
  node: UserTaskNode,
  task: TaskRow,
  sender: Actor,
  now: Date,
): Promise<void> {
  // Stryker disable next-line ConditionalExpression: a shortcut; an empty list finds nobody and returns before the audit
  if (!node.copyTo || node.copyTo.length === 0) return;
  const people = await resolveAssignees(
    trx,
    { tenantId: inst.tenant_id, starterId: inst.creator_id, starterOrgId: inst.create_org_id },
    node.copyTo,
  );
  const sent = await sendNotices(
    trx,
    inst,
    { senderId: sender.userId, senderName: sender.fullname },
    people.map((p) => p.id),
    { node, taskId: task.id, copyType: "node", opinion: null },
    now,
  );
  if (sent.length === 0) return;
  await audit(
    trx,
    sender,
    "copyTo",
    { instId: inst.id, taskId: task.id },
    { nodeId: node.id, receivers: sent },
  );
}

/** A notice of the caller's tenant, locked; 404 when there is none. */
async function lockNotice(trx: Trx, actor: Actor, noticeId: string) {
  const notice = await trx
    .selectFrom("bpm_task_notice")
    .selectAll()
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "=", noticeId)
    .forUpdate()
    .executeTakeFirst();
  if (!notice) throw new HttpError(404, "bpmNoticeGone");
  return notice;
}

/**
 * POST addReadRecord / noticeTurnDode {id}: the receiver reads their notice: is_read 1 and the read time,
 * once (`WHERE is_read = 0`). Reading again, or on two devices at once, succeeds and keeps the first
 * read time. Only the receiver (403 otherwise); a revoked notice may still be read.
 */
export async function readNotice(trx: Trx, actor: Actor, body: { id: string }): Promise<ActionAnswer> {
  const notice = await lockNotice(trx, actor, body.id);
  if (notice.receiver_id !== actor.userId) throw new HttpError(403, "bpmNotNoticeReceiver");
  if (notice.is_read === 0) {
    const now = new Date();
    await trx
      .updateTable("bpm_task_notice")
      .set({ is_read: 1, read_time: now })
      .where("id", "=", notice.id)
      .where("is_read", "=", 0)
      .execute();
    await audit(
      trx,
      actor,
      "readNotice",
      { instId: notice.inst_id, taskId: notice.task_id },
      { noticeId: notice.id },
    );
  }
  return { status: 200, body: ok("", message("bpmNoticeRead", actor.lang)) };
}

/**
 * POST delBpmTaskNoticeById?id: the receiver deletes their own read notice (the row goes); the sender
 * revokes one not yet read (is_revoke 1: it leaves the receiver's 待阅). Anything else: an unread notice by
 * its receiver, a read one by its sender → 409 bpmNoticeNotRemovable; someone else → 403.
 */
export async function deleteNotice(trx: Trx, actor: Actor, body: { id: string }): Promise<ActionAnswer> {
  const notice = await lockNotice(trx, actor, body.id);
  const ids = { instId: notice.inst_id, taskId: notice.task_id };
  if (notice.receiver_id === actor.userId && notice.is_read === 1) {
    await trx.deleteFrom("bpm_task_notice").where("id", "=", notice.id).execute();
    await audit(trx, actor, "deleteNotice", ids, { noticeId: notice.id });
    return { status: 200, body: ok("", message("bpmRemoved", actor.lang)) };
  }
  if (notice.owner_id === actor.userId && notice.is_read === 0) {
    if (notice.is_revoke === 0) {
      await trx.updateTable("bpm_task_notice").set({ is_revoke: 1 }).where("id", "=", notice.id).execute();
      await audit(trx, actor, "revokeNotice", ids, { noticeId: notice.id });
    }
    return { status: 200, body: ok("", message("bpmRevoked", actor.lang)) };
  }
  if (notice.receiver_id === actor.userId || notice.owner_id === actor.userId)
    throw new HttpError(409, "bpmNoticeNotRemovable");
  throw new HttpError(403, "bpmNotNoticeReceiver");
}

/**
 * POST /runtime/instance/v1/doNextCopyto {id, opinion}: the receiver replies to a notice: a
 * `copyto_reply` opinion on the notice's node, the notice read, a message to the sender.
 */
export async function replyToNotice(
  trx: Trx,
  actor: Actor,
  body: { id: string; opinion?: string; files?: string },
): Promise<ActionAnswer> {
  const found = await trx
    .selectFrom("bpm_task_notice")
    .select("inst_id")
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "=", body.id)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, "bpmNoticeGone");
  const inst = await lockInstance(trx, actor.tenantId, found.inst_id);
  const notice = await lockNotice(trx, actor, body.id);
  if (notice.receiver_id !== actor.userId) throw new HttpError(403, "bpmNotNoticeReceiver");
  if (notice.is_revoke === 1) throw conflict();
  // Stryker disable next-line OptionalChaining: the route's schema requires the opinion
  const opinion = body.opinion?.trim();
  if (!opinion) throw new HttpError(400, "bpmNoticeReplyEmpty");
  // Stryker disable next-line BooleanLiteral: pinned only keeps the definition in the cache; it is the same definition
  const loaded = await findDefinition(trx, actor.tenantId, { defId: inst.def_id, pinned: true });
  if (!loaded) throw new HttpError(500, "bpmFlowMissing");
  const node = nodeById(loaded.def, notice.node_id) ?? startNode(loaded.def);
  const now = new Date();
  await writeOpinion(
    trx,
    { inst, node, status: "copyto_reply", actor, opinion, files: body.files ?? null },
    now,
  );
  await trx
    .updateTable("bpm_task_notice")
    .set({ is_read: 1, read_time: notice.read_time ?? now })
    .where("id", "=", notice.id)
    .execute();
  await outbox(trx, inst.tenant_id, "noticeReplied", [notice.owner_id], {
    instId: inst.id,
    subject: inst.subject,
    sender: actor.fullname,
    opinion,
  });
  await audit(
    trx,
    actor,
    "replyNotice",
    { instId: inst.id, taskId: notice.task_id },
    { noticeId: notice.id },
  );
  return { status: 200, body: ok("", message("bpmNoticeReplied", actor.lang)) };
}
