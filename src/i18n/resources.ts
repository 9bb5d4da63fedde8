/** The languages of the portal; zh-CN is the default (spec 1 §1). */
export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Tree = { [key: string]: string | Tree };

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

/** One language's tree: its area files (each holding one top-level key) merged in path order. */
export function mergeLanguage(files: Record<string, unknown>): Tree {
  return Object.keys(files)
    .sort()
    .reduce<Tree>((tree, path) => {
      const content = files[path];
      return isTree(content) ? deepMerge(tree, content) : tree;
    }, {});
}

/** Flat list of the dotted keys of a resource tree (for completeness checks). */
export function flattenKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
