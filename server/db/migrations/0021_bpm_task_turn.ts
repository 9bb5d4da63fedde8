import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Delegations (转办) and transfers (流转) of a task (issue 14): one `bpm_task_turn` row each, kept after the
 * work is done so the owner's v-myDelegate list shows it (getDelegate). `turn_type` deliverto | transform,
 * `status` running | finish | cancel; `task_version` is the task's version right after the hand-over (a
 * delegation may be taken back only while the task still has it). A transfer's receivers, in order, with
 * their sub-task and decision are `bpm_task_turn_assign` rows; its vote settings are `settings`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE bpm_task_turn (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      task_id text NOT NULL,
      inst_id text NOT NULL,
      def_key text NOT NULL,
      type_id text,
      subject text NOT NULL,
      node_id text NOT NULL,
      task_name text NOT NULL,
      owner_id text NOT NULL,
      owner_name text NOT NULL,
      assignee_id text NOT NULL,
      assignee_name text NOT NULL,
      turn_type text NOT NULL,
      status text NOT NULL DEFAULT 'running',
      create_time timestamptz NOT NULL DEFAULT now(),
      finish_time timestamptz,
      task_version integer NOT NULL,
      settings jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX bpm_task_turn_owner_idx ON bpm_task_turn (tenant_id, owner_id, create_time DESC, id DESC);
    CREATE INDEX bpm_task_turn_task_idx ON bpm_task_turn (task_id, status);

    CREATE TABLE bpm_task_turn_assign (
      turn_id text NOT NULL REFERENCES bpm_task_turn (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      user_id text NOT NULL,
      user_name text NOT NULL,
      task_id text,
      decision text,
      opinion text,
      decide_time timestamptz,
      PRIMARY KEY (turn_id, seq)
    );
    CREATE INDEX bpm_task_turn_assign_task_idx ON bpm_task_turn_assign (task_id)
  `,
  );
}
