import { pickMessages, type RuleMessageKey, ruleMessage } from "../messages";
import { charLength } from "../shared/values";
import { COUNT_PARAM, defineValidator } from "./define";

/** A length check: passes when `test(length, n)` holds, else gives message `key` with n. */
function lengthCheck(key: RuleMessageKey, test: (length: number, n: number) => boolean) {
  return (value: unknown, { args, lang }: { args: unknown[]; lang: "zh-CN" | "en-US" }) =>
    test(charLength(value), args[0] as number) ? true : ruleMessage(key, lang, { n: args[0] });
}

const counting = {
  "zh-CN": "按字符计数（一个汉字或表情算一个字符；列表按项数计）。",
  "en-US":
    "Counts characters by code point (a Chinese character or an emoji is one; a list counts its items).",
};

/** Validators of length in characters: maxLength, max, min, length. */
export const lengthValidators = [
  defineValidator(
    {
      name: "maxLength",
      params: COUNT_PARAM,
      messages: pickMessages("maxLength"),
      doc: {
        "zh-CN": `长度不超过 n（通常来自数据库字段长度）。${counting["zh-CN"]}`,
        "en-US": `The length is at most n (usually the column length). ${counting["en-US"]}`,
      },
      examples: [
        { rule: "maxLength:4", value: "中华人民", expected: true },
        { rule: "maxLength:4", value: "中华人民共", expected: "长度不能超过4" },
        { rule: "maxLength:2", value: 123, lang: "en-US", expected: "The length must not exceed 2" },
      ],
    },
    lengthCheck("maxLength", (length, n) => length <= n),
  ),
  defineValidator(
    {
      name: "max",
      params: COUNT_PARAM,
      messages: pickMessages("max"),
      doc: {
        "zh-CN": `最多 n 个字符。${counting["zh-CN"]}`,
        "en-US": `At most n characters. ${counting["en-US"]}`,
      },
      examples: [
        { rule: "max:3", value: "张三丰", expected: true },
        { rule: "max:3", value: "欧阳张三", expected: "最大字符长度不能超过3" },
        { rule: "max:2", value: "😀😀", expected: true },
        { rule: "max:20", value: "x".repeat(21), lang: "en-US", expected: "Must not exceed 20 characters" },
      ],
    },
    lengthCheck("max", (length, n) => length <= n),
  ),
  defineValidator(
    {
      name: "min",
      params: COUNT_PARAM,
      messages: pickMessages("min"),
      doc: {
        "zh-CN": `至少 n 个字符。${counting["zh-CN"]}`,
        "en-US": `At least n characters. ${counting["en-US"]}`,
      },
      examples: [
        { rule: "min:2", value: "张三", expected: true },
        { rule: "min:2", value: "张", expected: "必须至少为2个字符" },
        { rule: "min:6", value: "abc", lang: "en-US", expected: "Must have at least 6 characters" },
      ],
    },
    lengthCheck("min", (length, n) => length >= n),
  ),
  defineValidator(
    {
      name: "length",
      params: COUNT_PARAM,
      messages: pickMessages("length"),
      doc: {
        "zh-CN": `正好 n 个字符。${counting["zh-CN"]}`,
        "en-US": `Exactly n characters. ${counting["en-US"]}`,
      },
      examples: [
        { rule: "length:6", value: "100080", expected: true },
        { rule: "length:2", value: "张三丰", expected: "字符长度必须为2个字符" },
        { rule: "length:6", value: "10008", lang: "en-US", expected: "Must be exactly 6 characters long" },
      ],
    },
    lengthCheck("length", (length, n) => length === n),
  ),
];
