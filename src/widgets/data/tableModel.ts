import { format as formatDate, isValid, parseISO } from "date-fns";
import type { ReactNode } from "react";

/** A row as list endpoints return it (PageList rows). */
export type TableRow = Record<string, unknown>;

/** How a cell value is shown. */
export type CellFormat = "text" | "number" | "money" | "percent" | "date" | "datetime" | "boolean";

/** One column of a table: the field it reads and how it looks. */
export interface TableColumn {
  field: string;
  title: string;
  /** Width in px (default: the table shares the width out). */
  width?: number;
  align?: "left" | "center" | "right";
  format?: CellFormat;
  /** Shows a sort button in the header (default true). */
  sortable?: boolean;
  /** React callers only: renders the cell instead of `format`. */
  render?: (value: unknown, row: TableRow, rowIndex: number) => ReactNode;
}

/** The sort of a table; `direction` is the QueryFilter sorter's enum, so it can be sent as it is. */
export interface TableSort {
  field: string;
  direction: "ASC" | "DESC";
}

/** The next sort when a column's sort button is pressed: none → ascending → descending → none. */
export function nextSort(current: TableSort | null | undefined, field: string): TableSort | null {
  if (!current || current.field !== field) return { field, direction: "ASC" };
  return current.direction === "ASC" ? { field, direction: "DESC" } : null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

/** Rows sorted by one field (a new array; numbers numerically, text by locale; blanks always last). */
export function sortRows<R extends TableRow>(
  rows: readonly R[],
  sort: TableSort | null,
  locale = "zh-CN",
): R[] {
  if (!sort) return rows.slice();
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = sort.direction === "DESC" ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.field];
      const y = b.row[sort.field];
      if (isBlank(x) || isBlank(y)) {
        if (isBlank(x) && isBlank(y)) return a.index - b.index;
        return isBlank(x) ? 1 : -1;
      }
      const order =
        typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** The rows of one page (1-based). */
export function pageRows<R>(rows: readonly R[], page: number, pageSize: number): R[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Reads a date from a Date, a timestamp or an ISO-like string ("2026-11-20 10:30:00"). */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === "number") return new Date(value);
  if (typeof value === "string") {
    const parsed = parseISO(value);
    return isValid(parsed) ? parsed : null;
  }
  return null;
}

/** Labels of the boolean format (translated by the caller). */
export interface FormatLabels {
  yes: string;
  no: string;
}

/** The text of a cell value in a format; values that do not fit the format are shown as they are. */
export function formatCell(
  value: unknown,
  format: CellFormat = "text",
  locale = "zh-CN",
  labels: FormatLabels = { yes: "是", no: "否" },
): string {
  if (isBlank(value)) return "";
  switch (format) {
    case "number":
    case "money":
    case "percent": {
      const n = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(n)) return String(value);
      if (format === "money")
        return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          n,
        );
      if (format === "percent")
        return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(n);
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(n);
    }
    case "date":
    case "datetime": {
      const date = toDate(value);
      if (!date) return String(value);
      return formatDate(date, format === "date" ? "yyyy-MM-dd" : "yyyy-MM-dd HH:mm:ss");
    }
    case "boolean": {
      const truthy = value === true || value === 1 || value === "1" || value === "true" || value === "Y";
      return truthy ? labels.yes : labels.no;
    }
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}

/** The key of a row: its `rowKey` field, else its position (stable only for one page). */
export function rowKeyOf(row: TableRow, rowKey: string, fallback: number): string {
  const key = row[rowKey];
  return key === null || key === undefined ? `#${fallback}` : String(key);
}

/** Width of a column without one of its own, when the table has room to spare or none (px). */
export const MIN_COLUMN_WIDTH = 80;

/**
 * Column widths that fill `available` px: columns with a width keep it, the others share what is left
 * (at least MIN_COLUMN_WIDTH each, so a narrow table scrolls sideways instead of squeezing text). When
 * every column has a width and they are narrower than the table, they widen in proportion to fill it
 * (no grey band beside them, issue 13 §3), except the columns listed in `keep` (a row checkbox column).
 */
export function fitColumnWidths(
  widths: readonly (number | null | undefined)[],
  available: number,
  minWidth = MIN_COLUMN_WIDTH,
  keep: readonly number[] = [],
): number[] {
  const fixed = widths.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const free = widths.filter((w) => w === null || w === undefined).length;
  if (free === 0)
    return stretchToFill(
      widths.map((w) => w ?? minWidth),
      available,
      keep,
    );
  const share = Math.max(minWidth, Math.floor((available - fixed) / free));
  return widths.map((w) => w ?? share);
}

/** Widths widened in proportion to fill `available` (the columns in `keep` stay); wider ones stay as they are. */
function stretchToFill(widths: number[], available: number, keep: readonly number[]): number[] {
  const stretchable = widths.map((_, i) => i).filter((i) => !keep.includes(i));
  const total = widths.reduce((sum, w) => sum + w, 0);
  const base = stretchable.reduce((sum, i) => sum + widths[i], 0);
  if (total >= available || base <= 0) return widths;
  const spare = available - total;
  const out = widths.slice();
  let given = 0;
  for (const i of stretchable) {
    const extra = Math.floor((spare * widths[i]) / base);
    out[i] += extra;
    given += extra;
  }
  // What flooring left over goes to the last stretchable column, so the widths add up exactly.
  out[stretchable[stretchable.length - 1]] += spare - given;
  return out;
}
