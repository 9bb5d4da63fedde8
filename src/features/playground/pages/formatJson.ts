/** Longest text a panel shows for one value; the rest is cut with "…". */
export const MAX_JSON_CHARS = 4000;

/**
 * A value pretty-printed for the panels: JSON with two-space indents; undefined, functions, Blobs and
 * repeated references get a readable stand-in instead of throwing or vanishing; long text is cut.
 */
export function formatJson(value: unknown, max = MAX_JSON_CHARS): string {
  const seen = new WeakSet<object>();
  let text: string;
  try {
    text =
      JSON.stringify(
        value,
        (_key, v: unknown) => {
          if (v === undefined) return "(undefined)";
          if (typeof v === "function") return "(function)";
          if (typeof Blob !== "undefined" && v instanceof Blob) return `(Blob ${v.size} bytes)`;
          if (v && typeof v === "object") {
            if (seen.has(v)) return "(seen above)";
            seen.add(v);
          }
          return v;
        },
        2,
      ) ?? String(value);
  } catch (error) {
    text = String(error);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
