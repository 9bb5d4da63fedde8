import type { CalculationDefinition, CalculationMeta } from "../contract";
import { pickMessages } from "../messages";
import { Dec, type DecValue, decimalToNumber, toDecimal } from "../shared/values";

/**
 * The numeric cells among the arguments, flattened one array level deep or more (a sub-table column
 * arrives as an array). Empty cells, booleans and text that is not a number are skipped, as Excel skips
 * them in a range.
 */
export function numericCells(args: unknown[]): DecValue[] {
  const cells: DecValue[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    // null for a boolean too: toDecimal reads only numbers and numeric text.
    const decimal = toDecimal(value);
    if (decimal) cells.push(decimal);
  };
  visit(args);
  return cells;
}

/** SUM of the numeric cells, decimal-exact; 0 when there are none. */
export function sum(args: unknown[]): number {
  return decimalToNumber(numericCells(args).reduce((total, cell) => total.plus(cell), new Dec(0)));
}

/** AVERAGE of the numeric cells, decimal-exact; null (empty) when there are none. */
export function average(args: unknown[]): number | null {
  const cells = numericCells(args);
  if (cells.length === 0) return null;
  return decimalToNumber(cells.reduce((total, cell) => total.plus(cell), new Dec(0)).div(cells.length));
}

/** MAX of the numeric cells; null (empty) when there are none. */
export function max(args: unknown[]): number | null {
  const cells = numericCells(args);
  return cells.length === 0 ? null : decimalToNumber(Dec.max(...cells));
}

/** MIN of the numeric cells; null (empty) when there are none. */
export function min(args: unknown[]): number | null {
  const cells = numericCells(args);
  return cells.length === 0 ? null : decimalToNumber(Dec.min(...cells));
}

const params = {
  type: "array",
  items: { type: ["number", "string", "null", "array"], description: "A value, or a column of values" },
};

const skipped = {
  "zh-CN": "空单元格、布尔值和非数字文本被忽略（同 Excel 对区域的处理）；数组（子表列）会展开。",
  "en-US":
    "Empty cells, booleans and non-numeric text are skipped (as Excel skips them in a range); arrays (sub-table columns) are flattened.",
};

const base = { kind: "calculation" as const, aliases: [], params, async: false, messages: pickMessages() };

const metas: CalculationMeta[] = [
  {
    ...base,
    name: "SUM",
    returns: "number",
    doc: {
      "zh-CN": `按十进制精确求和（0.1 + 0.2 = 0.3），没有数值时为 0。${skipped["zh-CN"]}`,
      "en-US": `Decimal-exact sum (0.1 + 0.2 = 0.3); 0 when there is no number. ${skipped["en-US"]}`,
    },
    examples: [
      { args: [0.1, 0.2], expected: 0.3 },
      { args: ["1.5", "", null, 2], expected: 3.5 },
      { args: [[1, 2], [3]], expected: 6 },
      { args: [], expected: 0 },
    ],
  },
  {
    ...base,
    name: "AVERAGE",
    returns: "number | null",
    doc: {
      "zh-CN": `数值单元格的平均值；没有数值时为空（null），而不是 NaN。${skipped["zh-CN"]}`,
      "en-US": `Average of the numeric cells; empty (null), not NaN, when there is none. ${skipped["en-US"]}`,
    },
    examples: [
      { args: [1, 2, ""], expected: 1.5 },
      { args: [0.1, 0.2], expected: 0.15 },
      { args: [], expected: null },
      { args: ["", null], expected: null },
    ],
  },
  {
    ...base,
    name: "MAX",
    returns: "number | null",
    doc: {
      "zh-CN": `最大值；没有数值时为空（null）。${skipped["zh-CN"]}`,
      "en-US": `The largest number; empty (null) when there is none. ${skipped["en-US"]}`,
    },
    examples: [
      { args: [3, "10", "", -1], expected: 10 },
      { args: [null], expected: null },
    ],
  },
  {
    ...base,
    name: "MIN",
    returns: "number | null",
    doc: {
      "zh-CN": `最小值；没有数值时为空（null）。${skipped["zh-CN"]}`,
      "en-US": `The smallest number; empty (null) when there is none. ${skipped["en-US"]}`,
    },
    examples: [
      { args: [3, "10", "", -1], expected: -1 },
      { args: [], expected: null },
    ],
  },
];

const runners: Record<string, (args: unknown[]) => unknown> = {
  SUM: sum,
  AVERAGE: average,
  MAX: max,
  MIN: min,
};

/** The aggregate calculations. */
export const aggregateCalculations: CalculationDefinition[] = metas.map((meta) => ({
  meta,
  run: runners[meta.name],
}));
