import type { ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";
import { queryViewPropsSchema } from "./queryViewSchema";

/** The query family for the engine: `query-view` (lazy: Blueprint Table and the date inputs). */
export function queryWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "query-view",
      description: "Custom query by alias: search form from conditionfield, result table, CSV export",
      propsSchema: queryViewPropsSchema,
      load: () => import("./adapters").then((m) => m.QueryViewWidget as WidgetComponent),
    },
  ];
}
