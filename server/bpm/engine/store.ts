import type { Selectable } from "kysely";
import type { BpmDefinitionTable, BpmFormTable } from "../../db/schemaBpm";
import { loadDefinition } from "./definition";
import type { FlowDefinitionJson } from "./definitionTypes";
import type { Db } from "./identities";

export type DefinitionRow = Omit<Selectable<BpmDefinitionTable>, "definition">;
export type FormRow = Selectable<BpmFormTable>;

/** A definition row with its validated JSON. */
export interface LoadedDefinition {
  row: DefinitionRow;
  def: FlowDefinitionJson;
}

// A definition row's JSON never changes once written (a re-save is a new row and version), so rows read
// by id (instances pin one) are kept per tenant and id, parsed; bounded, per process (servers stay stateless).
const byId = new Map<string, LoadedDefinition>();
const CACHE_LIMIT = 500;

function remember(tenantId: string, row: DefinitionRow, json: unknown): LoadedDefinition {
  const key = `${tenantId}\u0000${row.id}`;
  const hit = byId.get(key);
  if (hit) return hit;
  const loaded = { row, def: loadDefinition(json) };
  if (byId.size >= CACHE_LIMIT) byId.delete(byId.keys().next().value as string);
  byId.set(key, loaded);
  return loaded;
}

/** The definition of a row id if this process has it in memory (see findDefinition), else undefined. */
export function peekDefinition(tenantId: string, defId: string): LoadedDefinition | undefined {
  return byId.get(`${tenantId}\u0000${defId}`);
}

/**
 * The definition an action works on: by row id (any version) or by key (the main version), in the
 * tenant; undefined when there is none. `pinned`: the id is an instance's pinned version, whose JSON may
 * come from the cache (its status, which may change, is then not re-read).
 */
export async function findDefinition(
  db: Db,
  tenantId: string,
  by: { defId?: string; defKey?: string; pinned?: boolean },
): Promise<LoadedDefinition | undefined> {
  if (by.pinned && by.defId) {
    const hit = byId.get(`${tenantId}\u0000${by.defId}`);
    if (hit) return hit;
  }
  let query = db.selectFrom("bpm_definition").selectAll().where("tenant_id", "=", tenantId);
  if (by.defId) query = query.where("id", "=", by.defId);
  else if (by.defKey) query = query.where("def_key", "=", by.defKey).where("is_main", "=", "Y");
  else return undefined;
  const found = await query.orderBy("version", "desc").limit(1).executeTakeFirst();
  if (!found) return undefined;
  const { definition, ...row } = found;
  return remember(tenantId, row, definition);
}

/** The form of a flow (bpm_form by form key) in the tenant, or undefined. */
export async function findForm(db: Db, tenantId: string, formKey: string): Promise<FormRow | undefined> {
  return db
    .selectFrom("bpm_form")
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("form_key", "=", formKey)
    .executeTakeFirst();
}

/**
 * Saves a definition for a key as a new version: the row gets version max+1 and is_main 'Y', the key's
 * older rows lose is_main. The JSON is validated first (DefinitionError on a bad one). Returns the row id.
 */
export async function saveDefinitionVersion(
  db: Db,
  tenantId: string,
  input: {
    id: string;
    defKey: string;
    name: string;
    description?: string;
    typeId?: string;
    icon?: string;
    color?: string;
    definition: FlowDefinitionJson;
    /** The `label_i18n` JSON text: translation maps of name and description (server/http/locale.ts). */
    labelI18n?: string | null;
  },
): Promise<string> {
  loadDefinition(input.definition);
  const last = await db
    .selectFrom("bpm_definition")
    .select(({ fn }) => fn.max("version").as("version"))
    .where("tenant_id", "=", tenantId)
    .where("def_key", "=", input.defKey)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await db
    .updateTable("bpm_definition")
    .set({ is_main: "N" })
    .where("tenant_id", "=", tenantId)
    .where("def_key", "=", input.defKey)
    .execute();
  await db
    .insertInto("bpm_definition")
    .values({
      id: input.id,
      tenant_id: tenantId,
      def_key: input.defKey,
      name: input.name,
      description: input.description ?? null,
      label_i18n: input.labelI18n ?? null,
      type_id: input.typeId ?? null,
      version,
      is_main: "Y",
      status: "deploy",
      icon: input.icon ?? null,
      color: input.color ?? null,
      definition: JSON.stringify(input.definition),
    })
    .execute();
  return input.id;
}
