import type { EchartsReportData, HomeChartParam, SysIndexColumn } from "../../../api/contract";
import { CURRENT_VERSION } from "../../../engine";
import { type ChartOption, categoryAxisLabel } from "../../../widgets/chart/chartOption";
import { CHART_TABS_HEIGHT } from "../../statement";

/** A column's height when colHeight is not set (spec 1 Home page). */
export const DEFAULT_COLUMN_HEIGHT = 300;

/** How a column gets its content (issue 5 §1). */
export type ColumnKind = "chart" | "dialog" | "request" | "template" | "static";

/** colType 1 or 4 is a chart; then dataMode 1 custom dialog, 3 request data, 4 template by alias, else static html. */
export function columnKind(column: Pick<SysIndexColumn, "colType" | "dataMode">): ColumnKind {
  const colType = Number(column.colType);
  if (colType === 1 || colType === 4) return "chart";
  switch (Number(column.dataMode)) {
    case 1:
      return "dialog";
    case 3:
      return "request";
    case 4:
      return "template";
    default:
      return "static";
  }
}

/** The height of a column's body. */
export function columnHeight(column: Pick<SysIndexColumn, "colHeight">): number {
  const height = Number(column.colHeight);
  return Number.isFinite(height) && height > 0 ? height : DEFAULT_COLUMN_HEIGHT;
}

/** A decoded template: an engine document (JSON with `type`) or a mustache HTML text. */
export type ColumnTemplate =
  | { kind: "document"; document: Record<string, unknown> }
  | { kind: "mustache"; text: string };

/** Reads a decoded templateHtml: JSON with a `type` key is an engine document, anything else mustache. */
export function readTemplate(text: string): ColumnTemplate | null {
  if (!text.trim()) return null;
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && "type" in parsed)
        return { kind: "document", document: parsed as Record<string, unknown> };
    } catch {
      // Not JSON: a template that starts with a brace.
    }
  }
  return { kind: "mustache", text };
}

/** The custom dialog alias of a dataMode 1 column: dataFrom `{"alias": "…"}` (a bare alias is accepted too). */
export function dialogAliasOf(dataFrom: string | null | undefined): string {
  const text = (dataFrom ?? "").trim();
  if (!text) return "";
  if (!text.startsWith("{")) return text;
  try {
    const parsed = JSON.parse(text) as { alias?: unknown };
    return typeof parsed?.alias === "string" ? parsed.alias : "";
  } catch {
    return "";
  }
}

/** A chart column's dataParam `{chartType, id}` ({} when unreadable). */
export function chartParamOf(dataParam: string | null | undefined): HomeChartParam {
  if (!dataParam) return {};
  try {
    const parsed = JSON.parse(dataParam) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as HomeChartParam) : {};
  } catch {
    return {};
  }
}

/** True when the chart param names a custom chart (chartType 2). */
export function isCustomChart(param: HomeChartParam): boolean {
  return Number(param.chartType) === 2;
}

/** One row of a chart's search bar (a 30 px control and the 8 px gap below it). */
export const SEARCH_BAR_ROW_HEIGHT = 38;

/**
 * The height of a custom chart drawn in a column body of `columnHeight` (issue 13 §3: the 销售趋势 column
 * cut its chart): the body less the chart/data tabs and, with search conditions, one search bar row.
 */
export function chartHeightInColumn(columnHeight: number, searchBar = false): number {
  return Math.max(120, columnHeight - CHART_TABS_HEIGHT - (searchBar ? SEARCH_BAR_ROW_HEIGHT : 0));
}

/** The engine document of a custom chart column: the custom-chart widget over its alias (or id). */
export function customChartDocument(alias: string, height: number): Record<string, unknown> {
  const path = encodeURIComponent(alias);
  return {
    type: "page",
    version: CURRENT_VERSION,
    id: "homeChart",
    data: { chartState: {} },
    body: [
      {
        type: "custom-chart",
        stateName: "chartState",
        height: Math.max(120, height),
        showDataTab: true,
        definitionSource: { host: "form", path: `/form/customChart/v1/get/${path}` },
        source: {
          host: "form",
          path: "/form/customChart/v1/getListData",
          method: "POST",
          query: { alias },
          adaptor: "pageList",
          body: {
            // biome-ignore lint/suspicious/noTemplateCurlyInString: engine reference, filled in from the page scope
            pageBean: { page: 1, pageSize: "${chartState.pageSize}" },
            // biome-ignore lint/suspicious/noTemplateCurlyInString: engine reference, filled in from the page scope
            querys: "${chartState.querys}",
          },
        },
      },
    ],
  };
}

/** The echarts series type of a report's chartType: 1/line, 3/pie, anything else bar. */
export function reportSeriesType(chartType: EchartsReportData["chartType"]): "bar" | "line" | "pie" {
  const value = String(chartType ?? "").toLowerCase();
  if (value === "line" || value === "1") return "line";
  if (value === "pie" || value === "3") return "pie";
  return "bar";
}

/** An echarts option for getEchartsData's answer; null when it holds no series. */
export function reportOption(report: EchartsReportData): ChartOption | null {
  const series = Array.isArray(report.series) ? report.series : [];
  const xAxis = Array.isArray(report.xAxis) ? report.xAxis : [];
  if (series.length === 0) return null;
  const type = reportSeriesType(report.chartType);
  const title = report.title
    ? { text: report.title, left: "center", textStyle: { fontSize: 14 } }
    : undefined;
  if (type === "pie") {
    const first = series[0];
    return {
      ...(title ? { title } : {}),
      tooltip: { trigger: "item" },
      legend: { bottom: 0, type: "scroll" },
      series: [
        {
          type: "pie",
          name: first.name,
          radius: "60%",
          data: xAxis.map((name, i) => ({ name, value: first.data[i] ?? 0 })),
        },
      ],
    };
  }
  return {
    ...(title ? { title } : {}),
    tooltip: { trigger: "axis" },
    legend: { bottom: 0, type: "scroll" },
    // The axis labels count inside the grid, which leaves room below for the legend.
    grid: { left: 16, right: 16, top: title ? 40 : 16, bottom: 32, containLabel: true },
    // ECharts thins the labels itself; one that would still overlap another is hidden.
    xAxis: { type: "category", data: xAxis, axisLabel: categoryAxisLabel(xAxis.map(String), false) },
    yAxis: { type: "value" },
    series: series.map((s) => ({ type, name: s.name, data: s.data })),
  } as ChartOption;
}

/** The view a mustache template is rendered with: the data's own keys plus data, column and height. */
export function templateView(data: unknown, column: SysIndexColumn, height: number): Record<string, unknown> {
  const own =
    data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { ...own, data, column, height };
}
