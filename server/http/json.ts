/** True for a JSON object: not null, not an array (the one such test of the server). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
