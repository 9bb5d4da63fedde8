import type { ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";
import { customChartPropsSchema } from "./customChartSchema";

/** The custom chart for the engine: `custom-chart` (lazy: echarts, Blueprint Table and the search bar). */
export function customChartWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "custom-chart",
      description: "Custom chart (style 1 line, 2 bar, 3 pie) with chart/data tabs",
      propsSchema: customChartPropsSchema,
      load: () => import("./adapters") as Promise<{ default: WidgetComponent }>,
    },
  ];
}
