import { Button, Classes, Icon, Intent, ProgressBar } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "./limits";

/** Names longer than this get a title tooltip (spec 3 §9). */
export const NAME_TOOLTIP_OVER = 5;

export interface AttachmentRowProps {
  name: string;
  size: number;
  status: "done" | "uploading" | "failed";
  progress?: number;
  /** The failure's message (the server's when it sent one). */
  message?: string;
  onPreview?: () => void;
  onDownload?: () => void;
  /** Deletes a stored file or forgets a failed one. */
  onRemove?: () => void;
  onCancel?: () => void;
  onRetry?: () => void;
}

/** One file of the attachment field: name, size, progress or failure, and its buttons. */
export function AttachmentRow({
  name,
  size,
  status,
  progress = 0,
  message,
  onPreview,
  onDownload,
  onRemove,
  onCancel,
  onRetry,
}: AttachmentRowProps) {
  const { t } = useTranslation();
  const button = (
    icon: "eye-open" | "download" | "cross" | "refresh" | "trash",
    label: string,
    onClick?: () => void,
  ) =>
    onClick && (
      <Button size="small" variant="minimal" icon={icon} aria-label={label} title={label} onClick={onClick} />
    );
  return (
    <li className="tessera-attach-row" data-status={status}>
      <div className="tessera-attach-line">
        <Icon
          icon={status === "failed" ? "error" : "document"}
          intent={status === "failed" ? Intent.DANGER : undefined}
        />
        <span className="tessera-attach-name" title={name.length > NAME_TOOLTIP_OVER ? name : undefined}>
          {name}
        </span>
        {size > 0 && (
          <span className={`tessera-attach-size ${Classes.TEXT_MUTED}`}>{formatFileSize(size)}</span>
        )}
        <span className="tessera-attach-actions">
          {button("eye-open", t("files.attach.preview", { name }), onPreview)}
          {button("download", t("files.attach.download", { name }), onDownload)}
          {status === "failed" && button("refresh", t("files.attach.retry", { name }), onRetry)}
          {status === "uploading" && button("cross", t("files.attach.cancel", { name }), onCancel)}
          {status !== "uploading" && button("trash", t("files.attach.remove", { name }), onRemove)}
        </span>
      </div>
      {status === "uploading" && (
        <ProgressBar
          className="tessera-attach-progress"
          value={progress}
          intent={Intent.PRIMARY}
          animate={progress < 1}
          aria-label={t("files.attach.progress", { name })}
        />
      )}
      {status === "failed" && (
        <div className="tessera-attach-failed" role="alert">
          {message || t("files.attach.uploadFailed")}
        </div>
      )}
    </li>
  );
}
