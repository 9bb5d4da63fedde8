import { format, isValid } from "date-fns";
import type { SearchField, SearchValue } from "../../../../widgets/data/searchQuery";

/** What a query view shows: its search values, page and page size. */
export interface QueryViewState {
  values: Record<string, SearchValue>;
  page: number;
  pageSize: number;
}

/** The URL search parameters a query view keeps its state in (issue 13 §6). */
export const QUERY_URL_KEYS = { values: "c", page: "page", pageSize: "size" } as const;

const dateText = (value: Date | string | null) =>
  value instanceof Date ? (isValid(value) ? format(value, "yyyy-MM-dd") : null) : (value ?? null);

/** The search values as URL text: JSON of the filled ones (dates as yyyy-MM-dd); "" when none is filled. */
export function valuesText(values: Record<string, SearchValue>): string {
  const out: Record<string, string | [string | null, string | null]> = {};
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const range: [string | null, string | null] = [dateText(value[0]), dateText(value[1])];
      if (range[0] || range[1]) out[field] = range;
    } else if (typeof value === "string" && value !== "") out[field] = value;
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out) : "";
}

/** The search values of URL text, only of known fields and of the right shapes; null when absent or broken. */
export function valuesOfText(text: string | null, fields: readonly SearchField[]) {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const out: Record<string, SearchValue> = {};
  const known = new Set(fields.map((f) => f.field));
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!known.has(field)) continue;
    if (typeof value === "string") out[field] = value;
    else if (Array.isArray(value) && value.length === 2) {
      const part = (v: unknown) => (typeof v === "string" ? v : null);
      out[field] = [part(value[0]), part(value[1])];
    }
  }
  return out;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 && n <= 10_000 ? n : undefined;
};

/** The state a URL names, each part falling back to `defaults`. */
export function queryStateOf(
  params: URLSearchParams,
  fields: readonly SearchField[],
  defaults: QueryViewState,
): QueryViewState {
  return {
    values: valuesOfText(params.get(QUERY_URL_KEYS.values), fields) ?? defaults.values,
    page: positive(params.get(QUERY_URL_KEYS.page)) ?? defaults.page,
    pageSize: positive(params.get(QUERY_URL_KEYS.pageSize)) ?? defaults.pageSize,
  };
}

/** `params` with the state written in (defaults left out, other parameters kept). */
export function withQueryState(
  params: URLSearchParams,
  state: QueryViewState,
  defaults: QueryViewState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  const values = valuesText(state.values);
  set(QUERY_URL_KEYS.values, values === valuesText(defaults.values) ? "" : values);
  set(QUERY_URL_KEYS.page, state.page !== defaults.page ? String(state.page) : "");
  set(QUERY_URL_KEYS.pageSize, state.pageSize !== defaults.pageSize ? String(state.pageSize) : "");
  return next;
}
