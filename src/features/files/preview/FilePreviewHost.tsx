import { useEffect } from "react";
import { lazyDialog } from "../../../widgets/status/lazyDialog";
import { setFilePreviewOpener } from "../previewService";
import { closeFilePreview, openFilePreview, type PreviewFile, useOpenFilePreview } from "./previewStore";

interface HostDialogProps {
  isOpen: boolean;
  file: PreviewFile | null;
  onClose: () => void;
}

// The dialog and its viewers (image, PDF, the converted preview) load on the first preview opened.
const PreviewDialog = lazyDialog<HostDialogProps>(
  () =>
    import("./FilePreviewDialog").then(({ FilePreviewDialog }) => {
      function LoadedPreviewDialog({ file, onClose }: HostDialogProps) {
        return <FilePreviewDialog file={file} onClose={onClose} />;
      }
      return LoadedPreviewDialog;
    }),
  (props, t) => ({
    title: props.file?.name
      ? t("files.preview.title", { name: props.file.name })
      : t("files.preview.untitled"),
    onClose: props.onClose,
  }),
);

/**
 * The app's one preview dialog: mount it once in the shell. While it is mounted, the files area's
 * openFilePreview(file) (previewService, what every caller uses) opens it; the dialog's chunk loads the
 * first time a file is opened.
 */
export function FilePreviewHost() {
  const file = useOpenFilePreview();
  useEffect(() => setFilePreviewOpener(openFilePreview), []);
  return <PreviewDialog isOpen={file !== null} file={file} onClose={closeFilePreview} />;
}
