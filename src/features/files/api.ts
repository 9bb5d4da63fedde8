import type { FileUploadAnswer, StoredFileInfo } from "../../api/contract/files";
import { answerFailure, CallFailure, toCallFailure } from "../../api/errors";
import { host } from "../../api/hosts";
import { http } from "../../api/http";
import i18n from "../../i18n";
import { blobBody, downloadFileName, saveBlob } from "../../platform/saveFile";
import {
  acceptList,
  extensionAllowed,
  formatAcceptList,
  formatFileSize,
} from "../../widgets/fields/attachment/limits";

/*
 * The file service's calls (src/api/contract/files.ts) through the app's one client. Nothing here puts the
 * Bearer token in a URL: links use the short-lived signed URLs that fileGet hands out.
 */

const FILE_API = "/system/file/v1";

/** How an upload reports progress, is cancelled, and what it checks before sending. */
export interface UploadFileOptions {
  /** Fraction sent, 0…1 (axios upload progress). */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (the promise rejects with axios' cancel). */
  signal?: AbortSignal;
  /** The flow's key, added in online forms (spec 3 §7). */
  flowKey?: string;
  /** Allowed extensions (".pdf,.docx" or a list); checked here too, the server checks the bytes. */
  accept?: string | readonly string[];
  /** Largest size in bytes; checked here too. */
  maxSize?: number;
}

/** POST {portal}/system/file/v1/upload: one file as multipart field `file`; refusals carry the server's message. */
export async function uploadFile(file: File, options: UploadFileOptions = {}): Promise<FileUploadAnswer> {
  const allowed = acceptList(options.accept);
  if (!extensionAllowed(file.name, allowed)) {
    throw new CallFailure(i18n.t("files.attach.wrongType", { list: formatAcceptList(allowed) }), {
      status: 400,
    });
  }
  if (options.maxSize !== undefined && file.size > options.maxSize) {
    throw new CallFailure(
      i18n.t("files.attach.tooLarge", { name: file.name, size: formatFileSize(options.maxSize) }),
      { status: 413 },
    );
  }
  const form = new FormData();
  form.append("file", file, file.name);
  const { data } = await http.post<FileUploadAnswer>(`${host("portal")}${FILE_API}/upload`, form, {
    params: options.flowKey ? { flowKey: options.flowKey } : undefined,
    signal: options.signal,
    // The field shows the refusal beside the file: no toast as well.
    silent: true,
    failureText: i18n.t("files.attach.uploadFailed"),
    onUploadProgress: (event) => {
      const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
      options.onProgress?.(Math.min(1, Math.max(0, fraction)));
    },
  });
  return data;
}

/** GET {portal}/system/file/v1/fileGet: a stored file's metadata with its signed URLs. */
export async function fileInfo(fileId: string, signal?: AbortSignal): Promise<StoredFileInfo> {
  const { data } = await http.get<StoredFileInfo>(`${host("portal")}${FILE_API}/fileGet`, {
    params: { fileId },
    signal,
  });
  return data;
}

/** A signed URL from the file service, absolute (a relative one is relative to the portal host). */
export function signedFileUrl(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return url;
  return `${host("portal")}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** Clicks a hidden anchor: a download (signed URL, no token) opened beside the page. */
export function openLink(href: string, fileName?: string): void {
  const anchor = document.createElement("a");
  anchor.href = href;
  if (fileName) anchor.download = fileName;
  anchor.target = "_blank";
  anchor.rel = "noopener noreferrer";
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Downloads one stored file through its signed downloadUrl (fileGet), never with the token in the URL. */
export async function downloadFile(fileId: string): Promise<void> {
  const info = await fileInfo(fileId);
  openLink(signedFileUrl(info.downloadUrl), info.name);
}

/** The zip's name when the server sends none: the date, as the original saves it (spec 3 §7). */
export function zipFallbackName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

/**
 * GET {portal}/system/file/v1/downloadAllFile?fileIds=a,b: the files as one zip, fetched as a blob through
 * the client (Bearer header) and saved under the Content-Disposition name.
 */
export async function downloadAll(
  fileIds: readonly string[],
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<void> {
  const path = `${FILE_API}/downloadAllFile`;
  try {
    const response = await http.get(`${host("portal")}${path}`, {
      params: { fileIds: fileIds.join(",") },
      responseType: "blob",
      silent: true,
    });
    const headers = response.headers as Record<string, string | undefined>;
    const blob = response.data instanceof Blob ? response.data : new Blob([response.data]);
    save(blob, downloadFileName(headers["content-disposition"], zipFallbackName(), path));
  } catch (error) {
    // A blob answer hides the server's JSON message: read it before building the failure.
    const failure = toCallFailure(error);
    const body = await blobBody(failure.data);
    throw answerFailure(failure.status, body, failure.message);
  }
}
