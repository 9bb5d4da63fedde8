import { GlobalWorkerOptions, getDocument, TextLayer } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import type { PdfDocumentHandle, PdfPageTarget } from "./pdfDocument";

// The worker is its own asset; this module (and pdfjs-dist with it) is only reached by a dynamic import.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens the PDF at `url` with pdfjs-dist (no eval: isEvalSupported off) as a {@link PdfDocumentHandle}. */
export async function openPdfDocument(url: string): Promise<PdfDocumentHandle> {
  const task = getDocument({ url, isEvalSupported: false });
  const pdf = await task.promise;
  return {
    numPages: pdf.numPages,
    async renderPage(number: number, target: PdfPageTarget, scale: number) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const { canvas, textLayer } = target;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      await page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      }).promise;
      textLayer.replaceChildren();
      textLayer.style.setProperty("--total-scale-factor", String(scale));
      await new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      }).render();
      return { width: viewport.width, height: viewport.height };
    },
    destroy() {
      void task.destroy();
    },
  };
}
