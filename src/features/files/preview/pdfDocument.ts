/*
 * What the PDF viewer needs of a PDF library: the page count and drawing one page (canvas and text
 * layer). pdfjsDocument.ts implements it on pdfjs-dist in a lazy chunk; component tests pass
 * a stub loader instead (pdfjs does not run in jsdom).
 */

/** Where one page is drawn: the canvas and the text layer laid over it (selectable, read by screen readers). */
export interface PdfPageTarget {
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
}

/** An open PDF document. */
export interface PdfDocumentHandle {
  numPages: number;
  /** Draws page `page` (1-based) at `scale` (1 = 72 dpi); answers its size in CSS pixels. */
  renderPage(page: number, target: PdfPageTarget, scale: number): Promise<{ width: number; height: number }>;
  /** Frees the document (its worker side too). */
  destroy(): void;
}

/** Opens the PDF at `url`. */
export type PdfLoader = (url: string) => Promise<PdfDocumentHandle>;

/** The real loader: pdfjs-dist and its worker, fetched in their own chunks the first time a PDF is shown. */
export const loadPdfWithPdfjs: PdfLoader = (url) =>
  import("./pdfjsDocument").then((module) => module.openPdfDocument(url));
