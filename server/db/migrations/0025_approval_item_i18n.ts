import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Stock opinions (bpm_approval_item, spec 2 §7.4) in both languages (issue 13 §5): the translation map of
 * `expression`, as the other configured names keep theirs (0017_label_i18n). Personal ones, typed by
 * their users, stay plain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(db, "ALTER TABLE bpm_approval_item ADD COLUMN label_i18n jsonb");
}
