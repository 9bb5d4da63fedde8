import { pickMessages, ruleMessage } from "../messages";
import { isEmptyValue } from "../shared/values";
import { defineValidator } from "./define";

/** `required`: the value is present (not null, undefined, blank text or an empty list; false counts as a value). */
export const presenceValidators = [
  defineValidator(
    {
      name: "required",
      checksEmpty: true,
      messages: pickMessages("required"),
      doc: {
        "zh-CN":
          "必须填写：空值、只有空白的文本和空列表不通过（false 算作有值）。字段模式 b 会自动加上此规则；r、n 模式的字段不可写，因此从不必填。",
        "en-US":
          "The value must be present: null, blank text and an empty list fail (false is a value). Field mode b adds this rule; fields in mode r or n are not writable, so never required.",
      },
      examples: [
        { rule: "required", value: "张三", expected: true },
        { rule: "required", value: 0, expected: true },
        { rule: "required", value: "", expected: "必填" },
        { rule: "required", value: "   ", expected: "必填" },
        { rule: "required", value: [], expected: "必填" },
        { rule: "required", value: null, lang: "en-US", expected: "Required" },
      ],
    },
    (value, { lang }) => (isEmptyValue(value) ? ruleMessage("required", lang) : true),
  ),
];
