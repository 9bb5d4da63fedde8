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
export { FileTreeDownloadDialog, type FileTreeDownloadDialogProps } from "./FileTreeDownloadDialog";
export { type FileServicesOptions, fileServices } from "./formServices";
export {
  FilePreviewBody,
  FilePreviewDialog,
  FilePreviewHost,
  ImageViewer,
  type ImageViewerProps,
  PdfViewer,
  type ViewerImage,
} from "./preview";
export {
  type FilePreviewOpener,
  hasFilePreviewOpener,
  openFilePreview,
  setFilePreviewOpener,
} from "./previewService";
