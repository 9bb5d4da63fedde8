import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import { pageRoute } from "../../../widgets/status/pageRoute";

const FilePreviewPage = lazyPage(() => import("./FilePreviewPages"), "FilePreviewPage");
const PdfSourcePage = lazyPage(() => import("./FilePreviewPages"), "PdfSourcePage");
const IframeSourcePage = lazyPage(() => import("./FilePreviewPages"), "IframeSourcePage");
const WebOfficePage = lazyPage(() => import("./FilePreviewPages"), "WebOfficePage");

/**
 * The preview's single routes (spec 3 §2 Files; the shell hides itself on them): a file's preview, a PDF
 * or an HTML address of ours, and the read-only web office view. See preview/README.md for {src}.
 */
export const filePreviewRoutes: RouteObject[] = [
  pageRoute("file/preview/:fileId", FilePreviewPage, { name: "filePreview", single: true }),
  pageRoute("pdf/:src/:fileId", PdfSourcePage, { name: "pdf", single: true }),
  pageRoute("iframeSrc/:iframeSrc/:fileId", IframeSourcePage, { name: "iframeSrc", single: true }),
  pageRoute("webOffice/:fileId/:isRevision/:inputWriteable", WebOfficePage, {
    name: "webOffice",
    single: true,
  }),
];
