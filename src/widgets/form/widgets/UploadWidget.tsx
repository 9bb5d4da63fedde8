import type { WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import { AttachmentField } from "../../fields/attachment/AttachmentField";
import type { AttachmentLimits } from "../../fields/attachment/limits";
import type { UploadFn } from "../../fields/attachment/useUploads";
import { useFieldBinding, useFormRuntime } from "../state/context";
import type { FileRef } from "../types";

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

/** A stored value as a file: an id string, a data URL (its id is the URL) or {id, name, size}. */
function refOf(stored: unknown): FileRef {
  if (typeof stored === "string") {
    const name = stored.startsWith("data:") ? dataUrlName(stored) : stored;
    return { id: stored, name, size: 0 };
  }
  const ref = (stored ?? {}) as Partial<FileRef>;
  return { id: String(ref.id ?? ""), name: ref.name ?? String(ref.id ?? ""), size: ref.size ?? 0 };
}

/** A number option, or undefined. */
function numberOption(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The field's limits from ui:options: `limit` (count, default 9999), `maxSize` (bytes), `accept`. */
export function uploadLimits(options: Record<string, unknown>): AttachmentLimits {
  const accept = options.accept;
  return {
    limit: numberOption(options.limit),
    maxSize: numberOption(options.maxSize),
    accept: typeof accept === "string" || Array.isArray(accept) ? (accept as string | string[]) : undefined,
  };
}

/**
 * rjsf's upload widget: the attachment field (src/widgets/fields/attachment) over the form's services.
 * Values are file ids (string fields), {id, name, size} (object fields) or, for a `data-url` field without
 * an upload service, data URLs as rjsf stores them. ui:options: `limit`, `maxSize` (bytes), `accept`
 * (".pdf,.docx"), `permission` ("r" shows preview and download only).
 */
export function UploadWidget(props: WidgetProps) {
  const { id, disabled, readonly, multiple, schema, options, label } = props;
  const { services } = useFormRuntime();
  const field = useFieldBinding(props);
  const stored: unknown[] = multiple
    ? Array.isArray(field.value)
      ? field.value
      : []
    : field.value === undefined || field.value === null || field.value === ""
      ? []
      : [field.value];
  const itemsSchema = (schema.items ?? {}) as { type?: unknown; format?: unknown };
  const dataUrl = !services.upload && (schema.format === "data-url" || itemsSchema.format === "data-url");
  const wantsObjects = schema.type === "object" || itemsSchema.type === "object";

  // Each shown file remembers the stored value it came from, so untouched values travel back unchanged.
  const refs = stored.map(refOf);
  const origin = new Map<FileRef, unknown>(refs.map((ref, index) => [ref, stored[index]]));

  const upload = useMemo<UploadFn | undefined>(() => {
    if (dataUrl) return async (file) => ({ id: await readAsDataUrl(file), name: file.name, size: file.size });
    return services.upload ? (file, uploadOptions) => services.upload!(file, uploadOptions) : undefined;
  }, [dataUrl, services]);

  const onChange = (next: FileRef[]) => {
    const values = next.map((ref) => (origin.has(ref) ? origin.get(ref) : wantsObjects ? ref : ref.id));
    field.onChange(multiple ? values : values[values.length - 1]);
  };

  const permission = readonly || options.permission === "r" ? "r" : "w";
  return (
    <AttachmentField
      id={id}
      label={field.ariaLabel ?? label}
      files={refs}
      onChange={onChange}
      permission={permission}
      disabled={disabled}
      multiple={!!multiple}
      limits={uploadLimits(options)}
      upload={upload}
      download={dataUrl ? undefined : services.download}
      preview={dataUrl ? undefined : services.preview}
      downloadAll={dataUrl ? undefined : services.downloadAll}
    />
  );
}
