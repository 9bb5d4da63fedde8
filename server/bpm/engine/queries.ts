import { HttpError } from "../../http/errors";
import { viewableInstance } from "../read/access";
import type { Actor } from "./context";
import type { Db } from "./identities";

/** Task statuses that are not to-dos of their assignee (the to-do list leaves them out, CONTRACT §6.1). */
const NOT_TODO = ["TRANSFORMING", "COPYTO", "APPROVELINEING", "SIGNSEQUENCEING", "SIGNLINEING"];

/**
 * GET /runtime/task/v1/nextTask: the id of the caller's oldest to-do (assigned to them, or offered to
 * them and unclaimed) other than `taskId`, or "" when there is none.
 */
export async function nextTaskId(db: Db, actor: Actor, taskId: string | undefined): Promise<string> {
  const row = await db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", actor.tenantId)
    .where("t.status", "not in", NOT_TODO)
    .where("t.id", "!=", taskId ?? "")
    .where((eb) =>
      eb.or([
        eb("t.assignee_id", "=", actor.userId),
        eb.and([
          eb("t.assignee_id", "=", "0"),
          eb.exists(
            eb
              .selectFrom("bpm_task_candidate as c")
              .select("c.task_id")
              .whereRef("c.task_id", "=", "t.id")
              .where("c.type", "=", "user")
              .where("c.identity_id", "=", actor.userId),
          ),
        ]),
      ]),
    )
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
