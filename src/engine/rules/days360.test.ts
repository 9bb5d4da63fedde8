import { describe, expect, it } from "vitest";
import { calculate, calculationErrorMessage, RuleError } from "./";
import { fixtureCases } from "./fixtures";

interface Days360Case {
  start: string;
  end: string;
  method: "US" | "EU";
  expected: number;
}

describe("DAYS360 (RULES.md, Microsoft Excel's results)", () => {
  const cases = fixtureCases<Days360Case>("days360-sample.json");

  it("reads every case of fixtures/days360-sample.json", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)("DAYS360($start, $end, $method) = $expected", ({ start, end, method, expected }) => {
    expect(calculate("DAYS360", [start, end, method])).toBe(expected);
  });

  it.each([
    ["2007-01-01", "2007-02-28", undefined, 57],
    ["2007-01-01", "2007-04-30", undefined, 119],
    ["2007-02-28", "2007-02-28", undefined, -2],
    ["2011-01-01", "2011-12-31", "US", 360],
    ["2011-01-01", "2011-12-31", "EU", 359],
    ["2008-02-27", "2009-03-31", "US", 394],
    ["2008-02-27", "2009-03-31", "EU", 393],
  ])("writes DAYS360(%s, %s, %s) = %i as in RULES.md", (start, end, method, expected) => {
    expect(calculate("DAYS360", method === undefined ? [start, end] : [start, end, method])).toBe(expected);
  });

  it("uses the US method by default and accepts Excel's boolean (TRUE = EU)", () => {
    expect(calculate("DAYS360", ["2011-01-01", "2011-12-31"])).toBe(360);
    expect(calculate("DAYS360", ["2011-01-01", "2011-12-31", false])).toBe(360);
    expect(calculate("DAYS360", ["2011-01-01", "2011-12-31", true])).toBe(359);
    expect(calculate("DAYS360", ["2011-01-01", "2011-12-31", "eu"])).toBe(359);
  });

  it("turns the last day of February into the 30th only for the US start date", () => {
    expect(calculate("DAYS360", ["2008-02-29", "2008-03-31", "US"])).toBe(30);
    expect(calculate("DAYS360", ["2008-02-29", "2008-03-31", "EU"])).toBe(31);
    expect(calculate("DAYS360", ["2008-02-28", "2008-03-31", "US"])).toBe(33);
  });

  it("counts an end on the 31st as the 1st of the next month when the start day is below 30 (US)", () => {
    expect(calculate("DAYS360", ["2007-12-15", "2007-12-31", "US"])).toBe(16);
    expect(calculate("DAYS360", ["2007-12-30", "2007-12-31", "US"])).toBe(0);
  });

  it("gives a negative count when start is after end (not always the mirror: the start date is the one adjusted)", () => {
    expect(calculate("DAYS360", ["2007-02-28", "2007-01-01"])).toBe(-59);
    expect(calculate("DAYS360", ["2007-04-30", "2007-01-01"])).toBe(-119);
  });

  it("ignores a time part", () => {
    expect(calculate("DAYS360", ["2007-01-01 08:30:00", "2007-02-28 17:00:00"])).toBe(57);
  });

  it("throws INVALID_DATE for 2023-02-30 instead of rolling it into March", () => {
    expect(() => calculate("DAYS360", ["2023-02-30", "2023-03-31"])).toThrow(RuleError);
    expect(() => calculate("DAYS360", ["2023-02-30", "2023-03-31"])).toThrow(
      expect.objectContaining({ code: "INVALID_DATE" }),
    );
    for (const bad of [
      "2023-13-01",
      "2023-1-5",
      "20230105",
      "2023/01/05",
      "2023-01-05T00:00:00",
      "abc",
      20230105,
    ]) {
      expect(() => calculate("DAYS360", [bad, "2023-03-31"]), String(bad)).toThrow(
        expect.objectContaining({ code: "INVALID_DATE" }),
      );
    }
  });

  it("gives the 'invalid date' notification text for INVALID_DATE", () => {
    let error: unknown;
    try {
      calculate("DAYS360", ["2023-02-30", "2023-03-31"]);
    } catch (thrown) {
      error = thrown;
    }
    expect(calculationErrorMessage(error)).toBe("无效的日期");
    expect(calculationErrorMessage(error, "en-US")).toBe("Invalid date");
  });

  it("gives empty (null) and no notification when a date is empty", () => {
    expect(calculate("DAYS360", ["", "2023-03-31"])).toBeNull();
    expect(calculate("DAYS360", ["2023-03-31", null])).toBeNull();
  });

  it("reads an empty or blank method cell as the default US method", () => {
    // US: a start on the 31st becomes the 30th, and the end on the 31st then becomes the 30th too.
    for (const method of [undefined, null, "", "  ", false]) {
      expect(calculate("DAYS360", ["2023-01-31", "2023-03-31", method])).toBe(60);
      expect(calculate("DAYS360", ["2023-02-28", "2023-03-31", method])).toBe(30);
    }
  });

  it("reads a number method as Excel's boolean: 0 is US, any other number EU", () => {
    expect(calculate("DAYS360", ["2023-02-28", "2023-03-31", 0])).toBe(30);
    expect(calculate("DAYS360", ["2023-02-28", "2023-03-31", 1])).toBe(32);
    expect(calculate("DAYS360", ["2023-02-28", "2023-03-31", -2])).toBe(32);
    expect(calculate("DAYS360", ["2023-02-28", "2023-03-31", " eu "])).toBe(32);
  });

  it("refuses a method other than US or EU", () => {
    expect(() => calculate("DAYS360", ["2023-01-01", "2023-03-31", "NASD"])).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
  });

  it("refuses a method that is neither text, a boolean nor a finite number (not a crash, not EU)", () => {
    for (const method of [{}, ["US"], Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => calculate("DAYS360", ["2023-02-28", "2023-03-31", method]), String(method)).toThrow(
        expect.objectContaining({ code: "INVALID_ARGUMENT", rule: "DAYS360" }),
      );
    }
  });

  it("says which argument of DAYS360 was wrong and its value, for the log", () => {
    expect(() => calculate("DAYS360", ["2023-01-01", "2023-03-31", "NASD"])).toThrow(
      'DAYS360: method must be US or EU, got "NASD"',
    );
    expect(() => calculate("DAYS360", ["2023-02-30", "2023-03-31"])).toThrow(
      expect.objectContaining({ message: 'DAYS360: invalid date "2023-02-30"', rule: "DAYS360" }),
    );
    expect(() => calculate("DAYS360", ["2023-03-01", "2023-02-30"])).toThrow(
      expect.objectContaining({ message: 'DAYS360: invalid date "2023-02-30"', rule: "DAYS360" }),
    );
  });

  it("counts a US end on the 31st as the 1st of the next month across the year's end too", () => {
    // 2007-11-15 → 2008-01-01 is 46 days on a 360-day year; the 31st of December counts as that day.
    expect(calculate("DAYS360", ["2007-11-15", "2008-01-01", "US"])).toBe(46);
    expect(calculate("DAYS360", ["2007-11-15", "2007-12-31", "US"])).toBe(46);
    expect(calculate("DAYS360", ["2007-11-30", "2007-12-31", "US"])).toBe(30);
    expect(calculate("DAYS360", ["2007-11-15", "2007-12-31", "EU"])).toBe(45);
  });
});
