import type { Readable } from "node:stream";
import { FileMissingError } from "../store";
import { utf8TextOf } from "../textEncoding";
import { forgetPreviewPdf, type PreviewDeps, type PreviewPdf, previewPdfOf } from "./cache";
import { classifyPreview, needsSandbox, type PreviewClass, previewContentType } from "./kind";

/** A stored file as the preview sees it (what the file service's openFile gives). */
export interface PreviewFile {
  meta: { id: string; name: string; size: number; mime: string; sha256: string; tenantId: string };
  stream(): Promise<Readable>;
}

/** Bytes to send inline, with the headers that make showing them safe. */
export interface PreviewContent {
  headers: Record<string, string>;
  body: Readable;
}

/** What a browser may do with HTML or SVG served for preview: render it, run nothing, load no remote thing. */
export const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** `inline; filename*=UTF-8''…` (RFC 6266/5987), so Chinese names survive. */
function inlineDisposition(name: string, disposition: "inline" | "attachment"): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The PDF of an office file (converted once and cached); a cache row whose bytes are gone is forgotten and
 * the document converted again.
 */
export async function officePdfOf(deps: PreviewDeps, file: PreviewFile): Promise<PreviewPdf> {
  const { meta } = file;
  return previewPdfOf(deps, {
    tenantId: meta.tenantId,
    sha256: meta.sha256,
    name: meta.name,
    open: () => file.stream(),
  });
}

/** Opens the cached PDF under `key`; undefined (and the row dropped) when its bytes are gone. */
async function openPdf(deps: PreviewDeps, file: PreviewFile, key: string): Promise<Readable | undefined> {
  try {
    return await deps.store.get(key);
  } catch (err) {
    if (!(err instanceof FileMissingError)) throw err;
    await forgetPreviewPdf(deps.db, file.meta.tenantId, file.meta.sha256, key);
    return undefined;
  }
}

/**
 * The bytes the preview shows of a file, with their headers: the original for pictures and PDFs, text and
 * HTML decoded to UTF-8 (UTF-8, UTF-16 by BOM, else GB18030; HTML and SVG under a sandboxing CSP), the converted PDF for office files, the original as an
 * attachment for archives and media; undefined when there is nothing to show (unsupported, too large, or
 * the conversion failed). Content-Type always follows the kind, never the uploaded name.
 */
export async function previewContentOf(
  deps: PreviewDeps,
  file: PreviewFile,
  preview: PreviewClass = classifyPreview(file.meta.name, file.meta.mime, file.meta.size),
): Promise<PreviewContent | undefined> {
  const { meta } = file;
  const { kind } = preview;
  if (kind === "fileNotSupported") return undefined;
  const contentType = previewContentType(kind, meta.name, meta.mime);
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-cache",
  };
  if (needsSandbox(contentType)) headers["Content-Security-Policy"] = SANDBOX_CSP;
  if (kind === "office") {
    for (let attempt = 0; attempt < 2; attempt++) {
      const pdf = await officePdfOf(deps, file);
      if (!("key" in pdf)) return undefined;
      const body = await openPdf(deps, file, pdf.key);
      if (body) {
        headers["Content-Disposition"] = inlineDisposition(`${meta.name}.pdf`, "inline");
        return { headers, body };
      }
    }
    return undefined;
  }
  const attachment = kind === "compress" || kind === "media";
  headers["Content-Disposition"] = inlineDisposition(meta.name, attachment ? "attachment" : "inline");
  // Text and HTML go out as UTF-8 whatever they were saved in (GBK, UTF-16), so their length may change.
  if (kind === "txt" || kind === "html") return { headers, body: utf8TextOf(await file.stream()) };
  headers["Content-Length"] = String(meta.size);
  return { headers, body: await file.stream() };
}
