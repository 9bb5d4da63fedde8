import { isObject, localize } from "../../../../engine";
import i18n from "../../../../i18n";
import type { ConditionField } from "../../../../widgets/data/searchQuery";
import { CustomQueryError } from "./queryErrors";

/*
 * Reading custom dialog and custom query definitions (CONTRACT.md §8): their field lists arrive as JSON
 * text; each is parsed once here, and a bad one is a CustomQueryError naming the field.
 */

/** A result field: what a query shows as a column, what a dialog returns. */
export interface ResultField {
  field: string;
  comment?: string;
  AggFuncOp?: string;
  /** "0" marks the field that identifies a row. */
  idKey?: string;
  columnType?: string;
}

/** A sort field of a definition. */
export interface SortField {
  field: string;
  comment?: string;
  sortType?: string;
}

/** Where a REST definition's client call goes and how its answer is read. */
export interface RestfulConfig {
  url: string;
  requestType: "GET" | "POST";
  /** The parsed dataParam template (an object), if any. */
  dataParam?: Record<string, unknown>;
  headers: Record<string, string>;
  listKey?: string;
  pageKey?: string;
  pageSizeKey?: string;
  totalKey?: string;
}

/** What custom dialogs and custom queries have in common, parsed. */
export interface ParsedDefinition {
  alias: string;
  name: string;
  /** "dataSource" (our server runs it) or "restful" (the client calls `url`). */
  dsType: "dataSource" | "restful";
  needPage: boolean;
  pageSize: number;
  conditions: ConditionField[];
  resultFields: ResultField[];
  sortFields: SortField[];
  restful?: RestfulConfig;
}

/** The raw definition as getByAlias answers it (JSON text fields, or already parsed values). */
export type RawDefinition = Record<string, unknown>;

/**
 * Parses a JSON text field of a definition (values that are already parsed pass through); blank text
 * gives `fallback`. Malformed JSON throws CustomQueryError `conditionJson` for conditionfield,
 * `fieldJson` naming the field otherwise.
 */
export function parseJsonField<T>(value: unknown, field: string, fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "string") return value as T;
  if (value.trim() === "") return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw field === "conditionfield"
      ? new CustomQueryError("conditionJson")
      : new CustomQueryError("fieldJson", { field });
  }
}

/** A JSON list of objects that each carry a string `field` (else the field's error). */
export function parseFieldList<T extends { field: string }>(value: unknown, field: string): T[] {
  const list = parseJsonField<unknown>(value, field, []);
  const wrong = () =>
    field === "conditionfield"
      ? new CustomQueryError("conditionJson")
      : new CustomQueryError("fieldJson", { field });
  if (!Array.isArray(list)) throw wrong();
  if (list.some((item) => !isObject(item) || typeof item.field !== "string" || item.field === ""))
    throw wrong();
  // A field's title (`comment`) is a configured label: a string or a {zh-CN, en-US} map.
  return (list as Record<string, unknown>[]).map((item) =>
    item.comment === undefined ? item : { ...item, comment: localize(item.comment, i18n.language) },
  ) as unknown as T[];
}

/** The conditions of a definition (spec 3 §5: the condition field JSON must be valid). */
export function parseConditions(value: unknown): ConditionField[] {
  return parseFieldList<ConditionField>(value, "conditionfield").map((c) => ({
    ...c,
    comment: typeof c.comment === "string" ? c.comment : "",
    condition: typeof c.condition === "string" && c.condition ? c.condition : "EQ",
    defaultType: c.defaultType === undefined || c.defaultType === null ? undefined : String(c.defaultType),
    defaultValue:
      c.defaultValue === undefined || c.defaultValue === null ? undefined : String(c.defaultValue),
  }));
}

/** Request headers from a definition's `header`: a JSON object (values as text); blank gives none. */
export function parseHeaders(value: unknown): Record<string, string> {
  const parsed = parseJsonField<unknown>(value, "header", {});
  if (!isObject(parsed)) throw new CustomQueryError("fieldJson", { field: "header" });
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null ? "" : String(v)]));
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The client side of a REST definition: a url (else `restfulUrlEmpty`), GET or POST, a POST dataParam
 * template that must be JSON (else `postParamNotJson`, POST参数不是有效的JSON格式), headers and the
 * keys that locate the list, page, page size and total in the answer.
 */
export function parseRestful(raw: RawDefinition): RestfulConfig {
  const url = text(raw.url);
  if (!url) throw new CustomQueryError("restfulUrlEmpty");
  const requestType = text(raw.requestType).toUpperCase() === "POST" ? "POST" : "GET";
  let dataParam: Record<string, unknown> | undefined;
  const template = raw.dataParam;
  if (isObject(template)) dataParam = template;
  else if (typeof template === "string" && template.trim() !== "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(template);
    } catch {
      throw requestType === "POST"
        ? new CustomQueryError("postParamNotJson")
        : new CustomQueryError("fieldJson", { field: "dataParam" });
    }
    if (!isObject(parsed)) {
      throw requestType === "POST"
        ? new CustomQueryError("postParamNotJson")
        : new CustomQueryError("fieldJson", { field: "dataParam" });
    }
    dataParam = parsed;
  }
  const key = (name: string) => text(raw[name]) || undefined;
  return {
    url,
    requestType,
    ...(dataParam ? { dataParam } : {}),
    headers: parseHeaders(raw.header),
    ...(key("listKey") ? { listKey: key("listKey") } : {}),
    ...(key("pageKey") ? { pageKey: key("pageKey") } : {}),
    ...(key("pageSizeKey") ? { pageSizeKey: key("pageSizeKey") } : {}),
    ...(key("totalKey") ? { totalKey: key("totalKey") } : {}),
  };
}

/** True for the `{}` getByAlias answers when no definition has the alias (and for non-objects). */
export function isMissingDefinition(raw: unknown): boolean {
  return !isObject(raw) || Object.keys(raw).length === 0 || (raw.alias === undefined && raw.id === undefined);
}

/** `needPage` as definitions spell it: true/false, 1/0, "1"/"0", "true"/"false". */
export function readFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/**
 * Parses the parts dialogs and queries share. `{}` (getByAlias found nothing) throws `aliasNotFound`;
 * `defaultPageSize` applies when the definition has no positive page size.
 */
export function parseDefinition(raw: unknown, alias: string, defaultPageSize: number): ParsedDefinition {
  if (isMissingDefinition(raw)) throw new CustomQueryError("aliasNotFound", { alias });
  const def = raw as RawDefinition;
  const dsType = text(def.dsType) === "" || text(def.dsType) === "dataSource" ? "dataSource" : "restful";
  const size = Number(def.pageSize);
  return {
    alias: text(def.alias) || alias,
    name: localize(def.name, i18n.language).trim(),
    dsType,
    needPage: readFlag(def.needPage),
    pageSize: Number.isInteger(size) && size > 0 ? size : defaultPageSize,
    conditions: parseConditions(def.conditionfield),
    resultFields: parseFieldList<ResultField>(def.resultfield, "resultfield"),
    sortFields: parseFieldList<SortField>(def.sortfield, "sortfield"),
    ...(dsType === "restful" ? { restful: parseRestful(def) } : {}),
  };
}

/** A row's value for a definition field: the key as written, then UPPER and lower case. */
export function rowValue(row: Record<string, unknown>, field: string): unknown {
  if (field in row) return row[field];
  const upper = field.toUpperCase();
  if (upper in row) return row[upper];
  return row[field.toLowerCase()];
}

/** The key a field has in these rows (the first row's spelling), for table columns. */
export function rowKeyFor(rows: readonly Record<string, unknown>[], field: string): string {
  const first = rows[0];
  if (!first) return field;
  for (const key of [field, field.toUpperCase(), field.toLowerCase()]) if (key in first) return key;
  return field;
}
