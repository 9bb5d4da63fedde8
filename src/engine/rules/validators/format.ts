import { RuleError } from "../contract";
import { pickMessages, type RuleMessageKey, ruleMessage } from "../messages";
import { isStrictDate, isStrictTime } from "../shared/dates";
import { valueText } from "../shared/values";
import { defineValidator } from "./define";

/** Whole numbers as typed: optional sign, digits. */
export const INTEGER_TEXT = /^[+-]?\d+$/;
/** Numbers as typed in a form: optional sign, digits with an optional decimal part (no exponent). */
export const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
/** The HTML standard's "valid email address" (what `<input type=email>` accepts). */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** A mainland China mobile number, optionally with +86 or 86 in front. */
export const PHONE = /^(?:\+?86)?1[3-9]\d{9}$/;
/** Letters of any script, each optionally followed by combining marks (Devanagari, Thai…). */
export const ALPHA = /^(?:\p{L}\p{M}*)+$/u;

/** True for a finite JS number or text that is a number as typed. */
export function isNumberValue(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && NUMBER_TEXT.test(value);
}

/** True for a whole JS number or text that is a whole number as typed. */
export function isIntegerValue(value: unknown): boolean {
  if (typeof value === "number") return Number.isInteger(value);
  return typeof value === "string" && INTEGER_TEXT.test(value);
}

/** The value as `<input type=email>` sanitises it: newlines removed, ASCII whitespace trimmed at both ends. */
function sanitizedEmail(value: unknown): string {
  return valueText(value)
    .replace(/[\r\n]/g, "")
    .replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
}

/** True for an absolute http or https URL with a host and no whitespace. */
export function isHttpUrl(value: unknown): boolean {
  const text = valueText(value);
  // The host must follow "//" as written: the URL parser would read https:///x as https://x/.
  if (!/^https?:\/\/[^/\\?#]/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A pattern check: passes when `test(value)` is true, else gives message `key`. */
function patternCheck(key: RuleMessageKey, test: (value: unknown) => boolean) {
  return (value: unknown, { lang }: { lang: "zh-CN" | "en-US" }) =>
    test(value) ? true : ruleMessage(key, lang);
}

const compiled = new Map<string, RegExp>();

/** The RegExp of a `regex` rule's pattern and flags (g and y dropped so a test never carries state). */
export function compileRuleRegex(pattern: string, flags = ""): RegExp {
  const key = `${flags}/${pattern}`;
  let regex = compiled.get(key);
  if (!regex) {
    try {
      regex = new RegExp(pattern, flags.replace(/[gy]/g, ""));
    } catch (error) {
      throw new RuleError("BAD_PARAMS", `Rule "regex": ${(error as Error).message}`, "regex");
    }
    compiled.set(key, regex);
  }
  return regex;
}

/** Validators of the value's format: integer, number, email, url, phone, alpha, date, time, regex. */
export const formatValidators = [
  defineValidator(
    {
      name: "integer",
      aliases: ["numeric"],
      messages: pickMessages("integer"),
      doc: {
        "zh-CN": "整数：可带正负号的数字串（不允许小数点、空格或指数）。",
        "en-US": "A whole number: digits with an optional sign (no dot, spaces or exponent).",
      },
      examples: [
        { rule: "integer", value: "-42", expected: true },
        { rule: "integer", value: "4.0", expected: "请输入整数" },
        { rule: "integer", value: "12a", lang: "en-US", expected: "Please enter a whole number" },
      ],
    },
    patternCheck("integer", isIntegerValue),
  ),
  defineValidator(
    {
      name: "number",
      messages: pickMessages("number"),
      doc: {
        "zh-CN": "数字：可带正负号，可有小数部分（不允许指数、千分位或空格）。",
        "en-US": "A number: optional sign, optional decimal part (no exponent, thousands commas or spaces).",
      },
      examples: [
        { rule: "number", value: "-3.5", expected: true },
        { rule: "number", value: ".5", expected: true },
        { rule: "number", value: "1,000", expected: "必须是数字" },
        { rule: "number", value: "1e3", lang: "en-US", expected: "Must be a number" },
      ],
    },
    patternCheck("number", isNumberValue),
  ),
  defineValidator(
    {
      name: "email",
      messages: pickMessages("email"),
      doc: {
        "zh-CN": "邮箱：HTML 标准中 <input type=email> 的规则（浏览器接受的格式；首尾空白会先去掉）。",
        "en-US":
          "Email: the HTML standard's rule for <input type=email> (what browsers accept; surrounding whitespace is stripped first).",
      },
      examples: [
        { rule: "email", value: "zhang.san@example.com.cn", expected: true },
        { rule: "email", value: "a@b", expected: true },
        { rule: "email", value: "zhang san@example.com", expected: "不是有效的邮箱地址" },
        { rule: "email", value: "a@-b.com", lang: "en-US", expected: "Not a valid email address" },
      ],
    },
    patternCheck("email", (value) => EMAIL.test(sanitizedEmail(value))),
  ),
  defineValidator(
    {
      name: "url",
      messages: pickMessages("url"),
      doc: {
        "zh-CN": "网址：带主机名的绝对 http 或 https 地址；javascript: 和不带协议的 example.com 都不通过。",
        "en-US": "An absolute http or https URL with a host; javascript: and a bare example.com are refused.",
      },
      examples: [
        { rule: "url", value: "https://example.com/a?b=1", expected: true },
        { rule: "url", value: "example.com", expected: "请输入合法的网址" },
        { rule: "url", value: "javascript:alert(1)", expected: "请输入合法的网址" },
        {
          rule: "url",
          value: "ftp://example.com",
          lang: "en-US",
          expected: "Please enter a valid http or https web address",
        },
      ],
    },
    patternCheck("url", isHttpUrl),
  ),
  defineValidator(
    {
      name: "phone",
      aliases: ["phonenumber", "mobile"],
      messages: pickMessages("phone"),
      doc: {
        "zh-CN": "中国大陆手机号：11 位，1[3-9] 开头再跟 9 位数字，前面可带 +86 或 86。",
        "en-US":
          "A mainland China mobile number: 11 digits, 1[3-9] then 9 digits, optionally with +86 or 86 in front.",
      },
      examples: [
        { rule: "phone", value: "13812345678", expected: true },
        { rule: "phone", value: "+8613812345678", expected: true },
        { rule: "phone", value: "12812345678", expected: "请输入正确的手机号码" },
        {
          rule: "phone",
          value: "1381234567",
          lang: "en-US",
          expected: "Please enter a valid mobile phone number",
        },
      ],
    },
    patternCheck("phone", (value) => PHONE.test(valueText(value))),
  ),
  defineValidator(
    {
      name: "alpha",
      messages: pickMessages("alpha"),
      doc: {
        "zh-CN": "只能是字母：任何文字的字母都可以（张三、Anna 通过；数字、空格和标点不通过）。",
        "en-US": "Letters only, of any script (张三 and Anna pass; digits, spaces and punctuation fail).",
      },
      examples: [
        { rule: "alpha", value: "张三", expected: true },
        { rule: "alpha", value: "Anna", expected: true },
        { rule: "alpha", value: "Anna1", expected: "只能是字母字符" },
        { rule: "alpha", value: "张 三", lang: "en-US", expected: "Letters only" },
      ],
    },
    patternCheck("alpha", (value) => ALPHA.test(valueText(value))),
  ),
  defineValidator(
    {
      name: "date",
      messages: pickMessages("date"),
      doc: {
        "zh-CN": "日期：严格的 YYYY-MM-DD，且日历上存在（2023-02-30 不通过，不会顺延到三月）。",
        "en-US":
          "A date: strict YYYY-MM-DD that exists in the calendar (2023-02-30 fails, never rolled over into March).",
      },
      examples: [
        { rule: "date", value: "2024-02-29", expected: true },
        { rule: "date", value: "2023-02-29", expected: "必须为日期（YYYY-MM-DD）" },
        { rule: "date", value: "2023-2-3", expected: "必须为日期（YYYY-MM-DD）" },
        { rule: "date", value: "2023-02-30", lang: "en-US", expected: "Must be a date (YYYY-MM-DD)" },
      ],
    },
    patternCheck("date", isStrictDate),
  ),
  defineValidator(
    {
      name: "time",
      messages: pickMessages("time"),
      doc: {
        "zh-CN": "时间：严格的 24 小时制 HH:mm:ss，小时为两位数。",
        "en-US": "A time: strict 24-hour HH:mm:ss with two-digit hours.",
      },
      examples: [
        { rule: "time", value: "23:59:59", expected: true },
        { rule: "time", value: "9:05:00", expected: "必须为时间（HH:mm:ss）" },
        { rule: "time", value: "24:00:00", lang: "en-US", expected: "Must be a time (HH:mm:ss)" },
      ],
    },
    patternCheck("time", isStrictTime),
  ),
  defineValidator(
    {
      name: "regex",
      argStyle: "regex",
      params: {
        type: "array",
        items: [
          { title: "pattern", type: "string" },
          { title: "flags", type: "string", pattern: "^[dgimsuvy]*$" },
        ],
        minItems: 1,
        maxItems: 2,
      },
      messages: pickMessages("regex"),
      doc: {
        "zh-CN":
          "正则：值须匹配（不会自动加 ^ 和 $）。规则串中 regex: 之后直到下一个 | 的全部文字都是正则，逗号和冒号照原样保留，反斜杠不转义；" +
          "正则里有 | 时写成 /…/flags 形式，斜杠之间的文字照原样保留（其中的 / 写作 \\/），之后可跟标志 i、m、s、u 等。",
        "en-US":
          "The value must match the pattern (no implicit ^ and $). In a rule string, everything after regex: up to the next | is the " +
          "pattern, commas and colons included, backslashes kept as written; a pattern containing | is written /…/flags, whose " +
          "text between the slashes is taken as is (a / inside is written \\/), optionally followed by flags such as i, m, s, u.",
      },
      examples: [
        { rule: "regex:^A\\d+$", value: "A123", expected: true },
        { rule: "regex:^A\\d+$", value: "B123", expected: "字段格式无效" },
        { rule: "regex:^\\d{1,3}(,\\d{3})*$", value: "1,234", expected: true },
        { rule: "regex:/^(cat|dog)$/i", value: "Dog", expected: true },
        { rule: "regex:/^(cat|dog)$/", value: "bird", lang: "en-US", expected: "Invalid format" },
      ],
    },
    (value, { args, lang }) =>
      compileRuleRegex(String(args[0]), args[1] === undefined ? "" : String(args[1])).test(valueText(value))
        ? true
        : ruleMessage("regex", lang),
    (args) => {
      compileRuleRegex(String(args[0]), args[1] === undefined ? "" : String(args[1]));
    },
  ),
];
