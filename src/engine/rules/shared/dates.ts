import { format, isValid, parse } from "date-fns";
import { RuleError } from "../contract";
import { isEmptyValue } from "./values";

/** A calendar date and, when given, a time of day; months are 1–12. */
export interface DateParts {
  y: number;
  m: number;
  d: number;
  hh: number;
  mi: number;
  ss: number;
  hasTime: boolean;
}

export const DATE_FORMAT = "yyyy-MM-dd";
export const DATETIME_FORMAT = "yyyy-MM-dd HH:mm:ss";
export const TIME_FORMAT = "HH:mm:ss";

/** Any fixed day works as date-fns' reference date; only the fields in the text count. */
const REFERENCE = new Date(2000, 0, 1);

/** Parses text in exactly `pattern`; an impossible date (2023-02-30) or any other spelling gives null. */
function parseExact(text: string, pattern: string): Date | null {
  if (text.length !== pattern.length) return null;
  const date = parse(text, pattern, REFERENCE);
  return isValid(date) && format(date, pattern) === text ? date : null;
}

/** True for a strict `YYYY-MM-DD` date that exists in the calendar. */
export function isStrictDate(text: unknown): boolean {
  return typeof text === "string" && parseExact(text, DATE_FORMAT) !== null;
}

/** True for a strict 24-hour `HH:mm:ss` time with two-digit hours. */
export function isStrictTime(text: unknown): boolean {
  return typeof text === "string" && parseExact(text, TIME_FORMAT) !== null;
}

/** The parts of a strict `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` text, or null if it is neither. */
export function parseDateText(text: string): DateParts | null {
  const hasTime = text.length === DATETIME_FORMAT.length;
  const date = parseExact(text, hasTime ? DATETIME_FORMAT : DATE_FORMAT);
  if (!date) return null;
  return {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    hh: date.getHours(),
    mi: date.getMinutes(),
    ss: date.getSeconds(),
    hasTime,
  };
}

/**
 * A calculation's date argument: null for an empty cell, the parts of a strict date text or a valid
 * Date; anything else throws INVALID_DATE.
 */
export function dateArgument(value: unknown, rule: string): DateParts | null {
  if (isEmptyValue(value)) return null;
  if (value instanceof Date && isValid(value)) {
    return {
      y: value.getFullYear(),
      m: value.getMonth() + 1,
      d: value.getDate(),
      hh: value.getHours(),
      mi: value.getMinutes(),
      ss: value.getSeconds(),
      hasTime: true,
    };
  }
  const parts = typeof value === "string" ? parseDateText(value.trim()) : null;
  if (!parts) throw new RuleError("INVALID_DATE", `${rule}: invalid date ${JSON.stringify(value)}`, rule);
  return parts;
}

/** Days since 1970-01-01 of a calendar date (UTC arithmetic, so daylight saving never shifts it). */
export function dayNumber(parts: Pick<DateParts, "y" | "m" | "d">): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.y, parts.m - 1, parts.d);
  return Math.round(date.getTime() / 86_400_000);
}

/** Seconds since 1970-01-01 00:00:00 of a wall-clock date and time (UTC arithmetic). */
export function secondNumber(parts: DateParts): number {
  return dayNumber(parts) * 86_400 + parts.hh * 3600 + parts.mi * 60 + parts.ss;
}

/** The last day of month `m` (1–12) of year `y`. */
export function lastDayOfMonth(y: number, m: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m, 0);
  return date.getUTCDate();
}
