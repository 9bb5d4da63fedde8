import type { CalculationDefinition, CalculationMeta } from "../contract";
import { pickMessages } from "../messages";
import { Dec } from "../shared/values";

const DIGITS = "零壹贰叁肆伍陆柒捌玖";
const PLACES = ["", "拾", "佰", "仟"];
const SECTIONS = ["", "万", "亿"];

/** The largest amount that has a capital form. */
export const RMB_MAX = "99999999999.99";

/** Digits with thousands commas before at most one dot, and at least one digit. */
const AMOUNT_TEXT = /^(?=[\d,]*\.?\d)[\d,]*(?:\.\d*)?$/;

/**
 * The capital form of a whole number of yuan written without leading zeros (no 元), with one 零 for each
 * run of inner zeros; "" for "0" or "".
 */
function integerCapital(digits: string): string {
  let text = "";
  let zeroPending = false;
  for (let i = 0; i < digits.length; i += 1) {
    const position = digits.length - 1 - i;
    const digit = Number(digits[i]);
    if (digit === 0) {
      zeroPending = true;
    } else {
      if (zeroPending) text += "零";
      zeroPending = false;
      text += DIGITS[digit] + PLACES[position % 4];
    }
    // At the end of each four-digit section its unit, 万 or 亿 (the ones' section has none).
    if (position % 4 === 0) {
      const section = digits.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(section)) {
        text += SECTIONS[position / 4];
        // A zero 万 digit before a non-zero 仟 digit takes no 零 (107000.53 → 壹拾万柒仟…).
        zeroPending = false;
      }
    }
  }
  return text;
}

/**
 * The Chinese capital amount (人民币大写, without the 人民币 prefix) of digits with commas and one dot:
 * rounded half away from zero to fen; "" for non-numeric text, a negative value or one above 99999999999.99.
 */
export function rmbCapital(input: unknown): string {
  // A number by its value: String(1e-7) is "1e-7", which is not an amount's text. NaN and ±Infinity stay words.
  const text = typeof input === "number" ? new Dec(input).toFixed() : input;
  if (typeof text !== "string") return "";
  const plain = text.trim();
  if (!AMOUNT_TEXT.test(plain)) return "";
  const value = new Dec(plain.replace(/,/g, ""));
  if (value.gt(RMB_MAX)) return "";
  // The amount in fen, at least two digits and never a leading zero before them: "05" is 伍分.
  const fen = value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).mul(100).toFixed(0).padStart(2, "0");
  const yuanDigits = fen.slice(0, -2);
  const jiao = Number(fen[fen.length - 2]);
  const fenDigit = Number(fen[fen.length - 1]);
  const yuan = integerCapital(yuanDigits);
  if (jiao === 0 && fenDigit === 0) return `${yuan || "零"}元整`;
  let result = yuan ? `${yuan}元` : "";
  if (jiao !== 0) {
    // 零 after 元 when the 元 digit is 0 (1680.32 → …捌拾元零叁角…).
    if (yuan && yuanDigits.endsWith("0")) result += "零";
    result += `${DIGITS[jiao]}角`;
  } else if (yuan) {
    result += "零";
  }
  if (fenDigit !== 0) result += `${DIGITS[fenDigit]}分`;
  return result;
}

const meta: CalculationMeta = {
  kind: "calculation",
  name: "RMB",
  aliases: [],
  params: {
    type: "array",
    items: [
      { title: "amount", type: ["string", "number"], description: "Digits, thousands commas and one dot" },
    ],
    minItems: 1,
    maxItems: 1,
  },
  async: false,
  returns: "string",
  messages: pickMessages(),
  doc: {
    "zh-CN":
      "金额转人民币大写（不带“人民币”前缀，用“元”不用“圆”），依据中国人民银行支付结算办法：四舍五入到分；以元结尾加“整”；" +
      "中间连续的零只写一个“零”；角为零而分不为零、或元位为零而角不为零时，“元”后写“零”；万位为零而仟位不为零时不写“零”。" +
      "输入只能有数字、千分位逗号和一个小数点；非数字、负数或大于 99999999999.99 时返回空字符串。",
    "en-US":
      "Amount in Chinese capital characters (no 人民币 prefix; 元, not 圆), per the People's Bank of China settlement " +
      "rules: rounded half away from zero to fen; an amount ending at 元 ends with 整; a run of inner zeros is one 零; " +
      "零 follows 元 when 角 is 0 and 分 is not, or when the 元 digit is 0 and 角 is not; a zero 万 digit before a " +
      "non-zero 仟 digit takes no 零. Input: digits, thousands commas, one dot; non-numeric text, a negative value " +
      "or more than 99999999999.99 gives an empty string. Returns a string.",
  },
  examples: [
    { args: ["1409.50"], expected: "壹仟肆佰零玖元伍角" },
    { args: ["1,234.56"], expected: "壹仟贰佰叁拾肆元伍角陆分" },
    { args: ["107000.53"], expected: "壹拾万柒仟元零伍角叁分" },
    { args: ["0"], expected: "零元整" },
    { args: ["1.239"], expected: "壹元贰角肆分" },
    { args: ["abc"], expected: "" },
    { args: ["100000000000"], expected: "" },
  ],
};

/** The Chinese capital amount calculation. */
export const rmbCalculations: CalculationDefinition[] = [
  { meta, run: (args: unknown[]) => rmbCapital(args[0]) },
];
