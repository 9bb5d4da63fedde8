import { describe, expect, it } from "vitest";
import { calculate, validate } from "./";

const invalidDate = expect.objectContaining({ code: "INVALID_DATE" });

describe("date differences, work days and month counts", () => {
  it("counts calendar days with DAYS_BETWEEN, negative when start is later", () => {
    expect(calculate("DAYS_BETWEEN", ["2024-02-01", "2024-03-01"])).toBe(29);
    expect(calculate("DAYS_BETWEEN", ["2023-02-01", "2023-03-01"])).toBe(28);
    expect(calculate("DAYS_BETWEEN", ["2024-03-01", "2024-02-01"])).toBe(-29);
    expect(calculate("DAYS_BETWEEN", ["2024-03-01 23:59:59", "2024-03-02 00:00:00"])).toBe(1);
  });

  it("is not shifted by daylight saving (computed on the calendar, not local clocks)", () => {
    expect(calculate("DAYS_BETWEEN", ["2024-03-01", "2024-04-01"])).toBe(31);
    expect(calculate("DAYS_BETWEEN", ["2024-10-01", "2024-11-01"])).toBe(31);
  });

  it("counts hours with HOURS_BETWEEN, rounded to two decimals", () => {
    expect(calculate("HOURS_BETWEEN", ["2024-05-06 09:00:00", "2024-05-06 17:30:00"])).toBe(8.5);
    expect(calculate("HOURS_BETWEEN", ["2024-05-06", "2024-05-07"])).toBe(24);
    expect(calculate("HOURS_BETWEEN", ["2024-05-06 09:00:00", "2024-05-06 09:20:00"])).toBe(0.33);
    expect(calculate("HOURS_BETWEEN", ["2024-05-06 10:00:00", "2024-05-06 09:00:00"])).toBe(-1);
  });

  it("counts a month as 30 days in MONTHS_BETWEEN", () => {
    expect(calculate("MONTHS_BETWEEN", ["2024-01-01", "2024-01-31"])).toBe(1);
    expect(calculate("MONTHS_BETWEEN", ["2024-01-01", "2024-03-01"])).toBe(2);
    expect(calculate("MONTHS_BETWEEN", ["2023-01-01", "2023-03-01"])).toBe(1.97);
    expect(calculate("MONTHS_BETWEEN", ["2024-01-01", "2024-01-16"])).toBe(0.5);
  });

  it("converts hours to work days of 8 hours in steps of 0.5 day", () => {
    expect(calculate("WORKDAYS_FROM_HOURS", [8])).toBe(1);
    expect(calculate("WORKDAYS_FROM_HOURS", [4])).toBe(0.5);
    expect(calculate("WORKDAYS_FROM_HOURS", [12])).toBe(1.5);
    expect(calculate("WORKDAYS_FROM_HOURS", [10])).toBe(1.5);
    expect(calculate("WORKDAYS_FROM_HOURS", [9.9])).toBe(1);
    expect(calculate("WORKDAYS_FROM_HOURS", [1])).toBe(0);
    expect(calculate("WORKDAYS_FROM_HOURS", [2])).toBe(0.5);
    expect(calculate("WORKDAYS_FROM_HOURS", ["40"])).toBe(5);
    expect(calculate("WORKDAYS_FROM_HOURS", [""])).toBeNull();
    for (const hours of [0.3, 3, 7, 11, 17.5, 33]) {
      expect((calculate("WORKDAYS_FROM_HOURS", [hours]) as number) % 0.5).toBe(0);
    }
  });

  it("counts work days Monday to Friday, both ends included, without holidays", () => {
    expect(calculate("WORKDAYS", ["2024-05-06", "2024-05-12"])).toBe(5);
    expect(calculate("WORKDAYS", ["2024-05-11", "2024-05-12"])).toBe(0);
    expect(calculate("WORKDAYS", ["2024-05-06", "2024-05-06"])).toBe(1);
    expect(calculate("WORKDAYS", ["2024-05-10", "2024-05-06"])).toBe(-5);
  });

  it("takes a holiday calendar and make-up work days (调休)", () => {
    const holidays = ["2024-10-01", "2024-10-02", "2024-10-03", "2024-10-04", "2024-10-07"];
    expect(calculate("WORKDAYS", ["2024-09-30", "2024-10-12", holidays])).toBe(5);
    expect(calculate("WORKDAYS", ["2024-09-30", "2024-10-12", holidays, ["2024-10-12"]])).toBe(6);
    expect(calculate("WORKDAYS", ["2024-09-30", "2024-10-12", "2024-10-01, 2024-10-02"])).toBe(8);
    expect(() => calculate("WORKDAYS", ["2024-09-30", "2024-10-12", ["2024-10-32"]])).toThrow(invalidDate);
  });

  it("throws INVALID_DATE for impossible or loosely written dates, never rolling them over", () => {
    for (const name of ["DAYS_BETWEEN", "HOURS_BETWEEN", "MONTHS_BETWEEN", "WORKDAYS"]) {
      expect(() => calculate(name, ["2023-02-30", "2023-03-01"]), name).toThrow(invalidDate);
      expect(() => calculate(name, ["2023-03-01", "2023-02-29"]), name).toThrow(invalidDate);
      expect(() => calculate(name, ["2023-03-01 24:00:00", "2023-03-02"]), name).toThrow(invalidDate);
      expect(() => calculate(name, ["2023-3-1", "2023-03-02"]), name).toThrow(invalidDate);
    }
  });

  it("gives empty (null) without a notification when a date is empty", () => {
    for (const name of ["DAYS_BETWEEN", "HOURS_BETWEEN", "MONTHS_BETWEEN", "WORKDAYS"]) {
      expect(calculate(name, ["", "2023-03-01"]), name).toBeNull();
    }
  });

  it("accepts a leap day only in a leap year", async () => {
    expect(calculate("DAYS_BETWEEN", ["2024-02-28", "2024-02-29"])).toBe(1);
    expect(await validate("date", "2000-02-29")).toBe(true);
    expect(await validate("date", "1900-02-29")).toBe("必须为日期（YYYY-MM-DD）");
  });
});

describe("WORKDAYS over long ranges", () => {
  it("matches a day-by-day count and stays fast over centuries", () => {
    const slow = (from: string, to: string) => {
      let count = 0;
      for (
        let d = new Date(`${from}T00:00:00Z`);
        d <= new Date(`${to}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + 1)
      ) {
        if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count += 1;
      }
      return count;
    };
    for (const [from, to] of [
      ["2024-01-01", "2024-12-31"],
      ["2023-02-04", "2023-03-17"],
      ["1999-12-30", "2000-01-04"],
    ]) {
      expect(calculate("WORKDAYS", [from, to]), `${from}…${to}`).toBe(slow(from, to));
    }
    const started = performance.now();
    expect(calculate("WORKDAYS", ["1000-01-01", "9999-12-31"])).toBeGreaterThan(2_000_000);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("counts a holiday on a weekend once (not at all) and a make-up day that is also a holiday as worked", () => {
    expect(calculate("WORKDAYS", ["2024-05-06", "2024-05-12", ["2024-05-11"]])).toBe(5);
    expect(calculate("WORKDAYS", ["2024-05-06", "2024-05-12", ["2024-05-07"], ["2024-05-07"]])).toBe(5);
    expect(calculate("WORKDAYS", ["2024-05-06", "2024-05-12", [], ["2024-05-11", "2024-05-20"]])).toBe(6);
  });
});
