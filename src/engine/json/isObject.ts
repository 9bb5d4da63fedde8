/** True for a JSON object: not null, not an array (the one such test of the front end). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
