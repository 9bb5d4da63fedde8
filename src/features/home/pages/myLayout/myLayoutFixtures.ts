import type { DesignMyLayout } from "../../../../api/contract";
import { type FixtureRoute, findRoute } from "../../../../api/testing/fixtureRoutes";
import {
  HOME_COLUMN_FIXTURE_ROUTES,
  HOME_LAYOUT,
  type HomeFixtureRequest,
  homeFixtureAnswer,
} from "../../widgets/column/fixtures";

/** designMyLayout's answer: the home fixtures' layout (from the org) and the columns zhangsan may place. */
export const MY_LAYOUT_DESIGN: DesignMyLayout = {
  layout: HOME_LAYOUT,
  source: "org",
  columns: [
    { id: "c1", alias: "staticNotice", name: "公告栏", catalogName: "办公" },
    { id: "c2", alias: "requestNews", name: "新闻动态", catalogName: "办公" },
    { id: "c3", alias: "pagedPost", name: "督办事项" },
    { id: "c4", alias: "reportChart", name: "项目进度图" },
    { id: "c5", alias: "dialogUsers", name: "用户列表" },
    { id: "c6", alias: "templateDoc", name: "模板文档" },
  ],
};

/**
 * A personal layout using every shape the designer edits: a grid row whose cells have per-breakpoint spans, a
 * named tab container with three tabs, and two single-column rows.
 */
export const MY_LAYOUT_RICH: DesignMyLayout = {
  ...MY_LAYOUT_DESIGN,
  source: "personal",
  layout: {
    homeType: "scBpm",
    list: [
      {
        type: "grid",
        key: "r1",
        options: { gutter: 16 },
        columns: [
          { span: 16, spans: { xs: 24, md: 12, xl: 16 }, list: [{ alias: "staticNotice" }] },
          { span: 8, spans: { xl: 8 }, list: [{ alias: "requestNews" }] },
        ],
      },
      {
        type: "tab",
        key: "work",
        name: "日常工作",
        tabs: [
          { name: "督办", list: [{ alias: "pagedPost" }] },
          { name: "报表", list: [{ alias: "reportChart" }] },
          { name: "文档", list: [] },
        ],
      },
      { alias: "dialogUsers" },
      { alias: "templateDoc" },
    ],
  },
};

/** The path of a request URL without the host. */
const pathOf = (url?: string) => new URL(url ?? "", "http://api.test").pathname;

/** What a fixture endpoint answers (status 200 unless given). */
type Answer = { status?: number; data?: unknown };

/** The designer's own routes and what each answers (the save answer may be replaced). */
const ANSWERS = {
  "GET /portal/sysIndexMyLayout/v1/designMyLayout": (design?: DesignMyLayout): Answer => ({
    data: design ?? MY_LAYOUT_DESIGN,
  }),
  "POST /portal/sysIndexMyLayout/v1/save": (_design?: DesignMyLayout, saveAnswer?: Answer): Answer =>
    saveAnswer ?? { data: { state: true, message: "保存布局成功" } },
  "POST /portal/sysIndexMyLayout/v1/reset": (): Answer => ({
    data: { state: true, message: "已恢复默认布局", value: "" },
  }),
} satisfies Record<FixtureRoute, (design?: DesignMyLayout, saveAnswer?: Answer) => Answer>;

/**
 * The routes myLayoutFixtureAnswer answers: the designer's own and the home page's it passes on
 * (tests/server/fixture-contract.test.ts checks each on the server).
 */
export const MY_LAYOUT_FIXTURE_ROUTES: FixtureRoute[] = [
  ...(Object.keys(ANSWERS) as (keyof typeof ANSWERS)[]),
  ...HOME_COLUMN_FIXTURE_ROUTES,
];

/**
 * Fixture answers of the designer's endpoints (designMyLayout, save, reset) and, for the preview, of the
 * home page's. `saveAnswer` replaces save's answer (e.g. a 400 naming the invalid path).
 */
export function myLayoutFixtureAnswer(
  request: HomeFixtureRequest,
  options: { design?: DesignMyLayout; saveAnswer?: Answer } = {},
): Answer | undefined {
  const route = findRoute(
    Object.keys(ANSWERS) as (keyof typeof ANSWERS)[],
    request.method,
    pathOf(request.url),
  );
  return route ? ANSWERS[route](options.design, options.saveAnswer) : homeFixtureAnswer(request);
}
