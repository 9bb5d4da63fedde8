import type { Issue, ValidationState } from "./types";
import { SchemaDefinitionError } from "./types";

/** A schema object as the validator reads it. */
export type SchemaObject = Record<string, unknown>;

/** Prepares one subschema found under `key` of the current schema. */
export type Sub = (schema: unknown, key: string, inPlace?: boolean) => import("./types").Check;

/** Where a failing keyword sits in the schema (kept on an issue only when the state traces). */
export interface Where {
  at: string;
  keyword: string;
  s?: SchemaObject;
}

/** The JSON type of a value as JSON Schema names it (`integer` is reported as `number`). */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** True for a JSON object (not null, not an array): the engine's one isObject under the validator's name. */
import { isObject as isPlainObject } from "../../json";

export { isPlainObject };

/** Whether a value has a JSON Schema type. */
export function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "object":
      return isPlainObject(value);
    default:
      return jsonType(value) === type;
  }
}

/** Counts characters as users do: a Chinese character or an emoji is one. */
export function charLength(value: string): number {
  return [...value].length;
}

/** Levenshtein distance, for "did you mean" on misspelt keys and types. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The closest candidate within two edits (case-insensitive), or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Fresh state for a branch of anyOf/oneOf/not/if: same environment, own issues and effects. */
export function branch(state: ValidationState): ValidationState {
  return { issues: [], effects: [], env: state.env, trace: state.trace };
}

/** Records one issue; with `state.trace`, also where in the schema it comes from. */
export function fail(
  state: ValidationState,
  path: string,
  code: Issue["code"],
  params: Record<string, unknown>,
  where?: Where,
) {
  if (state.trace && where)
    state.issues.push({ path, code, params, keyword: where.keyword, schemaPath: where.at, schema: where.s });
  else state.issues.push({ path, code, params });
}

/** Whether all of a branch's issues lie below `path` (its type matched here; a deeper part failed). */
export function matchedHere(issues: Issue[], path: string): boolean {
  return issues.every((i) => i.path !== path || !["type", "const", "enum"].includes(i.code));
}

/** The number a keyword holds, or undefined; a schema error when it is not a number. */
export function numberKeyword(s: SchemaObject, key: string, at: string): number | undefined {
  const value = s[key];
  if (value === undefined) return undefined;
  if (typeof value !== "number") throw new SchemaDefinitionError(at, `${key} must be a number`);
  return value;
}

/** A keyword's regex compiled with the `u` flag (as JSON Schema's ECMA-262 dialect); refused with its path. */
export function regex(pattern: string, at: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    throw new SchemaDefinitionError(at, `bad regular expression "${pattern}"`);
  }
}
