// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${portal}" is the hosts' own placeholder syntax
import { encodeBase64Utf8 } from "../../../../api/base64";
import type { FormRemindData, HomeLayout, SysIndexColumn } from "../../../../api/contract";
import { type FixtureRoute, findRoute } from "../../../../api/testing/fixtureRoutes";
import { CURRENT_VERSION } from "../../../../engine";
import { userSelector } from "../../../statement";

/* Typed fixtures of the home page (tests and stories): columns in every data mode and a layout using them. */

/** A column with the defaults of a normal, visible, static column. */
export function homeColumn(alias: string, patch: Partial<SysIndexColumn> = {}): SysIndexColumn {
  return {
    id: `col-${alias}`,
    name: alias,
    alias,
    colType: 0,
    dataMode: 0,
    needPage: 0,
    displayRights: true,
    ...patch,
  };
}

/** Base64 of a template text, as templateHtml carries it. */
export const b64 = (text: string) => encodeBase64Utf8(text);

/** One column of each data mode, plus a failing one and one the user may not see. */
export const HOME_COLUMNS: Record<string, SysIndexColumn> = {
  staticNotice: homeColumn("staticNotice", {
    name: "公告栏",
    templateHtml: b64('<p class="notice">欢迎使用 Tessera<script>alert(1)</script></p>'),
    colUrl: "/v-message/notice",
  }),
  requestNews: homeColumn("requestNews", {
    name: "新闻动态",
    dataMode: 3,
    requestType: "GET",
    dataFrom: "${portal}/portal/messageNews/v1/list",
    dataParam: JSON.stringify([{ name: "rows", value: 5 }]),
    templateHtml: b64("<ul>{{#rows}}<li>{{fbt}}</li>{{/rows}}</ul><p>共 {{total}} 条</p>"),
    colUrl: "https://example.com/news",
    newWindow: 1,
  }),
  pagedPost: homeColumn("pagedPost", {
    name: "督办事项",
    dataMode: 3,
    requestType: "POST",
    needPage: 1,
    dataFrom: "${form}/form/supervise/v1/list",
    dataParam: JSON.stringify([
      { name: "status", value: '"open"' },
      { name: "filter", value: '{"level":2}' },
    ]),
    templateHtml: b64(
      "{{#rows}}<div class='task'>{{title}}</div>{{/rows}}<p>第 {{page}} 页，共 {{total}} 条</p>",
    ),
  }),
  dialogUsers: homeColumn("dialogUsers", {
    name: "通讯录",
    dataMode: 1,
    dataFrom: JSON.stringify({ alias: "userSelector" }),
    colHeight: 240,
  }),
  templateDoc: homeColumn("templateDoc", {
    name: "引擎文档",
    dataMode: 4,
    templateHtml: b64(
      JSON.stringify({
        type: "page",
        version: CURRENT_VERSION,
        body: [{ type: "template", template: "<p class='doc'>{{column.name}} 高 {{height}}</p>" }],
      }),
    ),
  }),
  reportChart: homeColumn("reportChart", {
    name: "项目费用",
    colType: 1,
    dataParam: JSON.stringify({ chartType: 1, id: "projectCost" }),
  }),
  failing: homeColumn("failing", {
    name: "出错的栏目",
    dataMode: 3,
    requestType: "GET",
    dataFrom: "${portal}/portal/broken/v1/list",
  }),
  secret: homeColumn("secret", { name: "保密栏目", displayRights: false }),
};

/** A layout with a grid row, a tab container (one long label) and a single full-width column. */
export const HOME_LAYOUT: HomeLayout = {
  list: [
    {
      type: "grid",
      key: "row1",
      options: { gutter: 16 },
      columns: [
        { span: 12, list: [{ alias: "staticNotice" }, { alias: "secret" }] },
        { span: 12, spans: { xs: 24, xl: 8 }, list: [{ alias: "requestNews" }] },
      ],
    },
    {
      type: "tab",
      key: "tabs1",
      name: "工作进展",
      tabs: [
        { name: "督办", list: [{ alias: "pagedPost" }, { alias: "failing" }] },
        { name: "各子公司项目进度一览表格", list: [{ alias: "reportChart" }] },
      ],
    },
    { alias: "dialogUsers" },
    { alias: "templateDoc" },
  ],
};

/** Reminders of zhangsan: the second one is deleted when closed (count 1). */
export const HOME_REMINDERS: FormRemindData[] = [
  {
    id: "r1",
    subject: "合同到期提醒",
    content: "合同 HT-001 将于 3 天后到期",
    count: 3,
    opemType: "contract",
    opemId: "c1",
  },
  { id: "r2", subject: "请假单待补充", content: "请补充请假事由", count: 1, opemType: "leave", opemId: "l9" },
  { id: "r3", subject: "周报提醒", content: "本周周报尚未提交", count: 2, opemType: "weekly", opemId: "w3" },
];

/** Rows of the userSelector custom dialog as getListData answers them. */
export const DIALOG_ROWS = [
  { fullname: "张三", account: "zhangsan" },
  { fullname: "李四", account: "lisi" },
];

/** getEchartsData's answer for projectCost. */
export const PROJECT_COST_REPORT = {
  title: "项目费用",
  xAxis: ["一月", "二月", "三月"],
  series: [{ name: "费用", data: [12, 30, 18] }],
  chartType: "bar",
};

/** The path of a request URL without its host. */
const pathOf = (url: string | undefined) => new URL(url ?? "", "http://api.test").pathname;

/** What a fixture endpoint answers (status 200 unless given). */
export interface HomeFixtureAnswer {
  status?: number;
  data?: unknown;
}

/** What a request to the home page's endpoints carries (an axios request config). */
export interface HomeFixtureRequest {
  url?: string;
  method?: string;
  data?: unknown;
}

/** The columns and layout a fixture answer serves. */
interface HomeFixtureOptions {
  layout?: HomeLayout | null;
  columns?: Record<string, SysIndexColumn>;
}

/** What each route answers, keyed by the route as /openapi.json spells it. */
const ANSWERS = {
  "GET /portal/main/v1/vueFrontHome": (_request, { layout }) => ({
    data: { state: true, value: layout ? b64(JSON.stringify(layout)) : "" },
  }),
  "POST /portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias": (request, { columns }) => {
    const aliases = String(request.data ?? "")
      .split(",")
      .filter(Boolean);
    return { data: aliases.flatMap((a) => (columns[a] ? [columns[a]] : [])) };
  },
  "GET /portal/messageNews/v1/list": () => ({
    data: {
      rows: [
        { id: "n1", fbt: "公司年会通知" },
        { id: "n2", fbt: "新产品发布" },
      ],
      total: 2,
      page: 1,
      pageSize: 5,
    },
  }),
  "POST /form/supervise/v1/list": () => ({
    data: { rows: [{ title: "季度预算复核" }], total: 11, page: 1, pageSize: 10 },
  }),
  "GET /portal/broken/v1/list": () => ({
    status: 500,
    data: { state: false, message: "栏目数据源不可用", logId: "L-42" },
  }),
  "GET /form/customDialog/v1/getByAlias": () => ({ data: userSelector }),
  "POST /form/customDialog/v1/getListData": () => ({
    data: { rows: DIALOG_ROWS, total: DIALOG_ROWS.length, page: 1, pageSize: 20 },
  }),
  "GET /runtime/report/v1/getEchartsData": () => ({ data: PROJECT_COST_REPORT }),
  "GET /form/formRemindData/v1/getFormRemindDataByUser": () => ({ data: HOME_REMINDERS }),
  "DELETE /form/formRemindData/v1/{id}": () => ({ data: { state: true, message: "删除成功" } }),
} satisfies Record<
  FixtureRoute,
  (request: HomeFixtureRequest, options: Required<HomeFixtureOptions>) => HomeFixtureAnswer
>;

/** The routes homeFixtureAnswer answers (tests/server/fixture-contract.test.ts checks each on the server). */
export const HOME_COLUMN_FIXTURE_ROUTES = Object.keys(ANSWERS) as (keyof typeof ANSWERS)[];

/**
 * Fixture answers of the home page's endpoints (for an axios adapter in tests and stories): the layout,
 * getDatasByAlias for the aliases of the raw text body, the request-data columns, the custom dialog,
 * the report and the reminders. The "failing" column's endpoint answers 500; unknown routes undefined.
 */
export function homeFixtureAnswer(
  request: HomeFixtureRequest,
  options: HomeFixtureOptions = {},
): HomeFixtureAnswer | undefined {
  const route = findRoute(HOME_COLUMN_FIXTURE_ROUTES, request.method, pathOf(request.url));
  if (!route) return undefined;
  const layout = options.layout === undefined ? HOME_LAYOUT : options.layout;
  return ANSWERS[route](request, { layout, columns: options.columns ?? HOME_COLUMNS });
}
