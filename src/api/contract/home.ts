/* The home page (CONTRACT.md §7, issue 5; shapes chosen in the H5 shared decisions where §7 leaves them open). */

/** Breakpoint spans of a grid column, each of 24. */
export interface HomeSpans {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

/** A column placed on a layout: a dragged copy of a SysIndexColumn, found again by its alias. */
export interface HomeColumnRef {
  alias: string;
  name?: string;
  key?: string;
  [k: string]: unknown;
}

/** A grid column of a row: its span (of 24), optional per-breakpoint spans and its columns. */
export interface HomeGridColumn {
  span: number;
  spans?: HomeSpans;
  list: HomeColumnRef[];
}

/** A row of grid columns. */
export interface HomeGridItem {
  type: "grid";
  key?: string;
  name?: LayoutName;
  icon?: string;
  options: { gutter: number; justify?: string; align?: string };
  columns: HomeGridColumn[];
}

/**
 * A configured name of a layout (row, tab container, tab): a string, or a translation map
 * {"zh-CN", "en-US"} that the reader shows in its language (src/engine/i18n/localize.ts). A layout
 * keeps its maps when a user edits and saves it (issue 13 §5); a name typed by a user is a string.
 */
export type LayoutName = string | { "zh-CN": string; "en-US"?: string };

/** One tab of a tab container. */
export interface HomeTab {
  name: LayoutName;
  list: HomeColumnRef[];
}

/** A tab container (our choice for the shape §7.1 leaves unconfirmed). */
export interface HomeTabItem {
  type: "tab";
  key?: string;
  name?: LayoutName;
  tabs: HomeTab[];
}

/** An item of a layout: a grid row, a tab container, or a single full-width column (no `type`). */
export type HomeLayoutItem = HomeGridItem | HomeTabItem | HomeColumnRef;

/** The layout document: the JSON inside vueFrontHome's Base64 `value` (CONTRACT.md §7.1). */
export interface HomeLayout {
  list: HomeLayoutItem[];
  config?: { labelWidth?: number; labelPosition?: string; size?: string };
  /** The home type; scBpm homes default to spans 12/12/12/12/8 (spec 1 Home page). */
  homeType?: string;
}

/** colType: 0 normal, 1 chart, 2 calendar, 3 scrolling, 4 also a chart. */
export type HomeColType = 0 | 1 | 2 | 3 | 4;

/**
 * dataMode: 0 service method, 1 custom dialog/query (dataFrom `{"alias"}`), 2 webservice, 3 RESTful request,
 * 4 template found by alias. Anything but 1, 3 and 4 shows the template as static HTML.
 */
export type HomeDataMode = 0 | 1 | 2 | 3 | 4;

/** A column definition as getDatasByAlias / getByAlias return it (CONTRACT.md §7.2); the server sends null for unset fields. */
export interface SysIndexColumn {
  id: string;
  /** In the request language (the server resolves the column's translation map). */
  name: string;
  /** Both languages of the name (configurers' reads and saves): a translation map, zh-CN = the stored name. */
  nameI18n?: { "zh-CN": string; "en-US"?: string };
  alias: string;
  catalog?: string;
  catalogName?: string;
  catalogNameI18n?: { "zh-CN": string; "en-US"?: string };
  colType: HomeColType;
  dataMode: HomeDataMode;
  /** URL with ${service} placeholders; for dataMode 1 a JSON string {"alias"}. */
  dataFrom?: string | null;
  /** JSON: [{name, value}] request params; for charts {chartType, id} (chartType 2 = custom chart alias/id). */
  dataParam?: string | null;
  requestType?: "GET" | "POST" | null;
  /** Base64 of a mustache HTML template or of an engine document (JSON with `type`). */
  templateHtml?: string | null;
  colHeight?: number | null;
  /** The "more" route. */
  colUrl?: string | null;
  /** Open colUrl in a new window. */
  newWindow?: 0 | 1 | boolean;
  needPage: 0 | 1;
  supportRefesh?: 0 | 1;
  refeshTime?: number;
  showEffect?: number;
  isPublic?: 0 | 1;
  orgId?: string;
  orgName?: string;
  dsAlias?: string;
  dsName?: string;
  memo?: string;
  creator?: string;
  tenantId?: string;
  /** False: the user may not see the column (the client hides it; the server strips its data). */
  displayRights: boolean;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

/** A request parameter of a dataMode 3 column (dataParam is a JSON array of these). */
export interface HomeDataParam {
  name: string;
  value: unknown;
}

/** A chart column's dataParam: chartType 2 is a custom chart (alias or id), anything else a report id. */
export interface HomeChartParam {
  chartType?: number | string;
  id?: string;
  alias?: string;
}

/** GET /form/formRemindData/v1/getFormRemindDataByUser: one reminder of the user (CONTRACT.md §10.1). */
export interface FormRemindData {
  id: string;
  subject: string;
  content?: string;
  /** 1: closing the reminder deletes it. */
  count: number;
  opemType: string;
  opemId: string;
}

/** GET /runtime/report/v1/getEchartsData?reportId=: a report's data for an echarts chart. */
export interface EchartsReportData {
  title?: string;
  xAxis: string[];
  series: { name: string; data: number[] }[];
  /** "bar", "line" or "pie" (a number 1 line, 2 bar, 3 pie is accepted too). */
  chartType?: string | number;
}

/** A column the user may place on their own layout (designMyLayout's column summaries). */
export interface HomeColumnSummary {
  id: string;
  name: string;
  alias: string;
  catalog?: string;
  catalogName?: string;
  colType?: HomeColType;
  dataMode?: HomeDataMode;
  colHeight?: number;
}

/** GET /portal/sysIndexMyLayout/v1/designMyLayout: the layout to edit, where it comes from, the columns to place. */
export interface DesignMyLayout {
  layout: HomeLayout;
  source: "personal" | "org" | "role" | "default" | "none";
  columns: HomeColumnSummary[];
}

/** What a column's display right names: a role (by alias), an org (by id) or a user (by id). */
export type ColumnRightKind = "role" | "org" | "user";

/**
 * GET …/sysIndexColumn/v1/rightOptions: one pickable display right. `id` is the value the rights store
 * (a role's alias, an org's or a user's id), `name` what a configurer reads; `code` is the role alias,
 * org code or user account, `path` an org's names from the root ("Tessera 集团/研发部").
 */
export interface ColumnRightOption {
  id: string;
  name: string;
  code?: string;
  path?: string;
}
