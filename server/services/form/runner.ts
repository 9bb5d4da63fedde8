import { type RawBuilder, sql } from "kysely";
import type { PageList, QueryField } from "../../../src/api/contract";
import type { Database } from "../../db";
import { badRequest } from "../../http/errors";
import { whereOf } from "../../http/queryFilter";
import { columnOf, queryableOf, whitelistOf } from "./queryables";

const AGGREGATES = new Set(["count", "sum", "avg", "max", "min"]);
/** Unpaged definitions still stop here, so a careless definition cannot pull a whole table. */
export const MAX_UNPAGED_ROWS = 5000;

export interface SelectField {
  field: string;
  /** count, sum, avg, max or min; empty for a plain column. */
  aggregate?: string;
  /** Name of the value in the answer's rows (default: the field). */
  as?: string;
}

/** What a definition asks of its object: fields, conditions, order and page. */
export interface DefinitionQuery {
  tenantId: string;
  objName: string;
  select: SelectField[];
  conditions: QueryField[];
  sort: { field: string; direction: "ASC" | "DESC" }[];
  page?: { page: number; pageSize: number };
  dateFormat: "date" | "datetime";
}

/** The SQL of one selected field: whitelisted column, optional whitelisted aggregate, dates as text. */
function selectSql(q: DefinitionQuery, f: SelectField): RawBuilder<unknown> {
  const column = columnOf(q.objName, f.field);
  const ref = sql.ref(`t.${f.field}`);
  const as = sql.ref(f.as ?? f.field);
  if (f.aggregate) {
    const fn = f.aggregate.toLowerCase();
    if (!AGGREGATES.has(fn)) throw badRequest("formBadAggregate", { fn: f.aggregate });
    return sql`${sql.raw(fn)}(${ref}) AS ${as}`;
  }
  if (column.type === "date") {
    const format = q.dateFormat === "date" ? "YYYY-MM-DD" : "YYYY-MM-DD HH24:MI:SS";
    return sql`to_char(${ref}, ${format}) AS ${as}`;
  }
  return sql`${ref} AS ${as}`;
}

/** Numbers come back from numeric columns and aggregates as text; the answer carries numbers. */
function numericNames(q: DefinitionQuery): Set<string> {
  const names = new Set<string>();
  for (const f of q.select) {
    if (columnOf(q.objName, f.field).type === "number" || f.aggregate?.toLowerCase() === "count")
      names.add(f.as ?? f.field);
  }
  return names;
}

/**
 * Runs a definition against a registered object of the caller's tenant: whitelisted columns, bound values,
 * GROUP BY the plain fields when any field aggregates, one page (or at most MAX_UNPAGED_ROWS rows).
 */
export async function runDefinitionQuery(
  db: Database,
  q: DefinitionQuery,
): Promise<PageList<Record<string, unknown>>> {
  queryableOf(q.objName);
  if (q.select.length === 0) throw badRequest("formFieldJson", { field: "resultfield" });
  const where = whereOf({ querys: q.conditions }, whitelistOf(q.objName));
  const tenantWhere = sql`t.tenant_id = ${q.tenantId}`;
  const whereSql = where ? sql`${tenantWhere} AND ${where}` : tenantWhere;
  const grouped = q.select.some((f) => f.aggregate);
  const groupBy = grouped ? q.select.filter((f) => !f.aggregate).map((f) => sql.ref(`t.${f.field}`)) : [];
  const groupSql = groupBy.length ? sql` GROUP BY ${sql.join(groupBy)}` : sql``;
  const orderParts = q.sort.map((s) => {
    columnOf(q.objName, s.field);
    const alias = q.select.find((f) => f.field === s.field && f.aggregate);
    const ref = alias ? sql.ref(alias.as ?? alias.field) : sql.ref(`t.${s.field}`);
    return sql`${ref} ${sql.raw(s.direction === "DESC" ? "DESC" : "ASC")}`;
  });
  const orderSql = orderParts.length ? sql` ORDER BY ${sql.join(orderParts)}` : sql``;
  const from = sql`FROM ${sql.table(q.objName)} AS t WHERE ${whereSql}${groupSql}`;
  const columns = sql.join(q.select.map((f) => selectSql(q, f)));
  const limit = q.page ? q.page.pageSize : MAX_UNPAGED_ROWS;
  const offset = q.page ? (q.page.page - 1) * q.page.pageSize : 0;
  const rows = await sql<
    Record<string, unknown>
  >`SELECT ${columns} ${from}${orderSql} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  let total = rows.rows.length + offset;
  if (q.page) {
    const counted = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM (SELECT 1 AS one ${from}) AS c`.execute(db);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  const numeric = numericNames(q);
  const out = rows.rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const name of numeric)
      if (copy[name] !== null && copy[name] !== undefined) copy[name] = Number(copy[name]);
    return copy;
  });
  return { rows: out, total, page: q.page?.page ?? 0, pageSize: q.page?.pageSize ?? 0 };
}
