import type { FastifyReply } from "fastify";
import type { FileMeta } from "./meta";

/** RFC 5987 percent-encoding of a UTF-8 file name (encodeURIComponent leaves ' ( ) * unencoded). */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The name with everything outside printable ASCII (and the quote and backslash) replaced by "_". */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, "_");
}

/**
 * A Content-Disposition header for a file name: the ASCII fallback for old clients and the exact UTF-8
 * name as filename* (RFC 6266 / 5987), so Chinese names survive every browser.
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** The Content-Type a stored file is sent with (text gets its charset). */
export function contentTypeOf(meta: Pick<FileMeta, "mime">): string {
  return meta.mime.startsWith("text/") ? `${meta.mime}; charset=utf-8` : meta.mime;
}

/**
 * Headers of a stored file's bytes: type, length, disposition, and a sandboxing CSP so that nothing
 * served from here (an SVG logo, a text file) can run a script in our origin.
 */
export function fileHeaders(
  reply: FastifyReply,
  meta: Pick<FileMeta, "mime" | "name" | "size">,
  kind: "attachment" | "inline",
  cacheControl = "private, no-store",
): FastifyReply {
  return reply
    .header("Content-Type", contentTypeOf(meta))
    .header("Content-Length", String(meta.size))
    .header("Content-Disposition", contentDisposition(kind, meta.name))
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", cacheControl);
}
