import { type JsonSchema, RuleError } from "../contract";

/** The JSON Schema of one positional parameter, or undefined past the declared ones. */
function itemSchema(schema: JsonSchema, index: number): JsonSchema | undefined {
  const items = schema.items;
  if (Array.isArray(items)) return items[index] as JsonSchema | undefined;
  return items && typeof items === "object" ? (items as JsonSchema) : undefined;
}

/** The types a parameter schema allows (all, when it names none). */
function typesOf(schema: JsonSchema): string[] {
  const { type } = schema;
  if (Array.isArray(type)) return type as string[];
  return typeof type === "string" ? [type] : [];
}

/** True if `value` is of JSON Schema type `type`. */
function isOfType(value: unknown, type: string): boolean {
  switch (type) {
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "null":
      return value === null;
    default:
      return typeof value === type;
  }
}

/** A rule-string argument (always text) converted to the first type its schema allows. */
function coerce(value: unknown, types: string[]): unknown {
  if (types.length === 0 || types.some((type) => isOfType(value, type))) return value;
  if (typeof value === "string") {
    const text = value.trim();
    if (types.includes("integer") && /^[+-]?\d+$/.test(text)) return Number(text);
    if (types.includes("number") && /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return Number(text);
    if (types.some((type) => type === "object" || type === "array" || type === "boolean")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
  }
  if (typeof value === "number" && types.includes("string")) return String(value);
  return value;
}

/**
 * The positional parameters of `rule` checked against its array schema (minItems, maxItems, items with
 * type, enum, minimum) after converting rule-string text to the declared types; throws BAD_PARAMS.
 */
export function coerceParams(rule: string, schema: JsonSchema, params: unknown): unknown[] {
  const raw = params === undefined || params === null ? [] : Array.isArray(params) ? params : [params];
  const bad = (why: string) => new RuleError("BAD_PARAMS", `Rule "${rule}": ${why}`, rule);
  const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === "number" ? schema.maxItems : Number.POSITIVE_INFINITY;
  if (raw.length < minItems) throw bad(`needs at least ${minItems} parameter(s), got ${raw.length}`);
  if (raw.length > maxItems) throw bad(`takes at most ${maxItems} parameter(s), got ${raw.length}`);
  return raw.map((arg, index) => {
    const item = itemSchema(schema, index);
    if (!item) return arg;
    const types = typesOf(item);
    const value = coerce(arg, types);
    const label = `parameter ${index + 1}${typeof item.title === "string" ? ` (${item.title})` : ""}`;
    if (types.length > 0 && !types.some((type) => isOfType(value, type))) {
      throw bad(`${label} must be ${types.join(" or ")}, got ${JSON.stringify(arg)}`);
    }
    if (Array.isArray(item.enum) && !item.enum.includes(value)) {
      throw bad(`${label} must be one of ${JSON.stringify(item.enum)}, got ${JSON.stringify(arg)}`);
    }
    if (typeof item.minimum === "number" && typeof value === "number" && value < item.minimum) {
      throw bad(`${label} must be at least ${item.minimum}, got ${value}`);
    }
    if (typeof item.minLength === "number" && typeof value === "string" && value.length < item.minLength) {
      throw bad(`${label} must not be empty`);
    }
    return value;
  });
}
