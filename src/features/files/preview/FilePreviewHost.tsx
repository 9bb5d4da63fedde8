import { FilePreviewDialog } from "./FilePreviewDialog";
import { closeFilePreview, useOpenFilePreview } from "./previewStore";

/** The app's one preview dialog: mount it once in the shell; openFilePreview(file) opens it from anywhere. */
export function FilePreviewHost() {
  const file = useOpenFilePreview();
  return <FilePreviewDialog file={file} onClose={closeFilePreview} />;
}
