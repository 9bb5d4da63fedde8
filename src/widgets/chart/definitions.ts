import type { WidgetSpec } from "../layout/definitions";
import { chartPropsSchema } from "./chartSchema";

/** The chart family: an ECharts option as data, lazy (echarts is its own chunk). */
export const chartWidgetSpecs: WidgetSpec[] = [
  { type: "chart", description: "An ECharts option as data", propsSchema: chartPropsSchema, lazy: true },
];
