import { Button, ButtonGroup } from "@blueprintjs/core";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./preview.css";

/** One image of the viewer. */
export interface ViewerImage {
  src: string;
  name: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown first (0 by default). */
  initialIndex?: number;
  /** Called with the shown image's index when it changes. */
  onIndexChange?: (index: number) => void;
  /** Esc and the close button call it; without it there is no close button. */
  onClose?: () => void;
}

const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;

/**
 * The image viewer (spec 3 §2 Files): zoom in/out, rotate left/right, previous/next over a list of images
 * (wrapping round), reset; keys ← → (or ↑ ↓) change the image, + and - zoom, 0 resets, Esc closes.
 * Usable alone or inside the preview dialog; it takes the focus so the keys work at once.
 */
export function ImageViewer({ images, initialIndex = 0, onIndexChange, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const root = useRef<HTMLElement>(null);
  const hintId = useId();

  useEffect(() => root.current?.focus(), []);
  const shown = images[Math.min(index, count - 1)];

  const show = (next: number) => {
    if (count === 0) return;
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    setZoom(1);
    setRotation(0);
    onIndexChange?.(wrapped);
  };
  const zoomBy = (factor: number) =>
    setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * factor * 100) / 100)));
  const rotate = (degrees: number) => setRotation((r) => (r + degrees + 360) % 360);
  const reset = () => {
    setZoom(1);
    setRotation(0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => show(index - 1),
      ArrowUp: () => show(index - 1),
      ArrowRight: () => show(index + 1),
      ArrowDown: () => show(index + 1),
      "+": () => zoomBy(ZOOM_STEP),
      "=": () => zoomBy(ZOOM_STEP),
      "-": () => zoomBy(1 / ZOOM_STEP),
      "0": reset,
      Escape: () => onClose?.(),
    };
    const action = actions[event.key];
    if (!action || (event.key === "Escape" && !onClose)) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  if (!shown) return <p className="tessera-file-image-viewer-empty">{t("files.viewer.empty")}</p>;
  return (
    <section
      ref={root}
      className="tessera-file-image-viewer"
      aria-label={t("files.viewer.label")}
      aria-describedby={hintId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div
        className="tessera-file-image-viewer-toolbar"
        role="toolbar"
        aria-label={t("files.viewer.toolbar")}
      >
        {count > 1 && (
          <ButtonGroup>
            <Button
              icon="chevron-left"
              aria-label={t("files.viewer.previous")}
              onClick={() => show(index - 1)}
            />
            <span className="tessera-file-image-viewer-position" aria-live="polite">
              {t("files.viewer.position", { index: index + 1, count })}
            </span>
            <Button
              icon="chevron-right"
              aria-label={t("files.viewer.next")}
              onClick={() => show(index + 1)}
            />
          </ButtonGroup>
        )}
        <ButtonGroup>
          <Button
            icon="zoom-out"
            aria-label={t("files.viewer.zoomOut")}
            disabled={zoom <= MIN_ZOOM}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          />
          <span className="tessera-file-image-viewer-zoom">
            {t("files.viewer.zoomLevel", { percent: Math.round(zoom * 100) })}
          </span>
          <Button
            icon="zoom-in"
            aria-label={t("files.viewer.zoomIn")}
            disabled={zoom >= MAX_ZOOM}
            onClick={() => zoomBy(ZOOM_STEP)}
          />
          <Button
            icon="image-rotate-left"
            aria-label={t("files.viewer.rotateLeft")}
            onClick={() => rotate(-90)}
          />
          <Button
            icon="image-rotate-right"
            aria-label={t("files.viewer.rotateRight")}
            onClick={() => rotate(90)}
          />
          <Button icon="reset" aria-label={t("files.viewer.reset")} onClick={reset} />
        </ButtonGroup>
        {onClose && (
          <Button icon="cross" variant="minimal" aria-label={t("files.viewer.close")} onClick={onClose} />
        )}
      </div>
      <div className="tessera-file-image-viewer-stage">
        <img
          src={shown.src}
          alt={shown.name}
          draggable={false}
          style={{ transform: `rotate(${rotation}deg) scale(${zoom})` }}
        />
      </div>
      <p id={hintId} className="tessera-file-image-viewer-hint">
        {t("files.viewer.hint")}
      </p>
    </section>
  );
}
