import type { EngineOptions } from "../../../engine";
import type { ReactEngine, WidgetComponent } from "../../../engine/react";
import { createAppEngine } from "../../engine";
import { registerPlaygroundWidgets } from "./widgets/definitions";

/**
 * The playground's engine: the app's (real fetcher through src/api/http.ts, the app's host, i18next, every
 * widget family) plus the examples' form, field and button widgets. An instance of its own, so those
 * widgets and the trace the page clears stay out of the app's engine.
 */
export function createPlaygroundEngine(overrides: Partial<EngineOptions<WidgetComponent>> = {}): ReactEngine {
  const engine = createAppEngine(overrides);
  registerPlaygroundWidgets(engine);
  return engine;
}
