import { combinatorChecks } from "./combinators";
import { jsonEqual } from "./equal";
import { arrayChecks, objectChecks, scalarChecks } from "./keywords";
import { baseOf, DOCUMENT_BASE, indexResources, resolveRef } from "./resources";
import { type Check, SchemaDefinitionError, type SpecialRefs } from "./types";
import { closest, editDistance, fail, hasType, isPlainObject, jsonType, type SchemaObject } from "./util";

export { closest, editDistance, jsonType };

/** Keywords that only annotate: accepted and ignored (draft 2020-12 says they never fail a value). */
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
  "$anchor",
  "$schema",
  "$defs",
  "definitions",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
]);

/** Keywords the interpreter honours (docs/json-schema.md). */
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
  "dependentRequired",
  "dependentSchemas",
  "items",
  "prefixItems",
  "contains",
  "minContains",
  "maxContains",
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

/** Draft-07 keywords the online forms (rjsf schemas) still use; honoured only with `legacy`. */
const LEGACY = new Set(["dependencies", "additionalItems"]);

/** JSON Schema keywords (drafts 4 to 2020-12) the interpreter does not honour: always refused. */
const UNHONOURED = new Set([
  "unevaluatedProperties",
  "unevaluatedItems",
  "$dynamicRef",
  "$dynamicAnchor",
  "$recursiveRef",
  "$recursiveAnchor",
  "$vocabulary",
  "dependencies",
  "additionalItems",
  "divisibleBy",
  "disallow",
  "extends",
]);

/** The dialects whose keywords are the ones above; any other `$schema` is refused. */
const DIALECTS = new Set([
  "https://json-schema.org/draft/2020-12/schema",
  "https://json-schema.org/draft/2020-12/schema#",
  "http://json-schema.org/draft-07/schema",
  "http://json-schema.org/draft-07/schema#",
]);

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** How a schema is compiled. */
export interface CompileOptions {
  /** Accept draft-07's `dependencies` and tuple `items` with `additionalItems`. */
  legacy?: boolean;
  /**
   * Keywords no JSON Schema draft defines are annotations (rjsf schemas carry their own: `enumNames`,
   * `src` …); a JSON Schema keyword the interpreter does not honour is still refused.
   */
  openAnnotations?: boolean;
  /** Report every failed branch of anyOf/oneOf and the `if` of a failed then/else too (ajv's allErrors). */
  allBranches?: boolean;
  /** The document `$ref`s resolve in, when `schema` is a part of it (rjsf validates subschemas). */
  root?: unknown;
  /** String formats added to (or replacing names in) the one format table. */
  formats?: Record<string, (text: string) => boolean>;
}

/**
 * Prepares a schema once and returns its check. Strict: an unknown keyword, a `$ref` naming nothing in
 * the document (remote schemas are never fetched), a `$ref` cycle that never reaches the data, a regex that
 * does not compile with the `u` flag or an unknown format throws a SchemaDefinitionError naming the schema
 * path. `x-` keywords are annotations. `tessera:*` references are answered by `special`.
 */
export function compileSchema(schema: unknown, special: SpecialRefs, options: CompileOptions = {}): Check {
  const root = options.root ?? schema;
  const index = indexResources(root);
  const compiled = new Map<unknown, Check>();
  const building = new Set<unknown>();

  /** Compiles a node once; `inPlace` holds the nodes entered without moving into the data. */
  function compileNode(node: unknown, at: string, base: string, inPlace: Set<unknown>): Check {
    const done = compiled.get(node);
    // Stryker disable next-line ConditionalExpression: a cache; compiling the node again gives the same check
    if (done) return done;
    if (building.has(node)) {
      if (inPlace.has(node)) throw new SchemaDefinitionError(at, "$ref cycle that never reaches the data");
      // Recursion through the data (a tree): call the check once it exists (it does before any value comes).
      // Stryker disable next-line OptionalChaining: the check exists by the time a value is checked
      return (value, path, state) => compiled.get(node)?.(value, path, state);
    }
    building.add(node);
    inPlace.add(node);
    try {
      const check = build(node, at, base, inPlace);
      // A boolean schema is not kept: each `false` names its own place.
      if (isPlainObject(node)) compiled.set(node, check);
      return check;
    } finally {
      building.delete(node);
      inPlace.delete(node);
    }
  }

  function build(node: unknown, at: string, parentBase: string, inPlace: Set<unknown>): Check {
    if (node === true) return () => {};
    if (node === false) return (_v, path, state) => fail(state, path, "not", {}, { at, keyword: "false" });
    if (!isPlainObject(node)) throw new SchemaDefinitionError(at, "a schema must be an object or a boolean");
    const s = node as SchemaObject;
    for (const key of Object.keys(s)) {
      if (KEYWORDS.has(key) || ANNOTATIONS.has(key) || key.startsWith("x-")) continue;
      if (options.legacy && LEGACY.has(key)) continue;
      if (options.openAnnotations && !UNHONOURED.has(key)) continue;
      throw new SchemaDefinitionError(at, `unknown keyword "${key}"`);
    }
    if (s.$schema !== undefined && !DIALECTS.has(String(s.$schema)))
      throw new SchemaDefinitionError(at, `unsupported $schema "${String(s.$schema)}"`);
    const base = baseOf(s, parentBase, at);
    const checks: Check[] = [];
    const sub = (value: unknown, key: string, here = false) =>
      compileNode(value, `${at}/${key}`, base, here ? inPlace : new Set());

    if (s.$ref !== undefined) {
      if (typeof s.$ref !== "string") throw new SchemaDefinitionError(at, "$ref must be a string");
      const check = s.$ref.startsWith("tessera:") ? special(s.$ref) : undefined;
      if (check) checks.push(check);
      else if (s.$ref.startsWith("tessera:")) throw new SchemaDefinitionError(at, `unknown $ref "${s.$ref}"`);
      else {
        const target = resolveRef(s.$ref, base, at, index);
        checks.push(compileNode(target.node, target.at, target.base, inPlace));
      }
    }

    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      for (const t of types) {
        if (!TYPES.has(t as string)) throw new SchemaDefinitionError(at, `unknown type "${t}"`);
      }
      checks.push((v, p, st) => {
        if (!types.some((t) => hasType(v, t as string)))
          fail(
            st,
            p,
            "type",
            { expected: types.join(" | "), actual: jsonType(v) },
            { at, s, keyword: "type" },
          );
      });
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum)) throw new SchemaDefinitionError(at, "enum must be an array");
      const allowed = s.enum;
      checks.push((v, p, st) => {
        if (!allowed.some((a) => jsonEqual(a, v)))
          fail(
            st,
            p,
            "enum",
            { allowed: allowed.map((a) => JSON.stringify(a)).join(", ") },
            { at, s, keyword: "enum" },
          );
      });
    }
    if ("const" in s) {
      const expected = s.const;
      checks.push((v, p, st) => {
        if (!jsonEqual(expected, v))
          fail(st, p, "const", { expected: JSON.stringify(expected) }, { at, s, keyword: "const" });
      });
    }

    checks.push(...objectChecks(s, at, sub));
    checks.push(...arrayChecks(s, at, sub, options.legacy === true));
    checks.push(...scalarChecks(s, at, options.formats));
    checks.push(...combinatorChecks(s, at, sub, options.allBranches === true));

    return (value, path, state) => {
      for (const check of checks) check(value, path, state);
    };
  }

  // A part of a larger document (rjsf's isValid on a branch) is read against the root's base (the root
  // itself too: its own `$id` read again against that base gives the same base).
  return compileNode(schema, "", baseOf(root, DOCUMENT_BASE, ""), new Set());
}
