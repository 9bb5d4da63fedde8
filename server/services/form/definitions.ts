import type { QueryOP } from "../../../src/api/contract";
import { badRequest } from "../../http/errors";
import type { LabelMap } from "../../http/locale";

/** A condition of a dialog, query or chart (CONTRACT.md §8). */
export interface ConditionField {
  field: string;
  /** A configured label: a string or a {zh-CN, en-US} map (server/http/locale.ts). */
  comment?: string | LabelMap;
  condition: string;
  dbType?: string;
  defaultType?: string;
  defaultValue?: string;
}

export interface ResultField {
  field: string;
  comment?: string | LabelMap;
  AggFuncOp?: string;
}

export interface SortField {
  field: string;
  sortType?: string;
}

/** Short condition codes of definitions → QueryFilter operations (CONTRACT.md §4). */
const SHORT_OPS: Record<string, QueryOP> = {
  EQ: "EQUAL",
  EIC: "EQUAL_IGNORE_CASE",
  NE: "NOT_EQUAL",
  LT: "LESS",
  GT: "GREAT",
  LE: "LESS_EQUAL",
  GE: "GREAT_EQUAL",
  LK: "LIKE",
  LIKE: "LIKE",
  LFK: "LEFT_LIKE",
  RHK: "RIGHT_LIKE",
  ISNULL: "IS_NULL",
  NOTNULL: "NOTNULL",
  IN: "IN",
  BETWEEN: "BETWEEN",
};

/** The QueryFilter operation of a short code (or a full name); unknown → 400. */
export function operationOf(code: string): QueryOP {
  const op =
    SHORT_OPS[code.toUpperCase()] ??
    (Object.values(SHORT_OPS).includes(code as QueryOP) ? (code as QueryOP) : undefined);
  if (!op) throw badRequest("formBadCondition", { op: code });
  return op;
}

/** Parses a JSON-text field of a definition; malformed text → 400 naming the field. */
export function parseJsonField<T>(text: string | null | undefined, field: string, fallback: T): T {
  if (text === null || text === undefined || text.trim() === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw field === "conditionfield"
      ? badRequest("formConditionJson")
      : badRequest("formFieldJson", { field });
  }
}

/** The conditions of a definition, each with a field and a known condition code. */
export function conditionsOf(text: string | null | undefined): ConditionField[] {
  const list = parseJsonField<unknown>(text, "conditionfield", []);
  if (!Array.isArray(list)) throw badRequest("formConditionJson");
  for (const c of list) {
    if (!c || typeof c !== "object" || typeof (c as ConditionField).field !== "string")
      throw badRequest("formConditionJson");
    operationOf(String((c as ConditionField).condition ?? "EQ"));
  }
  return list as ConditionField[];
}

/** A list field (result, sort, display of list dialogs, chart axes) as an array of objects with `field`. */
export function fieldListOf<T extends { field: string }>(text: string | null | undefined, name: string): T[] {
  const list = parseJsonField<unknown>(text, name, []);
  if (!Array.isArray(list) || list.some((f) => !f || typeof f !== "object" || typeof f.field !== "string")) {
    throw badRequest("formFieldJson", { field: name });
  }
  return list as T[];
}

/**
 * The value of a condition from request parameters (keys compared case-insensitively): defaultType 2 is
 * the fixed default, 7 reads `Q^<field>^<op>`, the others read the field's own key and fall back to the
 * default value. Undefined means "no condition".
 */
export function conditionValue(cond: ConditionField, params: Map<string, unknown>): unknown {
  const type = String(cond.defaultType ?? "1");
  if (type === "2") return cond.defaultValue;
  const key = type === "7" ? `q^${cond.field}^${cond.condition}`.toLowerCase() : cond.field.toLowerCase();
  const value = params.get(key);
  if (value !== undefined && value !== null && value !== "") return value;
  if (type !== "7" && cond.defaultValue !== undefined && cond.defaultValue !== "") return cond.defaultValue;
  return undefined;
}
