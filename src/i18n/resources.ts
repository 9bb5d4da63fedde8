/** The languages of the portal; zh-CN is the default (spec 1 §1). */
export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/** Merges b into a (nested objects merged key by key, later files win on a clash). */
function deepMerge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Builds i18next resources from per-area files keyed "./<lang>/<area>.json": every file of a language
 * is merged into that language's default namespace (each file holds one top-level key, e.g. "access").
 */
export function buildResources(files: Record<string, unknown>): Record<Language, { translation: Tree }> {
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: {} as Tree }]),
  ) as Record<Language, { translation: Tree }>;
  for (const [path, content] of Object.entries(files)) {
    const lang = /\/([A-Za-z]{2}-[A-Za-z]{2})\/[^/]+\.json$/.exec(path)?.[1] as Language | undefined;
    if (!lang || !(LANGUAGES as readonly string[]).includes(lang) || !isTree(content)) continue;
    resources[lang].translation = deepMerge(resources[lang].translation, content);
  }
  return resources;
}

/** Flat list of the dotted keys of a resource tree (for completeness checks). */
export function flattenKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
