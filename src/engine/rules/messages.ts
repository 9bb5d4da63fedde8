import type { Lang, LocalizedText } from "./contract";

/**
 * Every message a rule can give, in both languages, keyed as in the i18n namespace `rules`.
 * Templates use i18next's `{{name}}` interpolation, so the same texts serve both this module and i18next.
 * The texts follow the original portal; the ones quoted in spec 3 §5 and spec 1 §5 are exact.
 */
export const ruleMessages = {
  required: { "zh-CN": "必填", "en-US": "Required" },
  integer: { "zh-CN": "请输入整数", "en-US": "Please enter a whole number" },
  number: { "zh-CN": "必须是数字", "en-US": "Must be a number" },
  email: { "zh-CN": "不是有效的邮箱地址", "en-US": "Not a valid email address" },
  url: { "zh-CN": "请输入合法的网址", "en-US": "Please enter a valid http or https web address" },
  phone: { "zh-CN": "请输入正确的手机号码", "en-US": "Please enter a valid mobile phone number" },
  alpha: { "zh-CN": "只能是字母字符", "en-US": "Letters only" },
  date: { "zh-CN": "必须为日期（YYYY-MM-DD）", "en-US": "Must be a date (YYYY-MM-DD)" },
  time: { "zh-CN": "必须为时间（HH:mm:ss）", "en-US": "Must be a time (HH:mm:ss)" },
  regex: { "zh-CN": "字段格式无效", "en-US": "Invalid format" },
  decimal: {
    "zh-CN": "必须是数字，并且最多包含{{n}}位小数",
    "en-US": "Must be a number with at most {{n}} decimals",
  },
  decimalNone: { "zh-CN": "必须是数字，并且不可以包含小数", "en-US": "Must be a number without decimals" },
  maxIntLength: {
    "zh-CN": "整数位的长度不能超过{{n}}",
    "en-US": "The integer part must not have more than {{n}} digits",
  },
  maxDecimalLength: {
    "zh-CN": "小数位的长度不能超过{{n}}",
    "en-US": "The decimal part must not have more than {{n}} digits",
  },
  maxLength: { "zh-CN": "长度不能超过{{n}}", "en-US": "The length must not exceed {{n}}" },
  max: { "zh-CN": "最大字符长度不能超过{{n}}", "en-US": "Must not exceed {{n}} characters" },
  min: { "zh-CN": "必须至少为{{n}}个字符", "en-US": "Must have at least {{n}} characters" },
  length: { "zh-CN": "字符长度必须为{{n}}个字符", "en-US": "Must be exactly {{n}} characters long" },
  minValue: { "zh-CN": "必须为{{n}}或更多", "en-US": "Must be {{n}} or more" },
  dateLessThan: { "zh-CN": "日期必须小于{{other}}", "en-US": "The date must be before {{other}}" },
  dateMoreThan: { "zh-CN": "日期必须大于{{other}}", "en-US": "The date must be after {{other}}" },
  dateRangeStart: {
    "zh-CN": "日期必须大于或等于{{other}}",
    "en-US": "The date must be on or after {{other}}",
  },
  dateRangeEnd: {
    "zh-CN": "日期必须小于或等于{{other}}",
    "en-US": "The date must be on or before {{other}}",
  },
  confirmed: { "zh-CN": "两次输入的数据不一致", "en-US": "The two entries do not match" },
  backend: { "zh-CN": "后端验证失败", "en-US": "Server-side validation failed" },
  script: { "zh-CN": "前端js校验失败", "en-US": "Front-end script check failed" },
  alreadyExists: { "zh-CN": "输入已存在", "en-US": "This value already exists" },
  checkUnavailable: {
    "zh-CN": "校验服务暂不可用，请稍后重试",
    "en-US": "The check could not be completed; please try again",
  },
  invalidDate: { "zh-CN": "无效的日期", "en-US": "Invalid date" },
  invalidNumber: { "zh-CN": "无效的数字", "en-US": "Invalid number" },
  invalidArgument: { "zh-CN": "无效的参数", "en-US": "Invalid argument" },
  formErrorTitle: { "zh-CN": "错误提示", "en-US": "Error" },
  formErrorList: {
    "zh-CN": "请正确的填写以下表单内容",
    "en-US": "Please correct the following form fields",
  },
  formErrorNoDetail: { "zh-CN": "请正确的填写表单内容", "en-US": "Please fill in the form correctly" },
} as const satisfies Record<string, LocalizedText>;

/** A key of {@link ruleMessages}. */
export type RuleMessageKey = keyof typeof ruleMessages;

/** The i18n namespace of the rule messages. */
export const RULES_NAMESPACE = "rules";

/** Fills `{{name}}` placeholders of a template; unknown names stay as written. */
export function fillTemplate(template: string, vars: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** The message `key` in `lang` (zh-CN by default) with its placeholders filled. */
export function ruleMessage(
  key: RuleMessageKey,
  lang: Lang = "zh-CN",
  vars?: Record<string, unknown>,
): string {
  return fillTemplate(ruleMessages[key][lang], vars);
}

/** The texts of some message keys, for a rule's metadata. */
export function pickMessages(...keys: RuleMessageKey[]): Record<string, LocalizedText> {
  return Object.fromEntries(keys.map((key) => [key, { ...ruleMessages[key] }]));
}

/** i18next resources (`{ lang: { rules: { key: text } } }`) so the app can register the rule messages. */
export function ruleResources(): Record<Lang, Record<string, Record<string, string>>> {
  const pick = (lang: Lang) =>
    Object.fromEntries(Object.entries(ruleMessages).map(([key, text]) => [key, text[lang]]));
  return { "zh-CN": { [RULES_NAMESPACE]: pick("zh-CN") }, "en-US": { [RULES_NAMESPACE]: pick("en-US") } };
}
