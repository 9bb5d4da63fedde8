import type { PageList, QueryField, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { AuthUser } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { pageOf } from "../../http/queryFilter";
import {
  type ConditionField,
  conditionsOf,
  conditionValue,
  fieldListOf,
  operationOf,
  parseJsonField,
  type ResultField,
  type SortField,
} from "./definitions";
import { columnOf, queryableOf } from "./queryables";
import { runDefinitionQuery, type SelectField } from "./runner";
import { visibleDefinition } from "./visibility";

type Row = Record<string, unknown>;

/** The next day of a YYYY-MM-DD text (BETWEEN on dates includes the whole end day). */
function nextDay(value: string): string {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The QueryFields of a definition's conditions, for the values the request supplies. */
export function conditionFields(
  objName: string,
  conditions: ConditionField[],
  params: Map<string, unknown>,
  relation: "AND" | "OR",
) {
  const fields: QueryField[] = [];
  for (const cond of conditions) {
    const value = conditionValue(cond, params);
    if (value === undefined) continue;
    const column = columnOf(objName, cond.field);
    const op = operationOf(String(cond.condition ?? "EQ"));
    const group = String(cond.defaultType ?? "1") === "2" ? "fixed" : "user";
    const rel = group === "user" ? relation : "AND";
    if (op === "BETWEEN") {
      const [start, end] = Array.isArray(value) ? value : String(value).split("|");
      if (start === undefined || end === undefined)
        throw badRequest("badQueryValue", { property: cond.field });
      const upper = column.type === "date" ? nextDay(String(end)) : end;
      fields.push({ property: cond.field, operation: "GREAT_EQUAL", value: start, group, relation: rel });
      fields.push({
        property: cond.field,
        operation: column.type === "date" ? "LESS" : "LESS_EQUAL",
        value: upper,
        group,
        relation: "AND",
      });
    } else {
      fields.push({ property: cond.field, operation: op, value, group, relation: rel });
    }
  }
  return fields;
}

/** Adds each `k:v` of the dialog's mapParam (`"k":"v",…`, braces added) to the parameters. */
function addMapParam(params: Map<string, unknown>, mapParam: string | undefined): void {
  if (!mapParam) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(mapParam.trim().startsWith("{") ? mapParam : `{${mapParam}}`);
  } catch {
    throw badRequest("formMapParam");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw badRequest("formMapParam");
  for (const [k, v] of Object.entries(parsed)) params.set(k.toLowerCase(), v);
}

/** A custom dialog of the caller's tenant by alias that the caller may run (404/403 otherwise). */
export async function dialogByAlias(db: Database, caller: AuthUser, alias: string) {
  const row = await db
    .selectFrom("form_custom_dialog")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("alias", "=", alias)
    .executeTakeFirst();
  return visibleDefinition(db, caller, alias, row);
}

/**
 * getListData of a custom dialog: querys become named parameters for its conditions, mapParam adds
 * more, params.sortField + orderSeq override its sort, pageBean pages (default its page size, 20).
 */
export async function dialogListData(
  db: Database,
  caller: AuthUser,
  alias: string,
  mapParam: string | undefined,
  filter: QueryFilter,
): Promise<PageList<Row>> {
  const def = await dialogByAlias(db, caller, alias);
  if (def.ds_type !== "dataSource") throw badRequest("formRestfulClient");
  const objName = def.obj_name ?? "";
  queryableOf(objName);
  const params = new Map<string, unknown>();
  for (const q of filter.querys ?? []) params.set(q.property.toLowerCase(), q.value);
  addMapParam(params, mapParam);
  for (const [k, v] of Object.entries(filter.params ?? {})) params.set(k.toLowerCase(), v);
  const relation = filter.querys?.[1]?.relation === "OR" ? "OR" : "AND";
  const conditions = conditionFields(objName, conditionsOf(def.condition_field), params, relation);
  const select = dialogSelect(def.style, def.display_field, def.result_field);
  const sortField = params.get("sortfield");
  const sort =
    typeof sortField === "string" && sortField
      ? [
          {
            field: sortField,
            direction:
              String(params.get("orderseq") ?? "ASC").toUpperCase() === "DESC"
                ? ("DESC" as const)
                : ("ASC" as const),
          },
        ]
      : sortOf(def.sort_field);
  const page = def.need_page ? pageOf(filter, def.page_size) : undefined;
  return runDefinitionQuery(db, {
    tenantId: caller.tenantId,
    objName,
    select,
    conditions,
    sort,
    page,
    dateFormat: "datetime",
  });
}

/** The fields a dialog reads: its display fields (list) or tree keys, plus its result fields. */
function dialogSelect(style: number, displayText: string, resultText: string): SelectField[] {
  const names: string[] = [];
  if (style === 1) {
    const tree = parseJsonField<Record<string, unknown>>(displayText, "displayfield", {});
    for (const key of ["id", "pid", "displayName"])
      if (typeof tree[key] === "string") names.push(tree[key] as string);
  } else {
    for (const f of fieldListOf<{ field: string }>(displayText, "displayfield")) names.push(f.field);
  }
  for (const f of fieldListOf<ResultField>(resultText, "resultfield")) names.push(f.field);
  return [...new Set(names)].map((field) => ({ field }));
}

/** The sort of a definition's sortfield. */
function sortOf(text: string): { field: string; direction: "ASC" | "DESC" }[] {
  return fieldListOf<SortField>(text, "sortfield").map((s) => ({
    field: s.field,
    direction: String(s.sortType).toUpperCase() === "DESC" ? "DESC" : "ASC",
  }));
}

/** getTreeData of a tree-style dialog: every node of the tenant (capped) with isParent. */
export async function dialogTreeData(
  db: Database,
  caller: AuthUser,
  alias: string,
  mapParam: string | undefined,
): Promise<Row[]> {
  const def = await dialogByAlias(db, caller, alias);
  if (def.ds_type !== "dataSource") throw badRequest("formRestfulClient");
  const objName = def.obj_name ?? "";
  queryableOf(objName);
  const tree = parseJsonField<Record<string, string>>(def.display_field, "displayfield", {});
  const params = new Map<string, unknown>();
  addMapParam(params, mapParam);
  const conditions = conditionFields(objName, conditionsOf(def.condition_field), params, "AND");
  const select = dialogSelect(1, def.display_field, def.result_field);
  const { rows } = await runDefinitionQuery(db, {
    tenantId: caller.tenantId,
    objName,
    select,
    conditions,
    sort: sortOf(def.sort_field),
    dateFormat: "datetime",
  });
  const parents = new Set<unknown>(rows.map((r) => r[tree.pid]).filter((v) => v !== null && v !== undefined));
  return rows.map((r) => ({ ...r, isParent: parents.has(r[tree.id]) }));
}

/** A custom query of the caller's tenant by alias that the caller may run (404/403 otherwise). */
export async function queryByAlias(db: Database, caller: AuthUser, alias: string) {
  const row = await db
    .selectFrom("form_custom_query")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where("alias", "=", alias)
    .executeTakeFirst();
  return visibleDefinition(db, caller, alias, row);
}

/**
 * doQuery of a custom query (as queryByAlias gave it, visibility checked): [{key, value}] feed its
 * conditions (BETWEEN as "start|end", the end date inclusive); keys naming a result field's comment become
 * LIKE conditions; dates as yyyy-MM-dd.
 */
export async function runCustomQuery(
  db: Database,
  def: Awaited<ReturnType<typeof queryByAlias>>,
  page: number,
  input: { key: string; value: unknown }[],
): Promise<PageList<Row>> {
  if (def.ds_type !== "dataSource") throw badRequest("formRestfulClient");
  const objName = def.obj_name ?? "";
  queryableOf(objName);
  const results = fieldListOf<ResultField>(def.result_field, "resultfield");
  const params = new Map<string, unknown>();
  const byComment: QueryField[] = [];
  for (const { key, value } of input) {
    params.set(key.toLowerCase(), value);
    // A field's title may be a label map: a key in either language names it.
    const named = (comment: ResultField["comment"]) =>
      typeof comment === "string" ? comment === key : !!comment && Object.values(comment).includes(key);
    const result = results.find((r) => named(r.comment) && !r.AggFuncOp);
    if (result && value !== "" && value !== null && value !== undefined) {
      byComment.push({ property: result.field, operation: "LIKE", value, group: "comment" });
    }
  }
  const conditions = [
    ...conditionFields(objName, conditionsOf(def.condition_field), params, "AND"),
    ...byComment,
  ];
  const select = results.map((r) => ({ field: r.field, aggregate: r.AggFuncOp || undefined }));
  const pageSpec = def.need_page ? { page: Math.max(1, page || 1), pageSize: def.page_size } : undefined;
  return runDefinitionQuery(db, {
    tenantId: def.tenant_id,
    objName,
    select,
    conditions,
    sort: sortOf(def.sort_field),
    page: pageSpec,
    dateFormat: "date",
  });
}

/** A custom chart of the caller's tenant by id or alias that the caller may run (404/403 otherwise). */
export async function chartByIdOrAlias(db: Database, caller: AuthUser, key: string) {
  const row = await db
    .selectFrom("form_custom_chart")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .where((eb) => eb.or([eb("id", "=", key), eb("alias", "=", key)]))
    .executeTakeFirst();
  return visibleDefinition(db, caller, key, row);
}

/**
 * getListData of a custom chart: its x-axis fields and series (aggregated when they say so), filtered by
 * the querys, at most pageBean.pageSize rows (conf.maxLength), with UPPER-CASED keys (CONTRACT.md §8).
 */
export async function chartListData(
  db: Database,
  caller: AuthUser,
  key: string,
  filter: QueryFilter,
): Promise<PageList<Row>> {
  const def = await chartByIdOrAlias(db, caller, key);
  queryableOf(def.obj_name);
  const xs = fieldListOf<{ field: string }>(def.xaxis_field, "xaxisField");
  const ys = fieldListOf<{ field: string; AggFuncOp?: string }>(def.display_field, "displayfield");
  const params = new Map<string, unknown>();
  for (const q of filter.querys ?? []) params.set(q.property.toLowerCase(), q.value);
  const conditions = conditionFields(def.obj_name, conditionsOf(def.condition_field), params, "AND");
  const select: SelectField[] = [
    ...xs.map((x) => ({ field: x.field })),
    ...ys.map((y) => ({ field: y.field, aggregate: y.AggFuncOp || undefined })),
  ];
  const sort = sortOf(def.sort_field);
  const size = Number(filter.pageBean?.pageSize ?? 0);
  const page = size > 0 ? pageOf(filter, size) : undefined;
  const result = await runDefinitionQuery(db, {
    tenantId: caller.tenantId,
    objName: def.obj_name,
    select,
    conditions,
    sort: sort.length ? sort : xs.map((x) => ({ field: x.field, direction: "ASC" as const })),
    page,
    dateFormat: "date",
  });
  const rows = result.rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toUpperCase(), v])),
  );
  return { ...result, rows };
}
