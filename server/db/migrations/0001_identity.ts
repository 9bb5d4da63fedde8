import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/** Tenants, organisation, users, roles, posts, password strategy, sessions and login failures. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE uc_tenant (
      id text PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      name_front text,
      status text NOT NULL DEFAULT 'enable' CHECK (status IN ('enable', 'disabled', 'draft')),
      ico text,
      front_logo text,
      description text,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uc_tenant_name_idx ON uc_tenant (lower(name));

    CREATE TABLE uc_org (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      parent_id text REFERENCES uc_org (id),
      name text NOT NULL,
      code text NOT NULL,
      path_name text NOT NULL,
      sn integer NOT NULL DEFAULT 0,
      UNIQUE (tenant_id, code)
    );
    CREATE INDEX uc_org_parent_idx ON uc_org (tenant_id, parent_id);

    CREATE TABLE uc_user (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      account text NOT NULL,
      fullname text NOT NULL,
      password_hash text NOT NULL,
      pwd_create_time timestamptz NOT NULL DEFAULT now(),
      is_init_password boolean NOT NULL DEFAULT false,
      status integer NOT NULL DEFAULT 1,
      mobile text,
      email text,
      sex text,
      address text,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, account)
    );

    CREATE TABLE uc_role (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      name text NOT NULL,
      UNIQUE (tenant_id, alias)
    );

    CREATE TABLE uc_user_role (
      user_id text NOT NULL REFERENCES uc_user (id) ON DELETE CASCADE,
      role_id text NOT NULL REFERENCES uc_role (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, role_id)
    );
    CREATE INDEX uc_user_role_role_idx ON uc_user_role (role_id);

    CREATE TABLE uc_post (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      org_id text NOT NULL REFERENCES uc_org (id),
      code text NOT NULL,
      name text NOT NULL,
      UNIQUE (tenant_id, code)
    );

    CREATE TABLE uc_user_post (
      user_id text NOT NULL REFERENCES uc_user (id) ON DELETE CASCADE,
      post_id text NOT NULL REFERENCES uc_post (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, post_id)
    );

    CREATE TABLE uc_user_org (
      user_id text NOT NULL REFERENCES uc_user (id) ON DELETE CASCADE,
      org_id text NOT NULL REFERENCES uc_org (id) ON DELETE CASCADE,
      is_master boolean NOT NULL DEFAULT false,
      PRIMARY KEY (user_id, org_id)
    );
    CREATE INDEX uc_user_org_org_idx ON uc_user_org (org_id);

    CREATE TABLE uc_pwd_strategy (
      id text PRIMARY KEY,
      tenant_id text NOT NULL UNIQUE REFERENCES uc_tenant (id),
      init_pwd text NOT NULL,
      pwd_rule integer NOT NULL DEFAULT 1 CHECK (pwd_rule BETWEEN 1 AND 4),
      pwd_length integer NOT NULL DEFAULT 6,
      duration integer NOT NULL DEFAULT 0,
      enable boolean NOT NULL DEFAULT false
    );

    CREATE TABLE uc_session (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      user_id text NOT NULL REFERENCES uc_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX uc_session_user_idx ON uc_session (user_id);
    CREATE INDEX uc_session_expires_idx ON uc_session (expires_at);

    CREATE TABLE uc_login_failure (
      id serial PRIMARY KEY,
      tenant_id text NOT NULL,
      account text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uc_login_failure_idx ON uc_login_failure (tenant_id, account, failed_at);
  `,
  );
}
