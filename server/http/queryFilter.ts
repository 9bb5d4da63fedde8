import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { PageList, QueryField, QueryFilter } from "../../src/api/contract";
import { parseDateInput } from "./dates";
import { badRequest } from "./errors";
import { INPUT_LIMITS, SAFE_NUMBER } from "./limits";

/** What a QueryFilter property maps to: a qualified column and how its values are read. */
export interface FilterColumn {
  column: string;
  type: "text" | "number" | "date" | "bool";
}

/** The per-endpoint whitelist: the only properties a client may filter or sort on. */
export type FilterWhitelist = Record<string, FilterColumn>;

export interface PagedQuerySpec {
  whitelist: FilterWhitelist;
  defaultPageSize: number;
  /** Sort when the client sends none, e.g. [["t.name", "ASC"]]. */
  defaultSort: [string, "ASC" | "DESC"][];
}

/**
 * Looks a property up in the whitelist (case-insensitive); unknown → 400. Own keys only, so `constructor`,
 * `__proto__` or `toString` are unknown properties, not Object.prototype's.
 */
function columnOf(whitelist: FilterWhitelist, property: string, key: "unknownProperty" | "unknownSort") {
  const name = [property, property.toLowerCase()].find((p) => Object.hasOwn(whitelist, p));
  if (name === undefined) throw badRequest(key, { property });
  return whitelist[name];
}

/** Converts one value to the column's type; a value that cannot be read is a 400 naming the property. */
function typed(
  value: unknown,
  type: FilterColumn["type"],
  property: string,
): string | number | boolean | Date {
  const bad = () => badRequest("badQueryValue", { property });
  if (value === null || value === undefined || typeof value === "object") throw bad();
  switch (type) {
    case "number": {
      // Through text, so `true` is not 1; a number's text reads back as the same number.
      const n = Number(String(value));
      if (String(value).trim() === "" || !(Math.abs(n) <= SAFE_NUMBER.maximum)) throw bad();
      return n;
    }
    case "bool": {
      if (value === true || value === "true" || value === 1 || value === "1") return true;
      if (value === false || value === "false" || value === 0 || value === "0") return false;
      throw bad();
    }
    case "date": {
      const d = parseDateInput(typeof value === "number" ? String(value) : value);
      if (!d) throw bad();
      return d;
    }
    case "text":
      return String(value);
    default:
      throw bad();
  }
}

/** Reads an IN/BETWEEN value: an array, or a comma string whose quotes are stripped (CONTRACT.md §4). */
function listOf(value: unknown, property: string): unknown[] {
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === "string") {
    list = value === "" ? [] : value.split(",").map((v) => v.trim().replace(/^'(.*)'$/, "$1"));
  } else list = [value];
  if (list.length > INPUT_LIMITS.inItems)
    throw badRequest("queryTooManyValues", { property, n: INPUT_LIMITS.inItems });
  return list;
}

/** A function, not a module-level set: Stryker cannot test a constant built once at import (docs/testing.md). */
const isLike = (op: string | undefined) => op === "LIKE" || op === "LEFT_LIKE" || op === "RIGHT_LIKE";

/**
 * The size rules of a value (INPUT_LIMITS): a string or list element of at most `valueLength` characters;
 * a LIKE term of at most `likeLength` characters holding at most `likeWildcards` of `%`, `_` and `\`.
 */
function checkSize(field: QueryField): void {
  const { property } = field;
  const values = Array.isArray(field.value) ? field.value : [field.value];
  for (const v of values) {
    if (typeof v === "string" && v.length > INPUT_LIMITS.valueLength) {
      throw badRequest("queryValueTooLong", { property, n: INPUT_LIMITS.valueLength });
    }
  }
  if (!isLike(field.operation)) return;
  const term = typeof field.value === "string" ? field.value : "";
  if (term.length > INPUT_LIMITS.likeLength) {
    throw badRequest("queryValueTooLong", { property, n: INPUT_LIMITS.likeLength });
  }
  if ((term.match(/[%_\\]/g)?.length ?? 0) > INPUT_LIMITS.likeWildcards) {
    throw badRequest("queryLikeWildcards", { property, n: INPUT_LIMITS.likeWildcards });
  }
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition as bound SQL: the column is whitelisted, every value is a parameter. */
function condition(field: QueryField, col: FilterColumn): RawBuilder<SqlBool> {
  checkSize(field);
  const ref = sql.ref(col.column);
  const op = field.operation ?? "EQUAL";
  const one = () => typed(field.value, col.type, field.property);
  const text = () => escapeLike(String(typed(field.value, "text", field.property)));
  switch (op) {
    case "EQUAL":
      return sql<SqlBool>`${ref} = ${one()}`;
    case "NOT_EQUAL":
      return sql<SqlBool>`${ref} <> ${one()}`;
    case "EQUAL_IGNORE_CASE":
      // Case is a matter of text only: on a number, date or boolean column it is EQUAL (their texts do not
      // compare: a date's JavaScript text, a numeric's trailing zeros).
      if (col.type !== "text") return sql<SqlBool>`${ref} = ${one()}`;
      return sql<SqlBool>`lower(${ref}::text) = lower(${String(one())})`;
    case "LESS":
      return sql<SqlBool>`${ref} < ${one()}`;
    case "GREAT":
      return sql<SqlBool>`${ref} > ${one()}`;
    case "LESS_EQUAL":
      return sql<SqlBool>`${ref} <= ${one()}`;
    case "GREAT_EQUAL":
      return sql<SqlBool>`${ref} >= ${one()}`;
    case "LIKE":
      return sql<SqlBool>`${ref}::text ILIKE ${`%${text()}%`}`;
    case "LEFT_LIKE":
      return sql<SqlBool>`${ref}::text ILIKE ${`%${text()}`}`;
    case "RIGHT_LIKE":
      return sql<SqlBool>`${ref}::text ILIKE ${`${text()}%`}`;
    case "IS_NULL":
      return sql<SqlBool>`${ref} IS NULL`;
    case "NOTNULL":
      return sql<SqlBool>`${ref} IS NOT NULL`;
    case "IN": {
      const values = listOf(field.value, field.property).map((v) => typed(v, col.type, field.property));
      if (values.length === 0) return sql<SqlBool>`false`;
      return sql<SqlBool>`${ref} IN (${sql.join(values)})`;
    }
    case "BETWEEN": {
      const values = listOf(field.value, field.property);
      if (values.length !== 2) throw badRequest("badQueryValue", { property: field.property });
      return sql<SqlBool>`${ref} BETWEEN ${typed(values[0], col.type, field.property)} AND ${typed(values[1], col.type, field.property)}`;
    }
    default:
      throw badRequest("badQueryValue", { property: field.property });
  }
}

/** The WHERE expression of a QueryFilter: fields grouped by `group`, each group parenthesised. */
export function whereOf(filter: QueryFilter, whitelist: FilterWhitelist): Expression<SqlBool> | undefined {
  const groups = new Map<string, QueryField[]>();
  for (const field of filter.querys ?? []) {
    const list = groups.get(field.group ?? "main") ?? [];
    list.push(field);
    groups.set(field.group ?? "main", list);
  }
  const parts: RawBuilder<SqlBool>[] = [];
  const conditionOf = (field: QueryField) =>
    condition(field, columnOf(whitelist, field.property, "unknownProperty"));
  for (const [first, ...rest] of groups.values()) {
    let expr = conditionOf(first);
    for (const field of rest) {
      const cond = conditionOf(field);
      // Each field joins what came before it (CONTRACT §4): a, OR b, AND c is (a OR b) AND c, not SQL's a OR (b AND c).
      expr =
        field.relation === "OR" ? sql<SqlBool>`(${expr}) OR ${cond}` : sql<SqlBool>`(${expr}) AND ${cond}`;
    }
    parts.push(sql<SqlBool>`(${expr})`);
  }
  if (parts.length === 0) return undefined;
  const joiner = filter.groupRelation === "OR" ? sql` OR ` : sql` AND `;
  return sql<SqlBool>`(${sql.join(parts, joiner)})`;
}

/**
 * Page number and size from a pageBean (strings accepted; 0 or absent → page 1 and the default size). A
 * number beyond INPUT_LIMITS (page 99999999999999999999, pageSize 5000) is a 400, not a huge offset.
 */
export function pageOf(filter: QueryFilter, defaultPageSize: number): { page: number; pageSize: number } {
  // Absent, 0 or not a number (NaN) → the default.
  const page = Number(filter.pageBean?.page) || 1;
  const pageSize = Number(filter.pageBean?.pageSize) || defaultPageSize;
  if (!(page <= INPUT_LIMITS.page && pageSize <= INPUT_LIMITS.pageSize)) {
    throw badRequest("badPageBean", { page: INPUT_LIMITS.page, pageSize: INPUT_LIMITS.pageSize });
  }
  return { page: Math.max(1, Math.trunc(page)), pageSize: Math.max(1, Math.trunc(pageSize)) };
}

/**
 * Runs a list query with a QueryFilter: whitelisted filters and sorts, bound values, one page of rows and
 * the total (skipped when pageBean.showTotal is false).
 */
export async function runPaged<O>(
  // biome-ignore lint/suspicious/noExplicitAny: the builder's table types are the caller's; only rows matter here.
  qb: SelectQueryBuilder<any, any, O>,
  filter: QueryFilter,
  spec: PagedQuerySpec,
): Promise<PageList<O>> {
  const where = whereOf(filter, spec.whitelist);
  const filtered = where ? qb.where(where) : qb;
  const { page, pageSize } = pageOf(filter, spec.defaultPageSize);
  const sorts = (filter.sorter ?? []).map(
    (s) => [columnOf(spec.whitelist, s.property, "unknownSort").column, s.direction] as const,
  );
  let ordered = filtered;
  // Any direction but DESC (absent included) sorts ascending.
  for (const [column, dir] of sorts.length ? sorts : spec.defaultSort) {
    ordered = ordered.orderBy(sql.ref(column), dir === "DESC" ? "desc" : "asc");
  }
  const rows = await ordered
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  // Only false (or "false") skips the count; absent is String(undefined), which is not "false".
  const showTotal = String(filter.pageBean?.showTotal) !== "false";
  let total = rows.length + (page - 1) * pageSize;
  if (showTotal) {
    // count(*) without GROUP BY always answers one row.
    const counted = await filtered
      .clearSelect()
      .select(sql<number>`count(*)`.as("total"))
      .executeTakeFirstOrThrow();
    total = Number((counted as { total: number | string }).total);
  }
  return { rows: rows as O[], total, page, pageSize };
}
