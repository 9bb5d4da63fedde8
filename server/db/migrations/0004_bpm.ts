import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * The approval engine's tables (ARCHITECTURE §4): categories, forms, definitions (JSON, versioned) and
 * their start rights, instances (pinned to a definition version), open tasks with candidates, opinions
 * (every decision, the history), the executed-node stack (reject and revoke), notices, often-used flows,
 * stock opinions, agents/deputies/secretaries (filled by the delegation issue), idempotency keys, an
 * outbox for messages and an append-only audit. Every row carries tenant_id; every list has its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE uc_post ADD COLUMN is_manager boolean NOT NULL DEFAULT false;

    CREATE TABLE sys_type (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      type_key text NOT NULL,
      key text NOT NULL,
      name text NOT NULL,
      name_en text NOT NULL DEFAULT '',
      parent_id text NOT NULL DEFAULT '0',
      sn integer NOT NULL DEFAULT 0,
      UNIQUE (tenant_id, type_key, key)
    );

    CREATE TABLE bpm_form (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      form_key text NOT NULL,
      name text NOT NULL,
      bo_alias text NOT NULL,
      schema jsonb NOT NULL,
      ui_schema jsonb NOT NULL DEFAULT '{}'::jsonb,
      version integer NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, form_key)
    );

    CREATE TABLE bpm_definition (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      def_key text NOT NULL,
      name text NOT NULL,
      description text,
      type_id text,
      version integer NOT NULL,
      is_main text NOT NULL DEFAULT 'Y',
      status text NOT NULL DEFAULT 'deploy',
      support_mobile integer NOT NULL DEFAULT 1,
      icon text,
      color text,
      definition jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, def_key, version)
    );
    CREATE INDEX bpm_definition_main_idx ON bpm_definition (tenant_id, is_main, status, type_id);

    CREATE TABLE bpm_def_right (
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      def_key text NOT NULL,
      right_type text NOT NULL,
      identity_id text NOT NULL DEFAULT '',
      PRIMARY KEY (tenant_id, def_key, right_type, identity_id)
    );
    CREATE INDEX bpm_def_right_identity_idx ON bpm_def_right (tenant_id, right_type, identity_id);

    CREATE TABLE bpm_instance (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      def_id text NOT NULL REFERENCES bpm_definition (id),
      def_key text NOT NULL,
      def_name text NOT NULL,
      type_id text,
      subject text NOT NULL,
      status text NOT NULL,
      bo_alias text,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      biz_key text,
      creator_id text NOT NULL,
      creator_name text NOT NULL,
      create_org_id text,
      agent_leader_id text,
      parent_inst_id text NOT NULL DEFAULT '0',
      is_forbidden integer NOT NULL DEFAULT 0,
      is_dele integer NOT NULL DEFAULT 0,
      support_mobile integer NOT NULL DEFAULT 1,
      back_to_start boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      end_time timestamptz,
      duration bigint
    );
    CREATE INDEX bpm_instance_creator_idx ON bpm_instance (tenant_id, creator_id, status, create_time DESC);
    CREATE INDEX bpm_instance_def_idx ON bpm_instance (tenant_id, def_key, create_time DESC);

    CREATE TABLE bpm_task (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      inst_id text NOT NULL REFERENCES bpm_instance (id),
      def_id text NOT NULL,
      def_key text NOT NULL,
      def_name text NOT NULL,
      type_id text,
      node_id text NOT NULL,
      name text NOT NULL,
      subject text NOT NULL,
      status text NOT NULL DEFAULT 'NORMAL',
      owner_id text NOT NULL DEFAULT '0',
      assignee_id text NOT NULL DEFAULT '0',
      locked boolean NOT NULL DEFAULT false,
      parent_id text NOT NULL DEFAULT '0',
      priority integer NOT NULL DEFAULT 0,
      creator_id text NOT NULL,
      creator_name text NOT NULL,
      draft_opinion text,
      draft_data jsonb,
      version integer NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(),
      due_time timestamptz
    );
    CREATE INDEX bpm_task_assignee_idx ON bpm_task (tenant_id, assignee_id, create_time DESC, id);
    CREATE INDEX bpm_task_inst_idx ON bpm_task (inst_id);

    CREATE TABLE bpm_task_candidate (
      tenant_id text NOT NULL,
      task_id text NOT NULL REFERENCES bpm_task (id) ON DELETE CASCADE,
      type text NOT NULL,
      identity_id text NOT NULL,
      identity_name text NOT NULL DEFAULT '',
      PRIMARY KEY (task_id, type, identity_id)
    );
    CREATE INDEX bpm_task_candidate_identity_idx ON bpm_task_candidate (tenant_id, type, identity_id, task_id);

    CREATE TABLE bpm_opinion (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      inst_id text NOT NULL REFERENCES bpm_instance (id),
      def_id text NOT NULL,
      task_id text,
      task_key text NOT NULL,
      task_name text NOT NULL,
      qualfieds jsonb NOT NULL DEFAULT '[]'::jsonb,
      auditor text,
      auditor_name text,
      agent_leader_id text,
      opinion text,
      status text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      assign_time timestamptz,
      complete_time timestamptz,
      dur_ms bigint,
      files text,
      zfiles text,
      interpose integer NOT NULL DEFAULT 0,
      org_path text,
      post_name text
    );
    CREATE INDEX bpm_opinion_inst_idx ON bpm_opinion (inst_id, create_time);
    CREATE INDEX bpm_opinion_auditor_idx ON bpm_opinion (tenant_id, auditor, complete_time DESC);

    CREATE TABLE bpm_exe_stack (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      inst_id text NOT NULL REFERENCES bpm_instance (id),
      node_id text NOT NULL,
      node_name text NOT NULL,
      node_type text NOT NULL,
      task_id text,
      assignee_id text,
      action text,
      depth integer NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_exe_stack_inst_idx ON bpm_exe_stack (inst_id, depth);

    CREATE TABLE bpm_task_notice (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      inst_id text NOT NULL REFERENCES bpm_instance (id),
      task_id text,
      node_id text NOT NULL DEFAULT '',
      name text NOT NULL,
      subject text NOT NULL,
      def_key text NOT NULL,
      def_name text NOT NULL,
      type_id text,
      owner_id text NOT NULL,
      receiver_id text NOT NULL,
      status text NOT NULL DEFAULT 'COPYTO',
      is_read integer NOT NULL DEFAULT 0,
      is_revoke integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      read_time timestamptz
    );
    CREATE INDEX bpm_task_notice_receiver_idx ON bpm_task_notice (tenant_id, receiver_id, is_read, create_time DESC);
    CREATE INDEX bpm_task_notice_owner_idx ON bpm_task_notice (tenant_id, owner_id, create_time DESC);

    CREATE TABLE bpm_often_flow (
      tenant_id text NOT NULL,
      user_id text NOT NULL,
      def_key text NOT NULL,
      sn integer NOT NULL,
      PRIMARY KEY (tenant_id, user_id, def_key)
    );

    CREATE TABLE bpm_approval_item (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      expression text NOT NULL,
      type integer NOT NULL,
      def_key text,
      user_id text,
      sn integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_approval_item_idx ON bpm_approval_item (tenant_id, type, def_key, user_id);

    CREATE TABLE bpm_agent (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      auth_id text NOT NULL,
      auth_name text NOT NULL,
      agent_id text NOT NULL,
      agent_name text NOT NULL,
      def_keys text,
      start_date timestamptz,
      end_date timestamptz,
      is_enabled text NOT NULL DEFAULT 'enabled',
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_agent_auth_idx ON bpm_agent (tenant_id, auth_id);

    CREATE TABLE bpm_deputy (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      user_id text NOT NULL,
      agent_id text NOT NULL,
      agent_name text NOT NULL,
      is_mail integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, user_id)
    );

    CREATE TABLE bpm_secretary (
      id text PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES uc_tenant (id),
      leader_id text NOT NULL,
      leader_name text NOT NULL,
      secretary_id text NOT NULL,
      secretary_name text NOT NULL,
      def_keys text,
      is_enabled integer NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_secretary_secretary_idx ON bpm_secretary (tenant_id, secretary_id);

    CREATE TABLE bpm_idempotency (
      tenant_id text NOT NULL,
      user_id text NOT NULL,
      key text NOT NULL,
      status_code integer NOT NULL,
      response jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id, key)
    );

    CREATE TABLE bpm_outbox (
      id bigserial PRIMARY KEY,
      tenant_id text NOT NULL,
      kind text NOT NULL,
      recipient_id text,
      payload jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      sent_time timestamptz
    );
    CREATE INDEX bpm_outbox_pending_idx ON bpm_outbox (id) WHERE sent_time IS NULL;

    CREATE TABLE bpm_audit (
      id bigserial PRIMARY KEY,
      tenant_id text NOT NULL,
      user_id text,
      account text,
      action text NOT NULL,
      inst_id text,
      task_id text,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      address text,
      user_agent text,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bpm_audit_inst_idx ON bpm_audit (tenant_id, inst_id, id);

    CREATE FUNCTION bpm_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'bpm_audit is append-only'; END; $$;
    CREATE TRIGGER bpm_audit_no_change BEFORE UPDATE OR DELETE ON bpm_audit
      FOR EACH ROW EXECUTE FUNCTION bpm_audit_append_only()
  `,
  );
}
