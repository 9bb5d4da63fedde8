import type { Trx } from "./context";

/**
 * The overdue escalation (dueTime.ts, taskDueEscalate) sends the handler's managers a message that links
 * to the instance (`/inst/<id>`). To let them open it, the escalation makes each of them a follower of the
 * whole instance (bpm_task_follow, node_id ''), in the job's transaction; followers may view the instance
 * they follow (read/access.ts canViewInstance) and from then on hear when its nodes are passed. A manager
 * who already follows keeps their choice. Following on one's own still needs the view right first
 * (follow.ts saveFollow).
 */
export async function followAsEscalated(
  trx: Trx,
  tenantId: string,
  instId: string,
  managers: readonly string[],
): Promise<void> {
  if (managers.length === 0) return;
  const already = await trx
    .selectFrom("bpm_task_follow")
    .select("user_id")
    .distinct()
    .where("tenant_id", "=", tenantId)
    .where("inst_id", "=", instId)
    .where("user_id", "in", [...managers])
    .execute();
  const following = new Set(already.map((r) => r.user_id));
  const rows = managers
    .filter((m) => !following.has(m))
    .map((userId) => ({ tenant_id: tenantId, inst_id: instId, user_id: userId, node_id: "" }));
  if (rows.length === 0) return;
  await trx
    .insertInto("bpm_task_follow")
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
