import { describe, expect, it } from "vitest";
import { fitColumnWidths, formatCell, nextSort, pageRows, sortRows } from "./tableModel";

describe("table model", () => {
  it("cycles a column's sort: none → ASC → DESC → none, and starts over on another column", () => {
    expect(nextSort(null, "a")).toEqual({ field: "a", direction: "ASC" });
    expect(nextSort({ field: "a", direction: "ASC" }, "a")).toEqual({ field: "a", direction: "DESC" });
    expect(nextSort({ field: "a", direction: "DESC" }, "a")).toBeNull();
    expect(nextSort({ field: "a", direction: "DESC" }, "b")).toEqual({ field: "b", direction: "ASC" });
  });

  it("sorts numbers numerically, text by locale with numeric parts, blanks last, stably", () => {
    const rows = [{ v: 10 }, { v: null }, { v: 2 }, { v: 33 }];
    expect(sortRows(rows, { field: "v", direction: "ASC" }).map((r) => r.v)).toEqual([2, 10, 33, null]);
    expect(sortRows(rows, { field: "v", direction: "DESC" }).map((r) => r.v)).toEqual([33, 10, 2, null]);
    const text = [{ v: "item10" }, { v: "item9" }, { v: "" }, { v: "item9", k: 2 }];
    expect(sortRows(text, { field: "v", direction: "ASC" })).toEqual([
      { v: "item9" },
      { v: "item9", k: 2 },
      { v: "item10" },
      { v: "" },
    ]);
  });

  it("slices a page", () => {
    expect(pageRows([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageRows([1, 2, 3], 5, 2)).toEqual([]);
  });

  it("formats money, numbers, percents, dates and booleans", () => {
    expect(formatCell(1234.5, "money")).toBe("1,234.50");
    expect(formatCell("88", "number")).toBe("88");
    expect(formatCell(0.256, "percent")).toBe("25.6%");
    expect(formatCell("2026-11-20 09:05:03", "date")).toBe("2026-11-20");
    expect(formatCell("2026-11-20 09:05:03", "datetime")).toBe("2026-11-20 09:05:03");
    expect(formatCell("not a date", "date")).toBe("not a date");
    expect(formatCell(1, "boolean")).toBe("是");
    expect(formatCell(null, "money")).toBe("");
  });
});

describe("fitColumnWidths", () => {
  it("keeps given widths and shares the rest of the table among the others", () => {
    expect(fitColumnWidths([40, null, 100, null], 540)).toEqual([40, 200, 100, 200]);
  });

  it("never goes below the minimum width (the table scrolls sideways instead)", () => {
    expect(fitColumnWidths([null, null], 100)).toEqual([80, 80]);
    expect(fitColumnWidths([120, 90], 100)).toEqual([120, 90]);
  });

  it("widens fixed-width columns in proportion to fill the table: no grey band (issue 13 §3)", () => {
    expect(fitColumnWidths([120, 80], 1000)).toEqual([600, 400]);
    const widths = fitColumnWidths([40, 100, 100, 100], 701, undefined, [0]);
    expect(widths[0]).toBe(40);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(701);
  });
});
