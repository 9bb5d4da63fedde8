import { useEffect } from "react";
import { setFilePreviewOpener } from "../previewService";
import { FilePreviewDialog } from "./FilePreviewDialog";
import { closeFilePreview, openFilePreview, useOpenFilePreview } from "./previewStore";

/**
 * The app's one preview dialog: mount it once in the shell. While it is mounted, the files area's
 * openFilePreview(file) (previewService, what every caller uses) opens it.
 */
export function FilePreviewHost() {
  const file = useOpenFilePreview();
  useEffect(() => setFilePreviewOpener(openFilePreview), []);
  return <FilePreviewDialog file={file} onClose={closeFilePreview} />;
}
