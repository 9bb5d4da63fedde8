import type { ReactWidgetDefinition } from "../../engine/react";

/** Engine definitions of the task/start/instance widgets (flow form, opinion box, buttons, history, diagram). */
export function flowTaskWidgetDefinitions(): ReactWidgetDefinition[] {
  return [];
}
