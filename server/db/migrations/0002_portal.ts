import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/** Menus, method rights, files, system properties and short links. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE sys_menu (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      parent_id text REFERENCES sys_menu (id) ON DELETE CASCADE,
      alias text NOT NULL,
      name text NOT NULL,
      name_en text NOT NULL,
      icon text,
      path text,
      href text,
      sn integer NOT NULL DEFAULT 0,
      open boolean NOT NULL DEFAULT true,
      hidden boolean NOT NULL DEFAULT false,
      UNIQUE (tenant_id, alias)
    );
    CREATE INDEX sys_menu_parent_idx ON sys_menu (tenant_id, parent_id, sn);

    CREATE TABLE sys_menu_role (
      menu_id text NOT NULL REFERENCES sys_menu (id) ON DELETE CASCADE,
      role_id text NOT NULL REFERENCES uc_role (id) ON DELETE CASCADE,
      PRIMARY KEY (menu_id, role_id)
    );
    CREATE INDEX sys_menu_role_role_idx ON sys_menu_role (role_id);

    CREATE TABLE sys_method (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      menu_alias text,
      alias text NOT NULL,
      name text NOT NULL,
      request_url text,
      UNIQUE (tenant_id, alias)
    );

    CREATE TABLE sys_method_role (
      method_id text NOT NULL REFERENCES sys_method (id) ON DELETE CASCADE,
      role_id text NOT NULL REFERENCES uc_role (id) ON DELETE CASCADE,
      PRIMARY KEY (method_id, role_id)
    );
    CREATE INDEX sys_method_role_role_idx ON sys_method_role (role_id);

    CREATE TABLE sys_file (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      name text NOT NULL,
      mime text NOT NULL,
      size integer NOT NULL,
      content bytea NOT NULL,
      is_public boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sys_property (
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      value text NOT NULL,
      PRIMARY KEY (tenant_id, alias)
    );

    CREATE TABLE portal_short_url (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      code text NOT NULL UNIQUE,
      url text NOT NULL,
      guest_account text NOT NULL,
      lose_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}
