/** How long an object URL outlives the click that downloads it (the download must have started). */
export const REVOKE_DELAY_MS = 10_000;

/**
 * Saves a blob as a file: an object URL on a hidden anchor with `download`, clicked once, revoked a
 * little later. Used by the query export and the app's download host.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * The file name of a download: the content-disposition's `filename*` (RFC 5987, UTF-8) or `filename`,
 * else the given name, else the last segment of the path.
 */
export function downloadFileName(
  disposition: string | undefined,
  fallback: string | undefined,
  path: string,
): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(disposition);
    if (star) {
      try {
        return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
      } catch {
        // fall through to the plain filename
      }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    if (plain) return (plain[2] ?? plain[1]).trim();
  }
  if (fallback) return fallback;
  const last = path.split("?")[0].split("/").filter(Boolean).pop();
  return last ? decodeURIComponent(last) : "download";
}

/** Reads the error body of a failed blob call (the server sends JSON even when a file was asked for). */
export async function blobBody(data: unknown): Promise<unknown> {
  if (typeof Blob === "undefined" || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}
