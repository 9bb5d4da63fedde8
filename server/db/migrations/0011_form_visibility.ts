import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Who may run a custom dialog, query or chart: `visibility` is JSON text {"roles": [role aliases], "orgs":
 * [org ids]}; NULL (the default) means every signed-in staff member of the tenant, never a guest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE form_custom_dialog ADD COLUMN visibility text;
    ALTER TABLE form_custom_query ADD COLUMN visibility text;
    ALTER TABLE form_custom_chart ADD COLUMN visibility text
  `,
  );
}
