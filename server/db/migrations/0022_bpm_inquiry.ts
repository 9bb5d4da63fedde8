import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Inquiry (征询) and communication (沟通): a reply's opinion names the task it answers (the owner's task,
 * `parent_task_id`), and the open sub-tasks of an owner task (bpm_task.parent_id ≠ '0') are found by a
 * partial index, which leaves the ordinary tasks (parent '0') out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE bpm_opinion ADD COLUMN parent_task_id text;
    CREATE INDEX bpm_task_parent_idx ON bpm_task (parent_id, status) WHERE parent_id <> '0';
    CREATE INDEX bpm_opinion_parent_task_idx ON bpm_opinion (parent_task_id) WHERE parent_task_id IS NOT NULL
  `,
  );
}
