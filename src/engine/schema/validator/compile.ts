import { jsonEqual } from "./equal";
import { formatCheck } from "./formats";
import { joinPointer } from "./pointer";
import {
  type Check,
  type Issue,
  SchemaDefinitionError,
  type SpecialRefs,
  type ValidationState,
} from "./types";

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

type SchemaObject = Record<string, unknown>;

/** The JSON type of a value as JSON Schema names it (`integer` is reported as `number`). */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function hasType(value: unknown, type: string): boolean {
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
function charLength(value: string): number {
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
function branch(state: ValidationState): ValidationState {
  return { issues: [], effects: [], env: state.env };
}

function fail(state: ValidationState, path: string, code: Issue["code"], params: Record<string, unknown>) {
  state.issues.push({ path, code, params });
}

/** Whether all of a branch's issues lie below `path` (its type matched here; a deeper part failed). */
function matchedHere(issues: Issue[], path: string): boolean {
  return issues.every((i) => i.path !== path || !["type", "const", "enum"].includes(i.code));
}

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

function numberKeyword(s: SchemaObject, key: string, at: string): number | undefined {
  const value = s[key];
  if (value === undefined) return undefined;
  if (typeof value !== "number") throw new SchemaDefinitionError(at, `${key} must be a number`);
  return value;
}

function objectChecks(s: SchemaObject, at: string, sub: (v: unknown, key: string) => Check): Check[] {
  const checks: Check[] = [];
  const properties = new Map<string, Check>();
  if (s.properties !== undefined) {
    if (!isPlainObject(s.properties)) throw new SchemaDefinitionError(at, "properties must be an object");
    for (const [name, schema] of Object.entries(s.properties))
      properties.set(name, sub(schema, `properties/${name}`));
  }
  const patterns: [RegExp, Check][] = [];
  if (s.patternProperties !== undefined) {
    if (!isPlainObject(s.patternProperties))
      throw new SchemaDefinitionError(at, "patternProperties must be an object");
    for (const [pattern, schema] of Object.entries(s.patternProperties)) {
      patterns.push([regex(pattern, at), sub(schema, `patternProperties/${pattern}`)]);
    }
  }
  const required = s.required;
  if (required !== undefined && (!Array.isArray(required) || required.some((r) => typeof r !== "string"))) {
    throw new SchemaDefinitionError(at, "required must be an array of strings");
  }
  const additional =
    s.additionalProperties === undefined ? undefined : sub(s.additionalProperties, "additionalProperties");
  const closed = s.additionalProperties === false;
  const names = s.propertyNames === undefined ? undefined : sub(s.propertyNames, "propertyNames");
  const minProperties = numberKeyword(s, "minProperties", at);
  const maxProperties = numberKeyword(s, "maxProperties", at);

  checks.push((value, path, state) => {
    if (!isPlainObject(value)) return;
    for (const name of (required as string[] | undefined) ?? []) {
      if (!Object.hasOwn(value, name)) fail(state, joinPointer(path, name), "required", { property: name });
    }
    const keys = Object.keys(value);
    if (minProperties !== undefined && keys.length < minProperties)
      fail(state, path, "minProperties", { limit: minProperties });
    if (maxProperties !== undefined && keys.length > maxProperties)
      fail(state, path, "maxProperties", { limit: maxProperties });
    for (const key of keys) {
      const at = joinPointer(path, key);
      if (names) {
        const inner = branch(state);
        names(key, at, inner);
        if (inner.issues.length > 0) fail(state, at, "propertyName", { property: key });
      }
      let known = false;
      const own = properties.get(key);
      if (own) {
        known = true;
        own(value[key], at, state);
      }
      for (const [pattern, check] of patterns) {
        if (pattern.test(key)) {
          known = true;
          check(value[key], at, state);
        }
      }
      if (known || !additional) continue;
      if (closed) {
        fail(state, at, "additionalProperty", { property: key, suggestion: closest(key, properties.keys()) });
      } else {
        additional(value[key], at, state);
      }
    }
  });
  return checks;
}

function arrayChecks(s: SchemaObject, at: string, sub: (v: unknown, key: string) => Check): Check[] {
  if (Array.isArray(s.items))
    throw new SchemaDefinitionError(at, "items must be a schema (use prefixItems for tuples)");
  const prefix = s.prefixItems === undefined ? [] : (s.prefixItems as unknown[]);
  if (!Array.isArray(prefix)) throw new SchemaDefinitionError(at, "prefixItems must be an array");
  const prefixChecks = prefix.map((schema, i) => sub(schema, `prefixItems/${i}`));
  const items = s.items === undefined ? undefined : sub(s.items, "items");
  const minItems = numberKeyword(s, "minItems", at);
  const maxItems = numberKeyword(s, "maxItems", at);
  const unique = s.uniqueItems === true;
  return [
    (value, path, state) => {
      if (!Array.isArray(value)) return;
      if (minItems !== undefined && value.length < minItems)
        fail(state, path, "minItems", { limit: minItems });
      if (maxItems !== undefined && value.length > maxItems)
        fail(state, path, "maxItems", { limit: maxItems });
      value.forEach((item, i) => {
        const check = i < prefixChecks.length ? prefixChecks[i] : items;
        check?.(item, joinPointer(path, i), state);
      });
      if (unique) {
        for (let i = 1; i < value.length; i++) {
          const j = value.slice(0, i).findIndex((other) => jsonEqual(other, value[i]));
          if (j >= 0) {
            fail(state, joinPointer(path, i), "uniqueItems", { other: j });
            break;
          }
        }
      }
    },
  ];
}

function regex(pattern: string, at: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    throw new SchemaDefinitionError(at, `bad regular expression "${pattern}"`);
  }
}

function scalarChecks(s: SchemaObject, at: string): Check[] {
  const checks: Check[] = [];
  const minLength = numberKeyword(s, "minLength", at);
  const maxLength = numberKeyword(s, "maxLength", at);
  const pattern = s.pattern === undefined ? undefined : regex(String(s.pattern), at);
  const format = s.format === undefined ? undefined : formatCheck(String(s.format));
  if (s.format !== undefined && !format)
    throw new SchemaDefinitionError(at, `unknown format "${String(s.format)}"`);
  checks.push((value, path, state) => {
    if (typeof value !== "string") return;
    const length = charLength(value);
    if (minLength !== undefined && length < minLength) fail(state, path, "minLength", { limit: minLength });
    if (maxLength !== undefined && length > maxLength) fail(state, path, "maxLength", { limit: maxLength });
    if (pattern && !pattern.test(value)) fail(state, path, "pattern", { pattern: pattern.source });
  });
  if (format) {
    checks.push((value, path, state) => {
      if (typeof value !== format.type || format.test(value as string | number)) return;
      fail(state, path, "format", { format: String(s.format) });
    });
  }
  const minimum = numberKeyword(s, "minimum", at);
  const maximum = numberKeyword(s, "maximum", at);
  const exclusiveMinimum = numberKeyword(s, "exclusiveMinimum", at);
  const exclusiveMaximum = numberKeyword(s, "exclusiveMaximum", at);
  const multipleOf = numberKeyword(s, "multipleOf", at);
  if (multipleOf !== undefined && multipleOf <= 0)
    throw new SchemaDefinitionError(at, "multipleOf must be > 0");
  checks.push((value, path, state) => {
    if (typeof value !== "number") return;
    if (minimum !== undefined && value < minimum)
      fail(state, path, "minimum", { limit: minimum, comparison: ">=" });
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) {
      fail(state, path, "minimum", { limit: exclusiveMinimum, comparison: ">" });
    }
    if (maximum !== undefined && value > maximum)
      fail(state, path, "maximum", { limit: maximum, comparison: "<=" });
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) {
      fail(state, path, "maximum", { limit: exclusiveMaximum, comparison: "<" });
    }
    if (multipleOf !== undefined) {
      const quotient = value / multipleOf;
      if (Math.abs(quotient - Math.round(quotient)) > 1e-9) fail(state, path, "multipleOf", { multipleOf });
    }
  });
  return checks;
}

function schemaList(
  s: SchemaObject,
  key: string,
  at: string,
  sub: (v: unknown, key: string) => Check,
): Check[] {
  const list = s[key];
  if (!Array.isArray(list) || list.length === 0)
    throw new SchemaDefinitionError(at, `${key} must be a non-empty array`);
  return list.map((schema, i) => sub(schema, `${key}/${i}`));
}

/**
 * allOf/anyOf/oneOf/not/if. A failed branch's issues and effects are discarded. When no branch of
 * anyOf/oneOf passes, the issues of the branch that matched this level's type are reported (they point
 * deeper, where the real mistake is); if no branch matched, one `anyOf`/`oneOf` issue is reported here.
 */
function combinatorChecks(s: SchemaObject, at: string, sub: (v: unknown, key: string) => Check): Check[] {
  const checks: Check[] = [];
  if (s.allOf !== undefined) {
    const all = schemaList(s, "allOf", at, sub);
    checks.push((v, p, st) => {
      for (const check of all) check(v, p, st);
    });
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    if (s[key] === undefined) continue;
    const options = schemaList(s, key, at, sub);
    checks.push((value, path, state) => {
      const results = options.map((check) => {
        const inner = branch(state);
        check(value, path, inner);
        return inner;
      });
      const passed = results.filter((r) => r.issues.length === 0);
      if (passed.length > 0 && (key === "anyOf" || passed.length === 1)) {
        state.effects.push(...passed[0].effects);
        return;
      }
      if (passed.length > 1) {
        fail(state, path, "oneOf", { matches: passed.length });
        return;
      }
      const candidates = results.filter((r) => matchedHere(r.issues, path));
      if (candidates.length > 0) {
        const best = candidates.reduce((a, b) => (b.issues.length < a.issues.length ? b : a));
        state.issues.push(...best.issues);
        return;
      }
      const expected = [
        ...new Set(
          results.flatMap((r) =>
            r.issues.filter((i) => i.path === path).map((i) => String(i.params.expected ?? "")),
          ),
        ),
      ]
        .filter(Boolean)
        .join(" | ");
      fail(state, path, key, { expected });
    });
  }
  if (s.not !== undefined) {
    const not = sub(s.not, "not");
    checks.push((value, path, state) => {
      const inner = branch(state);
      not(value, path, inner);
      if (inner.issues.length === 0) fail(state, path, "not", {});
    });
  }
  if (s.if !== undefined) {
    const condition = sub(s.if, "if");
    const then = s.then === undefined ? undefined : sub(s.then, "then");
    const otherwise = s.else === undefined ? undefined : sub(s.else, "else");
    checks.push((value, path, state) => {
      const inner = branch(state);
      condition(value, path, inner);
      if (inner.issues.length === 0) then?.(value, path, state);
      else otherwise?.(value, path, state);
    });
  } else if (s.then !== undefined || s.else !== undefined) {
    throw new SchemaDefinitionError(at, "then/else need if");
  }
  return checks;
}
