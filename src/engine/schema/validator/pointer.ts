/** Escapes one JSON Pointer segment (`~` → `~0`, `/` → `~1`). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Appends segments to a JSON Pointer. */
export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((path, segment) => `${path}/${escapeSegment(segment)}`, base);
}

/** Splits a JSON Pointer into unescaped segments ("" → []). */
export function splitPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The value at a JSON Pointer, or undefined. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of splitPointer(pointer)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
