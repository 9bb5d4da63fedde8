import { Intent, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./layout.css";
import { ref } from "../../engine";

/** The text of a count: "99+" above `max`, null when there is nothing to show. */
export function badgeText(count: number | null | undefined, max = 99, showZero = false): string | null {
  if (count === null || count === undefined || Number.isNaN(count)) return null;
  if (count <= 0 && !showZero) return null;
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  /** The count (the to-do total, unread messages …); hidden when 0 unless showZero. */
  count?: number | null;
  /** Above it the badge reads "max+" (default 99). */
  max?: number;
  showZero?: boolean;
  /** A dot instead of the number. */
  dot?: boolean;
  intent?: Intent;
  /** The element the badge sits on (a title, an icon); without it the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

/** A count in a red pill at the top right of its child (Blueprint has no badge). */
export function Badge({
  count,
  max = 99,
  showZero = false,
  dot = false,
  intent = Intent.DANGER,
  children,
  className,
}: BadgeProps) {
  const { t } = useTranslation();
  const text = badgeText(count, max, showZero);
  const mark =
    text === null ? null : (
      <Tag
        round
        intent={intent}
        className={dot ? "tessera-badge-mark tessera-badge-dot" : "tessera-badge-mark"}
        aria-label={t("widgets.badge.count", { count: count ?? 0 })}
      >
        {dot ? null : text}
      </Tag>
    );
  if (children === undefined) return mark;
  return (
    <span className={className ? `tessera-badge ${className}` : "tessera-badge"}>
      {children}
      {mark}
    </span>
  );
}

/** JSON Schema of the badge widget's props. */
export const badgePropsSchema = {
  type: "object",
  properties: {
    /** A number, or an expression giving one (`{"var": "todo.total"}`). */
    count: ref.expression,
    max: { type: "integer", minimum: 1, default: 99 },
    showZero: { type: "boolean", default: false },
    dot: { type: "boolean", default: false },
    intent: { enum: ["none", "primary", "success", "warning", "danger"], default: "danger" },
    body: ref.nodes,
  },
  additionalProperties: false,
} as const;
