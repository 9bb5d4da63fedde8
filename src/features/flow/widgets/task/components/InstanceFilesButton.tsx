import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FileNode } from "../../../../../widgets/layout/FileTreeDialog";
import { FileTreeDownloadDialog, type FileTreeDownloadDialogProps } from "../../../../files";
import { fileCount } from "../../../model/instanceFiles";
import "../flowTask.css";

export interface InstanceFilesButtonProps
  extends Pick<FileTreeDownloadDialogProps, "download" | "downloadZip"> {
  /** The flow's files by folder (model/instanceFiles: the form's upload fields, then the opinions'). */
  files: FileNode[];
  /** The history is still loading: its folders may come. */
  loading?: boolean;
}

/**
 * 附件（n） on a flow screen: opens the file-tree dialog of every file the screen holds, each file
 * downloadable, the checked ones as one zip. With no file (and nothing loading) the button stays, disabled,
 * so the bar does not jump and the user reads that the flow has none.
 */
export function InstanceFilesButton({
  files,
  loading = false,
  download,
  downloadZip,
}: InstanceFilesButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = fileCount(files);
  const none = count === 0 && !loading;
  return (
    <div className="tessera-flow-files">
      <Button
        icon="paperclip"
        variant="outlined"
        size="small"
        disabled={none}
        title={none ? t("flowTask.fileTree.none") : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("flowTask.fileTree.button", { count })}
      </Button>
      {/* Mounted while open: each opening starts with every folder open and nothing checked. */}
      {open && (
        <FileTreeDownloadDialog
          isOpen
          onClose={() => setOpen(false)}
          title={t("flowTask.fileTree.title")}
          files={files}
          loading={loading && count === 0}
          defaultExpanded
          download={download}
          downloadZip={downloadZip}
        />
      )}
    </div>
  );
}
