/**
 * The bounds of every client input that reaches a query (issue 11 §2, docs/security.md). The QueryFilter
 * JSON Schema states them for the OpenAPI document and answers 400 early; the shared input layer
 * (queryFilter.ts) checks them again for filters built on the server (custom queries, dialogs).
 */
export const INPUT_LIMITS = {
  /** Characters in a filter value, and in each element of an IN or BETWEEN list. */
  valueLength: 1000,
  /** Characters in a LIKE term: a search box, not a document. */
  likeLength: 100,
  /**
   * `%`, `_` and `\` in a LIKE term. They are matched literally (escaped), so a term made of them is never a
   * real search, while each escape makes the pattern longer to match on every row.
   */
  likeWildcards: 10,
  /** Conditions in one QueryFilter. */
  conditions: 50,
  /** Values in one IN list. */
  inItems: 200,
  /** Sort keys in one QueryFilter. */
  sorts: 5,
  /** Rows in one page (0 means the endpoint's default). */
  pageSize: 1000,
  /** Page number (0 reads as 1): beyond it the offset is a scan of nothing useful. */
  page: 10000,
  /** Nesting depth of a JSON body or query. */
  depth: 32,
} as const;

/** The range of a PostgreSQL `integer`, used for every `integer` a schema accepts. */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;

/** The range of numbers a filter compares: exact in a double and in a PostgreSQL numeric/bigint. */
export const SAFE_NUMBER = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

/** Years a date input may carry: what PostgreSQL's timestamp and date types both store. */
export const DATE_YEARS = { min: 1, max: 9999 } as const;
