import type { Lang, RuleContext } from "../contract";
import { pickMessages, type RuleMessageKey, ruleMessage } from "../messages";
import { type DateParts, dayNumber, parseDateText, secondNumber } from "../shared/dates";
import { isEmptyValue, valueText } from "../shared/values";
import { defineValidator, FIELD_PARAM } from "./define";

/** The current value of the field a cross-field rule names. */
function otherValue(args: unknown[], context: RuleContext): unknown {
  return context.values?.[String(args[0])];
}

/** Compares two dates: with a time on both sides to the second, otherwise by calendar day. */
export function compareDates(a: DateParts, b: DateParts): number {
  return a.hasTime && b.hasTime ? secondNumber(a) - secondNumber(b) : dayNumber(a) - dayNumber(b);
}

/**
 * A date comparison with another field: an invalid own date gets the date message; an empty or invalid
 * other date lets the value pass (that field's own rules report it).
 */
function dateComparison(key: RuleMessageKey, holds: (difference: number) => boolean) {
  return (value: unknown, { args, context, lang }: { args: unknown[]; context: RuleContext; lang: Lang }) => {
    const own = parseDateText(valueText(value).trim());
    if (!own) return ruleMessage("date", lang);
    const otherRaw = otherValue(args, context);
    const other = isEmptyValue(otherRaw) ? null : parseDateText(valueText(otherRaw).trim());
    if (!other) return true;
    return holds(compareDates(own, other))
      ? true
      : ruleMessage(key, lang, { other: valueText(otherRaw).trim() });
  };
}

const crossNote = {
  "zh-CN":
    "参数是另一个字段的名称；与该字段的当前值比较，它变化时重新校验。另一字段为空或不是日期时通过；本字段不是日期时报“必须为日期”。日期带时间时精确到秒，否则按天比较。",
  "en-US":
    "The parameter names another field; the value is compared with that field's current value and re-checked when it changes. An empty or non-date other field lets it pass; a non-date value gets the date message. With times on both sides the comparison is to the second, otherwise by day.",
};

const base = { params: FIELD_PARAM, fieldParam: 0 };

/** Validators that compare with another field: date order, date range, confirmation. */
export const crossFieldValidators = [
  defineValidator(
    {
      ...base,
      name: "dateLessThan",
      aliases: ["isBefore"],
      messages: pickMessages("dateLessThan", "date"),
      doc: {
        "zh-CN": `日期早于另一字段的日期。${crossNote["zh-CN"]}`,
        "en-US": `The date is before the other field's date. ${crossNote["en-US"]}`,
      },
      examples: [
        {
          rule: "dateLessThan:endDate",
          value: "2024-05-01",
          values: { endDate: "2024-05-02" },
          expected: true,
        },
        {
          rule: "dateLessThan:endDate",
          value: "2024-05-02",
          values: { endDate: "2024-05-02" },
          expected: "日期必须小于2024-05-02",
        },
        { rule: "dateLessThan:endDate", value: "2024-05-09", values: { endDate: "" }, expected: true },
        {
          rule: "dateLessThan:endDate",
          value: "2024-05-09",
          values: { endDate: "2024-05-02" },
          lang: "en-US",
          expected: "The date must be before 2024-05-02",
        },
      ],
    },
    dateComparison("dateLessThan", (difference) => difference < 0),
  ),
  defineValidator(
    {
      ...base,
      name: "dateMoreThan",
      aliases: ["isAfter"],
      messages: pickMessages("dateMoreThan", "date"),
      doc: {
        "zh-CN": `日期晚于另一字段的日期。${crossNote["zh-CN"]}`,
        "en-US": `The date is after the other field's date. ${crossNote["en-US"]}`,
      },
      examples: [
        {
          rule: "dateMoreThan:startDate",
          value: "2024-05-02 09:00:01",
          values: { startDate: "2024-05-02 09:00:00" },
          expected: true,
        },
        {
          rule: "dateMoreThan:startDate",
          value: "2024-05-01",
          values: { startDate: "2024-05-02" },
          expected: "日期必须大于2024-05-02",
        },
        {
          rule: "dateMoreThan:startDate",
          value: "2024-02-30",
          values: { startDate: "2024-05-02" },
          expected: "必须为日期（YYYY-MM-DD）",
        },
        {
          rule: "dateMoreThan:startDate",
          value: "2024-05-02",
          values: { startDate: "2024-05-02" },
          lang: "en-US",
          expected: "The date must be after 2024-05-02",
        },
      ],
    },
    dateComparison("dateMoreThan", (difference) => difference > 0),
  ),
  defineValidator(
    {
      ...base,
      name: "dateRangeStart",
      aliases: ["isStart"],
      messages: pickMessages("dateRangeStart", "date"),
      doc: {
        "zh-CN": `用在日期范围的结束字段上，参数是范围的开始字段：日期不早于开始日期（可以相等）。${crossNote["zh-CN"]}`,
        "en-US": `Put on a range's end field, naming the range's start field: the date is on or after the start date. ${crossNote["en-US"]}`,
      },
      examples: [
        {
          rule: "dateRangeStart:startDate",
          value: "2024-05-02",
          values: { startDate: "2024-05-02" },
          expected: true,
        },
        {
          rule: "dateRangeStart:startDate",
          value: "2024-05-01",
          values: { startDate: "2024-05-02" },
          expected: "日期必须大于或等于2024-05-02",
        },
        {
          rule: "dateRangeStart:startDate",
          value: "2024-04-30",
          values: { startDate: "2024-05-02" },
          lang: "en-US",
          expected: "The date must be on or after 2024-05-02",
        },
      ],
    },
    dateComparison("dateRangeStart", (difference) => difference >= 0),
  ),
  defineValidator(
    {
      ...base,
      name: "dateRangeEnd",
      aliases: ["isEnd"],
      messages: pickMessages("dateRangeEnd", "date"),
      doc: {
        "zh-CN": `用在日期范围的开始字段上，参数是范围的结束字段：日期不晚于结束日期（可以相等）。${crossNote["zh-CN"]}`,
        "en-US": `Put on a range's start field, naming the range's end field: the date is on or before the end date. ${crossNote["en-US"]}`,
      },
      examples: [
        {
          rule: "dateRangeEnd:endDate",
          value: "2024-05-02",
          values: { endDate: "2024-05-02" },
          expected: true,
        },
        {
          rule: "dateRangeEnd:endDate",
          value: "2024-05-03",
          values: { endDate: "2024-05-02" },
          expected: "日期必须小于或等于2024-05-02",
        },
        {
          rule: "dateRangeEnd:endDate",
          value: "2024-05-03",
          values: { endDate: "2024-05-02" },
          lang: "en-US",
          expected: "The date must be on or before 2024-05-02",
        },
      ],
    },
    dateComparison("dateRangeEnd", (difference) => difference <= 0),
  ),
  defineValidator(
    {
      ...base,
      name: "confirmed",
      checksEmpty: true,
      messages: pickMessages("confirmed"),
      doc: {
        "zh-CN":
          "与另一字段的当前值相同（如再次输入密码），它变化时重新校验。两个都为空时通过；只有一个为空时不一致。",
        "en-US":
          "Equals the other field's current value (e.g. a repeated password) and is re-checked when it changes. Both empty pass; only one empty is a mismatch.",
      },
      examples: [
        { rule: "confirmed:password", value: "s3cret!", values: { password: "s3cret!" }, expected: true },
        {
          rule: "confirmed:password",
          value: "s3cret",
          values: { password: "s3cret!" },
          expected: "两次输入的数据不一致",
        },
        { rule: "confirmed:password", value: "", values: { password: "" }, expected: true },
        {
          rule: "confirmed:password",
          value: "",
          values: { password: "x" },
          lang: "en-US",
          expected: "The two entries do not match",
        },
      ],
    },
    (value, { args, context, lang }) => {
      const text = (v: unknown) => (isEmptyValue(v) ? "" : valueText(v));
      return text(value) === text(otherValue(args, context)) ? true : ruleMessage("confirmed", lang);
    },
  ),
];
