import type { Selectable } from "kysely";
import type { BpmDefinitionRow, FlowForm, SysType } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { BpmDefinitionTable } from "../../db/schemaBpm";
import { HttpError, notFound } from "../../http/errors";
import { localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import { DefinitionError } from "../engine/definition";
import { type Db, hasStartRight, isTenantAdmin, startableLeaders } from "../engine/identities";
import { findDefinition, findForm, type LoadedDefinition } from "../engine/store";
import type { Caller } from "./access";
import { dateText, withoutNulls } from "./format";

/** The columns a definition row is built from (bpm_definition d, with the category name). */
export const DEFINITION_COLUMNS = [
  "d.id",
  "d.def_key",
  "d.name",
  "d.description",
  "d.type_id",
  "d.version",
  "d.is_main",
  "d.status",
  "d.support_mobile",
  "d.icon",
  "d.color",
  "d.create_time",
  "d.label_i18n",
  "st.name as type_name",
  "st.name_en as type_name_en",
] as const;

/** A row selected with DEFINITION_COLUMNS. */
export type DefinitionRecord = Pick<
  Selectable<BpmDefinitionTable>,
  | "id"
  | "def_key"
  | "name"
  | "description"
  | "type_id"
  | "version"
  | "is_main"
  | "status"
  | "support_mobile"
  | "icon"
  | "color"
  | "create_time"
  | "label_i18n"
> & {
  type_name: string | null;
  type_name_en: string | null;
};

/** The contract shape of a definition row (BpmDefinitionRow); leaders only when there are some. */
export function definitionRowOf(
  r: DefinitionRecord,
  lang: Lang,
  leaders?: { id: string; name: string }[],
): BpmDefinitionRow {
  const typeName = lang === "en-US" && r.type_name_en ? r.type_name_en : r.type_name;
  return withoutNulls<BpmDefinitionRow>({
    id: r.id,
    defKey: r.def_key,
    name: localizeColumn(r, "name", lang) ?? r.name,
    desc: localizeColumn(r, "description", lang) ?? undefined,
    typeId: r.type_id ?? "",
    typeName: typeName ?? undefined,
    version: r.version,
    isMain: r.is_main === "Y" ? "Y" : "N",
    status: r.status as BpmDefinitionRow["status"],
    supportMobile: r.support_mobile === 0 ? 0 : 1,
    leaders: leaders && leaders.length > 0 ? leaders : undefined,
    icon: r.icon ? { icon: r.icon, color: r.color ?? "" } : undefined,
    createTime: dateText(r.create_time) ?? "",
  });
}

/** Definitions of the tenant with their category (FLOW_TYPE) joined; callers add their conditions. */
export function definitionQuery(db: Database, tenantId: string) {
  return db
    .selectFrom("bpm_definition as d")
    .leftJoin("sys_type as st", (j) =>
      j
        .onRef("st.id", "=", "d.type_id")
        .on("st.tenant_id", "=", tenantId)
        .on("st.type_key", "=", "FLOW_TYPE"),
    )
    .select(DEFINITION_COLUMNS)
    .where("d.tenant_id", "=", tenantId);
}

/** A stored definition (row and validated JSON) by id or by key (main version); 404 when missing, 500 when broken. */
export async function loadedDefinition(
  db: Db,
  tenantId: string,
  by: { defId?: string; defKey?: string },
): Promise<LoadedDefinition> {
  let found: LoadedDefinition | undefined;
  try {
    found = await findDefinition(db, tenantId, by);
  } catch (e) {
    if (e instanceof DefinitionError) throw new HttpError(500, "bpmDefinitionBroken", { reason: e.message });
    throw e;
  }
  if (!found) throw notFound("bpmDefinitionNotFound");
  return found;
}

/** The online form of a flow (bpm_form by form key) as a FlowForm, or undefined when there is none. */
export async function flowFormOf(db: Db, tenantId: string, formKey: string): Promise<FlowForm | undefined> {
  const form = await findForm(db, tenantId, formKey);
  if (!form) return undefined;
  return {
    id: form.id,
    formKey: form.form_key,
    name: form.name,
    type: "INNER",
    formType: "pc",
    boAlias: form.bo_alias,
    schema: form.schema,
    uiSchema: form.ui_schema,
  };
}

/**
 * Who the caller may start a flow as: themself (`self`, by their start right; a system administrator
 * always) and the leaders they are secretary of for this flow whose own start right covers it (the
 * engine checks the leader's right when a secretary starts for them).
 */
export async function startOptions(
  db: Db,
  caller: Caller,
  isAdmin: boolean,
  defKey: string,
): Promise<{ self: boolean; leaders: { id: string; name: string }[] }> {
  const self = await hasStartRight(db, caller.tenantId, caller.id, isAdmin, defKey);
  const leaders: { id: string; name: string }[] = [];
  for (const leader of await startableLeaders(db, caller.tenantId, caller.id, defKey)) {
    const leaderAdmin = await isTenantAdmin(db, caller.tenantId, leader.id);
    if (await hasStartRight(db, caller.tenantId, leader.id, leaderAdmin, defKey)) leaders.push(leader);
  }
  return { self, leaders };
}

/**
 * The main deployed definitions the caller may start — for themself, or for a leader they are secretary
 * of — each with those leaders (and `selfStart: false` when only for a leader). Ordered by category sn, then name and key; `narrow` adds conditions
 * first (e.g. a QueryFilter).
 */
export async function startableDefinitions(
  db: Database,
  caller: Caller,
  lang: Lang,
  narrow: (q: ReturnType<typeof definitionQuery>) => ReturnType<typeof definitionQuery> = (q) => q,
): Promise<BpmDefinitionRow[]> {
  const rows = await narrow(
    definitionQuery(db, caller.tenantId).where("d.is_main", "=", "Y").where("d.status", "=", "deploy"),
  )
    .orderBy("st.sn", "asc")
    .orderBy("d.name", "asc")
    .orderBy("d.def_key", "asc")
    .execute();
  const admin = await isTenantAdmin(db, caller.tenantId, caller.id);
  const out: BpmDefinitionRow[] = [];
  for (const row of rows) {
    const { self, leaders } = await startOptions(db, caller, admin, row.def_key);
    if (!self && leaders.length === 0) continue;
    const flow = definitionRowOf(row, lang, leaders);
    // Only for a leader (no start right of one's own): the start screen then offers no 本人.
    if (!self) flow.selfStart = false;
    out.push(flow);
  }
  return out;
}

/** The categories of a type key (e.g. FLOW_TYPE), names in the request language, in sn order. */
export async function typesByKey(db: Db, tenantId: string, typeKey: string, lang: Lang): Promise<SysType[]> {
  const rows = await db
    .selectFrom("sys_type")
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("type_key", "=", typeKey)
    .orderBy("sn")
    .orderBy("key")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: lang === "en-US" && r.name_en ? r.name_en : r.name,
    key: r.key,
    parentId: r.parent_id,
    typeKey: r.type_key,
    sn: r.sn,
  }));
}
