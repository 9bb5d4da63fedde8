import { sql } from "kysely";
import type { Database } from "../../db";
import { JOB_HANDLERS } from "./handlers";
import type { JobHandler, JobRow } from "./schedule";

/** Attempts a failing job gets before it is given up (marked done with its last error). */
export const JOB_MAX_ATTEMPTS = 5;
/** Jobs one round runs at most (a full round runs again at once). */
export const JOB_BATCH = 50;

/** The wait before retry n (1-based): 30 s, 1 min, 2 min, … at most an hour. */
export function jobBackoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Runs the jobs due at `now`, one transaction per job: the job row is claimed with
 * `FOR UPDATE SKIP LOCKED` (another server's worker, or a second round of this one, skips it), its handler
 * runs on that transaction inside a savepoint, and the row is marked done in the same transaction — so a
 * job's messages are written once however many workers run. A handler that throws rolls back to the
 * savepoint; the attempt is counted and the job waits `jobBackoffMs` (given up after JOB_MAX_ATTEMPTS,
 * with its last error kept). A kind without a handler is marked done with an error. Returns how many jobs
 * were taken.
 */
export async function runDueJobs(
  db: Database,
  now: Date = new Date(),
  handlers: Record<string, JobHandler> = JOB_HANDLERS,
  batch = JOB_BATCH,
): Promise<number> {
  let taken = 0;
  for (; taken < batch; taken++) {
    const claimed = await db.transaction().execute(async (trx) => {
      const job = (await trx
        .selectFrom("job")
        .selectAll()
        .where("done_at", "is", null)
        .where("run_at", "<=", now)
        .orderBy("run_at")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()) as JobRow | undefined;
      if (!job) return false;
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      if (!handler) {
        await trx
          .updateTable("job")
          .set({ done_at: now, last_error: `no handler for ${job.kind}` })
          .where("id", "=", job.id)
          .execute();
        return true;
      }
      await sql`SAVEPOINT job_run`.execute(trx);
      try {
        await handler(trx, job, now);
        await sql`RELEASE SAVEPOINT job_run`.execute(trx);
        await trx
          .updateTable("job")
          .set({ done_at: now, last_error: null })
          .where("id", "=", job.id)
          .execute();
      } catch (err) {
        await sql`ROLLBACK TO SAVEPOINT job_run`.execute(trx);
        const attempts = job.attempts + 1;
        await trx
          .updateTable("job")
          .set({
            attempts,
            last_error: String(err instanceof Error ? err.message : err).slice(0, 2000),
            run_at: new Date(now.getTime() + jobBackoffMs(attempts)),
            done_at: attempts >= JOB_MAX_ATTEMPTS ? now : null,
          })
          .where("id", "=", job.id)
          .execute();
      }
      return true;
    });
    if (!claimed) break;
  }
  return taken;
}

/**
 * Runs job rounds every `intervalMs` until stopped (the only timer; the jobs themselves live in the
 * database, so a restart or another server picks them up). A failed round is logged and retried on the
 * next tick. Returns the stop function (awaits a running round).
 */
export function startJobs(
  db: Database,
  intervalMs: number,
  handlers: { onError: (err: unknown) => void; onRan?: () => Promise<void> },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      for (;;) {
        if (stopped) return;
        const ran = await runDueJobs(db);
        if (ran > 0) await handlers.onRan?.();
        if (ran < JOB_BATCH) return;
      }
    } catch (err) {
      if (!stopped) handlers.onError(err);
    }
  };
  const tick = () => {
    running = round().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
      timer?.unref();
    });
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
