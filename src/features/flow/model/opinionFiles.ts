import type { FileRef } from "../../../widgets/form/types";

/**
 * The attachments of a task opinion (`files` of an action body and of an instanceFlowOpinions row,
 * CONTRACT §6.3/§6.8: a "JSON/ids string").
 *
 * Format sent: `""` when there are none, else `JSON.stringify([{id, name, size}])` (at most
 * OPINION_FILE_LIMIT entries). Read defensively: empty or malformed text is no files; a JSON array of
 * objects with an `id` (name, size optional) or of id strings; a plain comma list of ids (old rows).
 */
export const OPINION_FILE_LIMIT = 10;

const MAX_ID = 64;

function refOf(entry: unknown): FileRef | null {
  if (typeof entry === "string") {
    const id = entry.trim();
    return id && id.length <= MAX_ID ? { id, name: id, size: 0 } : null;
  }
  if (entry === null || typeof entry !== "object") return null;
  const { id, fileId, name, fileName, size } = entry as Record<string, unknown>;
  const key = typeof id === "string" ? id : typeof fileId === "string" ? fileId : "";
  if (!key.trim() || key.length > MAX_ID) return null;
  const label = typeof name === "string" && name ? name : typeof fileName === "string" ? fileName : "";
  const bytes = typeof size === "number" && Number.isFinite(size) && size >= 0 ? size : Number(size) || 0;
  return { id: key.trim(), name: label || key.trim(), size: bytes };
}

/** The files of an opinion's `files` (or `zfiles`) text; never throws. Duplicate ids are kept once. */
export function parseOpinionFiles(raw: string | null | undefined): FileRef[] {
  const text = (raw ?? "").trim();
  if (!text) return [];
  let entries: unknown[];
  if (text.startsWith("[") || text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      entries = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [];
    }
  } else {
    entries = text.split(",");
  }
  const seen = new Set<string>();
  const refs: FileRef[] = [];
  for (const entry of entries) {
    const ref = refOf(entry);
    if (ref && !seen.has(ref.id)) {
      seen.add(ref.id);
      refs.push(ref);
    }
  }
  return refs;
}

/** The `files` text an action sends for the opinion's attachments ("" for none). */
export function opinionFilesValue(files: readonly FileRef[]): string {
  if (files.length === 0) return "";
  return JSON.stringify(files.map(({ id, name, size }) => ({ id, name, size })));
}
