import type { Selectable } from "kysely";
import { dateText, withoutNulls } from "../../bpm/read/format";
import type { Database } from "../../db";
import type { ColumnRights, PortalIndexColumnTable } from "../../db/schemaHome";
import { labelMapOf, localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import type { HomeUser } from "./context";

/** A stored column as read (Kysely's row type of portal_index_column). */
export type ColumnRow = Selectable<PortalIndexColumnTable>;

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
  lang: Lang = "zh-CN",
): Record<string, unknown> {
  const column: Record<string, unknown> = withoutNulls({
    id: row.id,
    name: localizeColumn(row, "name", lang),
    alias: row.alias,
    catalog: row.catalog,
    catalogName: localizeColumn(row, "catalog_name", lang),
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
  if (withRights) {
    column.rights = row.rights ?? {};
    // The configurers edit both languages of the translatable names.
    column.nameI18n = labelMapOf(row.name, row.label_i18n, "name");
    if (row.catalog_name)
      column.catalogNameI18n = labelMapOf(row.catalog_name, row.label_i18n, "catalog_name");
  }
  return column;
}

export const selectColumns = (db: Database, tenantId: string) =>
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
  lang: Lang = "zh-CN",
): Promise<Record<string, unknown>[]> {
  const wanted = [...new Set(aliases)];
  if (wanted.length === 0) return [];
  const rows = await selectColumns(db, user.tenantId).where("alias", "in", wanted).execute();
  const byAlias = new Map(rows.map((r) => [r.alias, r as ColumnRow]));
  const out: Record<string, unknown>[] = [];
  for (const alias of wanted) {
    const row = byAlias.get(alias);
    if (row)
      out.push(columnOf(row, mayDisplay(row.rights, user) && (!placed || placed.has(alias)), false, lang));
  }
  return out;
}

/** Summaries of the columns a user may place on their own layout (the layout designer's palette). */
export async function columnSummaries(
  db: Database,
  user: HomeUser,
  lang: Lang = "zh-CN",
): Promise<Record<string, unknown>[]> {
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
      "label_i18n",
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
        name: localizeColumn(r, "name", lang),
        alias: r.alias,
        catalog: r.catalog,
        catalogName: localizeColumn(r, "catalog_name", lang),
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
