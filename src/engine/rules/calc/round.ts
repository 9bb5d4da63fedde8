import type Decimal from "decimal.js";
import type { CalculationDefinition, CalculationMeta } from "../contract";
import { RuleError } from "../contract";
import { pickMessages } from "../messages";
import { Dec, type DecValue, decimalToNumber, isEmptyValue, toDecimal } from "../shared/values";

/** How each function breaks off digits: ROUND half away from zero, ROUNDUP away from zero, ROUNDDOWN toward it. */
const MODES = { ROUND: Dec.ROUND_HALF_UP, ROUNDUP: Dec.ROUND_UP, ROUNDDOWN: Dec.ROUND_DOWN } as const;

/** A rounding function's name. */
export type RoundName = keyof typeof MODES;

/** The number argument of a rounding function: null for an empty cell, else a decimal (or INVALID_NUMBER). */
export function numberArgument(value: unknown, rule: string): DecValue | null {
  if (isEmptyValue(value)) return null;
  const decimal = toDecimal(value);
  if (!decimal) throw new RuleError("INVALID_NUMBER", `${rule}: not a number ${JSON.stringify(value)}`, rule);
  return decimal;
}

/** The digits argument: an integer (fractions are cut off as Excel does), 0 when left out or an empty cell. */
function digitsArgument(value: unknown, rule: string): number {
  if (isEmptyValue(value)) return 0;
  const decimal = toDecimal(value);
  if (!decimal || decimal.abs().gt(300)) {
    throw new RuleError(
      "INVALID_ARGUMENT",
      `${rule}: digits must be an integer, got ${JSON.stringify(value)}`,
      rule,
    );
  }
  return decimal.trunc().toNumber();
}

/** Rounds a decimal to `digits` places (negative digits: to the left of the point) in the given mode. */
export function roundDecimal(value: DecValue, digits: number, mode: Decimal.Rounding): DecValue {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the scaled path below gives the same decimal for any digits (x ÷ 10^-d rounded to 0 places × 10^-d is x rounded to d places).
  if (digits >= 0) return value.toDecimalPlaces(digits, mode);
  const scale = new Dec(10).pow(-digits);
  return value.div(scale).toDecimalPlaces(0, mode).mul(scale);
}

/** ROUND/ROUNDUP/ROUNDDOWN(number, digits) on the decimal value as typed; null for an empty number. */
export function roundNumber(name: RoundName, value: unknown, digits?: unknown): number | null {
  const decimal = numberArgument(value, name);
  if (decimal === null) return null;
  return decimalToNumber(roundDecimal(decimal, digitsArgument(digits, name), MODES[name]));
}

const params = {
  type: "array",
  items: [
    {
      title: "number",
      type: ["number", "string", "null"],
      description: "A number or numeric text; empty gives empty",
    },
    { title: "digits", type: "integer", default: 0 },
  ],
  minItems: 1,
  maxItems: 2,
};

const messages = pickMessages("invalidNumber", "invalidArgument");

const round: CalculationMeta = {
  kind: "calculation",
  name: "ROUND",
  aliases: [],
  params,
  async: false,
  returns: "number | null",
  messages,
  doc: {
    "zh-CN":
      "按十进制数值四舍五入（与零等距时远离零）。digits > 0 保留小数位，0 取整，< 0 舍入到小数点左侧。数字为空时结果为空。",
    "en-US":
      "Rounds the decimal value, ties half away from zero. digits > 0 keeps that many decimals, 0 rounds to an integer, < 0 rounds left of the point. An empty number gives an empty result.",
  },
  examples: [
    { args: [2.675, 2], expected: 2.68 },
    { args: [1.005, 2], expected: 1.01 },
    { args: ["-2.5", 0], expected: -3 },
    { args: ["1234.5678", -3], expected: 1000 },
    { args: [null, 2], expected: null },
    { args: ["abc", 2], throws: "INVALID_NUMBER" },
  ],
};

const roundUp: CalculationMeta = {
  ...round,
  name: "ROUNDUP",
  doc: {
    "zh-CN": "远离零方向进位到 digits 位（规则同 ROUND 的 digits）。",
    "en-US": "Rounds away from zero to `digits` places (digits as in ROUND).",
  },
  examples: [
    { args: ["7.12345", 3], expected: 7.124 },
    { args: ["-0.5", 0], expected: -1 },
    { args: ["4.35", 0], expected: 5 },
  ],
};

const roundDown: CalculationMeta = {
  ...round,
  name: "ROUNDDOWN",
  doc: {
    "zh-CN": "向零方向舍去到 digits 位（规则同 ROUND 的 digits）。",
    "en-US": "Rounds toward zero to `digits` places (digits as in ROUND).",
  },
  examples: [
    { args: ["-3.14159", 1], expected: -3.1 },
    { args: ["0.5", 0], expected: 0 },
    { args: ["0.0001", 1], expected: 0 },
  ],
};

/** The rounding calculations. */
export const roundCalculations: CalculationDefinition[] = [round, roundUp, roundDown].map((meta) => ({
  meta,
  run: (args: unknown[]) => roundNumber(meta.name as RoundName, args[0], args[1]),
}));
