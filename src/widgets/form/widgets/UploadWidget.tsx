import { Button, FileInput, Intent, ProgressBar } from "@blueprintjs/core";
import type { WidgetProps } from "@rjsf/utils";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../api/toaster";
import { useFieldBinding, useFormRuntime } from "../state/context";
import type { FileRef } from "../types";

/** One file of the field: stored, or on its way. */
interface FileEntry {
  key: string;
  name: string;
  size: number;
  status: "uploading" | "done" | "failed";
  progress: number;
  /** What the field stores for it: a file id, a FileRef or a data URL. */
  stored?: unknown;
  ref?: FileRef;
}

/** The name a data URL carries (`data:…;name=a.pdf;base64,…`), as rjsf writes it. */
function dataUrlName(url: string): string {
  const name = /;name=([^;]+);/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : "file";
}

/** Reads a file as a data URL with its name inside, as rjsf's FileWidget stores it. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.replace(";base64", `;name=${encodeURIComponent(file.name)};base64`));
    };
    reader.readAsDataURL(file);
  });
}

function entryOf(stored: unknown, index: number): FileEntry {
  if (typeof stored === "string") {
    const isData = stored.startsWith("data:");
    const name = isData ? dataUrlName(stored) : stored;
    return {
      key: `v${index}`,
      name,
      size: 0,
      status: "done",
      progress: 1,
      stored,
      ref: isData ? undefined : { id: stored, name, size: 0 },
    };
  }
  const ref = stored as FileRef;
  return {
    key: `v${index}`,
    name: ref?.name ?? String(ref?.id),
    size: ref?.size ?? 0,
    status: "done",
    progress: 1,
    stored,
    ref,
  };
}

/**
 * Attachments: uploads through the injected `upload` service (the app posts to the files API) with a
 * progress bar per file; a field in `data-url` format without that service stores data URLs as rjsf does.
 * Download and preview wait for the upload: before it finishes they say 请稍后再试！.
 */
export function UploadWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, disabled, readonly, multiple, schema, options } = props;
  const { services } = useFormRuntime();
  const field = useFieldBinding(props);
  const stored = multiple
    ? Array.isArray(field.value)
      ? field.value
      : []
    : field.value === undefined || field.value === null
      ? []
      : [field.value];
  const [uploads, setUploads] = useState<FileEntry[]>([]);
  const counter = useRef(0);
  const itemsSchema = (schema.items ?? {}) as { type?: unknown; format?: unknown };
  const dataUrl = !services.upload && (schema.format === "data-url" || itemsSchema.format === "data-url");
  const wantsObjects = schema.type === "object" || itemsSchema.type === "object";
  const valueRef = useRef(stored);
  valueRef.current = stored;

  const store = (next: unknown[]) => field.onChange(multiple ? next : next[next.length - 1]);

  const add = async (file: File) => {
    counter.current += 1;
    const key = `u${counter.current}`;
    const patch = (change: Partial<FileEntry>) =>
      setUploads((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    setUploads((list) => [
      ...list,
      { key, name: file.name, size: file.size, status: "uploading", progress: 0 },
    ]);
    try {
      let value: unknown;
      if (dataUrl) value = await readAsDataUrl(file);
      else if (services.upload) {
        const ref = await services.upload(file, { onProgress: (progress) => patch({ progress }) });
        value = wantsObjects ? ref : ref.id;
      } else throw new Error("no upload service");
      setUploads((list) => list.filter((entry) => entry.key !== key));
      store([...(multiple ? valueRef.current : []), value]);
    } catch {
      patch({ status: "failed" });
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    for (const file of multiple ? files : files.slice(0, 1)) void add(file);
  };

  const act = (entry: FileEntry, action: "download" | "preview") => {
    if (entry.status !== "done") {
      void toastWarning(t("form.upload.wait"));
      return;
    }
    if (entry.ref) services[action]?.(entry.ref);
  };

  const entries = [...stored.map(entryOf), ...uploads];
  return (
    <div id={id} className="tessera-form-upload">
      {!readonly && (
        <FileInput
          text={t("form.upload.choose")}
          buttonText={t("form.upload.browse")}
          disabled={disabled}
          inputProps={{
            id: `${id}__input`,
            multiple,
            accept: typeof options.accept === "string" ? options.accept : undefined,
            "aria-label": props.label,
          }}
          onInputChange={onPick}
        />
      )}
      <ul className="tessera-form-upload-list">
        {entries.map((entry, index) => (
          <li key={entry.key}>
            <span title={entry.name.length > 5 ? entry.name : undefined}>{entry.name}</span>
            {entry.status === "uploading" && (
              <ProgressBar
                value={entry.progress}
                intent={Intent.PRIMARY}
                aria-label={t("form.upload.progress", { name: entry.name })}
              />
            )}
            {entry.status === "failed" && (
              <span className="tessera-form-upload-failed">{t("form.upload.failed")}</span>
            )}
            <Button
              size="small"
              variant="minimal"
              icon="download"
              aria-label={t("form.upload.download", { name: entry.name })}
              onClick={() => act(entry, "download")}
            />
            <Button
              size="small"
              variant="minimal"
              icon="eye-open"
              aria-label={t("form.upload.preview", { name: entry.name })}
              onClick={() => act(entry, "preview")}
            />
            {!readonly && !disabled && entry.status !== "uploading" && (
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t("form.upload.remove", { name: entry.name })}
                onClick={() =>
                  entry.key.startsWith("u")
                    ? setUploads((list) => list.filter((other) => other.key !== entry.key))
                    : store(stored.filter((_, i) => i !== index))
                }
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
