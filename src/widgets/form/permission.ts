import type { UiSchema } from "@rjsf/utils";
import type { FieldMode } from "./types";

/** The server's per-user form permission (CONTRACT §9), as far as the online form uses it. */
export interface FormPermission {
  fields?: Record<string, Record<string, FieldMode>>;
  table?: Record<
    string,
    { hidden?: boolean; add?: boolean; del?: boolean; required?: boolean; edit?: boolean }
  >;
}

/** What OnlineForm takes from a permission: field modes and the sub-tables' uiSchema options. */
export interface PermissionProps {
  fieldModes: Record<string, FieldMode>;
  uiSchema: UiSchema;
}

/**
 * Field modes and sub-table options from a FormPermission: the main entity's fields by name, a child
 * entity's fields as `sub_<entity>.<field>` (BoRow keeps sub-tables under `sub_<entity>`). A hidden table is
 * mode n; `add`/`del` false turn off adding/removing rows; `edit` false makes its columns read-only;
 * `required` makes its columns required.
 */
export function fromFormPermission(
  permission: FormPermission | null | undefined,
  mainEntity: string,
): PermissionProps {
  const fieldModes: Record<string, FieldMode> = {};
  const uiSchema: UiSchema = {};
  for (const [entity, fields] of Object.entries(permission?.fields ?? {})) {
    const prefix = entity === mainEntity ? "" : `sub_${entity}.`;
    for (const [field, mode] of Object.entries(fields)) fieldModes[`${prefix}${field}`] = mode;
  }
  for (const [entity, table] of Object.entries(permission?.table ?? {})) {
    const key = `sub_${entity}`;
    if (table.hidden) {
      fieldModes[key] = "n";
      continue;
    }
    uiSchema[key] = {
      "ui:options": {
        addable: table.add !== false,
        removable: table.del !== false,
        orderable: table.edit !== false,
      },
    };
    if (table.edit === false || table.required) {
      for (const [field, mode] of Object.entries(permission?.fields?.[entity] ?? {})) {
        if (mode === "n") continue;
        fieldModes[`${key}.${field}`] =
          table.edit === false ? "r" : table.required && mode === "w" ? "b" : mode;
      }
    }
  }
  return { fieldModes, uiSchema };
}
