import { describe, expect, it } from "vitest";
import { calculate } from "./";

describe("SUM / AVERAGE / MAX / MIN (RULES.md)", () => {
  it("adds decimals exactly: 0.1 + 0.2 = 0.3", () => {
    expect(calculate("SUM", [0.1, 0.2])).toBe(0.3);
    expect(calculate("SUM", ["0.1", "0.2", "0.3"])).toBe(0.6);
    expect(calculate("SUM", [1.1, 2.2, 3.3])).toBe(6.6);
  });

  it("ignores empty cells", () => {
    expect(calculate("SUM", [1, "", null, undefined, "  ", 2])).toBe(3);
    expect(calculate("AVERAGE", [1, "", null, 2])).toBe(1.5);
    expect(calculate("MAX", ["", -5, null])).toBe(-5);
    expect(calculate("MIN", [undefined, 7, ""])).toBe(7);
  });

  it("gives empty (null), not NaN, for the AVERAGE of nothing", () => {
    expect(calculate("AVERAGE", [])).toBeNull();
    expect(calculate("AVERAGE", ["", null, undefined])).toBeNull();
  });

  it("gives 0 for the SUM of nothing and empty for MAX and MIN of nothing", () => {
    expect(calculate("SUM", [])).toBe(0);
    expect(calculate("MAX", [])).toBeNull();
    expect(calculate("MIN", [""])).toBeNull();
  });

  it("flattens sub-table columns given as arrays", () => {
    expect(calculate("SUM", [[0.1, 0.2], [0.3], 0.4])).toBe(1);
    expect(calculate("MAX", [[1, [9, 3]], 2])).toBe(9);
  });

  it("skips booleans and non-numeric text, as Excel does in a range", () => {
    expect(calculate("SUM", [1, true, "abc", "2"])).toBe(3);
    expect(calculate("AVERAGE", ["x"])).toBeNull();
  });

  it("averages exactly", () => {
    expect(calculate("AVERAGE", [0.1, 0.2])).toBe(0.15);
    expect(calculate("AVERAGE", [1, 2])).toBe(1.5);
    expect(calculate("AVERAGE", [1, 1, 2])).toBeCloseTo(4 / 3, 15);
  });
});
