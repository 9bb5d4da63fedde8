/*
 * The attachment field's limits (spec 3 §5 Uploads, §9): count, size and allowed extensions, as pure
 * functions the field and the files API share. The server checks them again against the bytes.
 */

/** The default count limit of an attachment field (spec 3 §9). */
export const DEFAULT_ATTACHMENT_LIMIT = 9999;

/** The allowed extensions, lower case with their dot (".pdf"), from ".pdf,.docx", "pdf docx" or a list. */
export function acceptList(accept: string | readonly string[] | undefined | null): string[] {
  const parts = typeof accept === "string" ? accept.split(/[,;\s]+/) : (accept ?? []);
  const out: string[] = [];
  for (const part of parts) {
    const token = String(part).trim().toLowerCase();
    if (!token || token.includes("/")) continue; // a MIME type is left to the input's own filter
    const ext = token.startsWith(".") ? token : `.${token}`;
    if (!out.includes(ext)) out.push(ext);
  }
  return out;
}

/** The list as the message prints it: ".pdf,.docx" (上传的附件只能是 {list}格式!). */
export function formatAcceptList(list: readonly string[]): string {
  return list.join(",");
}

/** True when the file's extension is in the list (an empty list allows everything). */
export function extensionAllowed(fileName: string, list: readonly string[]): boolean {
  if (list.length === 0) return true;
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  return list.includes(fileName.slice(dot).toLowerCase());
}

/** Why a picked file is refused before it is sent, or null. */
export type AttachmentRefusal =
  | { kind: "type"; list: string }
  | { kind: "size"; name: string; maxSize: number }
  | { kind: "count"; limit: number };

/** The field's limits, from its ui:options. */
export interface AttachmentLimits {
  /** Most files the field holds (default 9999). */
  limit?: number;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Allowed extensions. */
  accept?: string | readonly string[];
}

/**
 * Splits picked files into those to upload and the refusals, given how many the field already holds:
 * files past the count limit, with a wrong extension or over the size are refused.
 */
export function checkPicked(
  files: readonly File[],
  held: number,
  limits: AttachmentLimits,
): { accepted: File[]; refusals: AttachmentRefusal[] } {
  const limit = limits.limit && limits.limit > 0 ? limits.limit : DEFAULT_ATTACHMENT_LIMIT;
  const list = acceptList(limits.accept);
  const accepted: File[] = [];
  const refusals: AttachmentRefusal[] = [];
  for (const file of files) {
    if (!extensionAllowed(file.name, list)) {
      if (!refusals.some((r) => r.kind === "type"))
        refusals.push({ kind: "type", list: formatAcceptList(list) });
    } else if (limits.maxSize !== undefined && limits.maxSize > 0 && file.size > limits.maxSize) {
      refusals.push({ kind: "size", name: file.name, maxSize: limits.maxSize });
    } else if (held + accepted.length >= limit) {
      if (!refusals.some((r) => r.kind === "count")) refusals.push({ kind: "count", limit });
    } else accepted.push(file);
  }
  return { accepted, refusals };
}

const MB = 1024 * 1024;

/** A file size as the portal shows it: "1.50M" above 1 MB, else "12.30K" (spec 1 §9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  return bytes > MB ? `${(bytes / MB).toFixed(2)}M` : `${(bytes / 1024).toFixed(2)}K`;
}
