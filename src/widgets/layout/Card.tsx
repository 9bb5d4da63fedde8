import { Card as BpCard, Button, Elevation, H5, Icon, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { APP_BASENAME, followLink, navigateTo } from "../../api/navigation";
import { linkHref } from "../../engine/links";
import { type WidgetError, WidgetState } from "../status/WidgetState";
import "./layout.css";
import { ref } from "../../engine";

/** Home column default height in px (spec 1 §9). */
export const COLUMN_DEFAULT_HEIGHT = 300;

/**
 * Where a column's more link may lead, by the app's one link rule (src/engine/links/links.ts): an app path
 * ("/v-flow/v-todo", under /fvue/ for a new window) or an http(s) address on an allowed host. Anything
 * else (javascript:, data:, protocol-relative "//host", other hosts) is refused with null.
 */
export function moreHref(colUrl: string): string | null {
  return linkHref(colUrl, APP_BASENAME);
}

export interface CardProps {
  title?: ReactNode;
  icon?: IconName;
  /** The column's "more" address; without it there is no more button. */
  colUrl?: string;
  /** Opens colUrl in a new window (noopener) instead of navigating inside the app. */
  newWindow?: boolean;
  /** Navigates inside the app (default: the app's navigator). */
  onNavigate?: (path: string) => void;
  /** Height of the body in px (default 300); the body scrolls beyond it. 0 lets the content decide. */
  height?: number;
  /** Extra elements in the header, left of the more button. */
  extra?: ReactNode;
  loading?: boolean;
  /** A failed data call, shown in red inside the column (spec 1 §2). */
  error?: WidgetError | string | null;
  onRetry?: () => void;
  className?: string;
  children?: ReactNode;
  /** data-* attributes of the card (the home page marks a column with data-alias). */
  [data: `data-${string}`]: string | undefined;
}

/** A home column: a header with the title and a more button, and a body of fixed height. */
export function Card({
  title,
  icon,
  colUrl,
  newWindow,
  onNavigate = navigateTo,
  height = COLUMN_DEFAULT_HEIGHT,
  extra,
  loading,
  error,
  onRetry,
  className,
  children,
  ...data
}: CardProps) {
  const { t } = useTranslation();
  const openMore = () => followLink(colUrl, { newWindow, navigate: onNavigate });
  const label = typeof title === "string" ? t("widgets.card.moreOf", { title }) : t("widgets.card.more");
  return (
    <BpCard
      elevation={Elevation.ONE}
      className={className ? `tessera-card ${className}` : "tessera-card"}
      {...data}
    >
      {(title || colUrl || extra) && (
        <header className="tessera-card-header">
          {icon && <Icon icon={icon} className="tessera-card-icon" />}
          <H5 className="tessera-card-title" title={typeof title === "string" ? title : undefined}>
            {title}
          </H5>
          <div className="tessera-card-extra">
            {extra}
            {colUrl && (
              <Button
                variant="minimal"
                size="small"
                endIcon="chevron-right"
                text={t("widgets.card.more")}
                aria-label={label}
                onClick={openMore}
              />
            )}
          </div>
        </header>
      )}
      <div className="tessera-card-body" style={height ? { height } : undefined}>
        <WidgetState loading={loading} error={error} onRetry={onRetry}>
          {children}
        </WidgetState>
      </div>
    </BpCard>
  );
}

/** JSON Schema of the card (home column) widget's props. */
export const cardPropsSchema = {
  type: "object",
  properties: {
    title: ref.text,
    icon: { type: "string" },
    colUrl: { type: "string" },
    newWindow: { type: "boolean", default: false },
    height: { type: "number", minimum: 0, default: COLUMN_DEFAULT_HEIGHT },
    extra: ref.nodes,
    body: ref.nodes,
  },
  additionalProperties: false,
} as const;
