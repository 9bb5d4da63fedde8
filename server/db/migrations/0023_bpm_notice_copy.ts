import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Copy-to and notices to read (issue 14, spec 2 §2.1 v-todoRead / v-doneRead / v-myRead): a notice keeps
 * how it was sent (`copy_type` '0' 抄送 copy, '1' 传阅 pass round for reading, 'node' copy-to configured on
 * a node) and the sender's message (`opinion`). At most one unread, unrevoked COPYTO notice of an
 * instance per receiver: the partial unique index backs the engine's check made under the instance lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE bpm_task_notice ADD COLUMN copy_type text NOT NULL DEFAULT '0';
    ALTER TABLE bpm_task_notice ADD COLUMN opinion text;
    CREATE UNIQUE INDEX bpm_task_notice_unread_uniq ON bpm_task_notice (tenant_id, inst_id, receiver_id)
      WHERE status = 'COPYTO' AND is_read = 0 AND is_revoke = 0
  `,
  );
}
