import type { JsonObject, JsonValue, Migration } from "../types";

/** The keys whose strings version 1 allowed to be written `"t:<i18n key>"`. */
const TEXT_KEYS = new Set([
  "label",
  "title",
  "text",
  "placeholder",
  "message",
  "description",
  "tooltip",
  "emptyText",
  "confirmText",
  "cancelText",
]);

function convert(value: JsonValue, key: string | null): JsonValue {
  if (typeof value === "string") {
    return key !== null && TEXT_KEYS.has(key) && value.startsWith("t:") && value.length > 2
      ? { i18n: value.slice(2) }
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => convert(item, null));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, k)]));
  }
  return value;
}

/** 1 → 2: texts written `"t:area.key"` become `{"i18n": "area.key"}`, so no literal is mistaken for a key. */
export const migration0001: Migration = {
  from: 1,
  description: 'Texts written "t:key" become {"i18n": "key"}',
  migrate: (document) => ({ ...(convert(document, null) as JsonObject), version: 2 }),
};
