import { isValid as isValidDate, parse } from "date-fns";

/** A string format check (JSON Schema `format`): true when the text is in the format. */
export type FormatCheck = (text: string) => boolean;

const REFERENCE_DATE = new Date(2000, 0, 1);

/** True if `text` is exactly `pattern` (date-fns tokens) and names a real moment (2023-02-30 is not one). */
export function isStrictDate(text: string, pattern: string): boolean {
  if (text.length !== pattern.length) return false;
  return isValidDate(parse(text, pattern, REFERENCE_DATE));
}

/** The HTML standard's rule for `<input type=email>` (what browsers accept). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 3339 date-time: a date, T or space, a time with optional fraction, and an optional offset. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|z|[+-]\d{2}:\d{2})?$/;

function isUri(text: string): boolean {
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The formats the portal's forms use. Dates and times are strict (`YYYY-MM-DD`, 24-hour `HH:mm:ss`);
 * a format not listed here is not checked (as ajv does for unknown formats with `strict: false`).
 */
export const FORMAT_CHECKS: Record<string, FormatCheck> = {
  date: (text) => isStrictDate(text, "yyyy-MM-dd"),
  time: (text) => isStrictDate(text, "HH:mm:ss"),
  "date-time": (text) => {
    const match = DATE_TIME.exec(text);
    return !!match && isStrictDate(`${match[1]} ${match[2]}`, "yyyy-MM-dd HH:mm:ss");
  },
  email: (text) => EMAIL.test(text),
  uri: isUri,
  url: isUri,
  "data-url": (text) => /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=[^;]*;)?base64,(.*)$/i.test(text),
  color: (text) => /^#[0-9a-fA-F]{6}$/.test(text),
};
