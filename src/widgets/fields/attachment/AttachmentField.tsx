import { Alert, Button, Classes, Icon, Intent } from "@blueprintjs/core";
import { type ChangeEvent, type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toCallFailure } from "../../../api/errors";
import { toastError, toastWarning } from "../../../api/toaster";
import type { FileRef } from "../../form/types";
import { AttachmentRow } from "./AttachmentRow";
import { type AttachmentLimits, acceptList, checkPicked, formatFileSize } from "./limits";
import { type UploadFn, useUploads } from "./useUploads";
import "./attachment.css";

/** Permission of an attachment field (spec 3 §3): w uploads, deletes, previews, downloads; r previews, downloads. */
export type AttachmentPermission = "w" | "r";

export interface AttachmentFieldProps {
  /** id of the field's box (the file input is `${id}__input`). */
  id: string;
  /** The field's name, read by screen readers on the file input. */
  label: string;
  /** The stored files. */
  files: FileRef[];
  onChange: (files: FileRef[]) => void;
  permission?: AttachmentPermission;
  disabled?: boolean;
  /** false: one file; a new upload replaces it. */
  multiple?: boolean;
  limits?: AttachmentLimits;
  upload?: UploadFn;
  download?: (file: FileRef) => void;
  preview?: (file: FileRef) => void;
  /**
   * Downloads the stored files as one zip: with it, 全部下载 shows once two or more files are stored (any
   * permission); a returned promise keeps the button busy, its rejection is shown as the error toast.
   */
  downloadAll?: (files: FileRef[]) => void | Promise<void>;
}

/** 全部下载 shows from this many stored files on. */
export const DOWNLOAD_ALL_FROM = 2;

/**
 * The attachment field: pick or drop files, a progress bar per upload with cancel and retry, the list with
 * name (tooltip over 5 characters), size (M above 1 MB) and the permission's buttons. Deleting asks
 * 确定要删除吗?; previewing or downloading before the upload finished says 请稍后再试！. Limits (count,
 * size, extensions) are checked before anything is sent.
 */
export function AttachmentField({
  id,
  label,
  files,
  onChange,
  permission = "w",
  disabled = false,
  multiple = true,
  limits = {},
  upload,
  download,
  preview,
  downloadAll,
}: AttachmentFieldProps) {
  const { t } = useTranslation();
  const writable = permission === "w" && !disabled;
  const latest = useRef(files);
  latest.current = files;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);

  const { pending, start, retry, drop } = useUploads(upload, (ref) => {
    const next = multiple ? [...latest.current, ref] : [ref];
    latest.current = next;
    onChange(next);
  });

  const accept = acceptList(limits.accept);
  const effective = multiple ? limits : { ...limits, limit: 1 };
  const held = multiple ? files.length + pending.length : 0;

  const take = (picked: File[]) => {
    if (!writable) return;
    const { accepted, refusals } = checkPicked(multiple ? picked : picked.slice(0, 1), held, effective);
    for (const refusal of refusals) {
      const message =
        refusal.kind === "type"
          ? t("files.attach.wrongType", { list: refusal.list })
          : refusal.kind === "size"
            ? t("files.attach.tooLarge", { name: refusal.name, size: formatFileSize(refusal.maxSize) })
            : t("files.attach.tooMany", { limit: refusal.limit });
      void toastWarning(message);
    }
    for (const file of accepted) start(file);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = "";
    take(picked);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer?.files ?? []));
  };

  const wait = () => void toastWarning(t("files.attach.wait"));
  const open = (service: ((file: FileRef) => void) | undefined, file: FileRef) =>
    service ? () => service(file) : undefined;
  const zip = async () => {
    if (!downloadAll) return;
    setZipping(true);
    try {
      await downloadAll(latest.current);
    } catch (error) {
      const failure = toCallFailure(error);
      void toastError(failure.message, failure.logId);
    } finally {
      setZipping(false);
    }
  };
  const full =
    multiple && held >= (limits.limit && limits.limit > 0 ? limits.limit : Number.POSITIVE_INFINITY);

  return (
    <div id={id} className="tessera-attach" data-permission={permission}>
      {writable && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; its button opens the picker by keyboard.
        <div
          className={`tessera-attach-drop${dragging ? " is-dragging" : ""}`}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Icon icon="cloud-upload" className={Classes.TEXT_MUTED} />
          <span className={Classes.TEXT_MUTED}>{t("files.attach.dropHint")}</span>
          <Button
            icon="folder-open"
            size="small"
            disabled={full}
            aria-describedby={`${id}__hint`}
            onClick={() => input.current?.click()}
          >
            {t("files.attach.choose")}
          </Button>
          <input
            ref={input}
            id={`${id}__input`}
            type="file"
            className="tessera-attach-input"
            tabIndex={-1}
            multiple={multiple}
            accept={accept.length ? accept.join(",") : undefined}
            aria-label={label}
            onChange={onPick}
          />
          <span id={`${id}__hint`} className={`tessera-attach-hint ${Classes.TEXT_MUTED}`}>
            {hint(t, accept, limits, multiple)}
          </span>
        </div>
      )}
      {files.length + pending.length === 0 && !writable && (
        <span className={Classes.TEXT_MUTED}>{t("files.attach.empty")}</span>
      )}
      <ul className="tessera-attach-list" aria-label={t("files.attach.listLabel", { label })}>
        {files.map((file, index) => (
          <AttachmentRow
            key={file.id}
            name={file.name}
            size={file.size}
            status="done"
            onPreview={open(preview, file)}
            onDownload={open(download, file)}
            onRemove={writable ? () => setAsking(index) : undefined}
          />
        ))}
        {pending.map((entry) => (
          <AttachmentRow
            key={entry.key}
            name={entry.file.name}
            size={entry.file.size}
            status={entry.status}
            progress={entry.progress}
            message={entry.message}
            onPreview={preview && wait}
            onDownload={download && wait}
            onCancel={() => drop(entry.key)}
            onRetry={() => retry(entry.key)}
            onRemove={() => drop(entry.key)}
          />
        ))}
      </ul>
      {downloadAll && files.length >= DOWNLOAD_ALL_FROM && (
        <Button
          className="tessera-attach-zip"
          size="small"
          variant="minimal"
          icon="compressed"
          loading={zipping}
          onClick={() => void zip()}
        >
          {t("files.attach.downloadAll")}
        </Button>
      )}
      <Alert
        isOpen={asking !== null}
        intent={Intent.DANGER}
        icon="trash"
        cancelButtonText={t("files.attach.no")}
        confirmButtonText={t("files.attach.yes")}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) onChange(latest.current.filter((_, i) => i !== asking));
          setAsking(null);
        }}
      >
        {t("files.attach.confirmDelete")}
      </Alert>
    </div>
  );
}

/** The line under the drop zone: allowed types, size and count. */
function hint(
  t: (key: string, options?: Record<string, unknown>) => string,
  accept: string[],
  limits: AttachmentLimits,
  multiple: boolean,
): string {
  const parts: string[] = [];
  if (accept.length) parts.push(t("files.attach.hintTypes", { list: accept.join(",") }));
  if (limits.maxSize) parts.push(t("files.attach.hintSize", { size: formatFileSize(limits.maxSize) }));
  if (!multiple) parts.push(t("files.attach.hintOne"));
  else if (limits.limit) parts.push(t("files.attach.hintCount", { limit: limits.limit }));
  return parts.join(t("files.attach.hintSeparator"));
}
