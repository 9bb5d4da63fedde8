import { Button } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { WidgetState } from "../status/WidgetState";
import { moreHref } from "./Card";
import "./carousel.css";

/** Carousel interval default (spec 3 §9). */
export const CAROUSEL_INTERVAL = 3000;

export interface CarouselItem {
  src: string;
  title?: string;
  /** Where a click leads: an app path or an http(s) address (opened in a new window). */
  href?: string;
}

export interface CarouselProps {
  items: CarouselItem[];
  /** Milliseconds between slides (default 3000). */
  interval?: number;
  /** Advance by itself (default true); it pauses while the pointer is over it. */
  autoplay?: boolean;
  /** Height in px (default 300, the home column height). */
  height?: number;
  /** A click on a slide; without it a slide with `href` is a link. */
  onItemClick?: (item: CarouselItem, index: number) => void;
  loading?: boolean;
  className?: string;
}

/** An image carousel: advances every `interval` ms, pauses on hover, with previous/next and dots. */
export function Carousel({
  items,
  interval = CAROUSEL_INTERVAL,
  autoplay = true,
  height = 300,
  onItemClick,
  loading,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = count ? Math.min(index, count - 1) : 0;

  // One timer per shown slide: a manual move restarts the wait, a hover cancels it.
  useEffect(() => {
    if (!autoplay || paused || count < 2 || interval <= 0) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [autoplay, paused, count, interval, current]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <WidgetState loading={loading} empty={count === 0} emptyText={t("widgets.carousel.empty")}>
      <section
        className={className ? `tessera-carousel ${className}` : "tessera-carousel"}
        style={{ height }}
        aria-roledescription="carousel"
        aria-label={t("widgets.carousel.label")}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {items.map((item, i) => {
          const href = !onItemClick && item.href ? moreHref(item.href) : null;
          const image = <img src={item.src} alt={item.title ?? ""} draggable={false} />;
          return (
            <figure
              key={item.src}
              className={i === current ? "tessera-carousel-slide is-active" : "tessera-carousel-slide"}
              aria-hidden={i !== current}
            >
              {onItemClick ? (
                <button type="button" className="tessera-carousel-hit" onClick={() => onItemClick(item, i)}>
                  {image}
                </button>
              ) : href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={i === current ? 0 : -1}>
                  {image}
                </a>
              ) : (
                image
              )}
            </figure>
          );
        })}
        {/* One caption, the shown slide's: the fading slides never show two titles over each other. */}
        {items[current]?.title && (
          <p className="tessera-carousel-caption" key={current}>
            {items[current].title}
          </p>
        )}
        {count > 1 && (
          <>
            <Button
              className="tessera-carousel-prev"
              icon="chevron-left"
              aria-label={t("widgets.carousel.prev")}
              onClick={() => go(current - 1)}
            />
            <Button
              className="tessera-carousel-next"
              icon="chevron-right"
              aria-label={t("widgets.carousel.next")}
              onClick={() => go(current + 1)}
            />
            <div className="tessera-carousel-dots">
              {items.map((item, i) => (
                <button
                  key={item.src}
                  type="button"
                  className={i === current ? "tessera-carousel-dot is-active" : "tessera-carousel-dot"}
                  aria-label={t("widgets.carousel.goTo", { index: i + 1 })}
                  aria-current={i === current}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </>
        )}
      </section>
    </WidgetState>
  );
}

/** JSON Schema of the carousel widget's props. */
export const carouselPropsSchema = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: { src: { type: "string" }, title: { type: "string" }, href: { type: "string" } },
        required: ["src"],
        additionalProperties: false,
      },
    },
    interval: { type: "integer", minimum: 500, default: CAROUSEL_INTERVAL },
    autoplay: { type: "boolean", default: true },
    height: { type: "number", minimum: 0, default: 300 },
  },
  required: ["items"],
  additionalProperties: false,
} as const;
