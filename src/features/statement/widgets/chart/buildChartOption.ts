import type { BarSeriesOption, LineSeriesOption } from "echarts/charts";
import type { LegendComponentOption, TitleComponentOption } from "echarts/components";
import { type ChartOption, categoryAxisLabel } from "../../../../widgets/chart/chartOption";
import {
  CHART_STYLE,
  type CustomChartDefinition,
  fieldValue,
  type ParsedChart,
  parseChartDefinition,
} from "./chartDefinition";

export type { ChartOption };

/** Line and bar charts with more rows than this get a data zoom (spec 3 §9)… */
export const ZOOM_ABOVE_ROWS = 20;
/** …showing the first 10 percent. */
export const ZOOM_END_PERCENT = 10;

/** A chart style the builder does not draw (4 radar … 7 heatmap are not in the brief). */
export class UnsupportedChartStyleError extends Error {
  constructor(readonly style: number) {
    super(`custom chart style ${style} is not supported`);
    this.name = "UnsupportedChartStyleError";
  }
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const labelOf = (row: Record<string, unknown>, chart: ParsedChart): string =>
  chart.xFields
    .map((x) => fieldValue(row, x.field))
    .filter((v) => v !== null && v !== undefined && v !== "")
    .map(String)
    .join(" ");

/**
 * The ECharts option of a custom chart: style 1 line and 2 bar draw one series per displayfield over
 * the xaxisField categories (yMin, xShowAll → axisLabel interval 0 turned 45° when crowded, labels that
 * would overlap hidden, stack, smooth, doubleYAxis puts
 * fields with yAxis 2 on a second axis; more than 20 rows add a data zoom showing the first 10 %);
 * style 3 draws a pie of the first displayfield by x label. Rows are read case-insensitively (the
 * server upper-cases keys) and capped at conf.maxLength. Pure: no echarts import, no formatter
 * functions or templates.
 */
export function buildChartOption(
  definition: CustomChartDefinition | ParsedChart,
  rows: readonly Record<string, unknown>[],
): ChartOption {
  const chart = parseChartDefinition(definition);
  const { conf } = chart;
  const limited = conf.maxLength && conf.maxLength > 0 ? rows.slice(0, conf.maxLength) : rows.slice();
  const title: TitleComponentOption | undefined = conf.title
    ? { text: conf.title, left: "center" }
    : undefined;
  const legendTop = title ? 36 : 4;
  const legend: LegendComponentOption =
    conf.legend === false ? { show: false } : { type: "scroll", top: legendTop };

  if (chart.style === CHART_STYLE.pie) {
    const first = chart.series[0];
    return {
      title,
      tooltip: { trigger: "item" },
      legend,
      series: [
        {
          type: "pie",
          name: first ? (first.comment ?? first.field) : "",
          radius: "60%",
          center: ["50%", "56%"],
          data: first
            ? limited.map((row) => ({
                name: labelOf(row, chart),
                value: toNumber(fieldValue(row, first.field)) ?? 0,
              }))
            : [],
        },
      ],
    };
  }

  if (chart.style !== CHART_STYLE.line && chart.style !== CHART_STYLE.bar) {
    throw new UnsupportedChartStyleError(chart.style);
  }
  const type = chart.style === CHART_STYLE.line ? "line" : "bar";
  const yMin = toNumber(conf.yMin);
  const doubleY = !!conf.series?.doubleYAxis;
  const axisOf = (yAxis: unknown) => (doubleY && Number(yAxis) === 2 ? 1 : 0);
  const usesSecondAxis = doubleY && chart.series.some((s) => axisOf(s.yAxis) === 1);
  const zoom = limited.length > ZOOM_ABOVE_ROWS;
  const yAxis = { type: "value" as const, ...(yMin !== null ? { min: yMin } : {}) };

  const series = chart.series.map((s): LineSeriesOption | BarSeriesOption => {
    const axis = axisOf(s.yAxis);
    const common = {
      name: s.comment || s.field,
      data: limited.map((row) => toNumber(fieldValue(row, s.field))),
      ...(axis ? { yAxisIndex: axis } : {}),
      ...(conf.series?.stack ? { stack: `axis${axis}` } : {}),
    };
    return type === "line"
      ? { ...common, type: "line", smooth: !!conf.series?.smooth }
      : { ...common, type: "bar" };
  });

  const labels = limited.map((row) => labelOf(row, chart));
  return {
    title,
    tooltip: { trigger: "axis" },
    legend,
    grid: { left: 16, right: 16, top: legendTop + 32, bottom: zoom ? 56 : 16, containLabel: true },
    xAxis: {
      type: "category",
      data: labels,
      // Labels never run into each other: all of them turned when crowded (xShowAll), else thinned.
      axisLabel: categoryAxisLabel(
        zoom ? labels.slice(0, Math.ceil((labels.length * ZOOM_END_PERCENT) / 100)) : labels,
        !!conf.xShowAll,
      ),
    },
    yAxis: usesSecondAxis ? [yAxis, { ...yAxis, splitLine: { show: false } }] : [yAxis],
    series,
    ...(zoom
      ? {
          dataZoom: [
            { type: "slider", xAxisIndex: 0, start: 0, end: ZOOM_END_PERCENT },
            { type: "inside", xAxisIndex: 0, start: 0, end: ZOOM_END_PERCENT },
          ],
        }
      : {}),
  };
}
