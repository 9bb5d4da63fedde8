import { sql } from "kysely";
import { HttpError } from "../../http/errors";
import type { Trx } from "./context";
import type { Db } from "./identities";
import type { TaskRow } from "./records";

/* Inquiry (征询) and communication (沟通) sub-tasks: bpm_task rows with parent_id = the owner's task.
   The queries and the guard every action goes through (guard.ts `taskForAction`); the actions themselves
   are in inquiryActions.ts. */

/** The status of an inquiry sub-task (the askee's task; the owner waits for it). */
export const INQUIRY_STATUS = "TRANSFORMEDINQU";
/** The status of a communication sub-task (non-blocking). */
export const COMMU_STATUS = "COMMU";
/** Statuses of sub-tasks that are answered by a reply, never decided. */
export const REPLY_STATUSES: readonly string[] = [INQUIRY_STATUS, COMMU_STATUS];

/**
 * How an action uses the task it names:
 * - `decide` (complete, reject, delegate, transfer, inquire …): an owner task with no open inquiry;
 * - `whileWaiting` (save a draft, communicate, withdraw an inquiry): an owner task, open inquiries or not;
 * - `inquiryReply` / `commuReply`: an inquiry / communication sub-task.
 */
export type TaskUse = "decide" | "whileWaiting" | "inquiryReply" | "commuReply";

/** An open sub-task: its id and the person asked. */
export interface OpenSubTask {
  id: string;
  assigneeId: string;
  version: number;
  createTime: Date | string;
}

/** The open sub-tasks of one status (inquiry or communication) of an owner task, oldest first. */
export async function openSubTasks(
  db: Db,
  tenantId: string,
  ownerTaskId: string,
  status: string,
): Promise<OpenSubTask[]> {
  const rows = await db
    .selectFrom("bpm_task")
    .select(["id", "assignee_id", "version", "create_time"])
    .where("tenant_id", "=", tenantId)
    .where("parent_id", "=", ownerTaskId)
    // A constant predicate matching the partial index bpm_task_parent_idx (migration 0022).
    .where(sql<boolean>`parent_id <> '0'`)
    .where("status", "=", status)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    assigneeId: r.assignee_id,
    version: r.version,
    createTime: r.create_time,
  }));
}

/**
 * The open inquiry sub-tasks of an owner task: while there is one, the owner waits (cannot complete,
 * reject, delegate, transfer or inquire again; may withdraw the inquiry, communicate, save a draft).
 * For the task screen (buttons: hide inquiry, show withdraw) as well as the engine's guard.
 */
export function openInquiries(db: Db, tenantId: string, ownerTaskId: string): Promise<OpenSubTask[]> {
  return openSubTasks(db, tenantId, ownerTaskId, INQUIRY_STATUS);
}

/** True when the owner task waits for inquiry replies (see {@link openInquiries}). */
export async function isWaitingForInquiry(db: Db, tenantId: string, ownerTaskId: string): Promise<boolean> {
  return (await openInquiries(db, tenantId, ownerTaskId)).length > 0;
}

/**
 * Checks that a task may be used as the action wants (see {@link TaskUse}): a reply needs its kind of
 * sub-task (400 otherwise); any other action refuses a sub-task (400: reply to it instead); a decision
 * on an owner task with open inquiries is 409 bpmInquiryPending (征询尚未回复，不能办理). `inquiryOpen`:
 * whether it has one, when already read under the instance lock (guard.ts), else it is read here.
 */
export async function checkTaskUse(
  trx: Trx,
  task: TaskRow,
  use: TaskUse,
  inquiryOpen?: boolean,
): Promise<void> {
  if (use === "inquiryReply") {
    if (task.status !== INQUIRY_STATUS) throw new HttpError(400, "bpmNotInquiryTask");
    return;
  }
  if (use === "commuReply") {
    if (task.status !== COMMU_STATUS) throw new HttpError(400, "bpmNotCommuTask");
    return;
  }
  if (REPLY_STATUSES.includes(task.status)) throw new HttpError(400, "bpmReplyOnlyTask");
  if (use === "decide" && (inquiryOpen ?? (await isWaitingForInquiry(trx, task.tenant_id, task.id))))
    throw new HttpError(409, "bpmInquiryPending");
}

/** Whether removing `task` closes communication sub-tasks: not when it is itself a reply sub-task. */
export const closesCommunications = (task: TaskRow): boolean =>
  task.parent_id === "0" || !REPLY_STATUSES.includes(task.status);
