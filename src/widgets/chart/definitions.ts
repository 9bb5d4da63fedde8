import type { WidgetSpec } from "../layout/definitions";
import { chartPropsSchema, customChartPropsSchema } from "./chartSchema";

/** The chart family; both load lazily (echarts is its own chunk either way). */
export const chartWidgetSpecs: WidgetSpec[] = [
  { type: "chart", description: "An ECharts option as data", propsSchema: chartPropsSchema, lazy: true },
  {
    type: "custom-chart",
    description: "Custom chart (style 1 line, 2 bar, 3 pie) with chart/data tabs",
    propsSchema: customChartPropsSchema,
    lazy: true,
  },
];
