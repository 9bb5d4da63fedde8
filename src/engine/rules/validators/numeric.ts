import { type Lang, RuleError } from "../contract";
import { pickMessages, ruleMessage } from "../messages";
import { toDecimal, valueText } from "../shared/values";
import { COUNT_PARAM, defineValidator, oneParam } from "./define";
import { isNumberValue } from "./format";

/** The digits before and after the point of a number as typed (sign dropped), or null for a non-number. */
export function numberParts(value: unknown): { int: string; frac: string } | null {
  if (!isNumberValue(value)) return null;
  const [int, frac = ""] = valueText(value).replace(/^[+-]/, "").split(".");
  return { int, frac };
}

/** A numeric rule's verdict: its own message on failure, the `number` message for a non-number. */
function numericCheck(
  lang: Lang,
  value: unknown,
  passes: (parts: { int: string; frac: string }) => boolean,
  fail: () => string,
) {
  const parts = numberParts(value);
  if (!parts) return ruleMessage("number", lang);
  return passes(parts) ? true : fail();
}

/** Validators of numbers: decimal places, integer and decimal lengths, minimum value. */
export const numericValidators = [
  defineValidator(
    {
      name: "decimal",
      params: {
        type: "array",
        items: [
          {
            title: "n",
            type: "integer",
            minimum: 0,
            description: "Most decimals allowed; any when left out",
          },
        ],
        maxItems: 1,
      },
      messages: pickMessages("decimal", "decimalNone", "number"),
      doc: {
        "zh-CN": "最多 n 位小数的数字（decimal:0 不允许小数；不写 n 时小数位数不限）。非数字报“必须是数字”。",
        "en-US":
          "A number with at most n decimals (decimal:0 allows none; without n any number of decimals). A non-number gets the number message.",
      },
      examples: [
        { rule: "decimal:2", value: "3.14", expected: true },
        { rule: "decimal:2", value: "3.145", expected: "必须是数字，并且最多包含2位小数" },
        { rule: "decimal:0", value: "3.1", expected: "必须是数字，并且不可以包含小数" },
        { rule: "decimal", value: "3.14159", expected: true },
        { rule: "decimal:2", value: "abc", expected: "必须是数字" },
        {
          rule: "decimal:2",
          value: "1.234",
          lang: "en-US",
          expected: "Must be a number with at most 2 decimals",
        },
      ],
    },
    (value, { args, lang }) => {
      const n = args[0] as number | undefined;
      return numericCheck(
        lang,
        value,
        ({ frac }) => n === undefined || frac.length <= n,
        () => (n === 0 ? ruleMessage("decimalNone", lang) : ruleMessage("decimal", lang, { n })),
      );
    },
  ),
  defineValidator(
    {
      name: "maxIntLength",
      aliases: ["maxIntLen"],
      params: COUNT_PARAM,
      messages: pickMessages("maxIntLength", "number"),
      doc: {
        "zh-CN": "整数部分最多 n 位（不计正负号）。非数字报“必须是数字”。",
        "en-US":
          "At most n digits before the point (the sign does not count). A non-number gets the number message.",
      },
      examples: [
        { rule: "maxIntLength:3", value: "-999.99", expected: true },
        { rule: "maxIntLength:3", value: "1000", expected: "整数位的长度不能超过3" },
        {
          rule: "maxIntLength:3",
          value: "1000.5",
          lang: "en-US",
          expected: "The integer part must not have more than 3 digits",
        },
      ],
    },
    (value, { args, lang }) =>
      numericCheck(
        lang,
        value,
        ({ int }) => int.length <= (args[0] as number),
        () => ruleMessage("maxIntLength", lang, { n: args[0] }),
      ),
  ),
  defineValidator(
    {
      name: "maxDecimalLength",
      aliases: ["maxDecimalLen"],
      params: COUNT_PARAM,
      messages: pickMessages("maxDecimalLength", "number"),
      doc: {
        "zh-CN": "小数部分最多 n 位（按输入的写法计，1.50 有两位）。非数字报“必须是数字”。",
        "en-US":
          "At most n digits after the point, as typed (1.50 has two). A non-number gets the number message.",
      },
      examples: [
        { rule: "maxDecimalLength:2", value: "1.50", expected: true },
        { rule: "maxDecimalLength:2", value: "1.505", expected: "小数位的长度不能超过2" },
        {
          rule: "maxDecimalLength:1",
          value: "0.25",
          lang: "en-US",
          expected: "The decimal part must not have more than 1 digits",
        },
      ],
    },
    (value, { args, lang }) =>
      numericCheck(
        lang,
        value,
        ({ frac }) => frac.length <= (args[0] as number),
        () => ruleMessage("maxDecimalLength", lang, { n: args[0] }),
      ),
  ),
  defineValidator(
    {
      name: "minValue",
      aliases: ["min_value"],
      params: oneParam({ title: "n", type: "number" }),
      messages: pickMessages("minValue", "number"),
      doc: {
        "zh-CN": "数值不小于 n（按十进制精确比较）。非数字报“必须是数字”。",
        "en-US":
          "The number is n or more (compared as exact decimals). A non-number gets the number message.",
      },
      examples: [
        { rule: "minValue:0.3", value: "0.30", expected: true },
        { rule: "minValue:18", value: "17.99", expected: "必须为18或更多" },
        { rule: "minValue:-5", value: "-6", lang: "en-US", expected: "Must be -5 or more" },
      ],
    },
    (value, { args, lang }) => {
      const bound = toDecimal(args[0]);
      if (!bound)
        throw new RuleError("BAD_PARAMS", `Rule "minValue": ${String(args[0])} is not a number`, "minValue");
      return numericCheck(
        lang,
        value,
        () => (toDecimal(value) ?? bound).gte(bound),
        () => ruleMessage("minValue", lang, { n: args[0] }),
      );
    },
  ),
];
