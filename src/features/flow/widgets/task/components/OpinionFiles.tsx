import { useTranslation } from "react-i18next";
import { AttachmentField } from "../../../../../widgets/fields/attachment/AttachmentField";
import type { FileRef } from "../../../../../widgets/form/types";
import { downloadAll, downloadFile, openFilePreview } from "../../../../files";
import "../flowTask.css";

/** What the history does with an opinion's files (default: the files area's preview and downloads). */
export interface OpinionFileActions {
  preview: (file: FileRef) => void;
  download: (file: FileRef) => void;
  /** Several files as one zip; a rejection is shown by the attachment field as the app's error toast. */
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
 * there are several, the field's 全部下载 as one zip. Nothing when the opinion has none.
 */
export function OpinionFiles({ id, files, actions = defaultOpinionFileActions }: OpinionFilesProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
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
        downloadAll={(all) => actions.downloadAll(all.map((f) => f.id))}
      />
    </div>
  );
}
