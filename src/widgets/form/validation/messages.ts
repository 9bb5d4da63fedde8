import type { RawError } from "./interpret";

/** Looks up a message by i18n key (namespace-less, e.g. `form.validation.required`) with values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The keywords that have their own message; any other keyword uses `form.validation.invalid`. */
const KNOWN = new Set([
  "required",
  "type",
  "enum",
  "const",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "additionalProperties",
  "dependencies",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "minProperties",
  "maxProperties",
  "contains",
]);

/** The localised message of one schema failure (params fill `{{limit}}`, `{{format}}`, …). */
export function describeError(error: RawError, t: Translate): string {
  const key = KNOWN.has(error.keyword) ? error.keyword : "invalid";
  const values: Record<string, unknown> = { ...error.params };
  if (error.keyword === "type") {
    values.type = String(error.params.type)
      .split(",")
      .map((type) => t(`form.validation.types.${type}`))
      .join(" / ");
  }
  return t(`form.validation.${key}`, values);
}

/** English messages as ajv writes them, for a validator used without i18n (tests, tools). */
export const englishMessages: Translate = (key, values = {}) => {
  const v = (name: string) => String(values[name]);
  switch (key.replace(/^form\.validation\./, "")) {
    case "required":
      return "must have required property";
    case "type":
      return `must be ${v("type")}`;
    case "enum":
      return "must be equal to one of the allowed values";
    case "const":
      return "must be equal to constant";
    case "minLength":
      return `must NOT have fewer than ${v("limit")} characters`;
    case "maxLength":
      return `must NOT have more than ${v("limit")} characters`;
    case "pattern":
      return `must match pattern "${v("pattern")}"`;
    case "format":
      return `must match format "${v("format")}"`;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return `must be ${v("comparison")} ${v("limit")}`;
    case "multipleOf":
      return `must be multiple of ${v("multipleOf")}`;
    case "minItems":
      return `must NOT have fewer than ${v("limit")} items`;
    case "maxItems":
      return `must NOT have more than ${v("limit")} items`;
    case "uniqueItems":
      return `must NOT have duplicate items (items ## ${v("j")} and ${v("i")} are identical)`;
    case "additionalProperties":
      return "must NOT have additional properties";
    case "dependencies":
      return `must have property ${v("missingProperty")} when property ${v("property")} is present`;
    case "anyOf":
      return "must match a schema in anyOf";
    case "oneOf":
      return "must match exactly one schema in oneOf";
    default:
      return key.startsWith("form.validation.types.")
        ? key.slice("form.validation.types.".length)
        : "is invalid";
  }
};
