import { HttpError } from "../../http/errors";
import { viewableInstance } from "../read/access";
import { NOT_TODO_STATUSES, taskHeldBy } from "../tasks";
import type { Actor } from "./context";
import type { Db } from "./identities";

/**
 * GET /runtime/task/v1/nextTask: the id of the caller's oldest to-do (assigned to them, or offered to
 * them and unclaimed) other than `taskId`, or "" when there is none.
 */
export async function nextTaskId(db: Db, actor: Actor, taskId: string | undefined): Promise<string> {
  const row = await db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", actor.tenantId)
    .where("t.status", "not in", NOT_TODO_STATUSES)
    .where("t.id", "!=", taskId ?? "")
    .where((eb) => taskHeldBy(eb, "t", [actor.userId]))
    .orderBy("t.create_time", "asc")
    .orderBy("t.id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? "";
}

/**
 * POST /runtime/task/v1/isEnd: whether the instance of a task (open, or already handled) or the given
 * instance has ended (end or manualend). Answered only to those who may view the instance, by the rule
 * and with the answers of the instance read (`viewableInstance`): unknown in the caller's tenant → 404,
 * not a viewer → 403.
 */
export async function instanceEnded(
  db: Db,
  actor: Actor,
  by: { taskId?: string; instId?: string },
): Promise<boolean> {
  let instId = by.instId;
  if (!instId && by.taskId) {
    const open = await db
      .selectFrom("bpm_task")
      .select("inst_id")
      .where("id", "=", by.taskId)
      .where("tenant_id", "=", actor.tenantId)
      .executeTakeFirst();
    const handled = open
      ? undefined
      : await db
          .selectFrom("bpm_opinion")
          .select("inst_id")
          .where("task_id", "=", by.taskId)
          .where("tenant_id", "=", actor.tenantId)
          .limit(1)
          .executeTakeFirst();
    instId = open?.inst_id ?? handled?.inst_id;
  }
  if (!instId) throw new HttpError(404, "bpmTaskGone");
  const inst = await viewableInstance(db, { id: actor.userId, tenantId: actor.tenantId }, instId);
  return inst.status === "end" || inst.status === "manualend";
}
