import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * The personal electronic seal (issue 15 §4, spec 3 §3): one per user of a tenant, a png picture held in
 * sys_file and a password hashed with argon2id like login passwords. No foreign key to sys_file, so the
 * file service keeps full control of its rows; the seal reads its picture through the tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE uc_electronic_seal (
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      user_id text NOT NULL REFERENCES uc_user (id) ON DELETE CASCADE,
      file_id text NOT NULL,
      password_hash text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id)
    )
  `,
  );
}
