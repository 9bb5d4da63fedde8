import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Scheduled work from the database and the flow's urge/follow/due-time records (issue 14 §1):
 * - `job`: one row per scheduled job, claimed with FOR UPDATE SKIP LOCKED by any server's worker once
 *   `run_at` has passed; `done_at` is set in the transaction that does the job's work (or when its
 *   attempts are spent); the partial index keeps the due scan small.
 * - `work_calendar`: a tenant's calendar days; a row overrides the weekday rule (holidays, swapped days).
 * - `bpm_urge`: who urged an instance when (fatigue control: one per instance per person per interval).
 * - `bpm_task_follow`: who follows an instance (`node_id` '' = the whole instance) or some of its nodes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE job (
      id bigserial PRIMARY KEY,
      tenant_id text NOT NULL,
      kind text NOT NULL,
      run_at timestamptz NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      done_at timestamptz,
      created timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX job_due_idx ON job (run_at) WHERE done_at IS NULL;
    CREATE TABLE work_calendar (
      tenant_id text NOT NULL,
      day date NOT NULL,
      is_workday boolean NOT NULL,
      PRIMARY KEY (tenant_id, day)
    );
    CREATE TABLE bpm_urge (
      id bigserial PRIMARY KEY,
      tenant_id text NOT NULL,
      inst_id text NOT NULL,
      user_id text NOT NULL,
      opinion text,
      receivers jsonb NOT NULL DEFAULT '[]'::jsonb,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_urge_inst_idx ON bpm_urge (tenant_id, inst_id, user_id, create_time DESC);
    CREATE TABLE bpm_task_follow (
      tenant_id text NOT NULL,
      inst_id text NOT NULL,
      user_id text NOT NULL,
      node_id text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, inst_id, user_id, node_id)
    );
    CREATE INDEX bpm_task_follow_inst_idx ON bpm_task_follow (inst_id)
  `,
  );
}
