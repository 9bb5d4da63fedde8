import { type RawBuilder, sql } from "kysely";
import type { BoDataBag } from "../../../src/api/contract";
import { isObject } from "../../http/json";
import { attachFiles } from "../../services/files/meta";
import type { Actor, Trx } from "./context";
import type { Db } from "./identities";

/** The owner kind of files attached to an instance (its form's upload fields, its opinions). */
export const INSTANCE_FILE_KIND = "bpm_instance";

/** The file ids of one upload field's value: an id, a `{id}` object, or a list of them. */
function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value === "string" && value !== "" && !value.startsWith("data:")) return [value];
  if (isObject(value) && typeof value.id === "string") return [value.id];
  return [];
}

/** The form's upload fields (uiSchema `ui:widget: "upload"`, top level), by name. */
export function uploadFieldsOf(uiSchema: Record<string, unknown>): string[] {
  return Object.entries(uiSchema)
    .filter(([, ui]) => isObject(ui) && ui["ui:widget"] === "upload")
    .map(([field]) => field);
}

/** The file ids the BO row holds in the given upload fields. */
function fileIdsIn(fields: string[], row: Record<string, unknown> | undefined): string[] {
  if (!row) return [];
  return [...new Set(fields.flatMap((field) => idsOf(row[field])))];
}

/** The file ids the BO row holds in the form's upload fields (uiSchema `ui:widget: "upload"`, top level). */
export function formFileIds(
  uiSchema: Record<string, unknown>,
  row: Record<string, unknown> | undefined,
): string[] {
  return fileIdsIn(uploadFieldsOf(uiSchema), row);
}

// The version of a bpm_form row: every write of a row (by any server, or by hand) makes a new tuple, written
// by its transaction (xmin) at a new place (ctid), so the pair changes whenever the row does.
const FORM_VERSION = sql<string>`f.xmin::text || '/' || f.ctid::text`;

// A form's upload fields by tenant and form key, with the row version they were read from; an entry is used
// only when the action has read the row's current version in its own transaction (formVersionAlongside), so
// a form changed by another server is read again. Bounded, per process.
const uploadFieldsByForm = new Map<string, { version: string; fields: string[] }>();
const CACHE_LIMIT = 500;

/**
 * The current version of a form as a column of the action's task read (guard.ts `alongside`): an object
 * `{formKey, version}`, version null when the tenant has no such form. Hand it to {@link formUploadFields}.
 */
export function formVersionAlongside(tenantId: string, formKey: string): RawBuilder<unknown> {
  return sql`json_build_object('formKey', ${formKey}::text, 'version',
    (SELECT ${FORM_VERSION} FROM bpm_form f WHERE f.tenant_id = ${tenantId} AND f.form_key = ${formKey}))`;
}

/**
 * The upload fields of a form: from memory when `known` (the value read by {@link formVersionAlongside} in
 * this transaction) is of this form and names the version remembered, none when it says the form is
 * missing, else read (and remembered with its version).
 */
export async function formUploadFields(
  db: Db,
  tenantId: string,
  formKey: string,
  known?: unknown,
): Promise<string[]> {
  const key = `${tenantId}\u0000${formKey}`;
  const read = isObject(known) && known.formKey === formKey ? (known.version as string | null) : undefined;
  if (read === null) return [];
  const hit = uploadFieldsByForm.get(key);
  if (read !== undefined && hit?.version === read) return hit.fields;
  const row = await db
    .selectFrom("bpm_form as f")
    .select(["f.ui_schema", FORM_VERSION.as("version")])
    .where("f.tenant_id", "=", tenantId)
    .where("f.form_key", "=", formKey)
    .executeTakeFirst();
  if (!row) return [];
  const fields = uploadFieldsOf(row.ui_schema ?? {});
  if (uploadFieldsByForm.size >= CACHE_LIMIT)
    uploadFieldsByForm.delete(uploadFieldsByForm.keys().next().value as string);
  uploadFieldsByForm.set(key, { version: row.version, fields });
  return fields;
}

/**
 * Attaches the files the actor uploaded into the form's upload fields (`fields`) to the instance, in the
 * action's transaction, so that whoever may see the instance may read them (the file read rule); files of
 * others or already attached elsewhere are left as they are (nobody new may read them through this instance).
 */
export async function attachFormFiles(
  trx: Trx,
  actor: Actor,
  instId: string,
  fields: string[],
  data: BoDataBag,
  boAlias: string,
): Promise<void> {
  const ids = fileIdsIn(fields, data[boAlias]);
  if (ids.length > 0) await attachFiles(trx, actor.tenantId, actor.userId, ids, INSTANCE_FILE_KIND, instId);
}
