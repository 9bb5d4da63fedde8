import { type ReactNode, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { lazyPage } from "../../../../platform/lazyPage";
import type { RouteHandle } from "../../../../platform/routeMeta";
import { LoadingPage } from "../../../../widgets/status/LoadingPage";
import type { FlowListName } from "./flowDocuments";

const FlowArea = lazyPage(() => import("./FlowArea"), "FlowArea");
const FlowListPage = lazyPage(() => import("./FlowListPage"), "FlowListPage");

function suspended(node: ReactNode) {
  return <Suspense fallback={<LoadingPage fullPage={false} />}>{node}</Suspense>;
}

const handle = (meta: RouteHandle) => meta;

/** A list route titled with its menu's name; `single` ones hide the header and menus. */
function list(path: string, name: FlowListName, options: { single?: boolean } = {}): RouteObject {
  return {
    path,
    element: suspended(<FlowListPage list={name} />),
    handle: handle(
      options.single ? { name: `flow-${name}-single`, single: true } : { name: `flow-${name}`, title: true },
    ),
  };
}

/**
 * The flow area's list pages under /v-flow (spec 2 §2.1), shown in the shell: /v-flow and /v-flow/
 * redirect to v-todo; v-todo/{orgName}/{orgId} lists one organisation's to-do (from the home to-do
 * card); v-todo/{defKey} is a single route (no header, no menus); the other lists take a {defKey} too.
 */
export const flowListRoutes: RouteObject[] = [
  {
    path: "v-flow",
    element: suspended(<FlowArea />),
    children: [
      { index: true, element: <Navigate to="v-todo" replace /> },
      list("v-todo", "todo"),
      list("v-todo/:orgName/:orgId", "todo"),
      list("v-todo/:defKey", "todo", { single: true }),
      list("v-leader", "leader"),
      list("v-done", "done"),
      list("v-done/:defKey", "done"),
      list("v-request", "request"),
      list("v-request/:defKey", "request"),
      list("v-flowList", "flowList"),
      list("v-myDraft", "myDraft"),
      list("v-todoRead", "todoRead"),
      list("v-todoRead/:defKey", "todoRead"),
      list("v-doneRead", "doneRead"),
      list("v-doneRead/:defKey", "doneRead"),
      list("v-myRead", "myRead"),
      list("v-myRead/:defKey", "myRead"),
      list("v-myDelegate", "myDelegate"),
      list("v-myDelegate/:defKey", "myDelegate"),
    ],
  },
];
