import type { ReactWidgetDefinition } from "../../engine/react";

/** Engine definitions of the flow-list widgets (to-do/done/request lists, startable flows, often flows). */
export function flowListWidgetDefinitions(): ReactWidgetDefinition[] {
  return [];
}
