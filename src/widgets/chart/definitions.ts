import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import { chartPropsSchema } from "./chartSchema";

/** The chart family: an ECharts option as data, lazy (its adaptor is a chunk, echarts another). */
export function chartWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "chart",
      description: "An ECharts option as data",
      propsSchema: chartPropsSchema,
      load: () => import("./chartAdapter").then((m) => m.ChartWidget as WidgetComponent),
    },
  ];
}
