/** Value formatting shared by the read side's row mappers (CONTRACT §1: dates "yyyy-MM-dd HH:mm:ss"). */

import { dateTimeText } from "../../time";

/** A timestamp as "yyyy-MM-dd HH:mm:ss" in the configured time zone (APP_TIME_ZONE); undefined for null/invalid input. */
/** A list's text parameter (QueryFilter `params`), trimmed; undefined when missing or blank. */
export const paramText = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;

export function dateText(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  return dateTimeText(d);
}

/** Copies an object without its null and undefined properties (the contract omits nulls). */
export function withoutNulls<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}

/** Escapes text for XML/SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}
