import { ok } from "../../http/envelope";
import { HttpError } from "../../http/errors";
import { message } from "../../http/messages";
import { cancelTaskJobs, type JobHandler, type JobRow, scheduleJob } from "../../services/jobs/schedule";
import { dateTimeText } from "../../time";
import { UNCLAIMED } from "../tasks";
import { resolveAssignees } from "./assignees";
import { type ActionAnswer, type Actor, audit, outbox, type Trx } from "./context";
import { nodeById } from "./definition";
import type { UserTaskNode, WorkingAmount } from "./definitionTypes";
import { followAsEscalated } from "./escalationFollow";
import { conflict, taskForAction } from "./guard";
import type { Db } from "./identities";
import { usersByIds } from "./records";
import { findDefinition } from "./store";
import {
  addWorkingMs,
  addWorkingTime,
  loadWorkCalendar,
  type WorkCalendar,
  workCalendar,
  workingMs,
  workingMsBetween,
} from "./workTime";

/* Due times of tasks (issue 14 §1 到期): computed in working time when a task is created, extendable, with a
   reminder job before and an escalation job at the due time (jobs table, server/services/jobs). */

export const DUE_REMIND = "taskDueRemind";
export const DUE_ESCALATE = "taskDueEscalate";
/** The reminder's default lead before the due time. */
export const DEFAULT_REMIND_BEFORE: WorkingAmount = { amount: 1, unit: "hour" };

/** 0 no due time, 1 due soon (within one working day, weekday rule), 2 overdue (CONTRACT §6.1 dueStatus). */
export function dueStatusOf(due: Date | string | null | undefined, now: Date): 0 | 1 | 2 {
  if (!due) return 0;
  const at = new Date(due).getTime();
  if (at <= now.getTime()) return 2;
  return at <= addWorkingTime(now, 1, "day", WEEKDAYS).getTime() ? 1 : 0;
}
const WEEKDAYS = workCalendar();

/** Schedules the reminder (`remindBefore` working time before `due`, or now) and the escalation (at `due`). */
async function scheduleDueJobs(
  trx: Trx,
  tenantId: string,
  taskId: string,
  due: Date,
  remindBefore: WorkingAmount | undefined,
  now: Date,
  calendar: WorkCalendar,
): Promise<void> {
  const lead = workingMs(
    (remindBefore ?? DEFAULT_REMIND_BEFORE).amount,
    (remindBefore ?? DEFAULT_REMIND_BEFORE).unit,
  );
  const until = workingMsBetween(now, due, calendar) - lead;
  const remindAt = until > 0 ? addWorkingMs(now, until, calendar) : now;
  const payload = { taskId, dueTime: due.toISOString() };
  await scheduleJob(trx, { tenantId, kind: DUE_REMIND, runAt: remindAt, payload });
  await scheduleJob(trx, { tenantId, kind: DUE_ESCALATE, runAt: due, payload });
}

/**
 * The hook of task creation (records.ts): a node with `dueTime` gives its new task a due time in working
 * time from `now` (the tenant's work calendar) and schedules its reminder and escalation jobs.
 */
export async function planTaskDue(
  trx: Trx,
  tenantId: string,
  node: UserTaskNode,
  taskId: string,
  now: Date,
): Promise<void> {
  if (!node.dueTime || !(node.dueTime.amount > 0)) return;
  const calendar = await loadWorkCalendar(trx, tenantId, now);
  const due = addWorkingTime(now, node.dueTime.amount, node.dueTime.unit, calendar);
  await trx.updateTable("bpm_task").set({ due_time: due }).where("id", "=", taskId).execute();
  await scheduleDueJobs(trx, tenantId, taskId, due, node.remindBefore, now, calendar);
}

/** The open task a due job is about, while its due time is still the job's; undefined otherwise (done, extended). */
async function taskOfJob(trx: Trx, job: JobRow) {
  const taskId = String(job.payload.taskId ?? "");
  const task = await trx
    .selectFrom("bpm_task")
    .selectAll()
    .where("tenant_id", "=", job.tenant_id)
    .where("id", "=", taskId)
    .executeTakeFirst();
  if (!task?.due_time) return undefined;
  if (new Date(task.due_time).getTime() !== Date.parse(String(job.payload.dueTime))) return undefined;
  return task;
}

/** Who holds a task now: its assignee, or its candidates while unclaimed. */
async function holdersOf(trx: Trx, task: { id: string; assignee_id: string }): Promise<string[]> {
  if (task.assignee_id !== UNCLAIMED) return [task.assignee_id];
  const rows = await trx
    .selectFrom("bpm_task_candidate")
    .select("identity_id")
    .where("task_id", "=", task.id)
    .where("type", "=", "user")
    .execute();
  return rows.map((r) => r.identity_id);
}

const remind: JobHandler = async (trx, job) => {
  const task = await taskOfJob(trx, job);
  if (!task?.due_time) return;
  await outbox(trx, task.tenant_id, DUE_REMIND, await holdersOf(trx, task), {
    taskId: task.id,
    instId: task.inst_id,
    subject: task.subject,
    nodeName: task.name,
    dueTime: dateTimeText(new Date(task.due_time)),
  });
};

/**
 * A user's managers: the active holders of a manager post (uc_post.is_manager) in their master org, as
 * `starterManager` resolves them (assignees.ts), the user left out; when that is only the user (a head of
 * department), the managers of the parent org, and so on up (at most 10 levels).
 */
export async function managersOf(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const master = await db
    .selectFrom("uc_user_org as uo")
    .innerJoin("uc_org as o", "o.id", "uo.org_id")
    .select("o.id")
    .where("uo.user_id", "=", userId)
    .where("o.tenant_id", "=", tenantId)
    .orderBy("uo.is_master", "desc")
    .orderBy("o.id")
    .executeTakeFirst();
  let orgId: string | null = master?.id ?? null;
  for (let level = 0; orgId && level < 10; level++) {
    const found = await resolveAssignees(db, { tenantId, starterId: userId, starterOrgId: orgId }, [
      { type: "starterManager" },
    ]);
    const others = found.map((m) => m.id).filter((id) => id !== userId);
    if (others.length > 0) return others;
    const org = await db
      .selectFrom("uc_org")
      .select("parent_id")
      .where("id", "=", orgId)
      .where("tenant_id", "=", tenantId)
      .executeTakeFirst();
    orgId = org?.parent_id ?? null;
  }
  return [];
}

/**
 * The escalation goes to each handler's managers ({@link managersOf}), the handlers left out; they become
 * followers of the instance (escalationFollow.ts), so the message's link opens for them.
 */
const escalate: JobHandler = async (trx, job) => {
  const task = await taskOfJob(trx, job);
  if (!task?.due_time) return;
  const holders = await holdersOf(trx, task);
  const managers = new Set<string>();
  for (const h of holders) {
    for (const m of await managersOf(trx, task.tenant_id, h)) if (!holders.includes(m)) managers.add(m);
  }
  const names = (await usersByIds(trx, task.tenant_id, holders)).map((u) => u.name).join("、");
  // The message links to the instance: the managers follow it, so they may open it.
  await followAsEscalated(trx, task.tenant_id, task.inst_id, [...managers]);
  await outbox(trx, task.tenant_id, DUE_ESCALATE, [...managers], {
    taskId: task.id,
    instId: task.inst_id,
    subject: task.subject,
    nodeName: task.name,
    handlers: names,
    dueTime: dateTimeText(new Date(task.due_time)),
  });
};

/** The job kinds of due times. */
export const DUE_JOB_HANDLERS: Record<string, JobHandler> = {
  [DUE_REMIND]: remind,
  [DUE_ESCALATE]: escalate,
};

/** GET getByTaskId: the task's due time and status (the caller may view its instance; checked by the route). */
export function dueTimeView(
  task: { id: string; node_id: string; due_time: Date | null; create_time: Date },
  now: Date,
) {
  return {
    taskId: task.id,
    nodeId: task.node_id,
    createTime: dateTimeText(new Date(task.create_time)),
    ...(task.due_time ? { dueTime: dateTimeText(new Date(task.due_time)) } : {}),
    dueStatus: dueStatusOf(task.due_time, now),
  };
}

/** The due time a task would have if extended by `addHours` working hours (from its due time, or now). */
export async function expirationDate(
  db: Db,
  task: { tenant_id: string; due_time: Date | null },
  addHours: number,
  now: Date,
): Promise<Date> {
  const base = task.due_time && new Date(task.due_time) > now ? new Date(task.due_time) : now;
  const calendar = await loadWorkCalendar(db, task.tenant_id, base);
  return addWorkingTime(base, addHours, "hour", calendar);
}

/**
 * POST /runtime/bpmTaskDueTime/v1/save {taskId, addDueTime, remark?}: extends a task's due time by
 * `addDueTime` working hours (from its due time, or from now when it has none or it has passed). Only its
 * holder or an admin (taskForAction: lock, 404/409/403); the pending due jobs are superseded and new ones
 * scheduled; an audit row (no opinion).
 */
export async function saveDueTime(
  trx: Trx,
  actor: Actor,
  body: { taskId: string; addDueTime: number; remark?: string },
): Promise<ActionAnswer> {
  if (!(body.addDueTime > 0)) throw new HttpError(400, "badRequest");
  const hand = await taskForAction(trx, actor, body.taskId);
  const { task } = hand;
  const now = new Date();
  const due = await expirationDate(trx, task, body.addDueTime, now);
  const saved = await trx
    .updateTable("bpm_task")
    .set({ due_time: due, version: task.version + 1 })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .executeTakeFirst();
  if (saved.numUpdatedRows !== 1n) throw conflict();
  await cancelTaskJobs(trx, task.tenant_id, task.id, [DUE_REMIND, DUE_ESCALATE], now);
  const loaded = await findDefinition(trx, actor.tenantId, { defId: task.def_id, pinned: true });
  const node = loaded ? nodeById(loaded.def, task.node_id) : undefined;
  const remindBefore = node?.type === "userTask" ? node.remindBefore : undefined;
  const calendar = await loadWorkCalendar(trx, task.tenant_id, now);
  await scheduleDueJobs(trx, task.tenant_id, task.id, due, remindBefore, now, calendar);
  await audit(
    trx,
    actor,
    "taskDueTimeSave",
    { instId: task.inst_id, taskId: task.id },
    {
      addDueTime: body.addDueTime,
      dueTime: due.toISOString(),
      ...(body.remark ? { remark: body.remark } : {}),
      ...(hand.asAdmin ? { asAdmin: true } : {}),
    },
  );
  return { status: 200, body: ok(dateTimeText(due), message("bpmDueTimeSaved", actor.lang)) };
}
