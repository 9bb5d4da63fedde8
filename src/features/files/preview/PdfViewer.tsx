import { Button, ButtonGroup, InputGroup } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { loadPdfWithPdfjs, type PdfDocumentHandle, type PdfLoader } from "./pdfDocument";
import "./preview.css";

/** Zoom steps of the viewer (1 = the page's own size). */
export const PDF_ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export interface PdfViewerProps {
  /** The PDF's address (a signed file URL). */
  url: string;
  /** The file's name, for the viewer's label. */
  name: string;
  /** Opens the document; pdfjs-dist in its own chunk by default, a stub in tests. */
  loader?: PdfLoader;
}

type Loaded = { url: string; doc?: PdfDocumentHandle; error?: string };

/**
 * A PDF shown one page at a time on a canvas with pdfjs' text layer over it (so the page text can be
 * selected and read by screen readers): previous/next and a page number, zoom in/out and fit to width.
 * A page wider than the viewer is fitted to its width once, so a phone (390 px) shows the whole page.
 */
export function PdfViewer({ url, name, loader = loadPdfWithPdfjs }: PdfViewerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ url });
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState("1");
  const [scale, setScale] = useState(1);
  const [renderedWidth, setRenderedWidth] = useState(0);
  const fitted = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const rendering = useRef<Promise<unknown>>(Promise.resolve());

  if (loaded.url !== url) setLoaded({ url });

  useEffect(() => {
    let live = true;
    let opened: PdfDocumentHandle | undefined;
    fitted.current = false;
    setPage(1);
    setTyped("1");
    loader(url).then(
      (doc) => {
        opened = doc;
        if (live) setLoaded({ url, doc });
        else doc.destroy();
      },
      (error: unknown) => {
        if (live) setLoaded({ url, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [url, loader]);

  const doc = loaded.doc;
  useEffect(() => {
    if (!doc || !canvas.current || !textLayer.current) return;
    const target = { canvas: canvas.current, textLayer: textLayer.current };
    let live = true;
    // pdfjs refuses two renders on one canvas at once: each waits for the previous one.
    rendering.current = rendering.current
      .catch(() => undefined)
      .then(() => (live ? doc.renderPage(page, target, scale) : undefined))
      .then((size) => {
        if (!live || !size) return;
        setRenderedWidth(size.width);
        const room = frame.current?.clientWidth ?? 0;
        if (!fitted.current && room > 0 && size.width > room) setScale(fitScale(scale, size.width, room));
        fitted.current = true;
      })
      .catch((error: unknown) => {
        if (live) setLoaded({ url, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [doc, page, scale, url]);

  if (loaded.error) return <WidgetState error={t("files.preview.pdf.error", { message: loaded.error })} />;
  const pages = doc?.numPages ?? 0;
  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), Math.max(1, pages));
    setPage(clamped);
    setTyped(String(clamped));
  };
  const zoom = (direction: 1 | -1) => {
    const steps = direction > 0 ? PDF_ZOOM_STEPS : [...PDF_ZOOM_STEPS].reverse();
    const next = steps.find((step) => (direction > 0 ? step > scale + 0.01 : step < scale - 0.01));
    if (next !== undefined) setScale(next);
  };
  const fitWidth = () => {
    const room = frame.current?.clientWidth ?? 0;
    if (room > 0 && renderedWidth > 0) setScale(fitScale(scale, renderedWidth, room));
  };

  return (
    <section className="tessera-pdf-viewer" aria-label={t("files.preview.pdf.viewer", { name })}>
      <div className="tessera-pdf-toolbar" role="toolbar" aria-label={t("files.preview.pdf.toolbar")}>
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label={t("files.preview.pdf.previous")}
            disabled={!doc || page <= 1}
            onClick={() => go(page - 1)}
          />
          <InputGroup
            className="tessera-pdf-page-input"
            aria-label={t("files.preview.pdf.pageNumber")}
            inputMode="numeric"
            value={typed}
            disabled={!doc}
            onValueChange={setTyped}
            onBlur={() => go(Number(typed) || page)}
            onKeyDown={(event) => {
              if (event.key === "Enter") go(Number(typed) || page);
            }}
          />
          <Button
            icon="chevron-right"
            aria-label={t("files.preview.pdf.next")}
            disabled={!doc || page >= pages}
            onClick={() => go(page + 1)}
          />
        </ButtonGroup>
        <span className="tessera-pdf-count">{doc ? t("files.preview.pdf.pageOf", { pages }) : ""}</span>
        <ButtonGroup>
          <Button
            icon="zoom-out"
            aria-label={t("files.preview.pdf.zoomOut")}
            disabled={!doc || scale <= PDF_ZOOM_STEPS[0]}
            onClick={() => zoom(-1)}
          />
          <span className="tessera-pdf-zoom" aria-live="polite">
            {t("files.preview.pdf.zoomLevel", { percent: Math.round(scale * 100) })}
          </span>
          <Button
            icon="zoom-in"
            aria-label={t("files.preview.pdf.zoomIn")}
            disabled={!doc || scale >= PDF_ZOOM_STEPS[PDF_ZOOM_STEPS.length - 1]}
            onClick={() => zoom(1)}
          />
          <Button
            icon="arrows-horizontal"
            aria-label={t("files.preview.pdf.fitWidth")}
            disabled={!doc}
            onClick={fitWidth}
          />
        </ButtonGroup>
      </div>
      {!doc && <WidgetState loading />}
      <div className="tessera-pdf-frame" ref={frame} hidden={!doc}>
        <div className="tessera-pdf-page" role="document" aria-label={t("files.preview.pdf.page", { page })}>
          <canvas ref={canvas} />
          <div ref={textLayer} className="textLayer" />
        </div>
      </div>
    </section>
  );
}

/** The scale at which a page drawn `width` px wide at `scale` fills `room` px (a little margin kept). */
function fitScale(scale: number, width: number, room: number): number {
  return Math.max(0.25, Math.round(((scale * (room - 16)) / width) * 100) / 100);
}
