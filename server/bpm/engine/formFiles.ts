import type { BoDataBag } from "../../../src/api/contract";
import { isObject } from "../../http/json";
import { attachFiles } from "../../services/files/meta";
import type { Actor, Trx } from "./context";
import { findForm } from "./store";

/** The owner kind of files attached to an instance (its form's upload fields, its opinions). */
export const INSTANCE_FILE_KIND = "bpm_instance";

/** The file ids of one upload field's value: an id, a `{id}` object, or a list of them. */
function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value === "string" && value !== "" && !value.startsWith("data:")) return [value];
  if (isObject(value) && typeof value.id === "string") return [value.id];
  return [];
}

/** The file ids the BO row holds in the form's upload fields (uiSchema `ui:widget: "upload"`, top level). */
export function formFileIds(
  uiSchema: Record<string, unknown>,
  row: Record<string, unknown> | undefined,
): string[] {
  if (!row) return [];
  const ids = Object.entries(uiSchema).flatMap(([field, ui]) =>
    isObject(ui) && ui["ui:widget"] === "upload" ? idsOf(row[field]) : [],
  );
  return [...new Set(ids)];
}

/**
 * Attaches the files the actor uploaded into the form's upload fields to the instance, in the action's
 * transaction, so that whoever may see the instance may read them (the file read rule); files of others
 * or already attached elsewhere are left as they are (nobody new may read them through this instance).
 */
export async function attachFormFiles(
  trx: Trx,
  actor: Actor,
  instId: string,
  formKey: string,
  data: BoDataBag,
  boAlias: string,
): Promise<void> {
  const form = await findForm(trx, actor.tenantId, formKey);
  const ids = form ? formFileIds(form.ui_schema ?? {}, data[boAlias]) : [];
  if (ids.length > 0) await attachFiles(trx, actor.tenantId, actor.userId, ids, INSTANCE_FILE_KIND, instId);
}
