import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../../platform/lazyPage";
import type { RouteHandle } from "../../../../platform/routeMeta";
import { pageRoute } from "../../../../widgets/status/pageRoute";

const FlowStartPage = lazyPage(() => import("./FlowScreenPages"), "FlowStartPage");
const FlowTaskPage = lazyPage(() => import("./FlowScreenPages"), "FlowTaskPage");
const FlowInstPage = lazyPage(() => import("./FlowScreenPages"), "FlowInstPage");
const FlowNoticePage = lazyPage(() => import("./FlowScreenPages"), "FlowNoticePage");
const FlowMyReadPage = lazyPage(() => import("./FlowScreenPages"), "FlowMyReadPage");

/** Routes of one screen, all with the same handle. */
function routes(Page: ComponentType, paths: string[], meta: RouteHandle): RouteObject[] {
  return paths.map((path) => pageRoute(path, Page, meta));
}

/**
 * Start, task and instance screens (spec 2 §2.2). The route names `task`, `inst`, `instStart`,
 * `instRead-read` and `doneReadOnly` hide the header and menus (spec 2 §2.2, shellRoutes.ts);
 * /agentStartByKey, the /task form with noSingle and /doneReadOnly are single routes. /doneReadOnly is
 * opened in a new window with ?token=, which the entry guard turns into a session.
 */
export const flowTaskRoutes: RouteObject[] = [
  ...routes(FlowStartPage, ["agentStart/:defId/:leaderId", "agentStart/:defId/:leaderId/:copyInstId"], {
    name: "agentStart",
  }),
  ...routes(FlowStartPage, ["agentStartByKey/:defKey"], { name: "agentStartByKey", single: true }),
  ...routes(FlowStartPage, ["start/:defId/:instId"], { name: "instStart" }),
  ...routes(
    FlowTaskPage,
    ["task/:taskId", "task/:taskId/:leaderId", "task/:taskId/:leaderId/:isTypeReject"],
    {
      name: "task",
    },
  ),
  ...routes(FlowTaskPage, ["task/:taskId/:leaderId/:noSingle/:isTypeReject"], { name: "task", single: true }),
  ...routes(FlowTaskPage, ["taskFromOtherPage/:taskId/:leaderId/:from"], { name: "taskFromOtherPage" }),
  ...routes(
    FlowInstPage,
    [
      "inst/:instId",
      "inst/:instId/:type",
      "inst/:instId/:type/:readId",
      "inst/:instId/:type/:readType/:readDoneId",
    ],
    { name: "inst" },
  ),
  ...routes(FlowInstPage, ["instRead/:instId/:myReadType"], { name: "instRead-read" }),
  ...routes(FlowInstPage, ["doneReadOnly/:instId"], { name: "doneReadOnly", single: true }),
  ...routes(FlowNoticePage, ["taskRead/:taskId/:taskState"], { name: "taskRead" }),
  ...routes(FlowMyReadPage, ["myRead/:instId/:readId/:myReadType"], { name: "myRead-type" }),
];
