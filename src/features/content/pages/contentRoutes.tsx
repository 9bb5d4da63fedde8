import { type ComponentType, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import type { RouteHandle } from "../../../platform/routeMeta";
import { LoadingPage } from "../../../widgets/status/LoadingPage";

const NewsListPage = lazyPage(() => import("./NewsListPage"), "NewsListPage");
const NewsDetailPage = lazyPage(() => import("./NewsDetailPage"), "NewsDetailPage");
const MeetingListPage = lazyPage(() => import("./MeetingListPage"), "MeetingListPage");
const RuleListPage = lazyPage(() => import("./RuleListPage"), "RuleListPage");
const RuleDetailPage = lazyPage(() => import("./RuleDetailPage"), "RuleDetailPage");

function shellPage(Page: ComponentType) {
  return (
    <Suspense fallback={<LoadingPage fullPage={false} />}>
      <Page />
    </Suspense>
  );
}

const handle = (meta: RouteHandle) => meta;

/** The content area's read-only pages inside the shell (spec 3 §2): news lists and details, meetings, rules. */
export const contentRoutes: RouteObject[] = [
  { path: "newsList/:type", element: shellPage(NewsListPage), handle: handle({ name: "newsList" }) },
  { path: "news/:newsId", element: shellPage(NewsDetailPage), handle: handle({ name: "news" }) },
  {
    path: "meetingList/:type",
    element: shellPage(MeetingListPage),
    handle: handle({ name: "meetingList", title: "content.meetings.title" }),
  },
  {
    path: "v-system",
    element: shellPage(RuleListPage),
    handle: handle({ name: "rules", title: "content.rules.title" }),
  },
  {
    path: "v-system/:ruleId",
    element: shellPage(RuleDetailPage),
    handle: handle({ name: "rule", title: "content.rules.detailTitle" }),
  },
];
