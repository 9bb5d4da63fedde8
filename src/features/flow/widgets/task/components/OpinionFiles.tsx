import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toCallFailure } from "../../../../../api/errors";
import { toastError } from "../../../../../api/toaster";
import { AttachmentField } from "../../../../../widgets/fields/attachment/AttachmentField";
import type { FileRef } from "../../../../../widgets/form/types";
import { downloadAll, downloadFile, openFilePreview } from "../../../../files";
import "../flowTask.css";

/** What the history does with an opinion's files (default: the files area's preview and downloads). */
export interface OpinionFileActions {
  preview: (file: FileRef) => void;
  download: (file: FileRef) => void;
  /** Several files as one zip; a failure is shown as the app's error toast. */
  downloadAll: (fileIds: string[]) => Promise<void>;
}

export const defaultOpinionFileActions: OpinionFileActions = {
  preview: openFilePreview,
  download: (file) => {
    // fileGet's failure was already shown by the client's toast.
    downloadFile(file.id).catch(() => {});
  },
  downloadAll: (fileIds) => downloadAll(fileIds),
};

export interface OpinionFilesProps {
  /** id of the list's box (unique on the page). */
  id: string;
  files: FileRef[];
  actions?: OpinionFileActions;
}

/**
 * The attachments of one opinion in the history (permission r: name, size, preview, download) and, when
 * there are several, 全部下载 as one zip. Nothing when the opinion has none.
 */
export function OpinionFiles({ id, files, actions = defaultOpinionFileActions }: OpinionFilesProps) {
  const { t } = useTranslation();
  const [zipping, setZipping] = useState(false);
  if (files.length === 0) return null;
  const zip = async () => {
    setZipping(true);
    try {
      await actions.downloadAll(files.map((f) => f.id));
    } catch (error) {
      const failure = toCallFailure(error);
      void toastError(failure.message, failure.logId);
    } finally {
      setZipping(false);
    }
  };
  return (
    <div className="tessera-flow-opinion-files">
      <AttachmentField
        id={id}
        label={t("flowTask.files.label")}
        files={files}
        onChange={() => {}}
        permission="r"
        preview={actions.preview}
        download={actions.download}
      />
      {files.length > 1 && (
        <Button
          size="small"
          variant="minimal"
          icon="compressed"
          loading={zipping}
          text={t("flowTask.files.downloadAll")}
          onClick={() => void zip()}
        />
      )}
    </div>
  );
}
