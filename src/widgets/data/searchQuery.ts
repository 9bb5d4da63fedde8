import { format as formatDate, isValid } from "date-fns";
import { QUERY_OPS, type QueryField, type QueryOP } from "../../api/contract";

/** Search condition default time range (spec 3 §9): a day runs from 00:00:00 to 23:59:59. */
export const DAY_START = "00:00:00";
export const DAY_END = "23:59:59";

/** The kinds of search input. */
export type SearchFieldType = "text" | "number" | "date" | "select";

/** One condition of a search bar. */
export interface SearchField {
  /** The QueryFilter property (a column, often alias-qualified: "bt.subject_"). */
  field: string;
  label: string;
  type?: SearchFieldType;
  /** The operation, by name or by the short code of custom definitions (LK, EQ, BETWEEN …). */
  operation?: QueryOP | string;
  options?: { label: string; value: string }[];
  placeholder?: string;
  /** A string, or [start, end] for BETWEEN ("yyyy-MM-dd" for dates). */
  defaultValue?: string | [string | null, string | null];
  /** QueryField group (default "main"). */
  group?: string;
}

/** A value typed into a field: text, or a [start, end] pair for BETWEEN. */
export type SearchValue = string | [Date | string | null, Date | string | null] | null | undefined;

const SHORT_CODES: Record<string, QueryOP> = {
  EQ: "EQUAL",
  EIC: "EQUAL_IGNORE_CASE",
  NE: "NOT_EQUAL",
  LT: "LESS",
  GT: "GREAT",
  LE: "LESS_EQUAL",
  GE: "GREAT_EQUAL",
  LK: "LIKE",
  LFK: "LEFT_LIKE",
  RHK: "RIGHT_LIKE",
  ISNULL: "IS_NULL",
};

/** The QueryOP of an operation name or short code (CONTRACT §4); unknown codes read as EQUAL. */
export function toQueryOp(operation: string | undefined): QueryOP {
  if (!operation) return "EQUAL";
  const upper = operation.toUpperCase();
  if ((QUERY_OPS as readonly string[]).includes(upper)) return upper as QueryOP;
  return SHORT_CODES[upper] ?? "EQUAL";
}

/** The operation a field uses: its own, else BETWEEN for dates, LIKE for text, EQUAL otherwise. */
export function operationOf(field: SearchField): QueryOP {
  if (field.operation) return toQueryOp(field.operation);
  if (field.type === "date") return "BETWEEN";
  if (!field.type || field.type === "text") return "LIKE";
  return "EQUAL";
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === "";

function dayOf(value: Date | string): string | null {
  if (value instanceof Date) return isValid(value) ? formatDate(value, "yyyy-MM-dd") : null;
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
}

/**
 * The QueryFilter `querys` of a search: one entry per filled field, relation AND, group "main".
 * LIKE and the other single-value operations send the trimmed text. BETWEEN sends [start, end]; for
 * dates the start gets 00:00:00 and the end 23:59:59, and a range with one end only becomes
 * GREAT_EQUAL / LESS_EQUAL.
 */
export function buildQuerys(
  fields: readonly SearchField[],
  values: Readonly<Record<string, SearchValue>>,
  timeRange: readonly [string, string] = [DAY_START, DAY_END],
): QueryField[] {
  const querys: QueryField[] = [];
  for (const field of fields) {
    const value = values[field.field];
    const operation = operationOf(field);
    const base = { property: field.field, relation: "AND" as const, group: field.group ?? "main" };
    if (operation === "IS_NULL" || operation === "NOTNULL") {
      if (!blank(value)) querys.push({ ...base, operation });
      continue;
    }
    if (operation === "BETWEEN") {
      const [rawStart, rawEnd] = Array.isArray(value) ? value : [value ?? null, null];
      const edge = (raw: Date | string | null, time: string) => {
        if (raw === null || blank(raw)) return null;
        if (field.type !== "date") return String(raw).trim();
        const day = dayOf(raw);
        return day ? `${day} ${time}` : null;
      };
      const start = edge(rawStart, timeRange[0]);
      const end = edge(rawEnd, timeRange[1]);
      if (start !== null && end !== null) querys.push({ ...base, value: [start, end], operation });
      else if (start !== null) querys.push({ ...base, value: start, operation: "GREAT_EQUAL" });
      else if (end !== null) querys.push({ ...base, value: end, operation: "LESS_EQUAL" });
      continue;
    }
    if (Array.isArray(value) || blank(value)) continue;
    const text = String(value).trim();
    const sent = field.type === "date" ? (dayOf(text) ?? text) : text;
    querys.push({ ...base, value: sent, operation });
  }
  return querys;
}

/** The starting values of a search bar, from each field's defaultValue. */
export function defaultValues(fields: readonly SearchField[]): Record<string, SearchValue> {
  const values: Record<string, SearchValue> = {};
  for (const field of fields) {
    if (field.defaultValue === undefined) continue;
    values[field.field] = Array.isArray(field.defaultValue)
      ? [field.defaultValue[0] ?? null, field.defaultValue[1] ?? null]
      : field.defaultValue;
  }
  return values;
}

/** A condition of a custom query, dialog or chart definition (CONTRACT §8 ConditionField). */
export interface ConditionField {
  field: string;
  comment: string;
  condition: string;
  dbType?: string;
  defaultType?: string;
  defaultValue?: string;
}

/**
 * The search fields a definition's conditions ask the user for: those the page fills in (defaultType 1,
 * or none). Dates get a date input, numbers a number input; the condition's short code is kept.
 */
export function searchFieldsFromConditions(conditions: readonly ConditionField[]): SearchField[] {
  return conditions
    .filter((c) => !c.defaultType || c.defaultType === "1")
    .map((c) => {
      const db = (c.dbType ?? "varchar").toLowerCase();
      const type: SearchFieldType =
        db === "date" ? "date" : db === "number" || db === "int" ? "number" : "text";
      return {
        field: c.field,
        label: c.comment || c.field,
        type,
        operation: toQueryOp(c.condition),
        defaultValue: c.defaultValue || undefined,
      };
    });
}
