import type { BoDataBag } from "../../../src/api/contract";
import { HttpError } from "../../http/errors";
import { isObject } from "../../http/json";
import { dateTimeText } from "../../time";
import type { FieldModeCode } from "./definitionTypes";

type Modes = Record<string, Record<string, FieldModeCode>> | undefined;
type Row = Record<string, unknown>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes the `data` of start/complete: Base64 of a JSON object `{ <boAlias>: row }`. Absent or empty →
 * `{}`; anything that is not Base64 of such an object → 400 bpmBadData.
 */
export function decodeBoData(data: string | undefined): BoDataBag {
  if (data === undefined || data.trim() === "") return {};
  const text = data.trim();
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new HttpError(400, "bpmBadData");
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64").toString("utf8"));
  } catch {
    throw new HttpError(400, "bpmBadData");
  }
  if (!isObject(value) || !Object.values(value).every(isObject)) throw new HttpError(400, "bpmBadData");
  return value as BoDataBag;
}

/** True when a field mode lets the user write the field. */
const writable = (mode: FieldModeCode | undefined) => mode === "w" || mode === "b";

/**
 * The instance data after a user's input: only the flow's BO alias is read, and of it only the fields
 * writable on this node (listed b/w, or unlisted when `fallback` is w/b); sub-tables are replaced whole.
 */
export function mergeWritable(
  current: BoDataBag,
  incoming: BoDataBag,
  boAlias: string,
  modes: Modes,
  fallback: FieldModeCode,
): BoDataBag {
  const input = incoming[boAlias];
  if (!isObject(input)) return current;
  const listed = modes?.[boAlias] ?? {};
  const row: Row = { ...(current[boAlias] ?? {}) };
  for (const [field, value] of Object.entries(input)) {
    if (field === "initData") continue;
    if (writable(listed[field] ?? fallback)) row[field] = value;
  }
  return { ...current, [boAlias]: row };
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === "string" && v.trim() === "") ||
  (Array.isArray(v) && v.length === 0);

/**
 * The first required field left empty: fields with mode "b" on the node, plus (on the start node) the
 * form schema's `required` list unless a mode hides or locks the field. Undefined when all are filled.
 */
export function missingRequired(
  bag: BoDataBag,
  boAlias: string,
  modes: Modes,
  schemaRequired: string[] = [],
): string | undefined {
  const row = bag[boAlias] ?? {};
  const listed = modes?.[boAlias] ?? {};
  const required = new Set(Object.keys(listed).filter((f) => listed[f] === "b" && !f.includes(".")));
  for (const f of schemaRequired)
    if (listed[f] === undefined || listed[f] === "b" || listed[f] === "w") required.add(f);
  return [...required].find((f) => isEmpty(row[f]));
}

/** Reads a dotted path (`leave.days`) in a value. */
function pathValue(scope: unknown, path: string): unknown {
  let value = scope;
  for (const part of path.split(".")) {
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Row)[part];
  }
  return value;
}

/**
 * A subject from the definition's rule (`{{startorName}}的请假申请({{leave.days}}天)`: plain `{{path}}`
 * fills, no code), else "<defName>-<starter>-<yyyy-MM-dd HH:mm>". Capped at 256 characters.
 */
export function subjectOf(
  rule: string | undefined,
  defName: string,
  starterName: string,
  bag: BoDataBag,
  now: Date,
): string {
  const scope = { ...bag, startorName: starterName, defName };
  const filled = rule
    ? rule.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
        const v = pathValue(scope, path);
        return v === undefined || v === null || typeof v === "object" ? "" : String(v);
      })
    : "";
  const subject = filled.trim() || `${defName}-${starterName}-${dateTimeText(now).slice(0, 16)}`;
  return subject.slice(0, 256);
}

/** The `required` list of a form's JSON Schema (empty when absent). */
export function schemaRequired(schema: unknown): string[] {
  const req = isObject(schema) ? schema.required : undefined;
  return Array.isArray(req) ? req.filter((r): r is string => typeof r === "string") : [];
}
