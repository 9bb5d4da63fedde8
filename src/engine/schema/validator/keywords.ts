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

/** The checks of this family of keywords in a schema. */
export function arrayChecks(s: SchemaObject, at: string, sub: Sub): Check[] {
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

/** The checks of this family of keywords in a schema. */
export function scalarChecks(s: SchemaObject, at: string): Check[] {
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
