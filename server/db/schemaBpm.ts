import type { ColumnType, Generated } from "kysely";

/** Kysely types of the approval engine's tables (migration 0004_bpm). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string (or a value the driver serialises). */
type Json<T = unknown> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SysTypeTable {
  id: string;
  tenant_id: string;
  type_key: string;
  key: string;
  name: string;
  name_en: Defaulted<string>;
  parent_id: Defaulted<string>;
  sn: Defaulted<number>;
}

export interface BpmFormTable {
  id: string;
  tenant_id: string;
  form_key: string;
  name: string;
  bo_alias: string;
  schema: Json<Record<string, unknown>>;
  ui_schema: Json<Record<string, unknown>>;
  version: Defaulted<number>;
  create_time: Timestamp;
}

export interface BpmDefinitionTable {
  id: string;
  tenant_id: string;
  def_key: string;
  name: string;
  description: string | null;
  type_id: string | null;
  version: number;
  is_main: Defaulted<string>;
  status: Defaulted<string>;
  support_mobile: Defaulted<number>;
  icon: string | null;
  color: string | null;
  definition: Json;
  create_time: Timestamp;
  /** Translation maps of the translatable columns (server/http/locale.ts). */
  label_i18n: ColumnType<
    Record<string, { "zh-CN": string; "en-US"?: string }> | null,
    string | null | undefined,
    string | null
  >;
}

export interface BpmDefRightTable {
  tenant_id: string;
  def_key: string;
  /** everyone | user | role | org | post */
  right_type: string;
  identity_id: Defaulted<string>;
}

export interface BpmInstanceTable {
  id: string;
  tenant_id: string;
  def_id: string;
  def_key: string;
  def_name: string;
  type_id: string | null;
  subject: string;
  status: string;
  bo_alias: string | null;
  data: Json<Record<string, unknown>>;
  biz_key: string | null;
  creator_id: string;
  creator_name: string;
  create_org_id: string | null;
  agent_leader_id: string | null;
  parent_inst_id: Defaulted<string>;
  is_forbidden: Defaulted<number>;
  is_dele: Defaulted<number>;
  support_mobile: Defaulted<number>;
  back_to_start: Defaulted<boolean>;
  version: Defaulted<number>;
  create_time: Timestamp;
  update_time: Timestamp;
  end_time: NullableTimestamp;
  duration: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BpmTaskTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  def_id: string;
  def_key: string;
  def_name: string;
  type_id: string | null;
  node_id: string;
  name: string;
  subject: string;
  status: Defaulted<string>;
  owner_id: Defaulted<string>;
  assignee_id: Defaulted<string>;
  locked: Defaulted<boolean>;
  parent_id: Defaulted<string>;
  priority: Defaulted<number>;
  creator_id: string;
  creator_name: string;
  draft_opinion: string | null;
  draft_data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  version: Defaulted<number>;
  create_time: Timestamp;
  due_time: NullableTimestamp;
  /** How the task came to be: start | complete | reject | revoke | back (migration 0005). */
  origin: Defaulted<string>;
  /** The task whose decision created this one; null for tasks created by a start. */
  prev_task_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Direct back-hand mode: the node (and person) the flow returns to once this task is done. */
  back_node_id: ColumnType<string | null, string | null | undefined, string | null>;
  back_assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BpmTaskCandidateTable {
  tenant_id: string;
  task_id: string;
  /** user | role | org | post */
  type: string;
  identity_id: string;
  identity_name: Defaulted<string>;
}

export interface BpmOpinionTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  def_id: string;
  task_id: string | null;
  task_key: string;
  task_name: string;
  qualfieds: Json<{ id: string; name: string; type: string }[]>;
  auditor: string | null;
  auditor_name: string | null;
  agent_leader_id: string | null;
  opinion: string | null;
  status: string;
  create_time: Timestamp;
  assign_time: NullableTimestamp;
  complete_time: NullableTimestamp;
  dur_ms: ColumnType<number | null, number | null | undefined, number | null>;
  files: string | null;
  zfiles: string | null;
  interpose: Defaulted<number>;
  org_path: string | null;
  post_name: string | null;
  /** A reply (inqu_reply, feedback) or withdrawal: the owner's task it answers (migration 0022). */
  parent_task_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BpmExeStackTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  node_id: string;
  node_name: string;
  node_type: string;
  task_id: string | null;
  assignee_id: string | null;
  action: string | null;
  depth: number;
  create_time: Timestamp;
}

export interface BpmTaskNoticeTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string | null;
  node_id: Defaulted<string>;
  name: string;
  subject: string;
  def_key: string;
  def_name: string;
  type_id: string | null;
  owner_id: string;
  receiver_id: string;
  status: Defaulted<string>;
  is_read: Defaulted<number>;
  is_revoke: Defaulted<number>;
  create_time: Timestamp;
  read_time: NullableTimestamp;
  /** '0' 抄送 copy, '1' 传阅 pass round, 'node' copy-to configured on a node (migration 0023). */
  copy_type: Defaulted<string>;
  /** The sender's message (migration 0023). */
  opinion: string | null;
}

export interface BpmOftenFlowTable {
  tenant_id: string;
  user_id: string;
  def_key: string;
  sn: number;
}

export interface BpmApprovalItemTable {
  id: string;
  tenant_id: string;
  expression: string;
  /** 1 global, 2 per flow (def_key), 3 personal (user_id) */
  type: number;
  def_key: string | null;
  user_id: string | null;
  sn: Defaulted<number>;
  create_time: Timestamp;
  /** The translation map of `expression` (server/http/locale.ts); none for personal ones. */
  label_i18n: ColumnType<
    Record<string, { "zh-CN": string; "en-US"?: string }> | null,
    string | null | undefined,
    string | null
  >;
}

export interface BpmAgentTable {
  id: string;
  tenant_id: string;
  auth_id: string;
  auth_name: string;
  agent_id: string;
  agent_name: string;
  def_keys: string | null;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  is_enabled: Defaulted<string>;
  create_time: Timestamp;
}

export interface BpmDeputyTable {
  id: string;
  tenant_id: string;
  user_id: string;
  agent_id: string;
  agent_name: string;
  is_mail: Defaulted<number>;
  create_time: Timestamp;
}

export interface BpmSecretaryTable {
  id: string;
  tenant_id: string;
  leader_id: string;
  leader_name: string;
  secretary_id: string;
  secretary_name: string;
  /** Comma-separated def keys the secretary may start for the leader; null = every flow. */
  def_keys: string | null;
  is_enabled: Defaulted<number>;
  create_time: Timestamp;
}

export interface BpmIdempotencyTable {
  tenant_id: string;
  user_id: string;
  key: string;
  /** "METHOD /path" of the request the key first answered. */
  route: string;
  /** SHA-256 (hex) of that request's canonical JSON body. */
  body_hash: string;
  status_code: number;
  response: Json;
  create_time: Timestamp;
}

export interface BpmOutboxTable {
  id: Generated<string>;
  tenant_id: string;
  kind: string;
  recipient_id: string | null;
  payload: Json;
  create_time: Timestamp;
  sent_time: NullableTimestamp;
  /** The channels asked for, a comma list ("inner,mail"); migration 0027. */
  channels: Generated<string>;
}

export interface BpmAuditTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string | null;
  account: string | null;
  action: string;
  inst_id: string | null;
  task_id: string | null;
  detail: Json;
  address: string | null;
  user_agent: string | null;
  create_time: Timestamp;
}

/** A delegation (转办, turn_type deliverto) or transfer (流转, transform) of a task (migration 0021). */
export interface BpmTaskTurnTable {
  id: string;
  tenant_id: string;
  task_id: string;
  inst_id: string;
  def_key: string;
  type_id: string | null;
  subject: string;
  node_id: string;
  task_name: string;
  owner_id: string;
  owner_name: string;
  /** The delegate; for a transfer the receivers' ids, comma separated. */
  assignee_id: string;
  assignee_name: string;
  turn_type: string;
  /** running | finish | cancel */
  status: Defaulted<string>;
  create_time: Timestamp;
  finish_time: NullableTimestamp;
  /** The task's version right after the hand-over. */
  task_version: number;
  /** A transfer's vote settings (TransferSettings). */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** A transfer's receiver, in order (seq from 0), with the sub-task made for them and their decision. */
export interface BpmTaskTurnAssignTable {
  turn_id: string;
  seq: number;
  user_id: string;
  user_name: string;
  task_id: string | null;
  /** agree | oppose | cancel (the vote ended before they decided); null while open or not yet asked. */
  decision: string | null;
  opinion: string | null;
  decide_time: NullableTimestamp;
}

/** The approval engine's part of the database. */
export interface BpmDB {
  sys_type: SysTypeTable;
  bpm_form: BpmFormTable;
  bpm_definition: BpmDefinitionTable;
  bpm_def_right: BpmDefRightTable;
  bpm_instance: BpmInstanceTable;
  bpm_task: BpmTaskTable;
  bpm_task_candidate: BpmTaskCandidateTable;
  bpm_opinion: BpmOpinionTable;
  bpm_exe_stack: BpmExeStackTable;
  bpm_task_notice: BpmTaskNoticeTable;
  bpm_often_flow: BpmOftenFlowTable;
  bpm_approval_item: BpmApprovalItemTable;
  bpm_agent: BpmAgentTable;
  bpm_deputy: BpmDeputyTable;
  bpm_secretary: BpmSecretaryTable;
  bpm_idempotency: BpmIdempotencyTable;
  bpm_outbox: BpmOutboxTable;
  bpm_audit: BpmAuditTable;
  bpm_task_turn: BpmTaskTurnTable;
  bpm_task_turn_assign: BpmTaskTurnAssignTable;
  job: JobTable;
  work_calendar: WorkCalendarTable;
  bpm_urge: BpmUrgeTable;
  bpm_task_follow: BpmTaskFollowTable;
  bpm_team_opinion: BpmTeamOpinionTable;
}

/* Issue 14 — scheduled jobs, work calendar, urge and follow (migration 0024). */

export interface JobTable {
  id: Generated<string>;
  tenant_id: string;
  kind: string;
  run_at: ColumnType<Date, Date | string, Date | string>;
  payload: Json<Record<string, unknown>>;
  attempts: Defaulted<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  done_at: NullableTimestamp;
  created: Timestamp;
}

export interface WorkCalendarTable {
  tenant_id: string;
  /** A calendar day (date); read it as text with to_char to stay clear of the driver's local-time parsing. */
  day: ColumnType<Date | string, string, string>;
  is_workday: boolean;
}

export interface BpmUrgeTable {
  id: Generated<string>;
  tenant_id: string;
  inst_id: string;
  user_id: string;
  opinion: string | null;
  receivers: Json<{ id: string; name: string }[]>;
  create_time: Timestamp;
}

export interface BpmTaskFollowTable {
  tenant_id: string;
  inst_id: string;
  user_id: string;
  /** '' = the whole instance. */
  node_id: Defaulted<string>;
  create_time: Timestamp;
}

/** A team's saved opinion: the latest text one handler of a node of an instance saved for the others. */
export interface BpmTeamOpinionTable {
  tenant_id: string;
  inst_id: string;
  node_id: string;
  user_id: string;
  user_name: string;
  opinion: string;
  update_time: Timestamp;
}
