import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * The home page (issue 5, spec 1 "Home page", CONTRACT §7): columns (with display rights), application
 * layouts (tenant default, per org or per role), personal layouts, form reminders, meetings, news and
 * notices, carousel images, often-used systems and the reports the home charts read. Every row carries
 * tenant_id; every list read has its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE portal_index_column (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      name text NOT NULL,
      alias text NOT NULL,
      catalog text,
      catalog_name text,
      col_type integer NOT NULL DEFAULT 0,
      data_mode integer NOT NULL DEFAULT 0,
      data_from text,
      data_param text,
      request_type text,
      template_html text,
      col_height integer NOT NULL DEFAULT 300,
      col_url text,
      new_window integer NOT NULL DEFAULT 0,
      need_page integer NOT NULL DEFAULT 0,
      support_refresh integer NOT NULL DEFAULT 0,
      refresh_time integer,
      show_effect integer,
      is_public integer NOT NULL DEFAULT 0,
      memo text,
      rights jsonb,
      sn integer NOT NULL DEFAULT 0,
      create_by text,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by text,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, alias)
    );
    CREATE INDEX portal_index_column_catalog_idx ON portal_index_column (tenant_id, catalog, sn);

    CREATE TABLE portal_index_layout (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      name text NOT NULL,
      memo text,
      layout_type integer NOT NULL DEFAULT 2,
      org_id text,
      role_alias text,
      is_def integer NOT NULL DEFAULT 0,
      design jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX portal_index_layout_org_idx ON portal_index_layout (tenant_id, layout_type, org_id);
    CREATE INDEX portal_index_layout_role_idx ON portal_index_layout (tenant_id, layout_type, role_alias);

    CREATE TABLE portal_my_layout (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      user_id text NOT NULL REFERENCES uc_user (id),
      layout_type integer NOT NULL DEFAULT 2,
      design jsonb NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, user_id, layout_type)
    );

    CREATE TABLE form_remind_data (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      user_id text NOT NULL REFERENCES uc_user (id),
      subject text NOT NULL,
      content text NOT NULL DEFAULT '',
      count integer NOT NULL DEFAULT 0,
      opem_type text NOT NULL DEFAULT '',
      opem_id text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX form_remind_data_user_idx ON form_remind_data (tenant_id, user_id, create_time);

    CREATE TABLE portal_meeting (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      hymc text NOT NULL,
      kssj timestamptz NOT NULL,
      jssj timestamptz NOT NULL,
      hys text NOT NULL DEFAULT '',
      attendees jsonb NOT NULL DEFAULT '[]'::jsonb,
      task_id text,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX portal_meeting_day_idx ON portal_meeting (tenant_id, kssj);

    CREATE TABLE portal_news (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      fbt text NOT NULL,
      fkssj timestamptz NOT NULL DEFAULT now(),
      fzz text NOT NULL DEFAULT '',
      fsfxysp integer NOT NULL DEFAULT 0,
      fjssj date,
      content text NOT NULL DEFAULT ''
    );
    CREATE INDEX portal_news_kind_idx ON portal_news (tenant_id, fsfxysp, fkssj DESC);

    CREATE TABLE portal_press_release (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      type text NOT NULL,
      title text NOT NULL DEFAULT '',
      src text NOT NULL,
      href text,
      sn integer NOT NULL DEFAULT 0
    );
    CREATE INDEX portal_press_release_type_idx ON portal_press_release (tenant_id, type, sn);

    CREATE TABLE portal_often_system (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      name text NOT NULL,
      url text NOT NULL,
      icon text NOT NULL DEFAULT '',
      color text NOT NULL DEFAULT '',
      sn integer NOT NULL DEFAULT 0
    );
    CREATE INDEX portal_often_system_idx ON portal_often_system (tenant_id, sn);

    CREATE TABLE portal_report (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      alias text NOT NULL,
      title text NOT NULL,
      chart_type text NOT NULL DEFAULT 'bar',
      x_axis jsonb NOT NULL DEFAULT '[]'::jsonb,
      series jsonb NOT NULL DEFAULT '[]'::jsonb,
      per_user integer NOT NULL DEFAULT 0,
      UNIQUE (tenant_id, alias)
    )
  `,
  );
}
