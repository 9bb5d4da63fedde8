import { sql } from "kysely";
import type { QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { deleteAllOrNone } from "../../db/deleteByIds";
import type { ColumnRights } from "../../db/schemaHome";
import { badRequest, notFound } from "../../http/errors";
import type { LabelI18n, LabelMap } from "../../http/locale";
import type { Lang } from "../../http/messages";
import { runPaged } from "../../http/queryFilter";
import { type ColumnRow, columnOf, selectColumns } from "./columns";

/** The stored maps of a column's names: the given English beside the plain (zh-CN) name. */
function labelI18nOf(input: ColumnInput): LabelI18n {
  const maps: LabelI18n = {};
  const english = input.nameI18n?.["en-US"]?.trim();
  if (english) maps.name = { "zh-CN": input.name, "en-US": english };
  const catalogEnglish = input.catalogNameI18n?.["en-US"]?.trim();
  if (catalogEnglish && input.catalogName)
    maps.catalog_name = { "zh-CN": input.catalogName, "en-US": catalogEnglish };
  return maps;
}

/* The configurers' side of home columns: list, read, save and delete (the staff's side is in columns.ts). */

const COLUMN_FILTERS = {
  name: { column: "c.name", type: "text" },
  alias: { column: "c.alias", type: "text" },
  catalog: { column: "c.catalog", type: "text" },
  colType: { column: "c.col_type", type: "number" },
  dataMode: { column: "c.data_mode", type: "number" },
  isPublic: { column: "c.is_public", type: "number" },
  sn: { column: "c.sn", type: "number" },
  updateTime: { column: "c.update_time", type: "date" },
} as const;

/** A page of the tenant's columns (configurers), filtered and sorted by a QueryFilter. */
export async function listColumns(db: Database, tenantId: string, filter: QueryFilter, lang: Lang = "zh-CN") {
  const page = await runPaged(
    db.selectFrom("portal_index_column as c").selectAll("c").where("c.tenant_id", "=", tenantId),
    filter,
    {
      whitelist: COLUMN_FILTERS,
      defaultPageSize: 20,
      defaultSort: [
        ["c.catalog", "ASC"],
        ["c.sn", "ASC"],
        ["c.alias", "ASC"],
      ],
    },
  );
  return { ...page, rows: page.rows.map((r) => columnOf(r as ColumnRow, true, true, lang)) };
}

/** One of the tenant's columns by id (configurers), with its rights. */
export async function columnById(db: Database, tenantId: string, id: string, lang: Lang = "zh-CN") {
  const row = await selectColumns(db, tenantId).where("id", "=", id).executeTakeFirst();
  return row ? columnOf(row as ColumnRow, true, true, lang) : undefined;
}

/** The column input of save (the contract's names). */
export interface ColumnInput {
  id?: string;
  name: string;
  /** Both languages of the name (a translation map, server/http/locale.ts); its zh-CN is `name`. */
  nameI18n?: LabelMap;
  alias: string;
  catalog?: string;
  catalogName?: string;
  catalogNameI18n?: LabelMap;
  colType?: number;
  dataMode?: number;
  dataFrom?: string;
  dataParam?: string;
  requestType?: "GET" | "POST";
  templateHtml?: string;
  colHeight?: number;
  colUrl?: string;
  newWindow?: number | boolean;
  needPage?: number;
  supportRefesh?: number;
  refeshTime?: number;
  showEffect?: number;
  isPublic?: number;
  memo?: string;
  sn?: number;
  rights?: ColumnRights;
}

const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks the parts of a column a JSON Schema cannot: alias form, JSON texts and the Base64 template. */
function checkColumn(input: ColumnInput): void {
  if (!ALIAS.test(input.alias)) throw badRequest("homeColumnAliasBad");
  for (const field of ["dataParam", ...(input.dataMode === 1 ? ["dataFrom"] : [])] as const) {
    const text = input[field as "dataParam" | "dataFrom"];
    if (text === undefined || text.trim() === "") continue;
    try {
      JSON.parse(text);
    } catch {
      throw badRequest("homeColumnJson", { field });
    }
  }
  const template = input.templateHtml?.replace(/\s/g, "");
  if (template && (!BASE64.test(template) || template.length % 4 !== 0))
    throw badRequest("homeColumnTemplate");
}

const emptyToNull = (v: string | undefined) => (v === undefined || v === "" ? null : v);

/** Creates (no id) or updates a column of the tenant (unknown id: 404); the alias stays unique per tenant. Returns the id. */
export async function saveColumn(
  db: Database,
  tenantId: string,
  userId: string,
  input: ColumnInput,
): Promise<string> {
  checkColumn(input);
  try {
    return await db.transaction().execute((trx) => writeColumn(trx, tenantId, userId, input));
  } catch (error) {
    // Two saves of one new alias at once: the unique (tenant_id, alias) index refuses the second.
    if ((error as { code?: unknown })?.code === "23505")
      throw badRequest("homeColumnAliasExists", { alias: input.alias });
    throw error;
  }
}

/** The writes of {@link saveColumn}, in its transaction. */
async function writeColumn(
  db: Database,
  tenantId: string,
  userId: string,
  input: ColumnInput,
): Promise<string> {
  const clash = await db
    .selectFrom("portal_index_column")
    .select("id")
    .where("tenant_id", "=", tenantId)
    .where("alias", "=", input.alias)
    .executeTakeFirst();
  if (clash && clash.id !== input.id) throw badRequest("homeColumnAliasExists", { alias: input.alias });
  const rights = input.rights ?? {};
  const values = {
    name: input.name,
    label_i18n: JSON.stringify(labelI18nOf(input)),
    alias: input.alias,
    catalog: emptyToNull(input.catalog),
    catalog_name: emptyToNull(input.catalogName),
    col_type: input.colType ?? 0,
    data_mode: input.dataMode ?? 0,
    data_from: emptyToNull(input.dataFrom),
    data_param: emptyToNull(input.dataParam),
    request_type: emptyToNull(input.requestType),
    template_html: emptyToNull(input.templateHtml?.replace(/\s/g, "")),
    col_height: input.colHeight ?? 300,
    col_url: emptyToNull(input.colUrl),
    new_window: input.newWindow === true || input.newWindow === 1 ? 1 : 0,
    need_page: input.needPage ?? 0,
    support_refresh: input.supportRefesh ?? 0,
    refresh_time: input.refeshTime ?? null,
    show_effect: input.showEffect ?? null,
    is_public: input.isPublic ?? 0,
    memo: emptyToNull(input.memo),
    sn: input.sn ?? 0,
    rights: JSON.stringify({
      roles: rights.roles ?? [],
      orgs: rights.orgs ?? [],
      users: rights.users ?? [],
    }),
    update_by: userId,
    update_time: sql<Date>`now()`,
  };
  if (input.id) {
    const updated = await db
      .updateTable("portal_index_column")
      .set(values)
      .where("tenant_id", "=", tenantId)
      .where("id", "=", input.id)
      .executeTakeFirst();
    // An id the tenant does not have (unknown, or another tenant's) is not created under that id.
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
    return input.id;
  }
  const id = `ic-${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
  await db
    .insertInto("portal_index_column")
    .values({ ...values, id, tenant_id: tenantId, create_by: userId })
    .execute();
  return id;
}

/** Deletes columns of the tenant by id, all or none (404 when an id is not the tenant's); returns how many went. */
export async function removeColumns(db: Database, tenantId: string, ids: string[]): Promise<number> {
  return deleteAllOrNone(db, "portal_index_column", tenantId, ids);
}
