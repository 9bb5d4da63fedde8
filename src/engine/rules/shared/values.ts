import Decimal from "decimal.js";

/** Decimal arithmetic for rules: 40 significant digits, ties half away from zero, no exponent notation. */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** An instance of {@link Dec}. */
export type DecValue = InstanceType<typeof Dec>;

/** A number as typed: optional sign, digits with at most one dot, optional exponent. */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** True for an empty cell: null, undefined, an empty or blank string, an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The decimal value of a finite number or numeric string (spaces around allowed), or null if it is neither. */
export function toDecimal(value: unknown): DecValue | null {
  if (typeof value === "number") return Number.isFinite(value) ? new Dec(value) : null;
  if (typeof value === "bigint") return new Dec(value.toString());
  if (typeof value !== "string") return null;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? new Dec(text) : null;
}

/** A decimal as a JS number; −0 becomes 0 so a rounded −0.4 reads as 0. */
export function decimalToNumber(value: DecValue): number {
  const result = value.toNumber();
  return Object.is(result, -0) ? 0 : result;
}

/** The text of a field value as a validator sees it (numbers in their shortest form). */
export function valueText(value: unknown): string {
  return typeof value === "string" ? value : String(value);
}

/** The number of characters, counting by code point (a Chinese character or an emoji is one). */
export function charLength(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return [...valueText(value)].length;
}
