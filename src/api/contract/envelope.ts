/** CommonResult: the envelope of mutations and some reads (CONTRACT.md §2). `value` is omitted when null. */
export interface CommonResult<T = string> {
  state: boolean;
  message?: string;
  value?: T;
  /** Present on error bodies so a user can quote it; also written to the server log. */
  logId?: string;
  /**
   * Tessera extension: what a successful action could not do besides, one plain sentence each (e.g. a
   * message channel it named — mail, sms — that the server has not configured; the in-app message went).
   */
  warnings?: string[];
}

/** PageList: the bare answer of list endpoints (CONTRACT.md §2). */
export interface PageList<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
}

/** Error body of every failed request (HTTP 4xx/5xx). */
export interface ErrorBody {
  state: false;
  message: string;
  logId: string;
}

export const QUERY_OPS = [
  "EQUAL",
  "EQUAL_IGNORE_CASE",
  "NOT_EQUAL",
  "LESS",
  "GREAT",
  "LESS_EQUAL",
  "GREAT_EQUAL",
  "LIKE",
  "LEFT_LIKE",
  "RIGHT_LIKE",
  "IS_NULL",
  "NOTNULL",
  "IN",
  "BETWEEN",
] as const;
export type QueryOP = (typeof QUERY_OPS)[number];

export interface QueryField {
  property: string;
  value?: unknown;
  operation?: QueryOP;
  relation?: "AND" | "OR";
  group?: string;
}

/** QueryFilter: request body of list endpoints (CONTRACT.md §4). */
export interface QueryFilter {
  pageBean?: { page?: number | string; pageSize?: number | string; showTotal?: boolean | string };
  querys?: QueryField[];
  sorter?: { property: string; direction?: "ASC" | "DESC" }[];
  params?: Record<string, unknown>;
  groupRelation?: "AND" | "OR";
}
