import { type OperationNodeSource, type RawBuilder, sql } from "kysely";
import { HttpError, notFound } from "../../http/errors";
import { UNCLAIMED } from "../tasks";
import type { Assignee } from "./assignees";
import type { Actor, Trx } from "./context";
import type { Db } from "./identities";
import { secretaryCovers } from "./identities";
import { COMMU_STATUS, checkTaskUse, closesCommunications, INQUIRY_STATUS, type TaskUse } from "./inquiry";
import type { InstanceRow, TaskRow } from "./records";

/** The 409 of every lost race: the task or instance changed since it was read. */
export const conflict = () => new HttpError(409, "bpmTaskConflict");

/** A task as an action sees it: the row, its instance (read under the row lock), its candidates and who acts. */
export interface TaskInHand {
  task: TaskRow;
  inst: InstanceRow;
  candidates: Assignee[];
  /** The user the action is done as: the caller, or the leader a secretary acts for. */
  actingUserId: string;
  /** Set when a secretary acts for a leader. */
  leaderId: string | null;
  /** The caller is a sysAdmin acting on a task that is not theirs. */
  asAdmin: boolean;
  /** What the action asked to read with the task (`taskForAction`'s `alongside`), by column name. */
  alongside?: Record<string, unknown>;
}

/**
 * Columns an action reads in the statement that reads its task under the instance lock, by name: scalar SQL
 * expressions (a subquery, a `json_agg`) that may refer to the task row as `t`. Reading them there instead
 * of in statements of their own saves the action those round trips while it holds the lock.
 */
export type TaskAlongside = Record<string, RawBuilder<unknown>>;

/**
 * The leader a secretary acts for: `leaderId` when given (not "0") and the caller is that leader's
 * enabled secretary for the flow; 403 bpmNotSecretary otherwise; null when no leader is given.
 */
export async function leaderFor(
  db: Db,
  actor: Actor,
  leaderId: string | undefined,
  defKey: string,
): Promise<{ id: string; name: string } | null> {
  if (!leaderId || leaderId === "0" || leaderId === actor.userId) return null;
  const rows = await db
    .selectFrom("bpm_secretary")
    .select(["leader_id", "leader_name", "def_keys"])
    .where("tenant_id", "=", actor.tenantId)
    .where("secretary_id", "=", actor.userId)
    .where("leader_id", "=", leaderId)
    .where("is_enabled", "=", 1)
    .execute();
  const row = rows.find((r) => secretaryCovers(r.def_keys, defKey));
  if (!row) throw new HttpError(403, "bpmNotSecretary");
  return { id: row.leader_id, name: row.leader_name };
}

/** A task of the caller's tenant; a task already handled (it has an opinion) → 409, an unknown one → 404. */
export async function readTask(trx: Trx, tenantId: string, taskId: string): Promise<TaskRow> {
  return (await readTaskWith(trx, tenantId, taskId, {})).task;
}

/**
 * `readTask` with more columns read in the same statement (see {@link TaskAlongside}); their values come
 * back apart from the task row, which stays exactly the row of bpm_task.
 */
async function readTaskWith(
  trx: Trx,
  tenantId: string,
  taskId: string,
  alongside: TaskAlongside,
): Promise<{ task: TaskRow; alongside: Record<string, unknown> }> {
  const names = Object.keys(alongside);
  const row = await trx
    .selectFrom("bpm_task as t")
    .selectAll("t")
    .select(names.map((name) => (alongside[name] as RawBuilder<unknown>).as(`alongside_${name}`)))
    .where("t.id", "=", taskId)
    .where("t.tenant_id", "=", tenantId)
    .executeTakeFirst();
  if (row) {
    const all = row as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const name of names) {
      values[name] = all[`alongside_${name}`];
      delete all[`alongside_${name}`];
    }
    return { task: row as TaskRow, alongside: values };
  }
  const handled = await trx
    .selectFrom("bpm_opinion")
    .select("id")
    .where("task_id", "=", taskId)
    .where("tenant_id", "=", tenantId)
    .limit(1)
    .executeTakeFirst();
  if (handled) throw conflict();
  // A transfer's sub-task removed when the vote ended was handled too (turns: issue 14).
  const voted = await trx
    .selectFrom("bpm_task_turn_assign")
    .select("turn_id")
    .where("task_id", "=", taskId)
    .executeTakeFirst();
  if (voted) throw conflict();
  throw new HttpError(404, "bpmTaskGone");
}

/** The candidates of a task (people it is offered to), by name. */
export async function candidatesOf(trx: Db, taskId: string): Promise<Assignee[]> {
  const rows = await trx
    .selectFrom("bpm_task_candidate")
    .select(["identity_id", "identity_name"])
    .where("task_id", "=", taskId)
    .where("type", "=", "user")
    .orderBy("identity_name")
    .execute();
  return rows.map((r) => ({ id: r.identity_id, name: r.identity_name }));
}

/**
 * Reads and locks (SELECT … FOR UPDATE) the instance row of a task of the tenant, in one statement;
 * undefined when there is no such task. Every change to a task happens under its instance's lock, so
 * what the caller reads of the task and its candidates after this is current and stays so until commit
 * (under READ COMMITTED, a read before the lock may see a task a concurrent winner has since taken).
 */
export async function lockInstanceOfTask(
  trx: Trx,
  tenantId: string,
  taskId: string,
): Promise<InstanceRow | undefined> {
  return trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("id", "=", (eb) =>
      eb.selectFrom("bpm_task").select("inst_id").where("id", "=", taskId).where("tenant_id", "=", tenantId),
    )
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Loads a task for an action: locks its instance row first (`lockInstanceOfTask`), then reads the task
 * and its candidates under that lock, and checks the caller may act on the task: its assignee, a
 * candidate while nobody has claimed it, or a sysAdmin (403 bpmNotCandidate otherwise; claimed by
 * someone else, or taken meanwhile → 409). A secretary may act as the leader given by `leaderId`.
 * `use` (inquiry.ts `checkTaskUse`): a decision by default — refused on an inquiry/communication
 * sub-task (400) and while the task waits for inquiry replies (409 bpmInquiryPending).
 * Two statements in the usual case: the lock, then the task with its open inquiries, its candidates (when
 * it is not the caller's) and the action's `alongside` columns (given the locked instance), all read after
 * the lock so that they are current (a statement's snapshot is taken before it waits for a lock).
 */
export async function taskForAction(
  trx: Trx,
  actor: Actor,
  taskId: string,
  leaderId?: string,
  use: TaskUse = "decide",
  alongside?: (inst: InstanceRow) => TaskAlongside,
): Promise<TaskInHand> {
  const inst = await lockInstanceOfTask(trx, actor.tenantId, taskId);
  const read = await readTaskWith(trx, actor.tenantId, taskId, {
    ...(inst && alongside ? alongside(inst) : {}),
    ...guardColumns(actor, use),
  });
  const { task } = read;
  if (!inst) throw notFound();
  if (inst.is_forbidden === 1) throw new HttpError(409, "bpmInstForbidden");
  const leader = await leaderFor(trx, actor, leaderId, task.def_key);
  const actingUserId = leader?.id ?? actor.userId;
  const listed = read.alongside[CANDIDATES] as Assignee[] | null | undefined;
  const candidates = task.assignee_id === actingUserId ? [] : (listed ?? (await candidatesOf(trx, task.id)));
  const isCandidate = candidates.some((c) => c.id === actingUserId);
  let asAdmin = false;
  if (task.assignee_id !== actingUserId) {
    if (isCandidate && task.assignee_id !== UNCLAIMED) throw conflict();
    if (!isCandidate) {
      // The task changed under them (issue 14): its owner after delegating it (the owner's action lost to
      // the delegation), or the delegate of a delegation taken back. Both are 409, as any lost race.
      if (task.status === "DELIVERTO" && task.owner_id === actingUserId) throw conflict();
      if (await delegationTakenBack(trx, actor.tenantId, task.id, actingUserId)) throw conflict();
      if (leader || !(await actor.isAdmin(trx))) throw new HttpError(403, "bpmNotCandidate");
      asAdmin = true;
    }
  }
  const { [CANDIDATES]: _c, [INQUIRY_OPEN]: inquiryOpen, ...asked } = read.alongside;
  await checkTaskUse(trx, task, use, inquiryOpen === undefined ? undefined : Boolean(inquiryOpen));
  return {
    task,
    inst,
    candidates,
    actingUserId,
    leaderId: leader?.id ?? null,
    asAdmin,
    alongside: asked,
  };
}

const CANDIDATES = "guard_candidates";
const INQUIRY_OPEN = "guard_inquiry_open";

/**
 * What the guard itself reads with the task: its candidates by name when it is not the caller's (the
 * same list as `candidatesOf`), and for a decision whether an inquiry sub-task is open (inquiry.ts).
 */
function guardColumns(actor: Actor, use: TaskUse): TaskAlongside {
  return {
    [CANDIDATES]: sql`CASE WHEN t.assignee_id <> ${actor.userId} THEN coalesce((
      SELECT json_agg(json_build_object('id', c.identity_id, 'name', c.identity_name) ORDER BY c.identity_name)
      FROM bpm_task_candidate c WHERE c.task_id = t.id AND c.type = 'user'), '[]'::json) END`,
    ...(use === "decide"
      ? {
          // The constant parent_id predicate matches the partial index bpm_task_parent_idx (migration 0022).
          [INQUIRY_OPEN]: sql`EXISTS (SELECT 1 FROM bpm_task s WHERE s.tenant_id = t.tenant_id
            AND s.parent_id = t.id AND s.parent_id <> '0' AND s.status = ${INQUIRY_STATUS})`,
        }
      : {}),
  };
}

/** True when the user was the delegate of a delegation of the task its owner has taken back. */
async function delegationTakenBack(trx: Trx, tenantId: string, taskId: string, userId: string) {
  const row = await trx
    .selectFrom("bpm_task_turn")
    .select("id")
    .where("tenant_id", "=", tenantId)
    .where("task_id", "=", taskId)
    .where("assignee_id", "=", userId)
    .where("status", "=", "cancel")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes a task only if it is still as read (id, version, status); 409 when it changed. Its open
 * communication sub-tasks go with it (inquiry.ts `closeCommunications`), and with `finishTurnsAt` its
 * running hand-over turns are finished then (turns.ts `finishTurns`). One statement, whatever it does: the
 * sub-task delete and the turn update are data-modifying WITH clauses that act only when the task went,
 * so a complete pays one round trip for the three (it paid three) while it holds the instance lock.
 * `writes`: inserts the action makes anyway (its opinion, its stack entry: records.ts `opinionInsert`,
 * `stackPush`), run as WITH clauses of the same statement; a 409 rolls them back with the transaction.
 */
export async function takeTask(
  trx: Trx,
  task: TaskRow,
  finishTurnsAt?: Date,
  writes: OperationNodeSource[] = [],
): Promise<void> {
  const commu = closesCommunications(task)
    ? sql`, commu AS (DELETE FROM bpm_task WHERE tenant_id = ${task.tenant_id} AND parent_id = ${task.id}
        AND parent_id <> '0' AND status = ${COMMU_STATUS} AND EXISTS (SELECT 1 FROM gone))`
    : sql``;
  const turns = finishTurnsAt
    ? sql`, turns AS (UPDATE bpm_task_turn SET status = 'finish', finish_time = ${finishTurnsAt}
        WHERE task_id = ${task.id} AND status = 'running' AND EXISTS (SELECT 1 FROM gone))`
    : sql``;
  const also =
    writes.length > 0
      ? sql.join(
          writes.map((write, i) => sql`, ${sql.raw(`write${i}`)} AS (${write})`),
          sql``,
        )
      : sql``;
  const { rows } = await sql<{ n: number }>`
    WITH gone AS (DELETE FROM bpm_task WHERE id = ${task.id} AND version = ${task.version}
      AND status = ${task.status} RETURNING id)${commu}${turns}${also}
    SELECT count(*)::int AS n FROM gone`.execute(trx);
  if (Number(rows[0]?.n ?? 0) !== 1) throw conflict();
}

/** Updates the instance row, bumping its version (the row is locked by the action). */
export async function saveInstance(
  trx: Trx,
  inst: InstanceRow,
  changes: {
    status?: string;
    data?: Record<string, unknown>;
    back_to_start?: boolean;
    end_time?: Date | null;
    duration?: number | null;
    subject?: string;
  },
  now: Date,
): Promise<void> {
  const { data, ...rest } = changes;
  await trx
    .updateTable("bpm_instance")
    .set({
      ...rest,
      ...(data ? { data: JSON.stringify(data) } : {}),
      version: inst.version + 1,
      update_time: now,
    })
    .where("id", "=", inst.id)
    .execute();
}
