import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentField } from "../../../widgets/fields/attachment/AttachmentField";
import type { FileRef } from "../../../widgets/form/types";

export interface ContentAttachmentsProps {
  files: FileRef[];
  /** Opens a file's preview. */
  preview: (file: FileRef) => void;
  /** Downloads a file; left out where the spec allows preview only (rules). */
  download?: (file: FileRef) => void;
}

/**
 * The 附件 part of a content detail page: the attachment widget read-only (permission r), each file with the
 * buttons the page allows (a rule: preview; a news item: preview and download); none says 暂无附件.
 */
export function ContentAttachments({ files, preview, download }: ContentAttachmentsProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t("contentFiles.attachments");
  return (
    <section className="tessera-content-attachments" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="bp6-heading">
        {label}
      </h3>
      <AttachmentField
        id={`${id}-files`}
        label={label}
        files={files}
        onChange={() => {}}
        permission="r"
        preview={preview}
        download={download}
      />
    </section>
  );
}
