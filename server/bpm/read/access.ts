import { sql } from "kysely";
import type { Database } from "../../db";
import { forbidden, notFound } from "../../http/errors";
import { type Db, isTenantAdmin, secretaryCovers } from "../engine/identities";
import { holdsTask, taskHeldBy, UNCLAIMED } from "../tasks";

/** The signed-in caller as the read side needs it. */
export interface Caller {
  id: string;
  tenantId: string;
}

/** A bpm_task row with the columns the task views read. */
export async function taskRecord(db: Db, caller: Caller, taskId: string) {
  const task = await db
    .selectFrom("bpm_task")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("id", "=", taskId)
    .executeTakeFirst();
  if (!task) throw notFound("bpmTaskNotFound");
  return task;
}

/**
 * True when the caller may act on a task: its assignee, a user candidate, a system administrator, or —
 * with a leader id — an enabled secretary of a leader who holds the task (for this flow).
 */
export async function canActOnTask(
  db: Db,
  caller: Caller,
  task: { id: string; assignee_id: string; def_key: string },
  leaderId?: string,
): Promise<boolean> {
  const leader = leaderId?.trim();
  // Stryker disable next-line ConditionalExpression: "0" (no leader) reaching the query changes nothing, no user has id "0" (UNCLAIMED), so no secretary record names it.
  if (leader && leader !== "0") {
    const records = await db
      .selectFrom("bpm_secretary")
      .select("def_keys")
      .where("tenant_id", "=", caller.tenantId)
      .where("secretary_id", "=", caller.id)
      .where("leader_id", "=", leader)
      .where("is_enabled", "=", 1)
      .execute();
    if (records.some((r) => secretaryCovers(r.def_keys, task.def_key)) && (await holdsTask(db, task, leader)))
      return true;
  }
  if (await holdsTask(db, task, caller.id)) return true;
  return isTenantAdmin(db, caller.tenantId, caller.id);
}

/**
 * True when one of the leaders the caller is an enabled secretary of (for this flow) holds an open task
 * of the instance — the secretary may act on it, so may see its history and diagram too.
 */
async function leaderHoldsOpenTask(db: Db, caller: Caller, inst: { id: string; def_key: string }) {
  const records = await db
    .selectFrom("bpm_secretary")
    .select(["leader_id", "def_keys"])
    .where("tenant_id", "=", caller.tenantId)
    .where("secretary_id", "=", caller.id)
    .where("is_enabled", "=", 1)
    .execute();
  const leaders = [
    ...new Set(records.filter((r) => secretaryCovers(r.def_keys, inst.def_key)).map((r) => r.leader_id)),
  ];
  if (leaders.length === 0) return false;
  const task = await db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", caller.tenantId)
    .where("t.inst_id", "=", inst.id)
    .where((eb) => taskHeldBy(eb, "t", leaders))
    .limit(1)
    .executeTakeFirst();
  return Boolean(task);
}

/**
 * True when the caller may view an instance: its creator, anyone who has or had a task, an opinion, an
 * executed step or a notice on it (not one its sender revoked), a follower of it, the secretary of a leader who holds an open task of it (for a flow
 * the record covers), or a system administrator.
 */
export async function canViewInstance(
  db: Db,
  caller: Caller,
  inst: { id: string; creator_id: string; def_key: string },
): Promise<boolean> {
  if (inst.creator_id === caller.id) return true;
  const me = caller.id;
  // A SELECT without FROM always answers its one row.
  const { involved } = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom("bpm_task as t")
              .select(sql`1`.as("one"))
              .where("t.inst_id", "=", inst.id)
              .where((w) =>
                w.or([
                  w("t.assignee_id", "=", me),
                  w("t.owner_id", "=", me),
                  w.exists(
                    w
                      .selectFrom("bpm_task_candidate as c")
                      .select(sql`1`.as("one"))
                      .whereRef("c.task_id", "=", "t.id")
                      .where("c.type", "=", "user")
                      .where("c.identity_id", "=", me),
                  ),
                ]),
              ),
          ),
          eb.exists(
            eb
              .selectFrom("bpm_opinion as o")
              .select(sql`1`.as("one"))
              .where("o.inst_id", "=", inst.id)
              .where("o.auditor", "=", me),
          ),
          eb.exists(
            eb
              .selectFrom("bpm_exe_stack as s")
              .select(sql`1`.as("one"))
              .where("s.inst_id", "=", inst.id)
              .where("s.assignee_id", "=", me),
          ),
          eb.exists(
            eb
              .selectFrom("bpm_task_notice as n")
              .select(sql`1`.as("one"))
              .where("n.inst_id", "=", inst.id)
              .where("n.receiver_id", "=", me)
              // A notice its sender took back (only an unread one can be) shows nothing.
              .where("n.is_revoke", "=", 0),
          ),
          // A follower (an overdue task's escalation makes the handler's manager one: escalationFollow.ts).
          eb.exists(
            eb
              .selectFrom("bpm_task_follow as f")
              .select(sql`1`.as("one"))
              .where("f.tenant_id", "=", caller.tenantId)
              .where("f.inst_id", "=", inst.id)
              .where("f.user_id", "=", me),
          ),
        ])
        .as("involved"),
    )
    .executeTakeFirstOrThrow();
  if (involved) return true;
  if (await leaderHoldsOpenTask(db, caller, inst)) return true;
  return isTenantAdmin(db, caller.tenantId, caller.id);
}

/** The caller's instance row: 404 when it is not in the tenant (or deleted), 403 when not a viewer. */
export async function viewableInstance(db: Database, caller: Caller, instId: string) {
  const inst = await db
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("id", "=", instId)
    .where("is_dele", "=", 0)
    .executeTakeFirst();
  if (!inst) throw notFound("bpmInstanceNotFound");
  if (!(await canViewInstance(db, caller, inst))) throw forbidden("bpmNoViewRight");
  return inst;
}

/** Throws 403 unless the caller may act on the task. */
export async function requireTaskActor(
  db: Db,
  caller: Caller,
  task: { id: string; assignee_id: string; def_key: string },
  leaderId?: string,
): Promise<void> {
  if (!(await canActOnTask(db, caller, task, leaderId))) throw await taskRefusal(db, caller, task);
}

/**
 * Why a task is refused to the caller: a candidate of a shared task that someone else signed for learns
 * who holds it (the one other people may ask); anyone else only hears that it is not theirs.
 */
export async function taskRefusal(db: Db, caller: Caller, task: { id: string; assignee_id: string }) {
  // Stryker disable next-line ConditionalExpression: a shortcut; without it the holder lookup finds no user with id "0" (UNCLAIMED) and answers the same.
  if (task.assignee_id === UNCLAIMED) return forbidden("bpmNoTaskRight");
  const [candidate, holder] = await Promise.all([
    db
      .selectFrom("bpm_task_candidate")
      .select("task_id")
      .where("task_id", "=", task.id)
      .where("type", "=", "user")
      .where("identity_id", "=", caller.id)
      .executeTakeFirst(),
    db
      .selectFrom("uc_user")
      .select("fullname")
      .where("tenant_id", "=", caller.tenantId)
      .where("id", "=", task.assignee_id)
      .executeTakeFirst(),
  ]);
  return candidate && holder
    ? forbidden("bpmTaskClaimedBy", { name: holder.fullname })
    : forbidden("bpmNoTaskRight");
}
