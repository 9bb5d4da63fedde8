import type { FakeHandler } from "../../api/testing/fakeAdapter";
import { pathOf } from "../../api/testing/fakeAdapter";
import type { MeetingRow, NewsItem, NewsRow, RuleRow } from "./api";

/** Test fixtures of the content pages: news, notices and meetings as the portal service answers them. */
export const NOTICES: NewsRow[] = [
  {
    id: "n1",
    fbt: "关于元旦放假安排的通知",
    fkssj: "2026-11-20 09:00:00",
    fzz: "行政部",
    FSfxysp: 1,
    FJssj: "2027-01-03",
  },
  { id: "n2", fbt: "办公楼消防演练通知", fkssj: "2026-11-18 10:00:00", fzz: "安保部", FSfxysp: 1 },
];

export const NEWS: NewsRow[] = [
  { id: "w1", fbt: "公司荣获年度优秀雇主奖", fkssj: "2026-11-19 15:00:00", fzz: "品牌部", FSfxysp: 0 },
];

/** The attachment of n1 (a file the preview fixtures answer). */
export const NOTICE_FILE = { id: "f-notice-1", name: "放假安排.pdf" };

/** The content of n1: a same-app link, an external link and a script the sanitiser removes; one attachment. */
export const NOTICE_ITEM: NewsItem = {
  ...NOTICES[0],
  content:
    '<p>元旦放假三天。</p><a href="/v-flow/v-todo">待办事项</a> <a href="http://api.test/help">外部</a><script>alert(1)</script>',
  file: [NOTICE_FILE],
  ffj: JSON.stringify([NOTICE_FILE]),
};

/** w1 with its content and its attachments only as ffj text (an older answer: parsed on load). */
export const NEWS_ITEM: NewsItem = {
  ...NEWS[0],
  content: "<p>公司荣获年度优秀雇主奖。</p>",
  ffj: JSON.stringify([{ id: "f-news-gone", name: "颁奖照片.pdf" }]),
};

/** The files of r1 (two) and r2 (one); the other rules have none. */
export const RULE_FILES: Record<string, { id: string; name: string }[]> = {
  r1: [
    { id: "f-rule-1", name: "员工手册（2026版）.pdf" },
    { id: "f-rule-gone", name: "附录.pdf" },
  ],
  r2: [{ id: "f-rule-2", name: "差旅标准.pdf" }],
};

export const MEETINGS: MeetingRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: `m${i + 1}`,
  hymc: i === 0 ? "研发部周例会" : `会议 ${i + 1}`,
  kssj: "2026-11-22 09:30:00",
  jssj: "2026-11-22 10:30:00",
  hys: "301 会议室",
}));

/** Published rules and regulations (12, so the list has two pages of 10). */
export const RULES: RuleRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  title: i === 0 ? "员工手册（2026版）" : i === 1 ? "差旅费报销管理办法" : `管理制度 ${i + 1}`,
  attachmentName: RULE_FILES[`r${i + 1}`] ?? [],
  publishStatus: 1,
  createByName: i === 0 ? "人力资源部" : "综合办公室",
  publishTime: `2026-11-${String(20 - i).padStart(2, "0")} 09:00:00`,
}));

/** The id of the request's `id` query parameter. */
function idOf(config: { params?: unknown; url?: string }): string | null {
  return (
    (config.params as { id?: string } | undefined)?.id ??
    new URL(config.url ?? "", "http://x").searchParams.get("id")
  );
}

/** Answers the content calls from the fixtures (getJson of an unknown id: 404); records the requests. */
export function contentHandler(seen: { path: string; data?: unknown }[] = []): FakeHandler {
  return (config) => {
    const path = pathOf(config);
    seen.push({ path, data: config.data });
    if (path === "/portal/messageNews/v1/listNotice") return { data: { rows: NOTICES, total: 2 } };
    if (path === "/portal/messageNews/v1/list") return { data: { rows: NEWS, total: 1 } };
    if (path === "/portal/messageNews/v1/getJson") {
      const id =
        (config.params as { id?: string } | undefined)?.id ??
        new URL(config.url ?? "", "http://x").searchParams.get("id");
      if (id === "n1") return { data: NOTICE_ITEM };
      if (id === "w1") return { data: NEWS_ITEM };
      return { status: 404, data: { state: false, message: "请求的资源不存在" } };
    }
    if (path === "/portal/meetingRoomAppointment/v1/listJson") {
      const body = JSON.parse(String(config.data ?? "{}")) as {
        pageBean?: { page?: number; pageSize?: number };
      };
      const page = body.pageBean?.page ?? 1;
      const pageSize = body.pageBean?.pageSize ?? 10;
      return {
        data: {
          rows: MEETINGS.slice((page - 1) * pageSize, page * pageSize),
          total: MEETINGS.length,
          page,
          pageSize,
        },
      };
    }
    if (path === "/portalRulesAndControl/v1/getRulesAndControlList") {
      const body = JSON.parse(String(config.data ?? "{}")) as {
        pageBean?: { page?: number; pageSize?: number };
        querys?: { property: string; value: unknown }[];
      };
      const page = body.pageBean?.page ?? 1;
      const pageSize = body.pageBean?.pageSize ?? 10;
      const title = body.querys?.find((q) => q.property === "TITLE_")?.value;
      const rows = RULES.filter((r) => typeof title !== "string" || r.title.includes(title));
      return {
        data: {
          rows: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          page,
          pageSize,
        },
      };
    }
    if (path === "/portalRulesAndControl/v1/getJson") {
      const rule = RULES.find((r) => r.id === idOf(config));
      if (rule) return { data: rule };
      return { status: 404, data: { state: false, message: "请求的资源不存在" } };
    }
    return undefined;
  };
}
