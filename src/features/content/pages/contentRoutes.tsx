import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import { pageRoute } from "../../../widgets/status/pageRoute";

const NewsListPage = lazyPage(() => import("./NewsListPage"), "NewsListPage");
const NewsDetailPage = lazyPage(() => import("./NewsDetailPage"), "NewsDetailPage");
const MeetingListPage = lazyPage(() => import("./MeetingListPage"), "MeetingListPage");
const RuleListPage = lazyPage(() => import("./RuleListPage"), "RuleListPage");
const RuleDetailPage = lazyPage(() => import("./RuleDetailPage"), "RuleDetailPage");

/** The content area's read-only pages inside the shell (spec 3 §2): news lists and details, meetings, rules. */
export const contentRoutes: RouteObject[] = [
  pageRoute("newsList/:type", NewsListPage, { name: "newsList" }),
  pageRoute("news/:newsId", NewsDetailPage, { name: "news" }),
  pageRoute("meetingList/:type", MeetingListPage, { name: "meetingList", title: "content.meetings.title" }),
  pageRoute("v-system", RuleListPage, { name: "rules", title: "content.rules.title" }),
  pageRoute("v-system/:ruleId", RuleDetailPage, { name: "rule", title: "content.rules.detailTitle" }),
];
