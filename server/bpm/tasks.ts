import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../db/schema";
import type { Db } from "./engine/identities";

/* Who holds a task and whether it is a to-do: the one definition the engine (next task, guards) and the
   read side (to-do lists, leaders' to-dos, open task names, rights) share. */

/** The assignee id of a task nobody has claimed yet (offered to its candidates). */
export const UNCLAIMED = "0";

/**
 * Task statuses that are not to-dos of whoever holds the task (CONTRACT §6.1): the to-do lists, the next
 * task and the open task names leave them out.
 */
export const NOT_TODO_STATUSES = [
  "TRANSFORMING",
  "COPYTO",
  "APPROVELINEING",
  "SIGNSEQUENCEING",
  "SIGNLINEING",
] as const;

const notTodo: ReadonlySet<string> = new Set(NOT_TODO_STATUSES);

/** True when a task of this status is a to-do (see {@link NOT_TODO_STATUSES}). */
export function isTodoStatus(status: string): boolean {
  return !notTodo.has(status);
}

/**
 * True when `userId` holds the task: its assignee, or, while nobody has claimed it, one of its user
 * candidates (`candidateIds`).
 */
export function holds(
  task: { assignee_id: string },
  userId: string,
  candidateIds: readonly string[],
): boolean {
  if (task.assignee_id === userId) return true;
  return task.assignee_id === UNCLAIMED && candidateIds.includes(userId);
}

/** {@link holds} on the database: reads the user's candidacy only when the task is unclaimed. */
export async function holdsTask(
  db: Db,
  task: { id: string; assignee_id: string },
  userId: string,
): Promise<boolean> {
  if (task.assignee_id === userId) return true;
  if (task.assignee_id !== UNCLAIMED) return false;
  const row = await db
    .selectFrom("bpm_task_candidate")
    .select("task_id")
    .where("task_id", "=", task.id)
    .where("type", "=", "user")
    .where("identity_id", "=", userId)
    .executeTakeFirst();
  return holds(task, userId, row ? [userId] : []);
}

/** An expression builder over a query that names bpm_task `A`. */
type TaskScope<A extends string> = ExpressionBuilder<DB & { [K in A]: DB["bpm_task"] }, A>;

/**
 * {@link holds} as SQL: the task `alias` is held by one of `userIds` — assigned to one of them, or
 * unclaimed with one of them as a user candidate. `tenantId`, when given, also bounds the candidate rows
 * (so the candidate index on tenant is used).
 */
export function taskHeldBy<A extends "t" | "bt">(
  scope: TaskScope<A>,
  alias: A,
  userIds: readonly string[],
  tenantId?: string,
): Expression<SqlBool> {
  // The alias is a value here, so its columns are raw references; the rest is typed on the base tables.
  const eb = scope as unknown as ExpressionBuilder<DB, never>;
  const assignee = sql.ref<string>(`${alias}.assignee_id`);
  let offered = eb
    .selectFrom("bpm_task_candidate as c")
    .select(sql`1`.as("one"))
    .where("c.task_id", "=", sql.ref<string>(`${alias}.id`))
    .where("c.type", "=", "user")
    .where("c.identity_id", "in", [...userIds]);
  if (tenantId) offered = offered.where("c.tenant_id", "=", tenantId);
  return eb.or([
    eb(assignee, "in", [...userIds]),
    // A literal, so that a generic plan still matches the partial index bpm_task_unclaimed_idx (0036).
    eb.and([eb(assignee, "=", sql.lit(UNCLAIMED)), eb.exists(offered)]),
  ]);
}
