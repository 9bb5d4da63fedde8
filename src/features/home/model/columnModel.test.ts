import { describe, expect, it } from "vitest";
import { CHART_TABS_HEIGHT } from "../../statement";
import { homeColumn } from "../widgets/column/fixtures";
import {
  chartHeightInColumn,
  chartParamOf,
  columnHeight,
  columnKind,
  customChartDocument,
  dialogAliasOf,
  readTemplate,
  reportOption,
  SEARCH_BAR_ROW_HEIGHT,
  templateView,
} from "./columnModel";

describe("column kinds (issue 5 §1)", () => {
  it("makes colType 1 or 4 a chart whatever the data mode", () => {
    expect(columnKind({ colType: 1, dataMode: 3 })).toBe("chart");
    expect(columnKind({ colType: 4, dataMode: 0 })).toBe("chart");
  });

  it("reads dataMode 1 as a custom dialog, 3 as request data, 4 as a template, anything else as static html", () => {
    expect(columnKind({ colType: 0, dataMode: 1 })).toBe("dialog");
    expect(columnKind({ colType: 0, dataMode: 3 })).toBe("request");
    expect(columnKind({ colType: 0, dataMode: 4 })).toBe("template");
    expect(columnKind({ colType: 0, dataMode: 0 })).toBe("static");
    expect(columnKind({ colType: 3, dataMode: 2 })).toBe("static");
  });

  it("gives a column colHeight, else 300", () => {
    expect(columnHeight({ colHeight: 240 })).toBe(240);
    expect(columnHeight({})).toBe(300);
  });
});

describe("templates", () => {
  it("reads JSON with a type key as an engine document and anything else as mustache", () => {
    expect(readTemplate('{"type":"page","version":3,"body":[]}')).toEqual({
      kind: "document",
      document: { type: "page", version: 3, body: [] },
    });
    expect(readTemplate('{"rows": 1}')).toEqual({ kind: "mustache", text: '{"rows": 1}' });
    expect(readTemplate("{{#rows}}x{{/rows}}")).toEqual({ kind: "mustache", text: "{{#rows}}x{{/rows}}" });
    expect(readTemplate("  ")).toBeNull();
  });

  it("renders mustache with the data's own keys plus data, column and height", () => {
    const column = homeColumn("a");
    expect(templateView({ rows: [1] }, column, 300)).toEqual({
      rows: [1],
      data: { rows: [1] },
      column,
      height: 300,
    });
    expect(templateView([1], column, 300)).toEqual({ data: [1], column, height: 300 });
  });

  it("reads a dialog alias from dataFrom {alias} (or a bare alias) and chart params from dataParam", () => {
    expect(dialogAliasOf('{"alias":"userSelector"}')).toBe("userSelector");
    expect(dialogAliasOf("userSelector")).toBe("userSelector");
    expect(dialogAliasOf("{bad")).toBe("");
    expect(chartParamOf('{"chartType":2,"id":"salesTrend"}')).toEqual({ chartType: 2, id: "salesTrend" });
    expect(chartParamOf("[]")).toEqual({});
  });
});

describe("custom charts in a column (issue 13 §3: the 销售趋势 column cut its chart)", () => {
  it("draws the chart below its tabs inside the column body, and below a search bar row with conditions", () => {
    const doc = customChartDocument("salesTrend", chartHeightInColumn(300)) as {
      body: { height: number }[];
    };
    expect(doc.body[0].height + CHART_TABS_HEIGHT).toBeLessThanOrEqual(300);
    expect(doc.body[0].height).toBe(262);
    expect(chartHeightInColumn(300, true)).toBe(300 - CHART_TABS_HEIGHT - SEARCH_BAR_ROW_HEIGHT);
    expect(chartHeightInColumn(100)).toBe(120);
  });
});

describe("report charts", () => {
  it("builds a bar or line option with the x axis and every series", () => {
    const option = reportOption({
      xAxis: ["一月", "二月"],
      series: [{ name: "费用", data: [1, 2] }],
      chartType: "line",
    });
    expect(option).toMatchObject({
      xAxis: { type: "category", data: ["一月", "二月"] },
      series: [{ type: "line", name: "费用", data: [1, 2] }],
      // The legend sits at the bottom, below the axis labels (which count inside the grid).
      legend: { bottom: 0 },
      grid: { containLabel: true, bottom: 32 },
    });
  });

  it("hides x labels that would overlap (issue 13 §3)", () => {
    const option = reportOption({
      xAxis: Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
      series: [{ name: "销售额", data: [] }],
      chartType: "bar",
    }) as { xAxis: { axisLabel?: unknown } };
    expect(option.xAxis.axisLabel).toEqual({ hideOverlap: true });
  });

  it("builds a pie of the first series over the x axis names, and nothing without series", () => {
    const option = reportOption({
      xAxis: ["出勤", "请假"],
      series: [{ name: "考勤", data: [20, 2] }],
      chartType: "pie",
    });
    expect(option).toMatchObject({
      series: [
        {
          type: "pie",
          data: [
            { name: "出勤", value: 20 },
            { name: "请假", value: 2 },
          ],
        },
      ],
    });
    expect(reportOption({ xAxis: [], series: [] })).toBeNull();
  });
});
