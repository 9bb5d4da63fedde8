/** A copy of `root` with the value at the dotted `rest` path replaced (objects and arrays copied, not changed). */
export function setPath(root: unknown, rest: string[], value: unknown): unknown {
  if (rest.length === 0) return value;
  const [head, ...tail] = rest;
  const base = root !== null && typeof root === "object" ? root : {};
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : { ...base };
  copy[head] = setPath((base as Record<string, unknown>)[head], tail, value);
  return copy;
}

/** The value at the dotted `rest` path of `value`, or undefined. */
export function getPath(value: unknown, rest: string[]): unknown {
  let at = value;
  for (const part of rest) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}
