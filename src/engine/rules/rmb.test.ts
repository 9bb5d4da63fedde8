import { describe, expect, it } from "vitest";
import { calculate } from "./";

const rmb = (input: unknown) => calculate("RMB", [input]);

describe("RMB: Chinese capital amount (RULES.md, PBOC settlement rules)", () => {
  it.each([
    ["1000", "壹仟元整"],
    ["0", "零元整"],
    ["12.5", "壹拾贰元伍角"],
    ["0.05", "伍分"],
    ["0.5", "伍角"],
    ["1409.50", "壹仟肆佰零玖元伍角"],
    ["6007.14", "陆仟零柒元壹角肆分"],
    ["1001.01", "壹仟零壹元零壹分"],
    ["16409.02", "壹万陆仟肆佰零玖元零贰分"],
    ["325.04", "叁佰贰拾伍元零肆分"],
    ["1680.32", "壹仟陆佰捌拾元零叁角贰分"],
    ["10.5", "壹拾元零伍角"],
    ["107000.53", "壹拾万柒仟元零伍角叁分"],
    ["100010000", "壹亿零壹万元整"],
    ["1000000001", "壹拾亿零壹元整"],
    ["10", "壹拾元整"],
    ["10.01", "壹拾元零壹分"],
    ["1,234.56", "壹仟贰佰叁拾肆元伍角陆分"],
    ["1.239", "壹元贰角肆分"],
    ["100000000", "壹亿元整"],
    ["99999999999.99", "玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分"],
  ])("writes %s as %s", (input, expected) => {
    expect(rmb(input)).toBe(expected);
  });

  it("uses 元, not 圆, and no 人民币 prefix", () => {
    expect(rmb("1")).toBe("壹元整");
    expect(rmb("1")).not.toMatch(/圆|人民币/);
  });

  it("gives an empty string for non-numeric input, more than one dot, a negative value or more than 99999999999.99", () => {
    for (const input of [
      "abc",
      "12a",
      "1.2.3",
      "-1",
      "-0.5",
      "100000000000",
      "99999999999.991",
      "",
      " ",
      ".",
      ",",
      "1e5",
      null,
      undefined,
      {},
    ]) {
      expect(rmb(input), String(input)).toBe("");
    }
  });

  it("rounds half away from zero to fen", () => {
    expect(rmb("0.005")).toBe("壹分");
    expect(rmb("0.004")).toBe("零元整");
    expect(rmb("2.675")).toBe("贰元陆角捌分");
    expect(rmb("9.995")).toBe("壹拾元整");
  });

  it("accepts a JS number and surrounding spaces", () => {
    expect(rmb(1409.5)).toBe("壹仟肆佰零玖元伍角");
    expect(rmb(" 10 ")).toBe("壹拾元整");
  });

  it("reads a JS number by its value, also one JavaScript writes in exponent form", () => {
    expect(rmb(1e-7)).toBe("零元整");
    expect(rmb(5e-3)).toBe("壹分");
    expect(rmb(1e21)).toBe("");
    expect(rmb(-5)).toBe("");
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(rmb(input), String(input)).toBe("");
  });

  it("reads leading zeros as nothing", () => {
    expect(rmb("007.50")).toBe("柒元伍角");
    expect(rmb("000.05")).toBe("伍分");
    expect(rmb("00100")).toBe("壹佰元整");
  });

  it("writes one 零 for a run of zeros across 万 and 亿", () => {
    expect(rmb("100000001")).toBe("壹亿零壹元整");
    expect(rmb("1000100")).toBe("壹佰万零壹佰元整");
    expect(rmb("20000000000")).toBe("贰佰亿元整");
    expect(rmb("1010101010.10")).toBe("壹拾亿壹仟零壹拾万壹仟零壹拾元零壹角");
    expect(rmb("100000.5")).toBe("壹拾万元零伍角");
  });
});
