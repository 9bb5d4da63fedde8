import { toCallFailure } from "../../api/errors";
import { toastError } from "../../api/toaster";
import { type FileNode, FileTreeDialog, type FileTreeDialogProps } from "../../widgets/layout/FileTreeDialog";
import { downloadAll, downloadFile } from "./api";

export interface FileTreeDownloadDialogProps
  extends Omit<FileTreeDialogProps, "downloadUrl" | "onDownload" | "onDownloadSelected"> {
  /** Downloads one file (default: downloadFile through its signed URL). */
  download?: (file: FileNode) => Promise<void>;
  /** Downloads several as a zip (default: downloadAll through the client). */
  downloadZip?: (fileIds: string[]) => Promise<void>;
}

/** Shows a failed download's message (with its log id) as the app's error toast. */
function report(error: unknown): void {
  const failure = toCallFailure(error);
  void toastError(failure.message, failure.logId);
}

/**
 * The file-tree dialog (spec 1 §2) wired to the file service: a file downloads through its signed URL,
 * the checked files as one zip named by the server (downloadAllFile).
 */
export function FileTreeDownloadDialog({
  download = (file) => downloadFile(file.id),
  downloadZip = (fileIds) => downloadAll(fileIds),
  ...props
}: FileTreeDownloadDialogProps) {
  return (
    <FileTreeDialog
      {...props}
      onDownload={(file) => {
        // downloadFile's fileGet call shows its own toast; a custom download may not.
        download(file).catch(() => {});
      }}
      onDownloadSelected={(fileIds) => downloadZip(fileIds).catch(report)}
    />
  );
}
