import { Dialog, DialogBody } from "@blueprintjs/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FilePreviewAnswer } from "../../../api/contract/files";
import { FilePreviewBody, type FilePreviewBodyProps } from "./FilePreviewBody";
import type { PreviewFile } from "./previewStore";
import "./preview.css";

export interface FilePreviewDialogProps extends Omit<FilePreviewBodyProps, "file" | "onAnswer"> {
  /** The file to preview; null keeps the dialog closed. */
  file: PreviewFile | null;
  onClose: () => void;
}

/** The full-width preview dialog of a file (spec 3 §2 Files): its title is the file's name. */
export function FilePreviewDialog({ file, onClose, ...body }: FilePreviewDialogProps) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState<{ id: string; name: string } | null>(null);
  const onAnswer = useCallback((answer: FilePreviewAnswer) => {
    setAnswered({ id: answer.fileId, name: answer.name });
  }, []);
  const name = file?.name || (answered?.id === file?.id ? answered?.name : "") || "";
  return (
    <Dialog
      isOpen={file !== null}
      onClose={onClose}
      title={name ? t("files.preview.title", { name }) : t("files.preview.untitled")}
      className="tessera-preview-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody className="tessera-preview-dialog-body">
        {file && <FilePreviewBody key={file.id} file={file} onAnswer={onAnswer} {...body} />}
      </DialogBody>
    </Dialog>
  );
}
