import { Button, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { NAME_TOOLTIP_OVER } from "../../../widgets/fields/attachment/AttachmentRow";
import type { FileRef } from "../../../widgets/form/types";
import { openFilePreview } from "../../files";

export interface AttachmentLinksProps {
  files: FileRef[];
  /** The list's name for screen readers (e.g. "员工手册 的附件"). */
  label: string;
}

/**
 * A rule's files in the rules list (spec 3 §2: "attachment (preview only, no download)"): each file's name
 * is a button that opens its preview through the files area (openFilePreview); no file says 无附件.
 */
export function AttachmentLinks({ files, label }: AttachmentLinksProps) {
  const { t } = useTranslation();
  if (files.length === 0) return <span className={Classes.TEXT_MUTED}>{t("contentFiles.none")}</span>;
  return (
    <ul className="tessera-content-files" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <Button
            variant="minimal"
            size="small"
            intent="primary"
            icon="document"
            ellipsizeText
            className="tessera-content-file"
            title={file.name.length > NAME_TOOLTIP_OVER ? file.name : undefined}
            text={file.name}
            onClick={() => openFilePreview(file)}
          />
        </li>
      ))}
    </ul>
  );
}
