import { Button, ButtonGroup, Classes, Overlay2 } from "@blueprintjs/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./imageViewer.css";

export interface ViewerImage {
  src: string;
  name?: string;
}

/** Zoom limits and step of the viewer (each step multiplies or divides by 1.25). */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 1.25;

/** The next zoom after a step in or out, kept within 20 %–500 % and rounded to avoid float drift. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP;
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)) * 1000) / 1000;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  isOpen: boolean;
  onClose: () => void;
  /** The shown image (controlled); else starts at `defaultIndex`. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * A full-screen image viewer: zoom, rotate, previous/next. Keys: ← → move, + − zoom, R rotates
 * right (Shift+R left), 0 resets, Esc closes.
 */
export function ImageViewer({
  images,
  isOpen,
  onClose,
  index,
  defaultIndex = 0,
  onIndexChange,
}: ImageViewerProps) {
  const { t } = useTranslation();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = count ? Math.min(Math.max(index ?? ownIndex, 0), count - 1) : 0;
  const image = images[current];

  // A new image starts unzoomed and upright.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on image change only
  useEffect(() => {
    setZoom(1);
    setRotation(0);
  }, [current, isOpen]);

  const move = (delta: number) => {
    if (count < 2) return;
    const next = (current + delta + count) % count;
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };
  const zoomBy = (direction: 1 | -1) => setZoom((z) => nextZoom(z, direction));
  const rotate = (deg: number) => setRotation((r) => r + deg);
  const reset = () => {
    setZoom(1);
    setRotation(0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => move(-1),
      ArrowRight: () => move(1),
      "+": () => zoomBy(1),
      "=": () => zoomBy(1),
      "-": () => zoomBy(-1),
      r: () => rotate(90),
      R: () => rotate(-90),
      "0": reset,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Overlay2
      isOpen={isOpen && count > 0}
      onClose={onClose}
      hasBackdrop
      canEscapeKeyClose
      canOutsideClickClose={false}
      className="tessera-image-viewer-overlay"
      childRef={panel as React.RefObject<HTMLElement>}
    >
      <div
        ref={panel}
        className="tessera-image-viewer"
        role="dialog"
        aria-modal="true"
        aria-label={image?.name ?? t("widgets.imageViewer.title")}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="tessera-image-viewer-stage">
          {image && (
            <img
              src={image.src}
              alt={image.name ?? ""}
              style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
              data-zoom={zoom}
              data-rotation={rotation}
              draggable={false}
            />
          )}
        </div>
        <Button
          className="tessera-image-viewer-close"
          icon="cross"
          size="large"
          aria-label={t("widgets.imageViewer.close")}
          onClick={onClose}
        />
        {count > 1 && (
          <>
            <Button
              className="tessera-image-viewer-prev"
              icon="chevron-left"
              size="large"
              aria-label={t("widgets.imageViewer.prev")}
              onClick={() => move(-1)}
            />
            <Button
              className="tessera-image-viewer-next"
              icon="chevron-right"
              size="large"
              aria-label={t("widgets.imageViewer.next")}
              onClick={() => move(1)}
            />
          </>
        )}
        <div className={`tessera-image-viewer-toolbar ${Classes.DARK}`}>
          {image?.name && <span className="tessera-image-viewer-name">{image.name}</span>}
          <span>{t("widgets.imageViewer.counter", { index: current + 1, total: count })}</span>
          <ButtonGroup>
            <Button
              icon="zoom-out"
              aria-label={t("widgets.imageViewer.zoomOut")}
              onClick={() => zoomBy(-1)}
            />
            <Button
              text={t("widgets.imageViewer.zoom", { percent: Math.round(zoom * 100) })}
              aria-label={t("widgets.imageViewer.reset")}
              onClick={reset}
            />
            <Button icon="zoom-in" aria-label={t("widgets.imageViewer.zoomIn")} onClick={() => zoomBy(1)} />
            <Button
              icon="image-rotate-left"
              aria-label={t("widgets.imageViewer.rotateLeft")}
              onClick={() => rotate(-90)}
            />
            <Button
              icon="image-rotate-right"
              aria-label={t("widgets.imageViewer.rotateRight")}
              onClick={() => rotate(90)}
            />
          </ButtonGroup>
        </div>
      </div>
    </Overlay2>
  );
}

export { imageViewerPropsSchema } from "./dialogSchemas";
