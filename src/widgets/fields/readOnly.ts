import "./readOnly.css";

/** The class of a read-only control: one look for read-only text, text areas, numbers and dates. */
export const READ_ONLY_CLASS = "tessera-readonly";

/**
 * The read-only class when `readOnly` (issue 13 §3: read-only text looked editable, white and resizable,
 * beside grey read-only dates): every kit control adds it to its input so they all look the same.
 */
export function readOnlyClass(readOnly: boolean | undefined): string | undefined {
  return readOnly ? READ_ONLY_CLASS : undefined;
}
