import { describe, expect, it } from "vitest";
import { calculate } from "./";
import { fixtureCases } from "./fixtures";

interface RoundCase {
  fn: "ROUND" | "ROUNDUP" | "ROUNDDOWN";
  number: string;
  digits: number;
  expected: number;
}

describe("ROUND / ROUNDUP / ROUNDDOWN (RULES.md)", () => {
  const cases = fixtureCases<RoundCase>("round-sample.json");

  it("reads every case of fixtures/round-sample.json", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)("$fn($number, $digits) = $expected", ({ fn, number, digits, expected }) => {
    expect(calculate(fn, [number, digits])).toBe(expected);
  });

  it("is decimal-exact: ROUND(1.005, 2) = 1.01 and ROUND(2.675, 2) = 2.68 from JS numbers and from text", () => {
    expect(calculate("ROUND", [1.005, 2])).toBe(1.01);
    expect(calculate("ROUND", ["1.005", 2])).toBe(1.01);
    expect(calculate("ROUND", [2.675, 2])).toBe(2.68);
    expect(calculate("ROUND", ["2.675", 2])).toBe(2.68);
  });

  it("breaks ties half away from zero: ROUND(-2.5, 0) = -3", () => {
    expect(calculate("ROUND", [-2.5, 0])).toBe(-3);
    expect(calculate("ROUND", [2.5, 0])).toBe(3);
  });

  it("rounds to the left of the point for negative digits: ROUND(1234.5678, -3) = 1000", () => {
    expect(calculate("ROUND", [1234.5678, -3])).toBe(1000);
  });

  it("goes away from zero with ROUNDUP and toward zero with ROUNDDOWN", () => {
    expect(calculate("ROUNDUP", [-7.12345, 1])).toBe(-7.2);
    expect(calculate("ROUNDUP", [3.001, 0])).toBe(4);
    expect(calculate("ROUNDDOWN", [-3.19, 1])).toBe(-3.1);
    expect(calculate("ROUNDDOWN", [3.99, 0])).toBe(3);
  });

  it("returns 0, never -0, when a negative value rounds to zero", () => {
    expect(Object.is(calculate("ROUND", [-0.4, 0]), 0)).toBe(true);
    expect(Object.is(calculate("ROUNDDOWN", ["-0.0001", 1]), 0)).toBe(true);
  });

  it("treats left-out digits as 0 and cuts fractional digits as Excel does", () => {
    expect(calculate("ROUND", [2.5])).toBe(3);
    expect(calculate("ROUND", [1.2345, 2.9])).toBe(1.23);
  });

  it("gives empty (null) for an empty number and INVALID_NUMBER for text that is not a number", () => {
    expect(calculate("ROUND", ["", 2])).toBeNull();
    expect(calculate("ROUND", [null, 2])).toBeNull();
    expect(() => calculate("ROUND", ["1.2.3", 2])).toThrow(
      expect.objectContaining({ code: "INVALID_NUMBER" }),
    );
    expect(() => calculate("ROUND", [1, "x"])).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
  });

  it("reads an empty or blank digits cell as 0 digits, like a left-out one", () => {
    for (const digits of [undefined, null, "", "  "]) {
      expect(calculate("ROUND", ["2.5", digits])).toBe(3);
      expect(calculate("ROUNDDOWN", ["-7.9", digits])).toBe(-7);
    }
  });

  it("reads digits sent as text and refuses more than 300 digits either way", () => {
    expect(calculate("ROUND", ["1.23456", "3"])).toBe(1.235);
    expect(calculate("ROUND", ["1.23456", 300])).toBe(1.23456);
    expect(calculate("ROUND", ["1234", -300])).toBe(0);
    for (const digits of [301, -301, "1e3"]) {
      expect(() => calculate("ROUND", [1, digits])).toThrow(
        expect.objectContaining({ code: "INVALID_ARGUMENT" }),
      );
    }
  });

  it("rounds each mode on its own side: ties, just above and just below, positive and negative", () => {
    const table: [string, string, number, number][] = [
      // [function, number, digits, expected]
      ["ROUND", "0.125", 2, 0.13],
      ["ROUND", "-0.125", 2, -0.13],
      ["ROUND", "0.1249", 2, 0.12],
      ["ROUNDUP", "0.1201", 2, 0.13],
      ["ROUNDUP", "-0.1201", 2, -0.13],
      ["ROUNDDOWN", "0.1299", 2, 0.12],
      ["ROUNDDOWN", "-0.1299", 2, -0.12],
      ["ROUND", "1250", -2, 1300],
      ["ROUNDUP", "1201", -2, 1300],
      ["ROUNDDOWN", "1299", -2, 1200],
      ["ROUND", "-1250", -2, -1300],
    ];
    for (const [fn, number, digits, expected] of table) {
      expect([fn, number, digits, calculate(fn, [number, digits])]).toEqual([fn, number, digits, expected]);
    }
  });

  it("says which function and which value were wrong, for the log", () => {
    expect(() => calculate("ROUND", ["1.2.3", 2])).toThrow('ROUND: not a number "1.2.3"');
    expect(() => calculate("ROUNDUP", [1, "x"])).toThrow('ROUNDUP: digits must be an integer, got "x"');
  });

  it("accepts lower-case names", () => {
    expect(calculate("round", [2.675, 2])).toBe(2.68);
  });
});
