import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Sessions that end (issue 11 §3): a session remembers the session it was copied from (`/sso/auth`), the
 * sign-in time its absolute limit counts from (inherited by copies), and its token generation, so a
 * refreshed-away token stops after a short grace. Sign-in failures are counted per account and client
 * address (`kind` tells sign-in from password-change guesses), and administrators get the method right
 * `loginUnlock` (new tenants get it from the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE uc_session ADD COLUMN parent_id text REFERENCES uc_session (id) ON DELETE SET NULL;
    ALTER TABLE uc_session ADD COLUMN signed_in_at timestamptz NOT NULL DEFAULT now();
    UPDATE uc_session SET signed_in_at = created_at;
    ALTER TABLE uc_session ADD COLUMN generation integer NOT NULL DEFAULT 0;
    ALTER TABLE uc_session ADD COLUMN previous_until timestamptz;
    CREATE INDEX uc_session_parent_idx ON uc_session (parent_id);

    ALTER TABLE uc_login_failure ADD COLUMN kind text NOT NULL DEFAULT 'signin';
    ALTER TABLE uc_login_failure ADD COLUMN address text NOT NULL DEFAULT '';
    DROP INDEX uc_login_failure_idx;
    CREATE INDEX uc_login_failure_pair_idx ON uc_login_failure (tenant_id, account, kind, address, failed_at);
    CREATE INDEX uc_login_failure_time_idx ON uc_login_failure (failed_at);

    INSERT INTO sys_method (id, tenant_id, alias, name, menu_alias)
      SELECT 'mt-' || code || '-loginUnlock', id, 'loginUnlock', '解除登录锁定', 'v-system-admin' FROM uc_tenant
      ON CONFLICT DO NOTHING
  `,
  );
}
