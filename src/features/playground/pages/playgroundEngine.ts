import type { EngineOptions } from "../../../engine";
import type { ReactEngine, WidgetComponent } from "../../../engine/react";
import { createPortalEngine } from "../../../platform/appEngine";

/**
 * The playground's engine: the app's (real fetcher through src/api/http.ts, the app's host, i18next, every
 * widget family, the form/field/button widgets included). An instance of its own, so the trace the page
 * clears stays out of the app's engine.
 */
export function createPlaygroundEngine(overrides: Partial<EngineOptions<WidgetComponent>> = {}): ReactEngine {
  return createPortalEngine(overrides);
}
