import { decodeBase64Utf8, encodeBase64Utf8 } from "../../../api/base64";
import type { FlowForm, FormPermission } from "../../../api/contract";

/**
 * The `data` of start/complete/saveDraft: Base64 of the UTF-8 JSON `{ <boAlias>: BoRow }` (CONTRACT §6.3),
 * so Chinese text survives the round trip.
 */
export function encodeBoData(boAlias: string, row: Record<string, unknown>): string {
  return encodeBase64Utf8(JSON.stringify({ [boAlias]: row }));
}

/** Decodes a Base64 BO bag back into JSON (tests and debugging read what was sent). */
export function decodeBoData(data: string): Record<string, unknown> {
  return JSON.parse(decodeBase64Utf8(data) ?? "") as Record<string, unknown>;
}

/** The main entity's row of a BO bag (its key is the form's BO alias); `initData` is not form data. */
export function mainRow(data: Record<string, unknown> | undefined, boAlias: string): Record<string, unknown> {
  const row = data?.[boAlias];
  if (!row || typeof row !== "object" || Array.isArray(row)) return {};
  const { initData: _initData, ...fields } = row as Record<string, unknown>;
  return fields;
}

/**
 * What kind of form a view carries: none at all, a URL (FRAME) form, an empty one (the server's
 * `result`/`resultMsg` "formEmpty", `formEmpty`, or a schema without fields), or an online form.
 */
export function formKind(form: FlowForm | undefined, result?: string): "none" | "frame" | "empty" | "online" {
  if (!form) return result === "formEmpty" ? "empty" : "none";
  if (form.type === "FRAME") return "frame";
  const properties = (form.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (form.formEmpty || !properties || Object.keys(properties).length === 0) return "empty";
  return "online";
}

/** The permission a view carries, with an empty field map when absent (read-only views send none). */
export function permissionOf(permission: FormPermission | undefined): FormPermission {
  return permission && typeof permission === "object" ? permission : { fields: {} };
}
