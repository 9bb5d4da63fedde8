// What the app and other features may use of the file preview (issue 15 §3; README.md beside it).

export { FilePreviewBody, type FilePreviewBodyProps } from "./FilePreviewBody";
export { FilePreviewDialog, type FilePreviewDialogProps } from "./FilePreviewDialog";
export { FilePreviewHost } from "./FilePreviewHost";
export { ImageViewer, type ImageViewerProps, type ViewerImage } from "./ImageViewer";
export { PdfViewer, type PdfViewerProps } from "./PdfViewer";
export type { PdfDocumentHandle, PdfLoader } from "./pdfDocument";
export { closeFilePreview, openFilePreview, type PreviewFile, useOpenFilePreview } from "./previewStore";
export { ourFileUrl } from "./sourceUrl";
