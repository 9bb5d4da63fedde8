import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Rules and regulations (spec 3 §2 and §3, issue 13 §1): one row per rule of a tenant, with its title,
 * attachments (a JSON list of {id, name}; the files issue shows them), publish status (1 published,
 * 0 unpublished), publisher and publish time. The list reads the published rules of a tenant, newest first
 * (the list index); a title search uses the trigram index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE portal_rules_control (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      title text NOT NULL,
      attachment jsonb NOT NULL DEFAULT '[]'::jsonb,
      publish_status integer NOT NULL DEFAULT 0 CHECK (publish_status IN (0, 1)),
      create_by text,
      create_by_name text,
      publish_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX portal_rules_control_list_idx
      ON portal_rules_control (tenant_id, publish_status, publish_time DESC, id);
    CREATE INDEX portal_rules_control_title_trgm ON portal_rules_control USING gin (title gin_trgm_ops);
    `,
  );
}

/** Drops the rules table (and its indexes). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runDdl(db, "DROP TABLE IF EXISTS portal_rules_control");
}
