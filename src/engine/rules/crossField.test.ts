import { describe, expect, it } from "vitest";
import { createAsyncFieldValidator, validate } from "./";

const withValues = (values: Record<string, unknown>, lang?: "zh-CN" | "en-US") => ({ values, lang });

describe("date less than / more than another field", () => {
  it("dateLessThan passes an earlier date and names the other date otherwise", async () => {
    expect(await validate("dateLessThan", "2024-05-01", ["end"], withValues({ end: "2024-05-02" }))).toBe(
      true,
    );
    expect(await validate("dateLessThan", "2024-05-02", ["end"], withValues({ end: "2024-05-02" }))).toBe(
      "日期必须小于2024-05-02",
    );
    expect(
      await validate("dateLessThan", "2024-05-03", ["end"], withValues({ end: "2024-05-02" }, "en-US")),
    ).toBe("The date must be before 2024-05-02");
  });

  it("dateMoreThan passes a later date", async () => {
    expect(await validate("dateMoreThan", "2024-05-03", ["start"], withValues({ start: "2024-05-02" }))).toBe(
      true,
    );
    expect(await validate("dateMoreThan", "2024-05-02", ["start"], withValues({ start: "2024-05-02" }))).toBe(
      "日期必须大于2024-05-02",
    );
  });

  it("compares to the second when both sides have a time, by day otherwise", async () => {
    const values = { start: "2024-05-02 09:00:00" };
    expect(await validate("dateMoreThan", "2024-05-02 09:00:01", ["start"], withValues(values))).toBe(true);
    expect(await validate("dateMoreThan", "2024-05-02 08:59:59", ["start"], withValues(values))).toBe(
      "日期必须大于2024-05-02 09:00:00",
    );
    expect(await validate("dateMoreThan", "2024-05-02", ["start"], withValues(values))).toBe(
      "日期必须大于2024-05-02 09:00:00",
    );
    expect(await validate("dateRangeStart", "2024-05-02", ["start"], withValues(values))).toBe(true);
  });

  it("passes when the other field is empty or not a date (its own rules report it)", async () => {
    expect(await validate("dateLessThan", "2024-05-09", ["end"], withValues({}))).toBe(true);
    expect(await validate("dateLessThan", "2024-05-09", ["end"], withValues({ end: "" }))).toBe(true);
    expect(await validate("dateLessThan", "2024-05-09", ["end"], withValues({ end: "2024-02-30" }))).toBe(
      true,
    );
    expect(await validate("dateLessThan", "2024-05-09", ["end"])).toBe(true);
  });

  it("gives the date message when the value itself is not a strict date", async () => {
    expect(await validate("dateLessThan", "2024-02-30", ["end"], withValues({ end: "2024-05-02" }))).toBe(
      "必须为日期（YYYY-MM-DD）",
    );
  });
});

describe("date range start and end", () => {
  it("dateRangeStart:start (on the end field) allows the same day and later", async () => {
    const values = withValues({ start: "2024-05-02" });
    expect(await validate("dateRangeStart", "2024-05-02", ["start"], values)).toBe(true);
    expect(await validate("dateRangeStart", "2024-06-01", ["start"], values)).toBe(true);
    expect(await validate("dateRangeStart", "2024-05-01", ["start"], values)).toBe(
      "日期必须大于或等于2024-05-02",
    );
  });

  it("dateRangeEnd:end (on the start field) allows the same day and earlier", async () => {
    const values = withValues({ end: "2024-05-02" });
    expect(await validate("dateRangeEnd", "2024-05-02", ["end"], values)).toBe(true);
    expect(await validate("dateRangeEnd", "2024-04-01", ["end"], values)).toBe(true);
    expect(await validate("dateRangeEnd", "2024-05-03", ["end"], values)).toBe(
      "日期必须小于或等于2024-05-02",
    );
    expect(
      await validate("dateRangeEnd", "2024-05-03", ["end"], withValues({ end: "2024-05-02" }, "en-US")),
    ).toBe("The date must be on or before 2024-05-02");
  });
});

describe("confirmed", () => {
  it("passes when equal to the other field and says 两次输入的数据不一致 otherwise", async () => {
    expect(await validate("confirmed", "abc123", ["password"], withValues({ password: "abc123" }))).toBe(
      true,
    );
    expect(await validate("confirmed", "abc124", ["password"], withValues({ password: "abc123" }))).toBe(
      "两次输入的数据不一致",
    );
    expect(
      await validate("confirmed", "abc124", ["password"], withValues({ password: "abc123" }, "en-US")),
    ).toBe("The two entries do not match");
  });

  it("treats both empty as equal and one empty as a mismatch", async () => {
    expect(await validate("confirmed", "", ["password"], withValues({ password: "" }))).toBe(true);
    expect(await validate("confirmed", "", ["password"], withValues({}))).toBe(true);
    expect(await validate("confirmed", "", ["password"], withValues({ password: "x" }))).toBe(
      "两次输入的数据不一致",
    );
    expect(await validate("confirmed", "x", ["password"], withValues({}))).toBe("两次输入的数据不一致");
  });

  it("re-runs against the other field's current value", async () => {
    const values: Record<string, unknown> = { password: "a" };
    const field = createAsyncFieldValidator({ rules: "confirmed:password", context: () => ({ values }) });
    expect(field.dependencies).toEqual(["password"]);
    expect(await field.validate("b")).toBe("两次输入的数据不一致");
    values.password = "b";
    expect(await field.validate("b")).toBe(true);
    expect(field.getState()).toMatchObject({ status: "valid", pending: false });
  });
});
