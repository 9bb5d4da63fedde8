/*
 * Files (issue 15; spec 3 §3, §4, §7). The shapes the file service answers and the front end reads.
 * Routes (portal host):
 *   POST /system/file/v1/upload[?flowKey=]       multipart, field `file` (one file)      → FileUploadAnswer
 *   POST /system/file/v1/fileUpload              multipart, field `files` (one or more)  → FileUploadAnswer[]
 *   GET  /system/file/v1/fileGet?fileId=         → StoredFileInfo (with short-lived signed URLs)
 *   GET  /system/file/v1/downloadFile?fileId=    bytes, Content-Disposition attachment (UTF-8 name, RFC 5987)
 *   GET  /system/file/v1/preview?fileId=         bytes inline (blob)
 *   GET  /system/file/v1/downloadAllFile?fileIds=a,b   a streamed zip named by the date
 *   POST /system/file/v1/updateFileExtraProp     {fileId, extraProps}
 *   GET  /system/file/v1/getLogoFile?logoType&tenantId   public tenant logo
 *   GET  /file/onlinePreviewController/v1/onlinePreview?fileId=   → FilePreviewAnswer
 *   GET  /file/onlinePreviewController/v1/getFileById_{id}        → the bytes to show (inline)
 * Every route except getLogoFile needs the Bearer token or a signed URL (`?fileId&expires&signature`,
 * minted by fileGet / onlinePreview for a user who may read the file).
 */

/** What an upload answers per file (spec 3 §3 Attachment `response`). */
export interface FileUploadAnswer {
  fileId: string;
  fileName: string;
  size: number;
  /** The type detected from the bytes (e.g. "application/pdf"). */
  type: string;
}

/** GET fileGet: a stored file's metadata. */
export interface StoredFileInfo {
  id: string;
  name: string;
  size: number;
  type: string;
  sha256: string;
  createTime: string;
  creatorId: string;
  creatorName?: string;
  extraProps?: Record<string, unknown>;
  /** Signed, short-lived (minutes) URL that downloads the file without the Bearer header (links). */
  downloadUrl: string;
  /** Signed, short-lived URL that shows the file inline (img src, frames). */
  inlineUrl: string;
}

/** The preview result values of spec 3 §4; pdf is the default. */
export type FilePreviewType =
  | "html"
  | "txt"
  | "picture"
  | "compress"
  | "media"
  | "pdf"
  | "fileNotSupported"
  | "error";

/** GET onlinePreview: how to show a file. */
export interface FilePreviewAnswer {
  type: FilePreviewType;
  fileId: string;
  name: string;
  size: number;
  /** Signed URL of what to show: the file itself, or the PDF converted from an office document. */
  url?: string;
  /** Signed URL that downloads the original (compress and media start a download). */
  downloadUrl?: string;
  /** The server's message (fileNotSupported, error), in the request language. */
  message?: string;
}

/** The largest file the preview shows (spec 3 §9): 50 MB. */
export const PREVIEW_SIZE_LIMIT = 52_428_800;

/** A file as a record's attachment list holds it (a rule's attachmentName, a news item's file / ffj). */
export interface AttachedFile {
  id: string;
  name: string;
}

/**
 * The {id, name} entries of an attachment list: the stored jsonb value, or its JSON text as the spec's ffj
 * carries it. Entries without a string id and name, and anything that is not a list, are left out, so a
 * hand-edited row never breaks a read. The server answers lists through it and the front end reads them.
 */
export function attachedFiles(value: unknown): AttachedFile[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) =>
    entry && typeof entry === "object" && typeof entry.id === "string" && typeof entry.name === "string"
      ? [{ id: entry.id, name: entry.name }]
      : [],
  );
}
