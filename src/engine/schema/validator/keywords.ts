import Decimal from "decimal.js";
import { jsonEqual } from "./equal";
import { formatCheck } from "./formats";
import { joinPointer } from "./pointer";
import type { Check } from "./types";
import { SchemaDefinitionError } from "./types";
import {
  branch,
  charLength,
  closest,
  fail,
  isPlainObject,
  numberKeyword,
  regex,
  type SchemaObject,
  type Sub,
} from "./util";

function stringList(value: unknown, at: string, what: string): string[] {
  if (!Array.isArray(value) || value.some((r) => typeof r !== "string"))
    throw new SchemaDefinitionError(at, `${what} must be an array of strings`);
  return value as string[];
}

/** The names an object really holds (a key set to undefined is absent, as in JSON). */
function presentKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}

const has = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) && value[key] !== undefined;

/** The checks of this family of keywords in a schema. */
export function objectChecks(s: SchemaObject, at: string, sub: Sub): Check[] {
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
      patterns.push([regex(pattern, `${at}/patternProperties`), sub(schema, `patternProperties/${pattern}`)]);
    }
  }
  const required = s.required === undefined ? [] : stringList(s.required, at, "required");
  const additional =
    s.additionalProperties === undefined ? undefined : sub(s.additionalProperties, "additionalProperties");
  const closed = s.additionalProperties === false;
  const names = s.propertyNames === undefined ? undefined : sub(s.propertyNames, "propertyNames");
  const minProperties = numberKeyword(s, "minProperties", at);
  const maxProperties = numberKeyword(s, "maxProperties", at);
  const where = (keyword: string) => ({ at, s, keyword });

  // dependentRequired and draft-07 `dependencies` lists: each one is checked (neither overwrites the other).
  const dependentRequired: [string, string[], string][] = [];
  const dependentSchemas: [string, Check][] = [];
  for (const keyword of ["dependentRequired", "dependentSchemas", "dependencies"]) {
    const map = s[keyword];
    if (map === undefined) continue;
    if (!isPlainObject(map)) throw new SchemaDefinitionError(at, `${keyword} must be an object`);
    for (const [name, dependency] of Object.entries(map)) {
      if (keyword !== "dependentSchemas" && Array.isArray(dependency)) {
        dependentRequired.push([name, stringList(dependency, `${at}/${keyword}`, name), keyword]);
      } else if (keyword === "dependentRequired") {
        throw new SchemaDefinitionError(at, `dependentRequired/${name} must be an array of strings`);
      } else {
        dependentSchemas.push([name, sub(dependency, `${keyword}/${name}`, true)]);
      }
    }
  }

  checks.push((value, path, state) => {
    if (!isPlainObject(value)) return;
    for (const name of required) {
      if (!has(value, name))
        fail(state, joinPointer(path, name), "required", { property: name }, where("required"));
    }
    for (const [name, needed, keyword] of dependentRequired) {
      if (!has(value, name)) continue;
      for (const other of needed) {
        if (!has(value, other))
          fail(
            state,
            joinPointer(path, other),
            "required",
            { property: other, dependsOn: name, deps: needed },
            where(keyword),
          );
      }
    }
    const keys = presentKeys(value);
    if (minProperties !== undefined && keys.length < minProperties)
      fail(state, path, "minProperties", { limit: minProperties }, where("minProperties"));
    if (maxProperties !== undefined && keys.length > maxProperties)
      fail(state, path, "maxProperties", { limit: maxProperties }, where("maxProperties"));
    for (const key of keys) {
      const at = joinPointer(path, key);
      if (names) {
        const inner = branch(state);
        names(key, at, inner);
        if (inner.issues.length > 0)
          fail(state, at, "propertyName", { property: key }, where("propertyNames"));
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
        fail(
          state,
          at,
          "additionalProperty",
          { property: key, suggestion: closest(key, properties.keys()) },
          where("additionalProperties"),
        );
      } else {
        additional(value[key], at, state);
      }
    }
    for (const [name, check] of dependentSchemas) if (has(value, name)) check(value, path, state);
  });
  return checks;
}

/** The checks of this family of keywords in a schema (`legacy`: draft-07 tuple `items`/`additionalItems`). */
export function arrayChecks(s: SchemaObject, at: string, sub: Sub, legacy = false): Check[] {
  let prefix: unknown[] = [];
  let rest: unknown = s.items;
  let restKey = "items";
  if (Array.isArray(s.items)) {
    if (!legacy) throw new SchemaDefinitionError(at, "items must be a schema (use prefixItems for tuples)");
    if (s.prefixItems !== undefined)
      throw new SchemaDefinitionError(at, "tuple items and prefixItems together");
    prefix = s.items;
    rest = s.additionalItems;
    restKey = "additionalItems";
  } else if (s.prefixItems !== undefined) {
    if (!Array.isArray(s.prefixItems)) throw new SchemaDefinitionError(at, "prefixItems must be an array");
    prefix = s.prefixItems;
  }
  const prefixKey = Array.isArray(s.items) ? "items" : "prefixItems";
  const prefixChecks = prefix.map((schema, i) => sub(schema, `${prefixKey}/${i}`));
  const items = rest === undefined ? undefined : sub(rest, restKey);
  const minItems = numberKeyword(s, "minItems", at);
  const maxItems = numberKeyword(s, "maxItems", at);
  const unique = s.uniqueItems === true;
  const contains = s.contains === undefined ? undefined : sub(s.contains, "contains");
  const minContains = contains ? (numberKeyword(s, "minContains", at) ?? 1) : undefined;
  const maxContains = contains ? numberKeyword(s, "maxContains", at) : undefined;
  const where = (keyword: string) => ({ at, s, keyword });
  return [
    (value, path, state) => {
      if (!Array.isArray(value)) return;
      if (minItems !== undefined && value.length < minItems)
        fail(state, path, "minItems", { limit: minItems }, where("minItems"));
      if (maxItems !== undefined && value.length > maxItems)
        fail(state, path, "maxItems", { limit: maxItems }, where("maxItems"));
      value.forEach((item, i) => {
        const check = i < prefixChecks.length ? prefixChecks[i] : items;
        check?.(item, joinPointer(path, i), state);
      });
      if (unique) {
        for (let i = 1; i < value.length; i++) {
          const j = value.slice(0, i).findIndex((other) => jsonEqual(other, value[i]));
          if (j >= 0) {
            fail(state, joinPointer(path, i), "uniqueItems", { other: j, index: i }, where("uniqueItems"));
            break;
          }
        }
      }
      if (contains) {
        let count = 0;
        value.forEach((item, i) => {
          const inner = branch(state);
          contains(item, joinPointer(path, i), inner);
          if (inner.issues.length === 0) count += 1;
        });
        if (count < (minContains as number) || (maxContains !== undefined && count > maxContains))
          fail(state, path, "contains", { min: minContains, max: maxContains, count }, where("contains"));
      }
    },
  ];
}

/** Whether `value` is an exact multiple of `step`, in decimal (0.01 divides 112969.68; floats say no). */
function isMultiple(value: number, step: number): boolean {
  if (Number.isInteger(step) && Number.isSafeInteger(value)) return value % step === 0;
  if (!Number.isFinite(value / step)) return false;
  // Fast exact path: both as written have at most `places` decimals, so both scaled are integers.
  const places = decimals(step);
  const own = decimals(value);
  if (places >= 0 && own >= 0) {
    if (own > places) return false; // a multiple of a step with `places` decimals has no more than that
    const scale = 10 ** places;
    const a = Math.round(value * scale);
    const b = Math.round(step * scale);
    if (Number.isSafeInteger(a) && Number.isSafeInteger(b)) return a % b === 0;
  }
  return new Decimal(value).mod(step).isZero();
}

/** Decimal places of a number as JavaScript writes it (0.01 → 2), or -1 in exponent notation. */
function decimals(n: number): number {
  const text = String(n);
  if (text.includes("e")) return -1;
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The checks of this family of keywords in a schema. */
export function scalarChecks(
  s: SchemaObject,
  at: string,
  extraFormats: Record<string, (text: string) => boolean> = {},
): Check[] {
  const checks: Check[] = [];
  const minLength = numberKeyword(s, "minLength", at);
  const maxLength = numberKeyword(s, "maxLength", at);
  const pattern = s.pattern === undefined ? undefined : regex(String(s.pattern), `${at}/pattern`);
  const extra =
    s.format !== undefined && Object.hasOwn(extraFormats, String(s.format))
      ? extraFormats[String(s.format)]
      : undefined;
  const format =
    s.format === undefined
      ? undefined
      : extra
        ? { type: "string" as const, test: (v: string | number) => extra(String(v)) }
        : formatCheck(String(s.format));
  if (s.format !== undefined && !format)
    throw new SchemaDefinitionError(`${at}/format`, `unknown format "${String(s.format)}"`);
  const where = (keyword: string) => ({ at, s, keyword });
  checks.push((value, path, state) => {
    if (typeof value !== "string") return;
    const length = minLength === undefined && maxLength === undefined ? 0 : charLength(value);
    if (minLength !== undefined && length < minLength)
      fail(state, path, "minLength", { limit: minLength }, where("minLength"));
    if (maxLength !== undefined && length > maxLength)
      fail(state, path, "maxLength", { limit: maxLength }, where("maxLength"));
    if (pattern && !pattern.test(value))
      fail(state, path, "pattern", { pattern: pattern.source }, where("pattern"));
  });
  if (format) {
    checks.push((value, path, state) => {
      if (typeof value !== format.type || format.test(value as string | number)) return;
      fail(state, path, "format", { format: String(s.format) }, where("format"));
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
      fail(state, path, "minimum", { limit: minimum, comparison: ">=" }, where("minimum"));
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) {
      fail(state, path, "minimum", { limit: exclusiveMinimum, comparison: ">" }, where("exclusiveMinimum"));
    }
    if (maximum !== undefined && value > maximum)
      fail(state, path, "maximum", { limit: maximum, comparison: "<=" }, where("maximum"));
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) {
      fail(state, path, "maximum", { limit: exclusiveMaximum, comparison: "<" }, where("exclusiveMaximum"));
    }
    if (multipleOf !== undefined && !isMultiple(value, multipleOf))
      fail(state, path, "multipleOf", { multipleOf }, where("multipleOf"));
  });
  return checks;
}
