import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Translatable configured names (issue 13 §5): the translation maps of a row's columns, keyed by column
 * name (`{"name": {"zh-CN": …, "en-US": …}}`), beside the plain zh-CN columns (server/http/locale.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE portal_index_column ADD COLUMN label_i18n jsonb;
    ALTER TABLE bpm_definition ADD COLUMN label_i18n jsonb;
    ALTER TABLE uc_org ADD COLUMN label_i18n jsonb;
    ALTER TABLE portal_often_system ADD COLUMN label_i18n jsonb
  `,
  );
}
