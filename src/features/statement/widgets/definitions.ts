import type { ReactWidgetDefinition } from "../../../engine/react";
import { customChartWidgetDefinitions } from "./chart/definitions";
import { customDialogWidgetDefinitions } from "./dialog/definitions";
import { queryWidgetDefinitions } from "./query/definitions";

/** The statement area's engine widgets: query-view, custom-dialog, custom-dialog-button, custom-chart. */
export function statementWidgets(): ReactWidgetDefinition[] {
  return [...customDialogWidgetDefinitions(), ...queryWidgetDefinitions(), ...customChartWidgetDefinitions()];
}
