import type { CalculationDefinition, CalculationMeta } from "../contract";
import { RuleError } from "../contract";
import { pickMessages } from "../messages";
import { type DateParts, dateArgument, dayNumber, secondNumber } from "../shared/dates";
import { Dec, decimalToNumber } from "../shared/values";
import { numberArgument } from "./round";

/** Hours in a work day. */
export const WORK_DAY_HOURS = 8;
/** Work-day results move in steps of half a day. */
export const WORK_DAY_STEP = 0.5;
/** Days in a month for the month count. */
export const MONTH_DAYS = 30;

/** Both dates of a difference, or null when either is empty. */
function datePair(rule: string, start: unknown, end: unknown): [DateParts, DateParts] | null {
  const from = dateArgument(start, rule);
  const to = dateArgument(end, rule);
  return from && to ? [from, to] : null;
}

/** Calendar days from start to end (negative if start is later); a time part is ignored; null if empty. */
export function daysBetween(start: unknown, end: unknown): number | null {
  const pair = datePair("DAYS_BETWEEN", start, end);
  return pair ? dayNumber(pair[1]) - dayNumber(pair[0]) : null;
}

/** Hours from start to end (a date alone is 00:00:00), rounded to 2 decimals; null if empty. */
export function hoursBetween(start: unknown, end: unknown): number | null {
  const pair = datePair("HOURS_BETWEEN", start, end);
  if (!pair) return null;
  const seconds = secondNumber(pair[1]) - secondNumber(pair[0]);
  return decimalToNumber(new Dec(seconds).div(3600).toDecimalPlaces(2));
}

/** Months from start to end with a month counted as 30 days, rounded to 2 decimals; null if empty. */
export function monthsBetween(start: unknown, end: unknown): number | null {
  const days = daysBetween(start, end);
  return days === null ? null : decimalToNumber(new Dec(days).div(MONTH_DAYS).toDecimalPlaces(2));
}

/** A list of dates (array or comma-separated text) as a set of day numbers. */
function daySet(value: unknown, rule: string): Set<number> {
  if (value === undefined || value === null || value === "") return new Set();
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : null;
  if (!items) throw new RuleError("INVALID_ARGUMENT", `${rule}: a date list must be an array or text`, rule);
  const days = new Set<number>();
  for (const item of items) {
    const parts = dateArgument(typeof item === "string" ? item.trim() : item, rule);
    if (parts) days.add(dayNumber(parts));
  }
  return days;
}

/** True for a Saturday or Sunday, by day number (1970-01-01 was a Thursday). */
function isWeekendDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/**
 * Work days from start to end, both included: Monday–Friday, minus holidays, plus make-up work days
 * (调休, weekend days worked); negative if start is later; null if a date is empty. Whole weeks are
 * counted arithmetically, so a long range costs no more than a short one.
 */
export function workdays(
  start: unknown,
  end: unknown,
  holidays?: unknown,
  extraWorkdays?: unknown,
): number | null {
  const pair = datePair("WORKDAYS", start, end);
  const off = daySet(holidays, "WORKDAYS");
  const on = daySet(extraWorkdays, "WORKDAYS");
  if (!pair) return null;
  const a = dayNumber(pair[0]);
  const b = dayNumber(pair[1]);
  const [first, last] = a <= b ? [a, b] : [b, a];
  const weeks = Math.floor((last - first + 1) / 7);
  let count = weeks * 5;
  for (let day = first + weeks * 7; day <= last; day += 1) if (!isWeekendDay(day)) count += 1;
  const inRange = (day: number) => day >= first && day <= last;
  for (const day of off) if (inRange(day) && !isWeekendDay(day) && !on.has(day)) count -= 1;
  for (const day of on) if (inRange(day) && isWeekendDay(day)) count += 1;
  return a <= b ? count : -count;
}

/** Hours as work days of 8 hours, to the nearest half day (ties away from zero); null if empty. */
export function workdaysFromHours(hours: unknown): number | null {
  const value = numberArgument(hours, "WORKDAYS_FROM_HOURS");
  if (value === null) return null;
  const halves = value.div(WORK_DAY_HOURS).div(WORK_DAY_STEP).toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  return decimalToNumber(halves.mul(WORK_DAY_STEP));
}

const dateItem = { type: "string", description: "YYYY-MM-DD or YYYY-MM-DD HH:mm:ss" };
const pairParams = {
  type: "array",
  items: [
    { title: "start", ...dateItem },
    { title: "end", ...dateItem },
  ],
  minItems: 2,
  maxItems: 2,
};
const dateMessages = pickMessages("invalidDate");
const base = { kind: "calculation" as const, aliases: [], async: false, returns: "number | null" };
const emptyNote = {
  "zh-CN": "日期为空时结果为空；无效日期（如 2023-02-30）报“无效的日期”，不会顺延到下月。",
  "en-US":
    "An empty date gives an empty result; an invalid one (such as 2023-02-30) the 'invalid date' error, never rolled over.",
};

const metas: CalculationMeta[] = [
  {
    ...base,
    name: "DAYS_BETWEEN",
    params: pairParams,
    messages: dateMessages,
    doc: {
      "zh-CN": `两个日期相差的自然日数（结束 − 开始，开始较晚时为负），忽略时间部分。${emptyNote["zh-CN"]}`,
      "en-US": `Calendar days from start to end (negative if start is later); a time part is ignored. ${emptyNote["en-US"]}`,
    },
    examples: [
      { args: ["2024-02-01", "2024-03-01"], expected: 29 },
      { args: ["2024-03-01 18:00:00", "2024-02-01"], expected: -29 },
      { args: ["2023-02-30", "2023-03-01"], throws: "INVALID_DATE" },
    ],
  },
  {
    ...base,
    name: "HOURS_BETWEEN",
    params: pairParams,
    messages: dateMessages,
    doc: {
      "zh-CN": `两个时间相差的小时数（只有日期时按 00:00:00），保留两位小数。${emptyNote["zh-CN"]}`,
      "en-US": `Hours from start to end (a date alone is 00:00:00), rounded to 2 decimals. ${emptyNote["en-US"]}`,
    },
    examples: [
      { args: ["2024-05-06 09:00:00", "2024-05-06 17:30:00"], expected: 8.5 },
      { args: ["2024-05-06", "2024-05-07 12:00:00"], expected: 36 },
      { args: ["2024-05-06 09:00:00", "2024-05-06 09:20:00"], expected: 0.33 },
    ],
  },
  {
    ...base,
    name: "MONTHS_BETWEEN",
    params: pairParams,
    messages: dateMessages,
    doc: {
      "zh-CN": `月数 = 相差天数 ÷ 30（一个月按 30 天计），保留两位小数。${emptyNote["zh-CN"]}`,
      "en-US": `Months = days between ÷ 30 (a month counts as 30 days), rounded to 2 decimals. ${emptyNote["en-US"]}`,
    },
    examples: [
      { args: ["2024-01-01", "2024-01-31"], expected: 1 },
      { args: ["2024-01-01", "2024-03-01"], expected: 2 },
      { args: ["2023-01-01", "2023-03-01"], expected: 1.97 },
    ],
  },
  {
    ...base,
    name: "WORKDAYS",
    params: {
      type: "array",
      items: [
        { title: "start", ...dateItem },
        { title: "end", ...dateItem },
        {
          title: "holidays",
          type: ["array", "string"],
          items: { type: "string" },
          description: "Holiday dates",
        },
        {
          title: "extraWorkdays",
          type: ["array", "string"],
          items: { type: "string" },
          description: "调休 dates",
        },
      ],
      minItems: 2,
      maxItems: 4,
    },
    messages: pickMessages("invalidDate", "invalidArgument"),
    doc: {
      "zh-CN": `开始到结束（含首尾）的工作日数：周一至周五，去掉节假日，加上调休上班日；开始较晚时为负。${emptyNote["zh-CN"]}`,
      "en-US": `Work days from start to end, both included: Monday–Friday, minus holidays, plus make-up work days (weekend days worked); negative if start is later. ${emptyNote["en-US"]}`,
    },
    examples: [
      { args: ["2024-05-06", "2024-05-12"], expected: 5 },
      {
        args: [
          "2024-09-30",
          "2024-10-12",
          ["2024-10-01", "2024-10-02", "2024-10-03", "2024-10-04", "2024-10-07"],
          ["2024-10-12"],
        ],
        expected: 6,
      },
      { args: ["2024-05-10", "2024-05-06"], expected: -5 },
    ],
  },
  {
    ...base,
    name: "WORKDAYS_FROM_HOURS",
    params: {
      type: "array",
      items: [{ title: "hours", type: ["number", "string"] }],
      minItems: 1,
      maxItems: 1,
    },
    messages: pickMessages("invalidNumber"),
    doc: {
      "zh-CN":
        "小时数换算为工作日：一个工作日 8 小时，结果以 0.5 天为步长取最接近的值（正好一半时远离零）。小时为空时结果为空。",
      "en-US":
        "Hours as work days: a work day is 8 hours; the result is the nearest multiple of 0.5 day (ties away from zero). Empty hours give an empty result.",
    },
    examples: [
      { args: [8], expected: 1 },
      { args: [4], expected: 0.5 },
      { args: ["10"], expected: 1.5 },
      { args: [13], expected: 1.5 },
      { args: [1], expected: 0 },
    ],
  },
];

const runners: Record<string, (args: unknown[]) => unknown> = {
  DAYS_BETWEEN: (args) => daysBetween(args[0], args[1]),
  HOURS_BETWEEN: (args) => hoursBetween(args[0], args[1]),
  MONTHS_BETWEEN: (args) => monthsBetween(args[0], args[1]),
  WORKDAYS: (args) => workdays(args[0], args[1], args[2], args[3]),
  WORKDAYS_FROM_HOURS: (args) => workdaysFromHours(args[0]),
};

/** The date-difference, work-day and month-count calculations. */
export const dateCalculations: CalculationDefinition[] = metas.map((meta) => ({
  meta,
  run: runners[meta.name],
}));
