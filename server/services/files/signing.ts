import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * How a signed URL shows a file: downloaded (attachment), shown in the page as stored (inline), or as the
 * online preview shows it (show: the original, or the PDF converted from an office document).
 */
export type FileDisposition = "attachment" | "inline" | "show";

/** How long a signed URL works. */
export const SIGNED_URL_SECONDS = 5 * 60;

/** The route each disposition's signed URL opens (src/api/contract/files.ts). */
const ROUTE_OF: Record<FileDisposition, (fileId: string) => string> = {
  attachment: () => "/system/file/v1/downloadFile",
  inline: () => "/system/file/v1/preview",
  show: (fileId) => `/file/onlinePreviewController/v1/getFileById_${encodeURIComponent(fileId)}`,
};

/** The key of file signatures, derived from the server's secret so it signs nothing else. */
function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`tessera file url\n${secret}`).digest();
}

function signatureOf(
  secret: string,
  fileId: string,
  tenantId: string,
  disposition: FileDisposition,
  expires: number,
): string {
  return createHmac("sha256", keyOf(secret))
    .update(`${fileId}\n${expires}\n${disposition}\n${tenantId}`)
    .digest("base64url");
}

/**
 * A short-lived URL (a path on the portal host) that opens one file in one disposition without the Bearer
 * header, for `<img src>`, frames and download links. Mint it only for a caller who may read the file.
 */
export function signedFileUrl(
  secret: string,
  file: { id: string; tenantId: string },
  disposition: FileDisposition,
  now: number = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  const signature = signatureOf(secret, file.id, file.tenantId, disposition, expires);
  const query = new URLSearchParams({ fileId: file.id, expires: String(expires), signature });
  return `${ROUTE_OF[disposition](file.id)}?${query}`;
}

/**
 * True when `signature` was made by {@link signedFileUrl} for this file, tenant and disposition and has
 * not expired (nor claims to live longer than a signed URL may).
 */
export function verifyFileSignature(
  secret: string,
  file: { id: string; tenantId: string },
  disposition: FileDisposition,
  expires: number,
  signature: string,
  now: number = Date.now(),
): boolean {
  const nowSeconds = Math.floor(now / 1000);
  if (!Number.isInteger(expires) || expires < nowSeconds || expires > nowSeconds + SIGNED_URL_SECONDS)
    return false;
  const expected = Buffer.from(signatureOf(secret, file.id, file.tenantId, disposition, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
