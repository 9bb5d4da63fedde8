import type { FieldPathList } from "@rjsf/utils";

/** The key of a field in the form's stores: its data path joined with dots (`sub_items.0.price`). */
export function pathKey(path: FieldPathList): string {
  return path.join(".");
}

/** The value at `path` inside `data` (undefined where the path leaves the data). */
export function valueAt(data: unknown, path: FieldPathList): unknown {
  let node = data;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** The path of a dotted key, numeric segments as numbers (array indexes). */
export function keyPath(key: string): FieldPathList {
  if (key === "") return [];
  return key.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
