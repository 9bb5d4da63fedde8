import { randomUUID } from "node:crypto";
import type { PageList, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { deleteAllOrNone } from "../../db/deleteByIds";
import { badRequest, HttpError } from "../../http/errors";
import { type FilterWhitelist, runPaged } from "../../http/queryFilter";
import { conditionsOf, fieldListOf, parseJsonField } from "./definitions";
import { columnOf, queryableOf } from "./queryables";
import { visibilityOf, visibilityText } from "./visibility";

/** The three kinds of custom definitions and their tables. */
export type DefinitionKind = "dialog" | "query" | "chart";
const TABLES = {
  dialog: "form_custom_dialog",
  query: "form_custom_query",
  chart: "form_custom_chart",
} as const;

/** [contract key, column, value kind] of each kind's definition. */
type Mapping = [string, string, "text" | "int" | "bool"][];
const COMMON: Mapping = [
  ["id", "id", "text"],
  ["name", "name", "text"],
  ["alias", "alias", "text"],
  ["objName", "obj_name", "text"],
  ["conditionfield", "condition_field", "text"],
  ["sortfield", "sort_field", "text"],
];
const RESTFUL: Mapping = [
  ["dsType", "ds_type", "text"],
  ["dsalias", "dsalias", "text"],
  ["needPage", "need_page", "bool"],
  ["pageSize", "page_size", "int"],
  ["resultfield", "result_field", "text"],
  ["url", "url", "text"],
  ["header", "header", "text"],
  ["requestType", "request_type", "text"],
  ["dataParam", "data_param", "text"],
  ["pageKey", "page_key", "text"],
  ["pageSizeKey", "page_size_key", "text"],
  ["totalKey", "total_key", "text"],
  ["listKey", "list_key", "text"],
];
const MAPPINGS: Record<DefinitionKind, Mapping> = {
  dialog: [
    ...COMMON,
    ...RESTFUL,
    ["style", "style", "int"],
    ["width", "width", "int"],
    ["height", "height", "int"],
    ["selectNum", "select_num", "int"],
    ["displayfield", "display_field", "text"],
  ],
  query: [...COMMON, ...RESTFUL],
  chart: [
    ...COMMON,
    ["style", "style", "int"],
    ["displayfield", "display_field", "text"],
    ["xaxisField", "xaxis_field", "text"],
    ["conf", "conf", "text"],
  ],
};

const LIST_FILTERS: FilterWhitelist = {
  name: { column: "name", type: "text" },
  name_: { column: "name", type: "text" },
  alias: { column: "alias", type: "text" },
  alias_: { column: "alias", type: "text" },
};

/**
 * The contract shape of a definition row (CONTRACT.md §8); null columns are left out. `visibility` is an
 * object {roles, orgs} when set (left out for the default: the tenant's signed-in staff).
 */
export function definitionOf(kind: DefinitionKind, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column, type] of MAPPINGS[kind]) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    out[key] = type === "bool" ? Boolean(value) : value;
  }
  const visibility = visibilityOf(row.visibility as string | null | undefined);
  if (visibility) out.visibility = visibility;
  if (kind !== "chart") out.isTable = 1;
  return out;
}

/** The definitions of the tenant, filtered by name/alias and paged. */
export async function listDefinitions(
  db: Database,
  tenantId: string,
  kind: DefinitionKind,
  filter: QueryFilter,
): Promise<PageList<Record<string, unknown>>> {
  const query = db.selectFrom(TABLES[kind]).selectAll().where("tenant_id", "=", tenantId);
  const page = await runPaged(query, filter, {
    whitelist: LIST_FILTERS,
    defaultPageSize: 20,
    defaultSort: [["alias", "ASC"]],
  });
  return { ...page, rows: page.rows.map((r) => definitionOf(kind, r as Record<string, unknown>)) };
}

/** One definition of the tenant by id, or undefined. */
export async function getDefinition(db: Database, tenantId: string, kind: DefinitionKind, id: string) {
  const row = await db
    .selectFrom(TABLES[kind])
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? definitionOf(kind, row as Record<string, unknown>) : undefined;
}

/**
 * Checks a definition before it is stored: alias, JSON fields, a registered object whose columns every
 * field names, a url for RESTful ones and a JSON POST template (spec 3 §5, §8).
 */
export function checkDefinition(kind: DefinitionKind, d: Record<string, unknown>): void {
  const alias = String(d.alias ?? "").trim();
  if (!alias) throw badRequest("formAliasEmpty");
  if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(alias)) throw badRequest("formAliasBad");
  const restful = kind !== "chart" && (d.dsType ?? "dataSource") !== "dataSource";
  const conditions = conditionsOf(d.conditionfield as string | undefined);
  if (restful) {
    if (!String(d.url ?? "").trim()) throw badRequest("formRestfulUrlEmpty");
    if (String(d.requestType ?? "GET").toUpperCase() === "POST" && d.dataParam) {
      try {
        JSON.parse(String(d.dataParam));
      } catch {
        throw badRequest("formPostParamJson");
      }
    }
    return;
  }
  const objName = String(d.objName ?? "");
  queryableOf(objName);
  const fields = conditions.map((c) => c.field);
  fields.push(
    ...fieldListOf<{ field: string }>(d.sortfield as string | undefined, "sortfield").map((f) => f.field),
  );
  if (kind !== "chart")
    fields.push(
      ...fieldListOf<{ field: string }>(d.resultfield as string | undefined, "resultfield").map(
        (f) => f.field,
      ),
    );
  if (kind === "chart") {
    fields.push(
      ...fieldListOf<{ field: string }>(d.xaxisField as string | undefined, "xaxisField").map((f) => f.field),
    );
    fields.push(
      ...fieldListOf<{ field: string }>(d.displayfield as string | undefined, "displayfield").map(
        (f) => f.field,
      ),
    );
    parseJsonField(d.conf as string | undefined, "conf", {});
  } else if (kind === "dialog" && Number(d.style ?? 0) === 1) {
    const tree = parseJsonField<Record<string, unknown>>(
      d.displayfield as string | undefined,
      "displayfield",
      {},
    );
    for (const key of ["id", "pid", "displayName"])
      if (typeof tree[key] === "string") fields.push(tree[key] as string);
  } else if (kind === "dialog") {
    fields.push(
      ...fieldListOf<{ field: string }>(d.displayfield as string | undefined, "displayfield").map(
        (f) => f.field,
      ),
    );
  }
  for (const field of fields) columnOf(objName, field);
}

/** Inserts or updates a definition of the tenant (by id); a taken alias is a 400. Returns the id. */
export async function saveDefinition(
  db: Database,
  tenantId: string,
  kind: DefinitionKind,
  d: Record<string, unknown>,
): Promise<string> {
  checkDefinition(kind, d);
  const values: Record<string, unknown> = {};
  if (d.visibility !== undefined) values.visibility = visibilityText(d.visibility);
  for (const [key, column, type] of MAPPINGS[kind]) {
    if (key === "id" || d[key] === undefined) continue;
    values[column] =
      type === "int"
        ? Number(d[key])
        : type === "bool"
          ? Boolean(d[key])
          : d[key] === null
            ? null
            : String(d[key]);
  }
  values.alias = String(d.alias).trim();
  const table = TABLES[kind];
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom(table)
      .select("id")
      .where("tenant_id", "=", tenantId)
      .where("alias", "=", values.alias as string)
      .executeTakeFirst();
    const id = typeof d.id === "string" && d.id ? d.id : undefined;
    if (taken && taken.id !== id) throw badRequest("formAliasExists");
    if (id) {
      const updated = await trx
        .updateTable(table)
        .set({ ...values, update_time: new Date() } as never)
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, "notFound");
      return id;
    }
    const newId = randomUUID();
    await trx
      .insertInto(table)
      .values({ ...values, id: newId, tenant_id: tenantId } as never)
      .execute();
    return newId;
  });
}

/** Deletes definitions of the tenant by ids, all or none (404 when an id is not the tenant's); returns how many went. */
export async function removeDefinitions(
  db: Database,
  tenantId: string,
  kind: DefinitionKind,
  ids: string[],
): Promise<number> {
  return deleteAllOrNone(db, TABLES[kind], tenantId, ids);
}
