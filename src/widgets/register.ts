import type { ReactEngine, ReactWidgetDefinition } from "../engine/react";
import { chartWidgetDefinitions } from "./chart/definitions";
import { dataWidgetDefinitions } from "./data/definitions";
import { fieldWidgetDefinitions } from "./fields/definitions";
import { layoutWidgetDefinitions } from "./layout/definitions";

/*
 * A widget is defined in one place: its family's definitions.ts holds each widget whole (type,
 * description, props schema, flags, and its component or the loader of its chunk). This file only
 * gathers the families.
 */

/** The engine definitions of the layout, data and chart widgets (heavy ones lazy). */
export function layoutDataChartWidgets(): ReactWidgetDefinition[] {
  return [...layoutWidgetDefinitions(), ...dataWidgetDefinitions(), ...chartWidgetDefinitions()];
}

/** The whole kit: the layout, data and chart widgets, and the form, field and button widgets. */
export function kitWidgets(): ReactWidgetDefinition[] {
  return [...layoutDataChartWidgets(), ...fieldWidgetDefinitions];
}

/** Registers the layout, data and chart widgets into an engine (a duplicate type throws). */
export function registerWidgets(engine: ReactEngine): void {
  for (const definition of layoutDataChartWidgets()) engine.widgets.register(definition);
}
