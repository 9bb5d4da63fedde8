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

/** A copy of `data` with `value` at `path`, copying only the objects and arrays along the path. */
export function withValueAt(data: unknown, path: FieldPathList, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(data)
    ? [...data]
    : data !== null && typeof data === "object"
      ? { ...(data as Record<string, unknown>) }
      : typeof head === "number"
        ? []
        : {};
  (container as Record<string | number, unknown>)[head] = withValueAt(
    (container as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return container;
}

/** The path of a dotted key, numeric segments as numbers (array indexes). */
export function keyPath(key: string): FieldPathList {
  if (key === "") return [];
  return key.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
