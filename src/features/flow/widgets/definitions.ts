import type { ActionDefinition } from "../../../engine";
import type { ReactWidgetDefinition } from "../../../engine/react";
import { flowListWidgetDefinitions } from "./list/definitions";
import { flowActionDefinitions } from "./task/actions";
import { flowTaskWidgetDefinitions } from "./task/definitions";

/** The flow area's engine widgets: the flow lists (table, search, start catalogue) and the task screens. */
export function flowWidgets(): ReactWidgetDefinition[] {
  return [...flowListWidgetDefinitions(), ...flowTaskWidgetDefinitions()];
}

/** The flow actions the task and start documents name for their buttons (`flow.complete`, …). */
export function flowActions(): ActionDefinition[] {
  return flowActionDefinitions();
}
