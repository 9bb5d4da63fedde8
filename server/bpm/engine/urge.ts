import { ok } from "../../http/envelope";
import { HttpError, notFound } from "../../http/errors";
import { message } from "../../http/messages";
import { dateTimeText } from "../../time";
import { canViewInstance } from "../read/access";
import { NOT_TODO_STATUSES, UNCLAIMED } from "../tasks";
import { type ActionAnswer, type Actor, audit, outbox, type Trx } from "./context";
import type { Db } from "./identities";

/* 催办 urge (issue 14 §1): the starter, an earlier handler or an admin messages the current handlers of an
   instance's open tasks, at most once per instance per person per interval (bpm_urge). */

/** The current handlers of an instance's open to-do tasks: one row per task and person. */
export async function currentHandlers(db: Db, tenantId: string, instId: string) {
  const tasks = await db
    .selectFrom("bpm_task as t")
    .leftJoin("uc_user as u", "u.id", "t.assignee_id")
    .select(["t.id", "t.name", "t.node_id", "t.assignee_id", "u.fullname"])
    .where("t.tenant_id", "=", tenantId)
    .where("t.inst_id", "=", instId)
    .where("t.status", "not in", [...NOT_TODO_STATUSES])
    .orderBy("t.create_time")
    .orderBy("t.id")
    .execute();
  const unclaimed = tasks.filter((t) => t.assignee_id === UNCLAIMED).map((t) => t.id);
  const candidates = unclaimed.length
    ? await db
        .selectFrom("bpm_task_candidate")
        .select(["task_id", "identity_id", "identity_name"])
        .where("task_id", "in", unclaimed)
        .where("type", "=", "user")
        .orderBy("identity_name")
        .execute()
    : [];
  return tasks.flatMap((t) =>
    t.assignee_id === UNCLAIMED
      ? candidates
          .filter((c) => c.task_id === t.id)
          .map((c) => ({
            taskId: t.id,
            nodeId: t.node_id,
            nodeName: t.name,
            userId: c.identity_id,
            userName: c.identity_name,
          }))
      : [
          {
            taskId: t.id,
            nodeId: t.node_id,
            nodeName: t.name,
            userId: t.assignee_id,
            userName: t.fullname ?? "",
          },
        ],
  );
}

/** The caller's latest urge of an instance, if any. */
async function lastUrge(db: Db, tenantId: string, instId: string, userId: string) {
  const row = await db
    .selectFrom("bpm_urge")
    .select("create_time")
    .where("tenant_id", "=", tenantId)
    .where("inst_id", "=", instId)
    .where("user_id", "=", userId)
    .orderBy("create_time", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.create_time) : undefined;
}

/** Whole minutes (at least 1) until the caller may urge again; 0 when they may now. */
function waitMinutes(last: Date | undefined, intervalMinutes: number, now: Date): number {
  if (!last) return 0;
  const left = last.getTime() + intervalMinutes * 60_000 - now.getTime();
  return left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0;
}

/** Whether the caller may urge an instance: its starter, someone who decided on it, or a sysAdmin. */
async function mayUrge(db: Db, actor: Actor, inst: { id: string; creator_id: string }): Promise<boolean> {
  if (inst.creator_id === actor.userId) return true;
  const decided = await db
    .selectFrom("bpm_opinion")
    .select("id")
    .where("tenant_id", "=", actor.tenantId)
    .where("inst_id", "=", inst.id)
    .where("auditor", "=", actor.userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(decided) || (await actor.isAdmin(db));
}

/** POST getUrgrntById {instId}: the current handlers, when I last urged, and whether I may urge now. */
export async function urgeState(db: Db, actor: Actor, instId: string, intervalMinutes: number) {
  const inst = await db
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "=", instId)
    .where("is_dele", "=", 0)
    .executeTakeFirst();
  if (!inst) throw notFound("bpmInstanceNotFound");
  if (!(await canViewInstance(db, { id: actor.userId, tenantId: actor.tenantId }, inst)))
    throw new HttpError(403, "bpmNoViewRight");
  const now = new Date();
  const last = await lastUrge(db, actor.tenantId, instId, actor.userId);
  const wait = waitMinutes(last, intervalMinutes, now);
  const handlers = inst.status === "running" ? await currentHandlers(db, actor.tenantId, instId) : [];
  const may = inst.status === "running" && (await mayUrge(db, actor, inst));
  return ok({
    instId,
    handlers,
    ...(last ? { lastUrgeTime: dateTimeText(last) } : {}),
    waitMinutes: wait,
    intervalMinutes,
    mayUrge: may,
    canUrge: may && wait === 0 && handlers.length > 0,
  });
}

/**
 * POST sendBpmTaskUrgent {instId, opinion?, messageType?}: under the instance lock, checks who urges
 * (starter, earlier handler, admin → else 403), that the instance runs with someone to urge (409), and
 * the interval (429 bpmUrgeTooOften with the minutes left); records the urge (bpm_urge), messages each
 * current handler once (taskUrged, link to their task) and writes an audit row.
 */
export async function sendUrge(
  trx: Trx,
  actor: Actor,
  body: { instId: string; opinion?: string; messageType?: string },
  intervalMinutes: number,
): Promise<ActionAnswer> {
  const inst = await trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "=", body.instId)
    .where("is_dele", "=", 0)
    .forUpdate()
    .executeTakeFirst();
  if (!inst) throw notFound("bpmInstanceNotFound");
  if (!(await mayUrge(trx, actor, inst))) throw new HttpError(403, "bpmUrgeNotAllowed");
  if (inst.status !== "running") throw new HttpError(409, "bpmInstNotRunning");
  const now = new Date();
  const wait = waitMinutes(await lastUrge(trx, actor.tenantId, inst.id, actor.userId), intervalMinutes, now);
  if (wait > 0) throw new HttpError(429, "bpmUrgeTooOften", { n: wait });
  const handlers = await currentHandlers(trx, actor.tenantId, inst.id);
  const people = new Map<string, (typeof handlers)[number]>();
  for (const h of handlers) if (!people.has(h.userId)) people.set(h.userId, h);
  if (people.size === 0) throw new HttpError(409, "bpmUrgeNobody");
  const opinion = body.opinion?.trim() ?? "";
  await trx
    .insertInto("bpm_urge")
    .values({
      tenant_id: actor.tenantId,
      inst_id: inst.id,
      user_id: actor.userId,
      opinion: opinion || null,
      receivers: JSON.stringify([...people.values()].map((p) => ({ id: p.userId, name: p.userName }))),
      create_time: now,
    })
    .execute();
  for (const h of people.values()) {
    await outbox(trx, actor.tenantId, "taskUrged", [h.userId], {
      taskId: h.taskId,
      instId: inst.id,
      subject: inst.subject,
      nodeName: h.nodeName,
      urger: actor.fullname,
      opinion,
    });
  }
  await audit(
    trx,
    actor,
    "urge",
    { instId: inst.id },
    { receivers: [...people.keys()], messageType: body.messageType || "inner" },
  );
  return { status: 200, body: ok("", message("bpmUrged", actor.lang)) };
}
