import { LOCK_CODES } from "../../../src/api/contract";
import { HttpError } from "../../http/errors";
import { UNCLAIMED } from "../tasks";
import { type ActionAnswer, type Actor, audit, type Trx } from "./context";
import { candidatesOf, conflict, leaderFor, lockInstanceOfTask } from "./guard";
import type { Db } from "./identities";
import type { TaskRow } from "./records";

/** A lock code with what it was computed from. */
interface LockState {
  code: number;
  task?: TaskRow;
  actingUserId: string;
}

/**
 * The lock code of a task for the caller (CONTRACT §6.7): 0 missing/handled, 6 instance forbidden,
 * 1 offered to candidates and unclaimed, 3 claimed by me (may unlock), 2 assigned to me directly,
 * 4 claimed by another candidate, 5 a sysAdmin who is not a handler. Anyone else → 403 bpmNotCandidate.
 */
async function lockState(db: Db, actor: Actor, taskId: string, leaderId?: string): Promise<LockState> {
  const task = await db
    .selectFrom("bpm_task")
    .selectAll()
    .where("id", "=", taskId)
    .where("tenant_id", "=", actor.tenantId)
    .executeTakeFirst();
  if (!task) return { code: LOCK_CODES.handledOrMissing, actingUserId: actor.userId };
  const leader = await leaderFor(db, actor, leaderId, task.def_key);
  const me = leader?.id ?? actor.userId;
  const inst = await db
    .selectFrom("bpm_instance")
    .select("is_forbidden")
    .where("id", "=", task.inst_id)
    .executeTakeFirst();
  // Stryker disable next-line OptionalChaining: bpm_task.inst_id is a foreign key; the instance is there
  if (inst?.is_forbidden === 1) return { code: LOCK_CODES.forbidden, task, actingUserId: me };
  const candidates = await candidatesOf(db, task.id);
  const isCandidate = candidates.some((c) => c.id === me);
  let code: number;
  if (task.assignee_id === me)
    code = candidates.length > 0 ? LOCK_CODES.canUnlock : LOCK_CODES.noUnlockNeeded;
  else if (isCandidate) code = task.assignee_id === UNCLAIMED ? LOCK_CODES.canLock : LOCK_CODES.lockedByOther;
  else if (!leader && (await actor.isAdmin(db))) code = LOCK_CODES.adminView;
  else throw new HttpError(403, "bpmNotCandidate");
  return { code, task, actingUserId: me };
}

/** GET /runtime/task/v1/canLock: the caller's lock code of a task (a bare integer). */
export async function canLock(db: Db, actor: Actor, taskId: string, leaderId?: string): Promise<number> {
  return (await lockState(db, actor, taskId, leaderId)).code;
}

/**
 * GET /runtime/task/v1/lockUnlock: answers the code before the toggle; 1 claims the task (assignee = me,
 * only while nobody holds it), 3 gives it back to the candidates; other codes change nothing. The code is
 * read under the instance's lock, so the loser of a race for a claim gets 4, as if it had come second.
 */
export async function lockUnlock(
  trx: Trx,
  actor: Actor,
  taskId: string,
  leaderId?: string,
): Promise<ActionAnswer<number>> {
  await lockInstanceOfTask(trx, actor.tenantId, taskId);
  const state = await lockState(trx, actor, taskId, leaderId);
  const { task, code, actingUserId } = state;
  if (!task || (code !== LOCK_CODES.canLock && code !== LOCK_CODES.canUnlock))
    return { status: 200, body: code };
  const claim = code === LOCK_CODES.canLock;
  const changed = await trx
    .updateTable("bpm_task")
    .set({ assignee_id: claim ? actingUserId : UNCLAIMED, locked: claim, version: task.version + 1 })
    .where("id", "=", task.id)
    .where("version", "=", task.version)
    .where("status", "=", task.status)
    .where("assignee_id", "=", claim ? UNCLAIMED : actingUserId)
    .executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) throw conflict();
  await audit(trx, actor, claim ? "lock" : "unlock", { instId: task.inst_id, taskId: task.id });
  return { status: 200, body: code };
}
