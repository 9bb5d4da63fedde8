import { type Selectable, sql } from "kysely";
import type { QueryFilter } from "../../../src/api/contract";
import { dateText, withoutNulls } from "../../bpm/read/format";
import type { Database } from "../../db";
import { deleteAllOrNone } from "../../db/deleteByIds";
import type { ColumnRights, PortalIndexColumnTable } from "../../db/schemaHome";
import { badRequest, notFound } from "../../http/errors";
import { runPaged } from "../../http/queryFilter";
import type { HomeUser } from "./context";

/** A stored column as read (Kysely's row type of portal_index_column). */
type ColumnRow = Selectable<PortalIndexColumnTable>;

/** True when the rights let the user see a column: no rights (everyone) or any listed role, org or user. */
export function mayDisplay(rights: ColumnRights | null | undefined, user: HomeUser): boolean {
  const roles = rights?.roles ?? [];
  const orgs = rights?.orgs ?? [];
  const users = rights?.users ?? [];
  if (roles.length === 0 && orgs.length === 0 && users.length === 0) return true;
  return (
    roles.some((r) => user.roles.includes(r)) ||
    orgs.some((o) => user.orgIds.includes(o)) ||
    users.includes(user.id)
  );
}

/**
 * A column row as the contract's SysIndexColumn (nulls omitted). When the user may not see it, the
 * answer says displayRights false and leaves out what would leak its data: dataFrom, dataParam and the
 * template. `withRights` adds the stored rights (the configurers' view).
 */
export function columnOf(
  row: ColumnRow,
  displayRights: boolean,
  withRights = false,
): Record<string, unknown> {
  const column: Record<string, unknown> = withoutNulls({
    id: row.id,
    name: row.name,
    alias: row.alias,
    catalog: row.catalog,
    catalogName: row.catalog_name,
    colType: row.col_type,
    dataMode: row.data_mode,
    dataFrom: displayRights ? row.data_from : null,
    dataParam: displayRights ? row.data_param : null,
    requestType: displayRights ? row.request_type : null,
    templateHtml: displayRights ? row.template_html : null,
    colHeight: row.col_height,
    colUrl: row.col_url,
    newWindow: row.new_window,
    needPage: row.need_page,
    supportRefesh: row.support_refresh,
    refeshTime: row.refresh_time,
    showEffect: row.show_effect,
    isPublic: row.is_public,
    memo: row.memo,
    tenantId: row.tenant_id,
    sn: row.sn,
    createBy: row.create_by,
    createTime: dateText(row.create_time),
    updateBy: row.update_by,
    updateTime: dateText(row.update_time),
  });
  column.displayRights = displayRights;
  if (withRights) column.rights = row.rights ?? {};
  return column;
}

const selectColumns = (db: Database, tenantId: string) =>
  db.selectFrom("portal_index_column").selectAll().where("tenant_id", "=", tenantId);

/**
 * The columns of the aliases, in the requested order (unknown aliases skipped), with displayRights. When
 * `placed` is given (a guest), columns outside it are answered with displayRights false.
 */
export async function columnsByAliases(
  db: Database,
  user: HomeUser,
  aliases: string[],
  placed?: ReadonlySet<string>,
): Promise<Record<string, unknown>[]> {
  const wanted = [...new Set(aliases)];
  if (wanted.length === 0) return [];
  const rows = await selectColumns(db, user.tenantId).where("alias", "in", wanted).execute();
  const byAlias = new Map(rows.map((r) => [r.alias, r as ColumnRow]));
  const out: Record<string, unknown>[] = [];
  for (const alias of wanted) {
    const row = byAlias.get(alias);
    if (row) out.push(columnOf(row, mayDisplay(row.rights, user) && (!placed || placed.has(alias))));
  }
  return out;
}

/** Summaries of the columns a user may place on their own layout (the layout designer's palette). */
export async function columnSummaries(db: Database, user: HomeUser): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom("portal_index_column")
    .select([
      "id",
      "name",
      "alias",
      "catalog",
      "catalog_name",
      "col_type",
      "data_mode",
      "col_height",
      "rights",
    ])
    .where("tenant_id", "=", user.tenantId)
    .where("is_public", "=", 0)
    .orderBy("catalog")
    .orderBy("sn")
    .orderBy("alias")
    .execute();
  return rows
    .filter((r) => mayDisplay(r.rights, user))
    .map((r) =>
      withoutNulls({
        id: r.id,
        name: r.name,
        alias: r.alias,
        catalog: r.catalog,
        catalogName: r.catalog_name,
        colType: r.col_type,
        dataMode: r.data_mode,
        colHeight: r.col_height,
      }),
    );
}

/** The aliases of the tenant's columns among the given ones. */
export async function knownAliases(db: Database, tenantId: string, aliases: string[]): Promise<Set<string>> {
  if (aliases.length === 0) return new Set();
  const rows = await db
    .selectFrom("portal_index_column")
    .select("alias")
    .where("tenant_id", "=", tenantId)
    .where("alias", "in", aliases)
    .execute();
  return new Set(rows.map((r) => r.alias));
}

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
export async function listColumns(db: Database, tenantId: string, filter: QueryFilter) {
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
  return { ...page, rows: page.rows.map((r) => columnOf(r as ColumnRow, true, true)) };
}

/** One of the tenant's columns by id (configurers), with its rights. */
export async function columnById(db: Database, tenantId: string, id: string) {
  const row = await selectColumns(db, tenantId).where("id", "=", id).executeTakeFirst();
  return row ? columnOf(row as ColumnRow, true, true) : undefined;
}

/** The column input of save (the contract's names). */
export interface ColumnInput {
  id?: string;
  name: string;
  alias: string;
  catalog?: string;
  catalogName?: string;
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
