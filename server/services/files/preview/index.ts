/** The file preview (issue 15 §2 onlinePreview, §3 office documents): classification, conversion, cache, routes. */
export {
  cachedPreviewPdf,
  forgetPreviewPdf,
  type OfficeDocument,
  type PreviewDeps,
  type PreviewPdf,
  previewPdfOf,
} from "./cache";
export { officePdfOf, type PreviewContent, type PreviewFile, previewContentOf, SANDBOX_CSP } from "./content";
export {
  classifyPreview,
  OFFICE_EXTENSIONS,
  type PreviewClass,
  type PreviewKind,
  previewContentType,
  previewKindOf,
} from "./kind";
export { PREVIEW_MESSAGES, type PreviewMessageKey, previewMessage } from "./messages";
export {
  type ConvertedPdf,
  type ConvertOptions,
  convertOfficeToPdf,
  OfficeConversionError,
  officeAvailable,
  officeBinary,
  officeConversionsRun,
} from "./office";
export { type FilePreviewDeps, filePreviewRoutes, PREVIEW_API } from "./routes";
