import { looksLikeText } from "./textEncoding";

/** Bytes of a file's head read to detect its type. */
export const HEAD_BYTES = 64 * 1024;

const OOXML = ["application/zip"];
const CFB = [
  "application/x-cfb",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
];

/**
 * The detected types each known extension may have. An extension not listed here (configured by an
 * administrator) agrees only with a detected type of the same extension.
 */
const AGREEING: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  gif: ["image/gif"],
  bmp: ["image/bmp"],
  webp: ["image/webp"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", ...OOXML],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ...OOXML],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation", ...OOXML],
  doc: CFB,
  xls: CFB,
  ppt: CFB,
  zip: ["application/zip"],
  rar: ["application/x-rar-compressed", "application/vnd.rar"],
  "7z": ["application/x-7z-compressed"],
  mp4: ["video/mp4", "video/quicktime", "video/x-m4v"],
  mp3: ["audio/mpeg"],
};

/**
 * Extensions of plain text, which has no magic bytes: the head must read as text (no NUL, valid UTF-8 or
 * GBK/GB18030, as the preview reads it: textEncoding.ts).
 */
const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  log: "text/plain",
  md: "text/markdown",
};

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * The type of a file from its first bytes, when it agrees with the extension of its name; undefined when
 * the bytes say something else (a renamed executable) or nothing the extension allows.
 */
export async function agreeingType(head: Uint8Array, extension: string): Promise<string | undefined> {
  // Loaded on the first upload, not at start (issue 16, restart).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head);
  if (!detected) {
    const text = TEXT_TYPES[extension];
    return text && looksLikeText(head) ? text : undefined;
  }
  const agreeing = AGREEING[extension];
  if (agreeing ? agreeing.includes(detected.mime) : detected.ext === extension) return detected.mime;
  return undefined;
}
