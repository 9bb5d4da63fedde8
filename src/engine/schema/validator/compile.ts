import { combinatorChecks } from "./combinators";
import { jsonEqual } from "./equal";
import { arrayChecks, objectChecks, scalarChecks } from "./keywords";
import { type Check, SchemaDefinitionError, type SpecialRefs } from "./types";
import { closest, editDistance, fail, hasType, isPlainObject, jsonType, type SchemaObject } from "./util";

export { closest, editDistance, jsonType };

/** Keywords that only annotate: accepted and ignored. */
const ANNOTATIONS = new Set([
  "title",
  "description",
  "default",
  "examples",
  "$comment",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$id",
  "$schema",
  "$defs",
  "definitions",
]);

/** Keywords the validator understands (README §3). */
const KEYWORDS = new Set([
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "$ref",
]);

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/**
 * Prepares a schema once and returns its check. Strict: an unknown keyword, a bad `$ref`, a bad regex or
 * an unknown format throws a SchemaDefinitionError naming the schema path. `x-` keywords are annotations.
 * `$ref` may point into the root (`#`, `#/$defs/…`, `#/definitions/…`) or at a special reference.
 */
export function compileSchema(schema: unknown, special: SpecialRefs): Check {
  const root = schema;
  const byPointer = new Map<string, Check>();

  function resolveLocal(ref: string, at: string): Check {
    const cached = byPointer.get(ref);
    if (cached) return cached;
    if (!ref.startsWith("#")) throw new SchemaDefinitionError(at, `unsupported $ref "${ref}"`);
    const segments = ref
      .slice(1)
      .split("/")
      .filter((s) => s !== "")
      .map((s) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~"));
    let target: unknown = root;
    for (const segment of segments) {
      if (!isPlainObject(target) || !(segment in target)) {
        throw new SchemaDefinitionError(at, `$ref "${ref}" points nowhere`);
      }
      target = target[segment];
    }
    // A placeholder first, so recursive references resolve to the same check.
    let compiled: Check | undefined;
    byPointer.set(ref, (value, path, state) => compiled?.(value, path, state));
    compiled = build(target, ref);
    byPointer.set(ref, compiled);
    return compiled;
  }

  function build(node: unknown, at: string): Check {
    if (node === true) return () => {};
    if (node === false) return (_v, path, state) => fail(state, path, "not", {});
    if (!isPlainObject(node)) throw new SchemaDefinitionError(at, "a schema must be an object or a boolean");
    const s = node as SchemaObject;
    for (const key of Object.keys(s)) {
      if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !key.startsWith("x-")) {
        throw new SchemaDefinitionError(at, `unknown keyword "${key}"`);
      }
    }
    const checks: Check[] = [];
    const sub = (value: unknown, key: string) => build(value, `${at}/${key}`);

    if (s.$ref !== undefined) {
      if (typeof s.$ref !== "string") throw new SchemaDefinitionError(at, "$ref must be a string");
      const ref = s.$ref;
      if (ref.startsWith("#")) {
        let target: Check | undefined;
        checks.push((v, p, st) => {
          target ??= resolveLocal(ref, at);
          target(v, p, st);
        });
        resolveLocal(ref, at); // fail early on a dangling reference
      } else {
        const check = special(ref);
        if (!check) throw new SchemaDefinitionError(at, `unknown $ref "${ref}"`);
        checks.push(check);
      }
    }

    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      for (const t of types) {
        if (typeof t !== "string" || !TYPES.has(t))
          throw new SchemaDefinitionError(at, `unknown type "${t}"`);
      }
      checks.push((v, p, st) => {
        if (!types.some((t) => hasType(v, t as string)))
          fail(st, p, "type", { expected: types.join(" | "), actual: jsonType(v) });
      });
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum)) throw new SchemaDefinitionError(at, "enum must be an array");
      const allowed = s.enum;
      checks.push((v, p, st) => {
        if (!allowed.some((a) => jsonEqual(a, v)))
          fail(st, p, "enum", { allowed: allowed.map((a) => JSON.stringify(a)).join(", ") });
      });
    }
    if ("const" in s) {
      const expected = s.const;
      checks.push((v, p, st) => {
        if (!jsonEqual(expected, v)) fail(st, p, "const", { expected: JSON.stringify(expected) });
      });
    }

    checks.push(...objectChecks(s, at, sub));
    checks.push(...arrayChecks(s, at, sub));
    checks.push(...scalarChecks(s, at));
    checks.push(...combinatorChecks(s, at, sub));

    return (value, path, state) => {
      for (const check of checks) check(value, path, state);
    };
  }

  return build(schema, "");
}
