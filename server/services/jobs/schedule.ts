import type { Selectable } from "kysely";
import type { Trx } from "../../bpm/engine/context";
import type { Db } from "../../bpm/engine/identities";
import type { JobTable } from "../../db/schemaBpm";

/** A job row as a handler sees it. */
export type JobRow = Selectable<JobTable>;

/**
 * Does a job's work on the claiming transaction (its messages go in the same transaction as the job's
 * done mark, so a job's effect happens once). Throwing counts as a failed attempt (retried with backoff).
 */
export type JobHandler = (trx: Trx, job: JobRow, now: Date) => Promise<void>;

/** Schedules a job (in the caller's transaction, so it exists exactly when the caller's change does). */
export async function scheduleJob(
  db: Db,
  job: { tenantId: string; kind: string; runAt: Date; payload: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto("job")
    .values({
      tenant_id: job.tenantId,
      kind: job.kind,
      run_at: job.runAt,
      payload: JSON.stringify(job.payload),
    })
    .execute();
}

/** Marks the pending jobs of some kinds about one task as done without running them (superseded). */
export async function cancelTaskJobs(db: Db, tenantId: string, taskId: string, kinds: string[], now: Date) {
  await db
    .updateTable("job")
    .set({ done_at: now, last_error: "superseded" })
    .where("done_at", "is", null)
    .where("tenant_id", "=", tenantId)
    .where("kind", "in", kinds)
    .where((eb) => eb(eb.ref("payload", "->>").key("taskId" as never), "=", taskId))
    .execute();
}
