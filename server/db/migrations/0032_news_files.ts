import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * A news item's or notice's attachments (spec 3 §3 News: file / ffj, a JSON list of {id, name}). The files
 * themselves are sys_file rows owned by the item (owner_kind "news"); this list is what the detail shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(db, "ALTER TABLE portal_news ADD COLUMN ffj jsonb NOT NULL DEFAULT '[]'::jsonb");
}

/** Drops the attachment list (the files stay in sys_file). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runDdl(db, "ALTER TABLE portal_news DROP COLUMN IF EXISTS ffj");
}
