import type { FormPermission } from "../../../src/api/contract";
import { isObject } from "../../http/json";
import type { FieldModeCode } from "../engine/definitionTypes";

type Modes = Record<string, Record<string, FieldModeCode>> | undefined;
type Schema = Record<string, unknown>;

/** The properties of an object schema (empty when it has none). */
function propertiesOf(schema: unknown): Record<string, unknown> {
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

/** The item schema of an array-of-objects property (a sub-table), or undefined. */
function subTableOf(prop: unknown): Schema | undefined {
  if (!isObject(prop) || prop.type !== "array" || !isObject(prop.items)) return undefined;
  return isObject(prop.items.properties) ? prop.items : undefined;
}

/**
 * The field permission of a form (CONTRACT §9) from a mode map `{ boAlias: { field: mode } }`: every
 * field of the schema gets its listed mode or `fallback`; sub-table columns are `"<table>.<column>"` and
 * default to their table's mode; each sub-table also gets a `table` entry (hidden when "n", editable when
 * "w"/"b"). Listed fields the schema does not know are kept as listed.
 */
export function formPermission(
  boAlias: string,
  schema: Schema,
  modes: Modes,
  fallback: FieldModeCode,
): FormPermission {
  const listed = modes?.[boAlias] ?? {};
  const fields: Record<string, FieldModeCode> = {};
  const table: NonNullable<FormPermission["table"]> = {};
  for (const [name, prop] of Object.entries(propertiesOf(schema))) {
    const mode = listed[name] ?? fallback;
    fields[name] = mode;
    const sub = subTableOf(prop);
    if (!sub) continue;
    const editable = mode === "w" || mode === "b";
    table[name] = {
      hidden: mode === "n",
      add: editable,
      del: editable,
      edit: editable,
      required: mode === "b",
    };
    for (const column of Object.keys(propertiesOf(sub))) {
      fields[`${name}.${column}`] = listed[`${name}.${column}`] ?? mode;
    }
  }
  for (const [name, mode] of Object.entries(listed)) fields[name] ??= mode;
  const permission: FormPermission = { fields: { [boAlias]: fields } };
  if (Object.keys(table).length > 0) permission.table = table;
  return permission;
}

/** Instance data with a task's draft data laid over it, per BO alias (drafts win field by field). */
export function mergeDraft(
  data: Record<string, unknown>,
  draft: Record<string, unknown> | null | undefined,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [alias, row] of Object.entries(data ?? {})) out[alias] = isObject(row) ? { ...row } : {};
  for (const [alias, row] of Object.entries(draft ?? {})) {
    if (!isObject(row)) continue;
    out[alias] = { ...(out[alias] ?? {}), ...row };
  }
  return out;
}
