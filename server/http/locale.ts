import type { Lang } from "./messages";

/**
 * The server's one resolver for configured names it returns as data (home column names, flow definition
 * names, department names …), by the request's Accept-Language (request.lang).
 *
 * The rule is the engine's (src/engine/i18n/localize.ts): a label is a plain string, shown as it is, or a
 * translation map `{"zh-CN": …, "en-US": …}` falling back to zh-CN. A table keeps its plain column (zh-CN:
 * what SQL searches, sorts and copies into other rows) and the maps of its translatable columns in one
 * jsonb column `label_i18n`, keyed by column name: `{"name": {"zh-CN": "待办事项", "en-US": "To-do"}}`.
 */
export type LabelMap = { "zh-CN": string; "en-US"?: string };

/** The translation maps of a row's columns (the `label_i18n` jsonb), keyed by column name. */
export type LabelI18n = Record<string, LabelMap>;

/** JSON Schema of a translation map (request bodies): zh-CN required, en-US optional, short strings. */
export const LABEL_MAP_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["zh-CN"],
  properties: {
    "zh-CN": { type: "string", maxLength: 200 },
    "en-US": { type: "string", maxLength: 200 },
  },
} as const;

/** Whether a value is a translation map (an object of known locales only, zh-CN among them, all strings). */
export function isLabelMap(value: unknown): value is LabelMap {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    "zh-CN" in value && entries.every(([k, v]) => (k === "zh-CN" || k === "en-US") && typeof v === "string")
  );
}

/** The text of a label in `lang`: a string as it is; a map's text in lang, else its zh-CN text. */
export function localize(label: unknown, lang: Lang): string {
  if (label === undefined || label === null) return "";
  if (typeof label === "string") return label;
  if (isLabelMap(label)) return label[lang] || label["zh-CN"];
  return String(label);
}

/** A column of a row in `lang`: its map in `label_i18n` when there is one, else the plain column. */
export function localizeColumn<R extends { label_i18n?: unknown }>(
  row: R,
  column: keyof R & string,
  lang: Lang,
) {
  const plain = row[column] as unknown;
  const maps = row.label_i18n;
  const map = maps && typeof maps === "object" ? (maps as Record<string, unknown>)[column] : undefined;
  if (plain === null || plain === undefined) return plain as null | undefined;
  return isLabelMap(map) ? localize(map, lang) : String(plain);
}

/** A map for a plain column: the stored map when there is one, else the plain text as zh-CN. */
export function labelMapOf(plain: string, maps: unknown, column: string): LabelMap {
  const map = maps && typeof maps === "object" ? (maps as Record<string, unknown>)[column] : undefined;
  return isLabelMap(map) ? { ...map, "zh-CN": plain } : { "zh-CN": plain };
}

/**
 * A configured label split for storage: the plain zh-CN text for the plain column, and the map to keep
 * under the column's name in `label_i18n` (undefined for a plain string).
 */
export function splitLabel(label: string | LabelMap): { plain: string; map?: LabelMap } {
  return typeof label === "string" ? { plain: label } : { plain: label["zh-CN"], map: label };
}

/** The `label_i18n` JSON text of a row from its columns' labels (null when none is a map). */
export function labelI18nText(labels: Record<string, string | LabelMap | null | undefined>): string | null {
  const maps: LabelI18n = {};
  for (const [column, label] of Object.entries(labels))
    if (label && typeof label !== "string") maps[column] = label;
  return Object.keys(maps).length ? JSON.stringify(maps) : null;
}

/**
 * A copy of a JSON document with each translation map at one of `keys` replaced by its text in `lang`
 * (e.g. the tab names of a home layout design, answered in the request language).
 */
export function localizeTree<T>(value: T, lang: Lang, keys: ReadonlySet<string> = new Set(["name"])): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, keys.has(k) && isLabelMap(v) ? localize(v, lang) : walk(v)]),
    );
  };
  return walk(value) as T;
}
