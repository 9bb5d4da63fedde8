import { describe, expect, it } from "vitest";
import { validate, validateSync } from "./";

/** Each value passes rule `name` with `params`. */
async function expectPass(name: string, params: unknown, values: unknown[]) {
  for (const value of values)
    expect(await validate(name, value, params), `${name} ${String(value)}`).toBe(true);
}

/** Each value fails rule `name` with exactly `message` (zh-CN). */
async function expectFail(name: string, params: unknown, values: unknown[], message: string) {
  for (const value of values)
    expect(await validate(name, value, params), `${name} ${String(value)}`).toBe(message);
}

describe("required", () => {
  it("says 必填 for null, undefined, blank text and an empty list", async () => {
    await expectFail("required", [], [null, undefined, "", "  ", []], "必填");
  });

  it("accepts any other value, including 0 and false", async () => {
    await expectPass("required", [], ["a", 0, false, ["x"], "张"]);
  });

  it("says Required in English", async () => {
    expect(await validate("required", "", [], { lang: "en-US" })).toBe("Required");
  });
});

describe("format validators (RULES.md)", () => {
  it("integer: signed whole numbers only (请输入整数)", async () => {
    await expectPass("integer", [], ["0", "-12", "+7", 42, -3]);
    await expectFail("integer", [], ["1.5", "1.0", "1e3", "abc", " 1", 1.5], "请输入整数");
  });

  it("number: signed decimals (必须是数字)", async () => {
    await expectPass("number", [], ["0", "-1.25", "+3", ".5", 3.14, -0]);
    await expectFail(
      "number",
      [],
      ["1.", "1,000", "1e3", "abc", "1.2.3", "NaN", Number.NaN, Number.POSITIVE_INFINITY],
      "必须是数字",
    );
  });

  it("email: the HTML standard's input[type=email] rule (不是有效的邮箱地址)", async () => {
    await expectPass(
      "email",
      [],
      ["a@b", "zhang.san+oa@example.com.cn", "x_y@sub-domain.example", " a@b.co ", "a@localhost"],
    );
    await expectFail(
      "email",
      [],
      [
        "plain",
        "a@",
        "@b.com",
        "a b@c.com",
        "a@b_c.com",
        "a@-b.com",
        "a@b-.com",
        "a@b..com",
        "张三@example.com",
        "a@例子.中国",
        "a@b@c",
      ],
      "不是有效的邮箱地址",
    );
  });

  it("url: absolute http or https with a host; javascript: and bare example.com refused (请输入合法的网址)", async () => {
    await expectPass(
      "url",
      [],
      [
        "http://example.com",
        "https://oa.example.com:8443/a/b?c=1#d",
        "HTTPS://EXAMPLE.COM",
        "http://127.0.0.1",
      ],
    );
    await expectFail(
      "url",
      [],
      [
        "example.com",
        "javascript:alert(1)",
        "ftp://example.com",
        "http://",
        "https:///path",
        "http:example.com",
        "//example.com",
        "http://exa mple.com",
        "mailto:a@b.c",
      ],
      "请输入合法的网址",
    );
  });

  it("phone: 1[3-9] and 9 digits, optionally +86 or 86 (请输入正确的手机号码)", async () => {
    await expectPass(
      "phone",
      [],
      ["13812345678", "19912345678", "+8613812345678", "8613812345678", 13812345678],
    );
    await expectFail(
      "phone",
      [],
      [
        "12812345678",
        "1381234567",
        "138123456789",
        "+86 13812345678",
        "0086138123456",
        "+8612812345678",
        "138-1234-5678",
      ],
      "请输入正确的手机号码",
    );
  });

  it("alpha: letters of any script (只能是字母字符)", async () => {
    await expectPass("alpha", [], ["张三", "Anna", "Ωmega", "Ärger", "नमस्ते", "やまだ"]);
    await expectFail("alpha", [], ["Anna1", "张 三", "a-b", "x.", "123", "😀"], "只能是字母字符");
  });

  it("date: strict YYYY-MM-DD, 2023-02-30 invalid", async () => {
    await expectPass("date", [], ["2024-02-29", "1999-12-31", "2023-01-01"]);
    await expectFail(
      "date",
      [],
      [
        "2023-02-30",
        "2023-02-29",
        "2023-13-01",
        "2023-00-10",
        "2023-1-1",
        "2023/01/01",
        "20230101",
        "2023-01-01 00:00:00",
        "2023-01-01T00:00",
      ],
      "必须为日期（YYYY-MM-DD）",
    );
  });

  it("time: strict 24-hour HH:mm:ss with two-digit hours", async () => {
    await expectPass("time", [], ["00:00:00", "09:05:07", "23:59:59"]);
    await expectFail(
      "time",
      [],
      ["9:05:07", "24:00:00", "23:60:00", "23:59:60", "23:59", "11:00:00 PM", "12-00-00"],
      "必须为时间（HH:mm:ss）",
    );
  });

  it("regex: the value must match (字段格式无效)", async () => {
    await expectPass("regex", ["^A\\d+$"], ["A1", "A123"]);
    await expectFail("regex", ["^A\\d+$"], ["B1", "A", "a1"], "字段格式无效");
    await expectPass("regex", ["^a$", "i"], ["A"]);
    expect(await validate("regex", "A", ["^a$", "g"])).toBe("字段格式无效");
    expect(await validate("regex", "a", ["^a$", "g"])).toBe(true);
    expect(await validate("regex", "a", ["^a$", "g"])).toBe(true);
  });

  it("regex: a pattern that does not compile is a BAD_PARAMS error", async () => {
    await expect(validate("regex", "x", ["(unclosed"])).rejects.toMatchObject({ code: "BAD_PARAMS" });
  });
});

describe("numeric validators", () => {
  it("decimal:n allows at most n decimals", async () => {
    await expectPass("decimal", [2], ["1", "1.5", "-1.25", 7.12]);
    await expectFail("decimal", [2], ["1.255", 7.12345], "必须是数字，并且最多包含2位小数");
    await expectFail("decimal", [0], ["1.5"], "必须是数字，并且不可以包含小数");
    await expectPass("decimal", [], ["1.23456"]);
    await expectFail("decimal", [2], ["abc", "1,5"], "必须是数字");
  });

  it("maxIntLength:n counts the digits before the point, without the sign", async () => {
    await expectPass("maxIntLength", [3], ["999", "-999.123", "0.5"]);
    await expectFail("maxIntLength", [3], ["1000", "-1000"], "整数位的长度不能超过3");
    await expectFail("maxIntLength", [3], ["x"], "必须是数字");
  });

  it("maxDecimalLength:n counts the digits after the point as typed", async () => {
    await expectPass("maxDecimalLength", [2], ["1", "1.5", "1.50"]);
    await expectFail("maxDecimalLength", [2], ["1.500", "0.001"], "小数位的长度不能超过2");
  });

  it("minValue:n compares exact decimals", async () => {
    await expectPass("minValue", [0.3], ["0.3", "0.30000", "1", 0.3]);
    await expectFail("minValue", [0.3], ["0.29999999999999999999", "-1"], "必须为0.3或更多");
    await expectFail("minValue", [18], ["十八"], "必须是数字");
  });
});

describe("length validators count characters by code point", () => {
  it("max:n — a Chinese character or an emoji is one character", async () => {
    await expectPass("max", [3], ["张三丰", "abc", "😀👍🏻".slice(0, 4), 123]);
    await expectFail("max", [3], ["欧阳张三", "abcd", 1234], "最大字符长度不能超过3");
    await expectPass("max", [2], ["😀😀"]);
  });

  it("min:n", async () => {
    await expectPass("min", [2], ["张三", "ab"]);
    await expectFail("min", [2], ["张", "a"], "必须至少为2个字符");
  });

  it("length:n is exact", async () => {
    await expectPass("length", [2], ["张三", "ab"]);
    await expectFail("length", [2], ["张", "张三丰"], "字符长度必须为2个字符");
  });

  it("maxLength:n", async () => {
    await expectPass("maxLength", [4], ["中华人民", "ab"]);
    await expectFail("maxLength", [4], ["中华人民共"], "长度不能超过4");
  });

  it("counts the items of a list", async () => {
    expect(await validate("max", ["a", "b", "c"], [2])).toBe("最大字符长度不能超过2");
  });
});

describe("every rule but required and confirmed lets an empty value pass", () => {
  it.each([
    ["integer", []],
    ["number", []],
    ["email", []],
    ["url", []],
    ["phone", []],
    ["alpha", []],
    ["date", []],
    ["time", []],
    ["regex", ["^x$"]],
    ["decimal", [2]],
    ["maxIntLength", [2]],
    ["maxDecimalLength", [2]],
    ["maxLength", [2]],
    ["max", [2]],
    ["min", [2]],
    ["length", [2]],
    ["minValue", [2]],
    ["dateLessThan", ["end"]],
    ["dateMoreThan", ["start"]],
    ["dateRangeStart", ["start"]],
    ["dateRangeEnd", ["end"]],
    ["backend", ["/check"]],
    ["script", [{ "==": [1, 2] }]],
    ["alreadyExists", ["/exists"]],
  ])("%s passes an empty value", async (name, params) => {
    for (const empty of ["", null, undefined]) expect(await validate(name, empty, params)).toBe(true);
  });
});

describe("parameters", () => {
  it("accepts rule-string text or typed values", async () => {
    expect(await validate("max", "abcd", ["3"])).toBe("最大字符长度不能超过3");
    expect(await validate("max", "abcd", [3])).toBe("最大字符长度不能超过3");
    expect(await validate("max", "abcd", 3)).toBe("最大字符长度不能超过3");
  });

  it("refuses missing, extra or mistyped parameters with BAD_PARAMS", async () => {
    await expect(validate("max", "a", [])).rejects.toMatchObject({ code: "BAD_PARAMS", rule: "max" });
    await expect(validate("max", "a", ["x"])).rejects.toMatchObject({ code: "BAD_PARAMS" });
    await expect(validate("max", "a", [-1])).rejects.toMatchObject({ code: "BAD_PARAMS" });
    await expect(validate("email", "a", ["x"])).rejects.toMatchObject({ code: "BAD_PARAMS" });
  });

  it("refuses an unknown rule with UNKNOWN_RULE", async () => {
    await expect(validate("nope", "a")).rejects.toMatchObject({ code: "UNKNOWN_RULE" });
  });

  it("accepts the original portal's names as aliases", async () => {
    expect(await validate("maxIntLen", "1000", [3])).toBe("整数位的长度不能超过3");
    expect(await validate("min_value", "1", [2])).toBe("必须为2或更多");
    expect(await validate("phonenumber", "1", [])).toBe("请输入正确的手机号码");
  });

  it("validateSync gives the same answers for synchronous rules and refuses asynchronous ones", () => {
    expect(validateSync("max", "abcd", [3])).toBe("最大字符长度不能超过3");
    expect(validateSync("required", "")).toBe("必填");
    expect(() => validateSync("backend", "x", ["/c"])).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
  });
});
