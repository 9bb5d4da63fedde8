import { fullFormats } from "ajv-formats/dist/formats";
import { format, isValid as isValidDate, parse } from "date-fns";

/** One `format` check: the JSON type it applies to and its test. */
export type FormatCheck = { type: "string" | "number"; test: (value: string | number) => boolean };

const REFERENCE_DATE = new Date(2000, 0, 1);

/**
 * True if `text` is exactly `pattern` (date-fns tokens) and names a real moment (2023-02-30 is not one).
 * The text must be what `pattern` writes for that moment: date-fns' parser alone also takes a one-digit
 * `MM` and trailing blanks (`2023-2-03 `).
 */
export function isStrictDate(text: string, pattern: string): boolean {
  const date = parse(text, pattern, REFERENCE_DATE);
  return isValidDate(date) && format(date, pattern) === text;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * `isStrictDate(text, "yyyy-MM-dd")` by arithmetic (date-fns' parser takes 70 µs a call): four-digit year
 * from 0001, two-digit month and day, a day the month has.
 */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  // Month 00 or 13 and up has no entry in DAYS, so no day.
  const days = (m === 2 && leap ? 29 : DAYS[m - 1]) ?? 0;
  return y >= 1 && d >= 1 && d <= days;
}

/** `isStrictDate(text, "HH:mm:ss")` by arithmetic: two digits each, 00:00:00 to 23:59:59. */
function isClockTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return false;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3]) <= 59;
}

/** The HTML standard's rule for `<input type=email>` (what browsers accept). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 3339 date-time: a date, T or space, a time with optional fraction, and an optional offset. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|z|[+-]\d{2}:\d{2})?$/;

function isUri(text: string): boolean {
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) return false;
  // Stryker disable BlockStatement: an empty catch gives undefined, as falsy as false (an empty try is
  // refused by every accepted URI, but a marker spans lines)
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
  // Stryker restore BlockStatement
}

/**
 * The portal's own formats, which win over ajv-formats' of the same name: dates and times are the strict
 * stored texts (`YYYY-MM-DD`, 24-hour `HH:mm:ss`, the time zone optional), e-mail is what browsers accept.
 */
const PORTAL_FORMATS: Record<string, (text: string) => boolean> = {
  date: isCalendarDate,
  time: isClockTime,
  "date-time": (text) => {
    const match = DATE_TIME.exec(text);
    return !!match && isCalendarDate(match[1]) && isClockTime(match[2]);
  },
  email: (text) => EMAIL.test(text),
  uri: isUri,
  url: isUri,
  "data-url": (text) => /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=[^;]*;)?base64,(.*)$/i.test(text),
  color: (text) => /^#[0-9a-fA-F]{6}$/.test(text),
};

/**
 * A rule of ajv-formats as a test: a regular expression (none has the g or y flag, so one object answers
 * every call alike) or a function.
 */
function ruleTest(rule: RegExp | ((value: never) => boolean)): FormatCheck["test"] {
  return rule instanceof RegExp
    ? (v) => rule.test(String(v))
    : (v) => (rule as (value: unknown) => boolean)(v);
}

/**
 * The check for a format name, or undefined when the format is unknown: the portal's own, else ajv-formats'
 * full table read as plain tests (nothing is compiled). Asked once per `format` keyword, when a schema is
 * compiled.
 */
export function formatCheck(name: string): FormatCheck | undefined {
  if (Object.hasOwn(PORTAL_FORMATS, name)) {
    const test = PORTAL_FORMATS[name];
    return { type: "string", test: (v) => test(String(v)) };
  }
  if (!Object.hasOwn(fullFormats, name)) return undefined;
  const format: unknown = fullFormats[name as keyof typeof fullFormats];
  // `true` (password, binary): any string.
  // Stryker disable next-line ObjectLiteral,StringLiteral: a check of no JSON type accepts every value too
  if (format === true) return { type: "string", test: () => true };
  if (format instanceof RegExp || typeof format === "function")
    return { type: "string", test: ruleTest(format as (value: never) => boolean) };
  const def = format as { type?: string; validate: RegExp | ((value: never) => boolean) };
  return { type: def.type === "number" ? "number" : "string", test: ruleTest(def.validate) };
}
