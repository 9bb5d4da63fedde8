import type { BpmInstance, BpmTask, PageList } from "../../../api/contract";
import { type FixtureRoute, findRoute } from "../../../api/testing/fixtureRoutes";
import type { DataRequest, FetchResponse } from "../../../engine";
import { requestRows, todoRows } from "../../flow";
import { DIALOG_FIXTURES, monthlySales, salesTrend, userRows } from "../../statement";
import type { CarouselImage, MeetingRow, NewsRow, OftenSystem } from "./types";

/*
 * Story and test fixtures of the home widgets: rows as the shared decisions' endpoints answer them, and
 * a fixture answer routing requests by path. Static answers, not a stand-in for the server's logic.
 */

export { todoRows };

/** Twelve to-do rows: the flow fixtures' six and six ordinary ones (the badge shows the total). */
export const manyTodoRows: BpmTask[] = [
  ...todoRows,
  ...Array.from({ length: 6 }, (_, i) => ({
    ...todoRows[0],
    id: `t-${i + 7}`,
    taskId: `t-${i + 7}`,
    subject: `第 ${i + 7} 条待办：会议室预约审批`,
  })),
];

/** Done instances (getDoneInstList rows carry completeTime). */
export const doneInstRows: BpmInstance[] = requestRows.map((row, i) => ({
  ...row,
  completeTime: `2026-03-0${i + 3} 10:0${i}:00`,
}));

export const meetingRows: MeetingRow[] = [
  {
    id: "m-1",
    hymc: "研发部周例会",
    kssj: "2026-11-22 09:30:00",
    jssj: "2026-11-22 10:30:00",
    hys: "一号会议室",
  },
  {
    id: "m-2",
    hymc: "第四季度预算评审",
    kssj: "2026-11-22 14:00:00",
    jssj: "2026-11-22 15:30:00",
    hys: "三号会议室",
  },
  {
    id: "m-3",
    hymc: "新员工入职培训",
    kssj: "2026-11-22 16:00:00",
    jssj: "2026-11-22 17:00:00",
    hys: "培训室",
  },
  { id: "m-4", hymc: "客户回访电话会", kssj: "2026-11-22 17:30:00", jssj: "2026-11-22 18:00:00" },
];

export const noticeRows: NewsRow[] = [
  { id: "n-1", fbt: "关于元旦放假安排的通知", fkssj: "2026-11-20 09:00:00", fzz: "行政部", FSfxysp: 1 },
  { id: "n-2", fbt: "信息系统例行维护公告", fkssj: "2026-11-18 17:00:00", fzz: "信息中心", FSfxysp: 1 },
];

export const newsRows: NewsRow[] = [
  { id: "w-1", fbt: "公司荣获年度优秀雇主奖", fkssj: "2026-11-19 10:00:00", fzz: "品牌部", FSfxysp: 0 },
  { id: "w-2", fbt: "研发中心新办公区正式启用", fkssj: "2026-11-15 15:20:00", fzz: "行政部", FSfxysp: 0 },
  { id: "w-3", fbt: "秋季运动会圆满落幕", fkssj: "2026-11-10 18:00:00", fzz: "工会", FSfxysp: 0 },
];

/** Inline SVG images, so stories and tests need no network. */
const svg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="${fill}"/><text x="40" y="160" font-size="40" fill="#fff">${text}</text></svg>`,
  )}`;

export const carouselImages: CarouselImage[] = [
  { id: "p-1", src: svg("#2d72d2", "Tessera 2026"), title: "年度战略发布会", href: "/v-flow/v-todo" },
  { id: "p-2", src: svg("#238551", "Team"), title: "优秀团队表彰" },
  { id: "p-3", src: svg("#c87619", "News"), title: "新办公区启用", href: "https://example.com/news" },
];

export const oftenSystems: OftenSystem[] = [
  { id: "s-1", name: "邮件系统", url: "https://mail.example.com", icon: "envelope", color: "#2d72d2" },
  { id: "s-2", name: "知识库", url: "/statement/wiki", icon: "book", color: "#238551" },
  { id: "s-3", name: "旧报表", url: "javascript:alert(1)", icon: "chart", color: "#c87619" },
];

function pageOf<R>(rows: readonly R[], request: DataRequest): PageList<R> {
  const bean = (request.body as { pageBean?: { page?: number; pageSize?: number } } | undefined)?.pageBean;
  const page = Number(bean?.page ?? 1);
  const pageSize = Number(bean?.pageSize ?? rows.length);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

/** Published rules and regulations (the regulations column). */
export const ruleRows = [
  {
    id: "rc-1",
    title: "员工手册（2026版）",
    publishStatus: 1,
    createByName: "人力资源部",
    publishTime: "2026-11-24 09:00:00",
  },
  {
    id: "rc-2",
    title: "差旅费报销管理办法",
    publishStatus: 1,
    createByName: "财务部",
    publishTime: "2026-11-17 09:00:00",
  },
  {
    id: "rc-3",
    title: "信息安全管理规定",
    publishStatus: 1,
    createByName: "信息中心",
    publishTime: "2026-11-06 09:00:00",
  },
];

/** salesTrend's getListData rows: its x-axis and display fields only (MONTH, AMOUNT), as the server selects them. */
const salesTrendRows = monthlySales(12).map(({ MONTH, AMOUNT }) => ({ MONTH, AMOUNT }));

/** What each route answers, keyed by the route as /openapi.json spells it. */
const ANSWERS = {
  "POST /runtime/task/v1/getTodoList": (request) => pageOf(manyTodoRows, request),
  "POST /runtime/instance/v1/getDoneInstList": (request) => pageOf(doneInstRows, request),
  "GET /portal/meetingRoomAppointment/v1/pendingJson": () => ({
    rows: meetingRows,
    total: meetingRows.length,
    page: 1,
    pageSize: 10,
  }),
  "GET /portal/messageNews/v1/listNotice": () => ({ rows: noticeRows, total: 2, page: 1, pageSize: 5 }),
  "GET /portal/messageNews/v1/list": () => ({ rows: newsRows, total: 3, page: 1, pageSize: 5 }),
  "POST /portalRulesAndControl/v1/getRulesAndControlList": (request) => pageOf(ruleRows, request),
  "GET /portal/pressRelease/v1/getByType": () => carouselImages,
  "GET /portal/oftenSystem/v1/list": () => oftenSystems,
  "GET /form/customChart/v1/get/{id}": () => salesTrend,
  "POST /form/customChart/v1/getListData": (request) => pageOf(salesTrendRows, request),
  "GET /form/customDialog/v1/getByAlias": (request) =>
    DIALOG_FIXTURES[String(request.query?.alias ?? "")] ?? {},
  "POST /form/customDialog/v1/getListData": (request) => pageOf(userRows, request),
} satisfies Record<FixtureRoute, (request: DataRequest) => unknown>;

/** The routes homeFixtureAnswer answers (tests/server/fixture-contract.test.ts checks each on the server). */
export const HOME_FIXTURE_ROUTES = Object.keys(ANSWERS) as (keyof typeof ANSWERS)[];

/** Answers every home widget call from the fixtures (unknown routes: 404 with a message). */
export function homeFixtureAnswer(request: DataRequest): FetchResponse {
  const route = findRoute(HOME_FIXTURE_ROUTES, request.method, request.path);
  if (!route) return { status: 404, data: { state: false, message: `no fixture for ${request.path}` } };
  return { status: 200, data: ANSWERS[route](request) };
}
