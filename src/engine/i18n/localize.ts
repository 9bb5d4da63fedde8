import type { EngineLocale } from "../types/engine";

/**
 * The one rule for translatable configured text (definitions stored as JSON: forms, queries, charts, home
 * columns, flows): a label is either a plain string, shown as it is in every language, or a translation
 * map `{"zh-CN": "请假申请", "en-US": "Leave request"}`. A map shows the text of the current language and
 * falls back to zh-CN (the language every definition is written in first), then to any text it has.
 */
export type LabelMap = { "zh-CN": string } & Partial<Record<EngineLocale, string>>;

/** A configured label: a plain string or a translation map (see {@link LabelMap}). */
export type Label = string | LabelMap;

/** The languages a translation map may carry, zh-CN first (the fallback). */
export const LABEL_LOCALES: readonly EngineLocale[] = ["zh-CN", "en-US"];

/** JSON Schema of a configured label, for definition schemas: a string or a map with zh-CN required. */
export const LABEL_SCHEMA = {
  anyOf: [
    { type: "string" },
    {
      type: "object",
      additionalProperties: false,
      required: ["zh-CN"],
      properties: { "zh-CN": { type: "string" }, "en-US": { type: "string" } },
    },
  ],
} as const;

/** Whether a value is a translation map: an object whose only keys are known locales, zh-CN among them. */
export function isLabelMap(value: unknown): value is LabelMap {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.includes("zh-CN") &&
    keys.every(
      (k) =>
        (LABEL_LOCALES as readonly string[]).includes(k) &&
        typeof (value as Record<string, unknown>)[k] === "string",
    )
  );
}

/**
 * The text of a configured label in `locale`: a string as it is; a map's entry for the locale, else its
 * zh-CN text, else its first non-empty text; anything else (missing, null, a number) as a string or "".
 */
export function localize(label: unknown, locale: EngineLocale | string): string {
  if (label === undefined || label === null) return "";
  if (typeof label === "string") return label;
  if (isLabelMap(label)) {
    const own = (label as Record<string, string | undefined>)[locale];
    if (own) return own;
    if (label["zh-CN"]) return label["zh-CN"];
    return Object.values(label).find((text) => !!text) ?? "";
  }
  return typeof label === "number" || typeof label === "boolean" ? String(label) : "";
}

/**
 * A copy of a JSON value with every translation map at one of `keys` replaced by its text in `locale`
 * (e.g. the `title`/`description` of a JSON Schema handed to a form library that expects strings); at a
 * key whose value is an array (`enumNames`), each map in the array is replaced.
 */
export function localizeTree<T>(value: T, locale: EngineLocale | string, keys: ReadonlySet<string>): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => {
        if (!keys.has(k)) return [k, walk(v)];
        if (isLabelMap(v)) return [k, localize(v, locale)];
        // A list of labels (JSON Schema `enumNames`): each entry resolved.
        if (Array.isArray(v))
          return [k, v.map((item) => (isLabelMap(item) ? localize(item, locale) : walk(item)))];
        return [k, walk(v)];
      }),
    );
  };
  return walk(value) as T;
}
