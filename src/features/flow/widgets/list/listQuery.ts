import type { QueryField } from "../../../../api/contract";

/**
 * sessionStorage key of the saved list query (spec 2 §2.1). The shell removes it when a menu item is
 * selected (LIST_STATE_KEYS in src/platform/menus/menuSelection.ts), so a list opened from the menu starts
 * fresh, while coming back from a task (browser back, or the task closing) finds the same page and search.
 */
export const LIST_QUERY_KEY = "listQuery";

/** What a flow list keeps in its scope variable: paging and the quick search. */
export interface FlowListState {
  page?: number;
  pageSize?: number;
  /** The text typed into the quick search. */
  keyword?: string;
  /** The QueryFilter querys the keyword stands for. */
  querys?: QueryField[];
}

/** Saves the state of the list `key` (a menu alias) as the session's list query. */
export function saveListQuery(key: string, state: FlowListState, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(LIST_QUERY_KEY, JSON.stringify({ key, state }));
  } catch {
    // A full or disabled storage only costs the restored search.
  }
}

/** The saved state of the list `key`, or null when the saved query belongs to another list (or none). */
export function readListQuery(key: string, storage: Storage = sessionStorage): FlowListState | null {
  try {
    const saved = JSON.parse(storage.getItem(LIST_QUERY_KEY) ?? "null") as {
      key?: unknown;
      state?: unknown;
    } | null;
    if (!saved || saved.key !== key || !saved.state || typeof saved.state !== "object") return null;
    return saved.state as FlowListState;
  } catch {
    return null;
  }
}

/**
 * The QueryFilter querys of a quick search (spec 2 §2.1, CONTRACT §4): the keyword LIKE on each property,
 * relation OR, in the group quickSearch; none for a blank keyword.
 */
export function quickSearchQuerys(keyword: string, properties: readonly string[]): QueryField[] {
  const value = keyword.trim();
  if (!value) return [];
  return properties.map((property) => ({
    property,
    value,
    operation: "LIKE",
    relation: "OR",
    group: "quickSearch",
  }));
}

/** The URL search parameters a list keeps its state in (issue 13 §6): page, page size, quick search. */
export const LIST_URL_KEYS = { page: "page", pageSize: "size", keyword: "q" } as const;

/** The paging a list starts with when the URL and the session say nothing. */
export interface ListDefaults {
  page: number;
  pageSize: number;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 && n <= 10_000 ? n : undefined;
};

/**
 * The list state a URL carries (page, size, q), the querys rebuilt from the keyword over the quick search's
 * `properties`; null when the URL has none of the list's parameters (the caller falls back).
 */
export function listStateFromSearch(
  params: URLSearchParams,
  properties: readonly string[],
  defaults: ListDefaults,
): Required<FlowListState> | null {
  const { page, pageSize, keyword } = LIST_URL_KEYS;
  if (!params.has(page) && !params.has(pageSize) && !params.has(keyword)) return null;
  const q = params.get(keyword) ?? "";
  return {
    page: positive(params.get(page)) ?? defaults.page,
    pageSize: positive(params.get(pageSize)) ?? defaults.pageSize,
    keyword: q,
    querys: quickSearchQuerys(q, properties),
  };
}

/**
 * `params` with the list's state written in (values equal to the defaults left out, so a fresh list has a
 * bare URL); other parameters are kept.
 */
export function withListState(
  params: URLSearchParams,
  state: FlowListState,
  defaults: ListDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const { page, pageSize, keyword } = LIST_URL_KEYS;
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set(page, state.page && state.page !== defaults.page ? String(state.page) : undefined);
  set(pageSize, state.pageSize && state.pageSize !== defaults.pageSize ? String(state.pageSize) : undefined);
  set(keyword, state.keyword?.trim() ? state.keyword : undefined);
  return next;
}

/** True when two list states show the same rows (page, size and keyword). */
export function sameListState(a: FlowListState, b: FlowListState, defaults: ListDefaults): boolean {
  return (
    (a.page ?? defaults.page) === (b.page ?? defaults.page) &&
    (a.pageSize ?? defaults.pageSize) === (b.pageSize ?? defaults.pageSize) &&
    (a.keyword ?? "").trim() === (b.keyword ?? "").trim()
  );
}

/** The `properties` of the document's flow-quick-search over `stateName` (none: no quick search). */
export function quickSearchProperties(document: unknown, stateName: string): string[] {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (
        record.type === "flow-quick-search" &&
        record.stateName === stateName &&
        Array.isArray(record.properties)
      )
        return record.properties.filter((p): p is string => typeof p === "string");
      stack.push(...Object.values(record));
    }
  }
  return [];
}
