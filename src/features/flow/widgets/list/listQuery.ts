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
