import type { ColumnType, Generated } from "kysely";
import type { BpmDB } from "./schemaBpm";
import type { DeployDB } from "./schemaDeploy";
import type { HomeDB } from "./schemaHome";
import type { MessagesDB } from "./schemaMessages";
import type { SealDB } from "./schemaSeal";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantTable {
  id: string;
  code: string;
  name: string;
  name_front: string | null;
  status: string;
  ico: string | null;
  front_logo: string | null;
  description: string | null;
  create_time: Timestamp;
}

export interface OrgTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  code: string;
  path_name: string;
  sn: number;
  /** Translation maps of the translatable columns (server/http/locale.ts). */
  label_i18n: ColumnType<
    Record<string, { "zh-CN": string; "en-US"?: string }> | null,
    string | null | undefined,
    string | null
  >;
}

export interface UserTable {
  id: string;
  tenant_id: string;
  account: string;
  fullname: string;
  password_hash: string;
  pwd_create_time: Timestamp;
  is_init_password: boolean;
  status: number;
  mobile: string | null;
  email: string | null;
  sex: string | null;
  address: string | null;
  create_time: Timestamp;
}

export interface RoleTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

export interface PostTable {
  id: string;
  tenant_id: string;
  org_id: string;
  code: string;
  name: string;
  is_manager: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UserPostTable {
  user_id: string;
  post_id: string;
}

export interface UserOrgTable {
  user_id: string;
  org_id: string;
  is_master: boolean;
}

export interface PwdStrategyTable {
  id: string;
  tenant_id: string;
  init_pwd: string;
  pwd_rule: number;
  pwd_length: number;
  duration: number;
  enable: boolean;
}

export interface SessionTable {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The session this one was copied from by /sso/auth; its sign-out ends this one too. */
  parent_id: string | null;
  /** When the user signed in (a copy inherits its parent's); the absolute limit counts from here. */
  signed_in_at: Timestamp;
  /** The generation of the session's current token; the previous one works until previous_until. */
  generation: Generated<number>;
  previous_until: Timestamp | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  tenant_id: string;
  account: string;
  /** signin (POST /auth) or password (old-password guesses at changUserPsd). */
  kind: Generated<string>;
  /** The client address of a sign-in failure; empty for password-change failures (counted per account). */
  address: Generated<string>;
  failed_at: Timestamp;
}

export interface MenuTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  alias: string;
  name: string;
  name_en: string;
  icon: string | null;
  path: string | null;
  href: string | null;
  sn: number;
  open: Generated<boolean>;
  hidden: Generated<boolean>;
}

export interface MenuRoleTable {
  menu_id: string;
  role_id: string;
}

export interface SysMethodTable {
  id: string;
  tenant_id: string;
  menu_alias: string | null;
  alias: string;
  name: string;
  request_url: string | null;
}

export interface MethodRoleTable {
  method_id: string;
  role_id: string;
}

/** A stored file's metadata (migrations 0002, 0029; docs/files.md); its bytes live in `store` under `storage_key`. */
export interface SysFileTable {
  id: string;
  tenant_id: string;
  name: string;
  /** The type detected from the bytes. */
  mime: string;
  size: number;
  /** Legacy inline bytes (before 0029); always null now. */
  content: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: Timestamp;
  uploader_id: string | null;
  sha256: string | null;
  store: ColumnType<"db" | "s3", "db" | "s3" | undefined, "db" | "s3">;
  storage_key: string;
  /** The record the file is attached to ('bpm_instance', 'rule', 'news', 'seal', 'logo'), once attached. */
  owner_kind: string | null;
  owner_id: string | null;
  extra_props: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  flow_key: string | null;
  status: ColumnType<string, string | undefined, string>;
}

/** One ~1 MB piece of a file kept by the database store (migration 0029). */
export interface SysFileChunkTable {
  storage_key: string;
  seq: number;
  data: Uint8Array;
  create_time: Timestamp;
}

export interface SysPropertyTable {
  tenant_id: string;
  alias: string;
  value: string;
}

export interface ShortUrlTable {
  id: string;
  tenant_id: string;
  code: string;
  url: string;
  guest_account: string;
  lose_time: Timestamp | null;
  create_time: Timestamp;
}

/** Columns shared by the three custom definitions (dialog, query, chart). */
interface CustomDefinitionColumns {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  condition_field: Generated<string>;
  sort_field: Generated<string>;
  update_time: Generated<Date>;
  /** Who may run it: JSON {"roles": [], "orgs": []}; null = the tenant's signed-in staff (not guests). */
  visibility: string | null;
}

/** Columns of a definition that may read a RESTful address instead of a local object. */
interface RestfulColumns {
  obj_name: string | null;
  ds_type: Generated<string>;
  dsalias: Generated<string>;
  need_page: Generated<boolean>;
  page_size: Generated<number>;
  result_field: Generated<string>;
  url: string | null;
  header: string | null;
  request_type: string | null;
  data_param: string | null;
  page_key: string | null;
  page_size_key: string | null;
  total_key: string | null;
  list_key: string | null;
}

export interface CustomDialogTable extends CustomDefinitionColumns, RestfulColumns {
  style: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  select_num: Generated<number>;
  display_field: Generated<string>;
}

export interface CustomQueryTable extends CustomDefinitionColumns, RestfulColumns {}

export interface CustomChartTable extends CustomDefinitionColumns {
  style: Generated<number>;
  obj_name: string;
  display_field: Generated<string>;
  xaxis_field: Generated<string>;
  conf: Generated<string>;
}

export interface ExpenseTable {
  id: string;
  tenant_id: string;
  code: string;
  applicant: string;
  dept: string;
  category: string;
  amount: string;
  apply_date: string;
  status: string;
}

export interface SalesMonthlyTable {
  id: string;
  tenant_id: string;
  month: string;
  region: string;
  amount: string;
  orders: number;
}

/** The database as Kysely sees it; table names are the SQL names. */
export interface DB extends BpmDB, HomeDB, DeployDB, MessagesDB, SealDB {
  uc_tenant: TenantTable;
  uc_org: OrgTable;
  uc_user: UserTable;
  uc_role: RoleTable;
  uc_user_role: UserRoleTable;
  uc_post: PostTable;
  uc_user_post: UserPostTable;
  uc_user_org: UserOrgTable;
  uc_pwd_strategy: PwdStrategyTable;
  uc_session: SessionTable;
  uc_login_failure: LoginFailureTable;
  sys_menu: MenuTable;
  sys_menu_role: MenuRoleTable;
  sys_method: SysMethodTable;
  sys_method_role: MethodRoleTable;
  sys_file: SysFileTable;
  sys_file_chunk: SysFileChunkTable;
  sys_property: SysPropertyTable;
  portal_short_url: ShortUrlTable;
  form_custom_dialog: CustomDialogTable;
  form_custom_query: CustomQueryTable;
  form_custom_chart: CustomChartTable;
  biz_expense: ExpenseTable;
  biz_sales_monthly: SalesMonthlyTable;
}
