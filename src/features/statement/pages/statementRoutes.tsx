import { type ComponentType, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import type { RouteHandle } from "../../../platform/routeMeta";
import { LoadingPage } from "../../../widgets/status/LoadingPage";

const QueryViewPage = lazyPage(() => import("./QueryViewPage"), "QueryViewPage");
const TemplatePreviewPage = lazyPage(() => import("./TemplatePreviewPage"), "TemplatePreviewPage");
const TemplateFormPage = lazyPage(() => import("./TemplateFormPage"), "TemplateFormPage");

function shellPage(Page: ComponentType) {
  return (
    <Suspense fallback={<LoadingPage fullPage={false} />}>
      <Page />
    </Suspense>
  );
}

const handle = (meta: RouteHandle) => meta;

/**
 * The statement area's routed pages (spec 3 §2), under any menu alias (`/statement/…`, and the dynamic
 * children under each menu path): the query view, the template preview and the read-only template form
 * (a reminder's target), titled with the menu's name in the shell; a trailing `/{single}` shows them
 * without header and menus.
 */
export const statementRoutes: RouteObject[] = [
  {
    path: ":menuAlias/querySql/queryView/:sqlAlias/:alias",
    element: shellPage(QueryViewPage),
    handle: handle({ name: "queryView", title: true }),
  },
  {
    path: ":menuAlias/querySql/queryView/:sqlAlias/:alias/:single",
    element: shellPage(QueryViewPage),
    handle: handle({ name: "queryViewSingle", single: true }),
  },
  {
    path: ":menuAlias/template/preview/:templateKey",
    element: shellPage(TemplatePreviewPage),
    handle: handle({ name: "templatePreview", title: true }),
  },
  {
    path: ":menuAlias/template/preview/:templateKey/:single",
    element: shellPage(TemplatePreviewPage),
    handle: handle({ name: "templatePreviewSingle", single: true }),
  },
  {
    path: ":menuAlias/template/form/:templateKey/:action",
    element: shellPage(TemplateFormPage),
    handle: handle({ name: "templateForm", title: true }),
  },
  {
    path: ":menuAlias/template/form/:templateKey/:action/:single",
    element: shellPage(TemplateFormPage),
    handle: handle({ name: "templateFormSingle", single: true }),
  },
];
