import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Where an open task came from, so the engine can revoke and send back without guessing: `origin`
 * (start | complete | reject | revoke | back), `prev_task_id` (the task whose decision created it) and,
 * for a reject in "direct" back-hand mode, the node and person the flow returns to once it is done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE bpm_task ADD COLUMN origin text NOT NULL DEFAULT 'start';
    ALTER TABLE bpm_task ADD COLUMN prev_task_id text;
    ALTER TABLE bpm_task ADD COLUMN back_node_id text;
    ALTER TABLE bpm_task ADD COLUMN back_assignee_id text;
    CREATE INDEX bpm_opinion_task_idx ON bpm_opinion (task_id)
  `,
  );
}
