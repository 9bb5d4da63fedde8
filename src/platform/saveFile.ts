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
