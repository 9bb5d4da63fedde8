import type { ColumnType } from "kysely";

/** Kysely types of the home page's tables (migration 0010_home). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T = unknown> = ColumnType<T, string, string>;
type NullableJson<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Who may see a column: any listed role alias, org id or user id; null or all empty = everyone. */
export interface ColumnRights {
  roles?: string[];
  orgs?: string[];
  users?: string[];
}

export interface PortalIndexColumnTable {
  id: string;
  tenant_id: string;
  name: string;
  alias: string;
  catalog: string | null;
  catalog_name: string | null;
  col_type: Defaulted<number>;
  data_mode: Defaulted<number>;
  data_from: string | null;
  data_param: string | null;
  request_type: string | null;
  template_html: string | null;
  col_height: Defaulted<number>;
  col_url: string | null;
  new_window: Defaulted<number>;
  need_page: Defaulted<number>;
  support_refresh: Defaulted<number>;
  refresh_time: number | null;
  show_effect: number | null;
  is_public: Defaulted<number>;
  memo: string | null;
  rights: NullableJson<ColumnRights>;
  /** Translation maps of the translatable columns (server/http/locale.ts). */
  label_i18n: ColumnType<
    Record<string, { "zh-CN": string; "en-US"?: string }> | null,
    string | null | undefined,
    string | null
  >;
  sn: Defaulted<number>;
  create_by: string | null;
  create_time: Timestamp;
  update_by: string | null;
  update_time: Timestamp;
}

export interface PortalIndexLayoutTable {
  id: string;
  tenant_id: string;
  name: string;
  memo: string | null;
  layout_type: Defaulted<number>;
  org_id: string | null;
  role_alias: string | null;
  is_def: Defaulted<number>;
  design: Json<Record<string, unknown>>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface PortalMyLayoutTable {
  id: string;
  tenant_id: string;
  user_id: string;
  layout_type: Defaulted<number>;
  design: Json<Record<string, unknown>>;
  update_time: Timestamp;
}

export interface FormRemindDataTable {
  id: string;
  tenant_id: string;
  user_id: string;
  subject: string;
  content: Defaulted<string>;
  count: Defaulted<number>;
  opem_type: Defaulted<string>;
  opem_id: Defaulted<string>;
  create_time: Timestamp;
}

export interface PortalMeetingTable {
  id: string;
  tenant_id: string;
  hymc: string;
  kssj: ColumnType<Date, Date | string, Date | string>;
  jssj: ColumnType<Date, Date | string, Date | string>;
  hys: Defaulted<string>;
  attendees: ColumnType<string[], string | undefined, string>;
  task_id: string | null;
  create_time: Timestamp;
}

export interface PortalNewsTable {
  id: string;
  tenant_id: string;
  fbt: string;
  fkssj: Timestamp;
  fzz: Defaulted<string>;
  fsfxysp: Defaulted<number>;
  /** A date column; read as a Date (PGlite and pg parse it at local midnight). */
  fjssj: ColumnType<Date | string | null, string | null | undefined, string | null>;
  content: Defaulted<string>;
  /** The item's files, [{id, name}] (spec 3 §3 News ffj; migration 0032_news_files). */
  ffj: ColumnType<{ id: string; name: string }[], string | undefined, string>;
}

export interface PortalPressReleaseTable {
  id: string;
  tenant_id: string;
  type: string;
  title: Defaulted<string>;
  src: string;
  href: string | null;
  sn: Defaulted<number>;
}

export interface PortalOftenSystemTable {
  id: string;
  tenant_id: string;
  name: string;
  url: string;
  icon: Defaulted<string>;
  color: Defaulted<string>;
  sn: Defaulted<number>;
  /** Translation maps of the translatable columns (server/http/locale.ts). */
  label_i18n: NullableJson<Record<string, { "zh-CN": string; "en-US"?: string }>>;
}

export interface PortalReportTable {
  id: string;
  tenant_id: string;
  alias: string;
  title: string;
  chart_type: Defaulted<string>;
  x_axis: ColumnType<string[], string | undefined, string>;
  series: ColumnType<{ name: string; data: number[] }[], string | undefined, string>;
  /** 1: the series are per user (the user's own row is picked by series name = account). */
  per_user: Defaulted<number>;
}

/** A rule or regulation (migration 0016_portal_rules): publish_status 1 published, 0 unpublished. */
export interface PortalRulesControlTable {
  id: string;
  tenant_id: string;
  title: string;
  /** The rule's files, [{id, name}] (sys_file rows owned by the rule, owner_kind "rule"). */
  attachment: ColumnType<{ id: string; name: string }[], string | undefined, string>;
  publish_status: Defaulted<number>;
  create_by: string | null;
  create_by_name: string | null;
  publish_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** The home page's tables, merged into DB (server/db/schema.ts). */
export interface HomeDB {
  portal_index_column: PortalIndexColumnTable;
  portal_index_layout: PortalIndexLayoutTable;
  portal_my_layout: PortalMyLayoutTable;
  form_remind_data: FormRemindDataTable;
  portal_meeting: PortalMeetingTable;
  portal_news: PortalNewsTable;
  portal_press_release: PortalPressReleaseTable;
  portal_often_system: PortalOftenSystemTable;
  portal_report: PortalReportTable;
  portal_rules_control: PortalRulesControlTable;
}
