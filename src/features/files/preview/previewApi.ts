import type { FilePreviewAnswer, FilePreviewType } from "../../../api/contract/files";
import { answerFailure } from "../../../api/errors";
import { fetchBody } from "../../../api/fetchBody";
import type { Fetcher } from "../../../engine";
import { isObject } from "../../../engine/json";

/*
 * The calls of the preview (spec 3 §7 Files): how to show a file (onlinePreview?fileId) and the text of an
 * html or txt preview. Both carry a reload timestamp `_t`, so a preview never comes from a stale cache.
 */

const ONLINE_PREVIEW = "/file/onlinePreviewController/v1/onlinePreview";

const TYPES: readonly FilePreviewType[] = [
  "html",
  "txt",
  "picture",
  "compress",
  "media",
  "pdf",
  "fileNotSupported",
  "error",
];

/** `url` with the reload timestamp `_t` set (spec 3 §7: a reload timestamp is added to previews). */
export function withReloadStamp(url: string, now: number = Date.now()): string {
  const hash = url.indexOf("#");
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? "" : url.slice(hash);
  const cleaned = base.replace(/([?&])_t=[^&]*(&|$)/, (_m, lead: string, tail: string) => (tail ? lead : ""));
  const joiner = cleaned.includes("?") ? (/[?&]$/.test(cleaned) ? "" : "&") : "?";
  return `${cleaned}${joiner}_t=${now}${fragment}`;
}

/** GET onlinePreview?fileId: how the server shows the file; an unknown `type` is read as pdf (the default). */
export async function fetchFilePreview(
  fetcher: Fetcher | undefined,
  fileId: string,
  signal?: AbortSignal,
  now: number = Date.now(),
): Promise<FilePreviewAnswer> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: ONLINE_PREVIEW,
    method: "GET",
    query: { fileId, _t: now },
    signal,
  });
  if (!isObject(body) || body.state === false) throw answerFailure(200, body, "HTTP 200");
  const type = TYPES.includes(body.type as FilePreviewType) ? (body.type as FilePreviewType) : "pdf";
  return {
    type,
    fileId: typeof body.fileId === "string" ? body.fileId : fileId,
    name: typeof body.name === "string" ? body.name : "",
    size: typeof body.size === "number" ? body.size : 0,
    url: typeof body.url === "string" ? body.url : undefined,
    downloadUrl: typeof body.downloadUrl === "string" ? body.downloadUrl : undefined,
    message: typeof body.message === "string" && body.message ? body.message : undefined,
  };
}

/** GET the signed `url` of an html or txt preview as text (through the app's client, with the timestamp). */
export async function fetchPreviewText(
  fetcher: Fetcher | undefined,
  url: string,
  signal?: AbortSignal,
): Promise<string> {
  const body = await fetchBody(fetcher, {
    host: "",
    path: withReloadStamp(url),
    method: "GET",
    responseType: "text",
    signal,
  });
  return typeof body === "string" ? body : "";
}
