import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/** Custom dialogs, queries and charts, the views they may read, and the demo business records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE form_custom_dialog (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      name text NOT NULL,
      style integer NOT NULL DEFAULT 0,
      obj_name text,
      ds_type text NOT NULL DEFAULT 'dataSource',
      dsalias text NOT NULL DEFAULT 'LOCAL',
      need_page boolean NOT NULL DEFAULT true,
      page_size integer NOT NULL DEFAULT 20,
      width integer NOT NULL DEFAULT 800,
      height integer NOT NULL DEFAULT 600,
      select_num integer NOT NULL DEFAULT 1,
      display_field text NOT NULL DEFAULT '[]',
      condition_field text NOT NULL DEFAULT '[]',
      result_field text NOT NULL DEFAULT '[]',
      sort_field text NOT NULL DEFAULT '[]',
      url text,
      header text,
      request_type text,
      data_param text,
      page_key text,
      page_size_key text,
      total_key text,
      list_key text,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, alias)
    );

    CREATE TABLE form_custom_query (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      name text NOT NULL,
      obj_name text,
      ds_type text NOT NULL DEFAULT 'dataSource',
      dsalias text NOT NULL DEFAULT 'LOCAL',
      need_page boolean NOT NULL DEFAULT true,
      page_size integer NOT NULL DEFAULT 10,
      condition_field text NOT NULL DEFAULT '[]',
      result_field text NOT NULL DEFAULT '[]',
      sort_field text NOT NULL DEFAULT '[]',
      url text,
      header text,
      request_type text,
      data_param text,
      page_key text,
      page_size_key text,
      total_key text,
      list_key text,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, alias)
    );

    CREATE TABLE form_custom_chart (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      name text NOT NULL,
      style integer NOT NULL DEFAULT 1,
      obj_name text NOT NULL,
      display_field text NOT NULL DEFAULT '[]',
      xaxis_field text NOT NULL DEFAULT '[]',
      condition_field text NOT NULL DEFAULT '[]',
      sort_field text NOT NULL DEFAULT '[]',
      conf text NOT NULL DEFAULT '{}',
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, alias)
    );

    CREATE TABLE biz_expense (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      code text NOT NULL,
      applicant text NOT NULL,
      dept text NOT NULL,
      category text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      apply_date date NOT NULL,
      status text NOT NULL,
      UNIQUE (tenant_id, code)
    );
    CREATE INDEX biz_expense_date_idx ON biz_expense (tenant_id, apply_date);

    CREATE TABLE biz_sales_monthly (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      month text NOT NULL,
      region text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      orders integer NOT NULL
    );
    CREATE INDEX biz_sales_monthly_idx ON biz_sales_monthly (tenant_id, month);

    CREATE VIEW v_form_user AS
      SELECT u.id, u.tenant_id, u.account, u.fullname, u.email, u.mobile, u.status,
             o.id AS org_id, o.name AS org_name
      FROM uc_user u
      LEFT JOIN uc_user_org uo ON uo.user_id = u.id AND uo.is_master
      LEFT JOIN uc_org o ON o.id = uo.org_id;

    CREATE VIEW v_form_org AS
      SELECT o.id, o.tenant_id, o.parent_id, o.name, o.code, o.path_name, o.sn FROM uc_org o;
  `,
  );
}
