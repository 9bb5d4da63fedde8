// What other features may use of the files area (they may not import its files directly).
export {
  downloadAll,
  downloadFile,
  fileInfo,
  openLink,
  signedFileUrl,
  type UploadFileOptions,
  uploadFile,
  zipFallbackName,
} from "./api";
// The dialogs and viewers bring their own CSS (a side effect the bundler keeps) and the tree and viewers:
// other areas get the file-tree dialog as a lazy component and the preview through FilePreviewHost (its
// dialog loads on the first preview); the preview's components stay inside the area (./preview).
export type { FileTreeDownloadDialogProps } from "./FileTreeDownloadDialog";
export { type FileServicesOptions, fileServices } from "./formServices";
export { LazyFileTreeDownloadDialog as FileTreeDownloadDialog } from "./LazyFileTreeDownloadDialog";
export { FilePreviewHost } from "./preview/FilePreviewHost";
export type { ImageViewerProps, ViewerImage } from "./preview/ImageViewer";
export {
  type FilePreviewOpener,
  hasFilePreviewOpener,
  openFilePreview,
  setFilePreviewOpener,
} from "./previewService";
