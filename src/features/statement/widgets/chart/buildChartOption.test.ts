import { describe, expect, it } from "vitest";
import { buildChartOption, UnsupportedChartStyleError, ZOOM_ABOVE_ROWS } from "./buildChartOption";
import { ChartDefinitionError } from "./chartDefinition";
import {
  categoryExpenses,
  expenseByCategory,
  monthlySales,
  regionSales,
  salesByRegion,
  salesTrend,
} from "./fixtures";

// biome-ignore lint/suspicious/noExplicitAny: the tests read deep into echarts option unions
type Loose = Record<string, any>;
const option = (...args: Parameters<typeof buildChartOption>) => buildChartOption(...args) as Loose;

describe("buildChartOption", () => {
  it("draws style 1 as line series over the x axis field, reading UPPER-CASED row keys", () => {
    const o = option(salesTrend, monthlySales(3));
    expect(o.series).toHaveLength(1);
    expect(o.series[0]).toMatchObject({ type: "line", name: "销售额", smooth: true });
    expect(o.series[0].data).toEqual([120000, 127919, 135838]);
    expect(o.xAxis).toMatchObject({ type: "category", data: ["2024-01", "2024-02", "2024-03"] });
    expect(o.title).toEqual({ text: "月度销售趋势", left: "center" });
    expect(o.tooltip).toEqual({ trigger: "axis" });
  });

  it("draws style 2 as bar series and puts yAxis 2 fields on a second axis when doubleYAxis", () => {
    const o = option(salesByRegion, regionSales);
    expect(o.series.map((s: Loose) => s.type)).toEqual(["bar", "bar"]);
    expect(o.series[0].yAxisIndex).toBeUndefined();
    expect(o.series[1]).toMatchObject({ name: "订单数", yAxisIndex: 1, data: [4210, 3380, 3925] });
    expect(o.yAxis).toHaveLength(2);
  });

  it("draws style 3 as a pie of the first field by x label, without axes or zoom", () => {
    const o = option(expenseByCategory, categoryExpenses);
    expect(o.series).toHaveLength(1);
    expect(o.series[0].type).toBe("pie");
    expect(o.series[0].data[0]).toEqual({ name: "差旅费", value: 86500 });
    expect(o.xAxis).toBeUndefined();
    expect(o.dataZoom).toBeUndefined();
    expect(o.tooltip).toEqual({ trigger: "item" });
  });

  it("adds a data zoom showing the first 10 percent above 20 rows, for line and bar only", () => {
    expect(ZOOM_ABOVE_ROWS).toBe(20);
    expect(option(salesTrend, monthlySales(20)).dataZoom).toBeUndefined();
    const zoomed = option(salesTrend, monthlySales(21));
    expect(zoomed.dataZoom).toHaveLength(2);
    for (const zoom of zoomed.dataZoom) expect(zoom).toMatchObject({ start: 0, end: 10 });
    expect(option({ ...salesByRegion, style: 2 }, monthlySales(30)).dataZoom?.[0].end).toBe(10);
    expect(option(expenseByCategory, monthlySales(30)).dataZoom).toBeUndefined();
  });

  it("sets the y axis minimum from yMin, including 0, and leaves it free without one", () => {
    expect(option(salesTrend, monthlySales(2)).yAxis[0].min).toBe(0);
    const conf = JSON.stringify({ yMin: "50" });
    expect(option({ ...salesTrend, conf }, monthlySales(2)).yAxis[0].min).toBe(50);
    expect(option({ ...salesTrend, conf: "{}" }, monthlySales(2)).yAxis[0]).not.toHaveProperty("min");
  });

  it("shows every x label with xShowAll (axisLabel interval 0), hiding none that fit", () => {
    expect(option(salesTrend, monthlySales(2)).xAxis.axisLabel).toEqual({ interval: 0, hideOverlap: true });
  });

  it("turns twelve months of 月度销售趋势 45° so they don't overlap (issue 13 §3)", () => {
    expect(option(salesTrend, monthlySales(12)).xAxis.axisLabel).toEqual({
      interval: 0,
      rotate: 45,
      hideOverlap: true,
    });
  });

  it("lets ECharts thin the labels without xShowAll, hiding any that would overlap", () => {
    const label = option({ ...salesTrend, conf: "{}" }, monthlySales(12)).xAxis.axisLabel;
    expect(label).toEqual({ hideOverlap: true });
  });

  it("stacks series per axis, caps rows at maxLength and hides the legend when legend is false", () => {
    const conf = JSON.stringify({ maxLength: 5, legend: false, series: { stack: true } });
    const o = option({ ...salesByRegion, style: 1, conf }, monthlySales(12));
    expect(o.series.map((s: Loose) => s.stack)).toEqual(["axis0", "axis0"]);
    expect(o.xAxis.data).toHaveLength(5);
    expect(o.legend).toEqual({ show: false });
  });

  it("uses no formatter functions or templates (CSP: no eval needed)", () => {
    const text = JSON.stringify(option(salesByRegion, monthlySales(25)), (_k, v) =>
      typeof v === "function" ? "FUNCTION" : v,
    );
    expect(text).not.toContain("FUNCTION");
    expect(text).not.toContain("formatter");
  });

  it("names the field whose JSON is wrong and refuses styles it does not draw", () => {
    expect(() => buildChartOption({ ...salesTrend, displayfield: "[{bad" }, [])).toThrow(
      ChartDefinitionError,
    );
    expect(() => buildChartOption({ ...salesTrend, conf: "[]" }, [])).toThrow(/conf/);
    expect(() => buildChartOption({ ...salesTrend, style: 4 }, [])).toThrow(UnsupportedChartStyleError);
  });
});
