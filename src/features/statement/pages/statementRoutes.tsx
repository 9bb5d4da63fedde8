import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import { pageRoute } from "../../../widgets/status/pageRoute";

const QueryViewPage = lazyPage(() => import("./QueryViewPage"), "QueryViewPage");
const TemplatePreviewPage = lazyPage(() => import("./TemplatePreviewPage"), "TemplatePreviewPage");
const TemplateFormPage = lazyPage(() => import("./TemplateFormPage"), "TemplateFormPage");

/**
 * The statement area's routed pages (spec 3 §2), under any menu alias (`/statement/…`, and the dynamic
 * children under each menu path): the query view, the template preview and the read-only template form
 * (a reminder's target), titled with the menu's name in the shell; a trailing `/{single}` shows them
 * without header and menus.
 */
export const statementRoutes: RouteObject[] = [
  pageRoute(":menuAlias/querySql/queryView/:sqlAlias/:alias", QueryViewPage, {
    name: "queryView",
    title: true,
  }),
  pageRoute(":menuAlias/querySql/queryView/:sqlAlias/:alias/:single", QueryViewPage, {
    name: "queryViewSingle",
    single: true,
  }),
  pageRoute(":menuAlias/template/preview/:templateKey", TemplatePreviewPage, {
    name: "templatePreview",
    title: true,
  }),
  pageRoute(":menuAlias/template/preview/:templateKey/:single", TemplatePreviewPage, {
    name: "templatePreviewSingle",
    single: true,
  }),
  pageRoute(":menuAlias/template/form/:templateKey/:action", TemplateFormPage, {
    name: "templateForm",
    title: true,
  }),
  pageRoute(":menuAlias/template/form/:templateKey/:action/:single", TemplateFormPage, {
    name: "templateFormSingle",
    single: true,
  }),
];
