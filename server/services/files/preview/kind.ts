import { type FilePreviewType, PREVIEW_SIZE_LIMIT } from "../../../../src/api/contract/files";
import type { PreviewMessageKey } from "./messages";

/**
 * How a stored file is previewed (spec 3 §4): the answer's type, plus `office` for documents the server
 * converts to PDF first (answered as `pdf`). `error` is never a classification, only an outcome.
 */
export type PreviewKind = Exclude<FilePreviewType, "error"> | "office";

/** Office formats converted to PDF with LibreOffice before they are shown (the extension picks the filter). */
export const OFFICE_EXTENSIONS: readonly string[] = [
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "odt",
  "ods",
  "odp",
  "rtf",
];

/** The extensions of each kind (lower case, without the dot). */
const EXTENSIONS: Record<Exclude<PreviewKind, "fileNotSupported">, readonly string[]> = {
  // SVG is a picture: the bytes are served with `Content-Security-Policy: sandbox` and nosniff, so a
  // script inside never runs with our origin, whether shown in <img> or opened directly.
  picture: ["png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "svg"],
  pdf: ["pdf"],
  txt: [
    "txt",
    "text",
    "csv",
    "tsv",
    "log",
    "json",
    "xml",
    "md",
    "markdown",
    "yaml",
    "yml",
    "ini",
    "properties",
    "sql",
  ],
  html: ["html", "htm"],
  compress: ["zip", "rar", "7z", "tar", "gz", "tgz", "bz2", "xz", "jar"],
  media: [
    "mp4",
    "avi",
    "mov",
    "mkv",
    "wmv",
    "flv",
    "webm",
    "m4v",
    "mpg",
    "mpeg",
    "mp3",
    "wav",
    "flac",
    "aac",
    "ogg",
    "m4a",
    "wma",
  ],
  office: OFFICE_EXTENSIONS,
};

const KIND_OF_EXTENSION = new Map<string, PreviewKind>(
  Object.entries(EXTENSIONS).flatMap(([kind, list]) => list.map((ext) => [ext, kind as PreviewKind])),
);

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/**
 * The kind the detected type of the bytes proves on its own: a raster image, a PDF, audio or video. A file
 * whose bytes are one of these is shown as what it is, whatever its name says.
 */
function kindOfBytes(mime: string): PreviewKind | undefined {
  const type = mime.toLowerCase().split(";")[0]?.trim() ?? "";
  if (type === "application/pdf") return "pdf";
  if (type.startsWith("image/") && type !== "image/svg+xml") return "picture";
  if (type.startsWith("video/") || type.startsWith("audio/")) return "media";
  return undefined;
}

/** A preview classification: the kind, and why nothing is shown when it is fileNotSupported. */
export interface PreviewClass {
  kind: PreviewKind;
  message?: PreviewMessageKey;
}

/**
 * Classifies a file for preview by its name and detected type: files over PREVIEW_SIZE_LIMIT (50 MB) are
 * fileNotSupported ("too large"); bytes detected as an image, a PDF or media decide first; otherwise
 * the extension; an unknown extension falls back to the type (text/plain, text/html, zip).
 */
export function classifyPreview(name: string, mime: string, size: number): PreviewClass {
  if (size > PREVIEW_SIZE_LIMIT) return { kind: "fileNotSupported", message: "previewTooLarge" };
  const byExtension = KIND_OF_EXTENSION.get(extensionOf(name));
  const byBytes = kindOfBytes(mime);
  let kind = byBytes ?? byExtension;
  if (!kind) {
    const type = mime.toLowerCase().split(";")[0]?.trim() ?? "";
    if (type === "text/plain" || type === "text/csv") kind = "txt";
    else if (type === "text/html") kind = "html";
    else if (type === "application/zip" || type === "application/gzip") kind = "compress";
  }
  if (kind === "compress") return { kind, message: "previewCompress" };
  if (kind === "media") return { kind, message: "previewMedia" };
  return kind ? { kind } : { kind: "fileNotSupported", message: "previewUnsupported" };
}

/** The preview kind of a file (see {@link classifyPreview}). */
export function previewKindOf(name: string, mime: string, size: number): PreviewKind {
  return classifyPreview(name, mime, size).kind;
}

const PICTURE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  ico: "image/x-icon",
  svg: "image/svg+xml",
};

/**
 * The Content-Type the preview bytes are served with: chosen by the kind, never echoed from the upload,
 * so text-like files (csv, json, xml, md) display as plain text and never run.
 */
export function previewContentType(kind: PreviewKind, name: string, mime: string): string {
  switch (kind) {
    case "pdf":
    case "office":
      return "application/pdf";
    case "txt":
      return "text/plain; charset=utf-8";
    case "html":
      return "text/html; charset=utf-8";
    case "picture": {
      const detected = mime.toLowerCase().split(";")[0]?.trim() ?? "";
      if (/^image\/[a-z0-9.+-]+$/.test(detected) && detected !== "image/svg+xml") return detected;
      return PICTURE_TYPES[extensionOf(name)] ?? "application/octet-stream";
    }
    default:
      return "application/octet-stream";
  }
}

/** True when the served bytes could hold script (HTML, SVG): they go out under a sandboxing CSP. */
export function needsSandbox(contentType: string): boolean {
  return contentType.startsWith("text/html") || contentType.startsWith("image/svg+xml");
}
