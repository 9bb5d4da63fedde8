import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from "echarts/charts";
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from "echarts/components";
import type { ComposeOption } from "echarts/core";

/** The option shape our charts use (only the parts registered in EChart.tsx). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | TitleComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | GridComponentOption
  | DataZoomComponentOption
>;

/** Category labels longer than this many characters in all (or more labels than this) are crowded. */
export const CROWDED_LABEL_CHARS = 36;
export const CROWDED_LABEL_COUNT = 6;

/**
 * The axisLabel of a category axis whose labels must not overlap (issue 13 §3: 月度销售趋势's twelve months
 * ran into each other). `showAll` (a chart's xShowAll) keeps every label (interval 0) and turns them 45°
 * when they are crowded; otherwise ECharts thins them (its automatic interval). Either way a label that
 * would still overlap another is hidden rather than drawn over it.
 */
export function categoryAxisLabel(
  labels: readonly string[],
  showAll: boolean,
): { interval?: number; rotate?: number; hideOverlap: boolean } {
  if (!showAll) return { hideOverlap: true };
  const chars = labels.reduce((sum, label) => sum + Array.from(label).length, 0);
  const crowded = labels.length > CROWDED_LABEL_COUNT || chars > CROWDED_LABEL_CHARS;
  return { interval: 0, ...(crowded ? { rotate: 45 } : {}), hideOverlap: true };
}
