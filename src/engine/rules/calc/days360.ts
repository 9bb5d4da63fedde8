import type { CalculationDefinition, CalculationMeta } from "../contract";
import { RuleError } from "../contract";
import { pickMessages } from "../messages";
import { type DateParts, dateArgument, lastDayOfMonth } from "../shared/dates";
import { isEmptyValue } from "../shared/values";

/** The day-count method: US (NASD as Excel implements it, the default) or EU (European). */
export type Days360Method = "US" | "EU";

/**
 * The method argument: "US"/"EU" (any case), or Excel's boolean (TRUE = EU) or a number read as one (0 is
 * FALSE, any other TRUE); US when left out or an empty cell.
 */
function methodArgument(value: unknown): Days360Method {
  // Stryker disable next-line StringLiteral: equivalent, days360Of reads every method but "EU" as US.
  if (isEmptyValue(value) || value === false || value === 0) return "US";
  if (value === true || Number.isFinite(value)) return "EU";
  if (typeof value === "string") {
    const text = value.trim().toUpperCase();
    if (text === "US" || text === "EU") return text;
  }
  throw new RuleError(
    "INVALID_ARGUMENT",
    `DAYS360: method must be US or EU, got ${JSON.stringify(value)}`,
    "DAYS360",
  );
}

/** DAYS360 of two calendar dates, as Microsoft Excel computes it (see RULES.md). */
export function days360Of(start: DateParts, end: DateParts, method: Days360Method): number {
  let d1 = start.d;
  let d2 = end.d;
  if (method === "EU") {
    if (d1 === 31) d1 = 30;
    if (d2 === 31) d2 = 30;
  } else {
    if (d1 === 31 || (start.m === 2 && d1 === lastDayOfMonth(start.y, 2))) d1 = 30;
    // Otherwise an end on the 31st counts as the 1st of the next month, which on this count is the 31st
    // itself (30·(M2+1) + 1 = 30·M2 + 31, December's included): it stays as it is.
    if (d2 === 31 && d1 >= 30) d2 = 30;
  }
  return 360 * (end.y - start.y) + 30 * (end.m - start.m) + (d2 - d1);
}

/** DAYS360(start, end, method): days between two dates on a 360-day year; null if a date is empty. */
export function days360(start: unknown, end: unknown, method?: unknown): number | null {
  const from = dateArgument(start, "DAYS360");
  const to = dateArgument(end, "DAYS360");
  const how = methodArgument(method);
  return from && to ? days360Of(from, to, how) : null;
}

const meta: CalculationMeta = {
  kind: "calculation",
  name: "DAYS360",
  aliases: [],
  params: {
    type: "array",
    items: [
      { title: "start", type: "string", description: "YYYY-MM-DD (a time part is ignored)" },
      { title: "end", type: "string", description: "YYYY-MM-DD (a time part is ignored)" },
      { title: "method", enum: ["US", "EU", true, false], default: "US" },
    ],
    minItems: 2,
    maxItems: 3,
  },
  async: false,
  returns: "number | null",
  messages: pickMessages("invalidDate", "invalidArgument"),
  doc: {
    "zh-CN":
      "按一年 360 天（每月 30 天）计算两个日期之间的天数，结果与 Microsoft Excel 一致：360·(Y2−Y1) + 30·(M2−M1) + (D2−D1)。" +
      "欧洲法（EU）：31 日视为 30 日。美国法（US，默认）：开始日为 31 日或二月最后一天时视为 30 日；结束日仅在 31 日时调整——" +
      "调整后的开始日 ≥ 30 则视为 30 日，否则视为下月 1 日。开始晚于结束时为负数。日期为空时结果为空，无效日期报“无效的日期”。",
    "en-US":
      "Days between two dates on a 360-day year (twelve 30-day months), exactly as Microsoft Excel computes it: " +
      "360·(Y2−Y1) + 30·(M2−M1) + (D2−D1). EU: a 31st becomes the 30th. US (default): the start day becomes 30 if it is " +
      "the 31st or the last day of February; the end day is adjusted only when it is the 31st — to 30 if the adjusted " +
      "start day is 30 or more, otherwise to the 1st of the next month. Start after end gives a negative count. An empty " +
      "date gives an empty result; an invalid one the 'invalid date' error.",
  },
  examples: [
    { args: ["2007-01-01", "2007-02-28"], expected: 57 },
    { args: ["2007-01-01", "2007-04-30"], expected: 119 },
    { args: ["2007-02-28", "2007-02-28"], expected: -2 },
    { args: ["2011-01-01", "2011-12-31", "US"], expected: 360 },
    { args: ["2011-01-01", "2011-12-31", "EU"], expected: 359 },
    { args: ["2008-02-27", "2009-03-31", "US"], expected: 394 },
    { args: ["2008-02-27", "2009-03-31", "EU"], expected: 393 },
    { args: ["2023-02-30", "2023-03-01"], throws: "INVALID_DATE" },
    { args: ["", "2023-03-01"], expected: null },
  ],
};

/** The DAYS360 calculation. */
export const days360Calculations: CalculationDefinition[] = [
  { meta, run: (args: unknown[]) => days360(args[0], args[1], args[2]) },
];
