import { createEngine, type EngineLocale, type EngineOptions } from "../../engine";
import type { ReactEngine, ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
// Each feature's engine parts come from its one widgets/definitions.ts (its index.ts re-exports them). Not
// from the index itself: an index also re-exports UI other features use (the custom chart, the often-used
// flows), and importing it here would load that UI, its table and its styles with the app's engine instead
// of on first render.
import { flowActions, flowWidgets } from "../../features/flow/widgets/definitions";
import { homeWidgets } from "../../features/home/widgets/definitions";
import { statementWidgets } from "../../features/statement/widgets/definitions";
import i18n from "../../i18n";
import { provideAppEngineFactory } from "../../platform/appEngine";
import { kitWidgets } from "../../widgets/register";
import { createAppFetcher } from "./appFetcher";
import { createAppHost } from "./appHost";

/** Every widget the app's documents may use: the kit's (layout, data, chart, fields) and each feature's. */
export function appWidgetDefinitions(): ReactWidgetDefinition[] {
  return [...kitWidgets(), ...statementWidgets(), ...flowWidgets(), ...homeWidgets()];
}

/** The engine's language: the app's current one (zh-CN unless en-US is chosen). */
function currentLocale(): EngineLocale {
  return i18n.language === "en-US" ? "en-US" : "zh-CN";
}

/**
 * Builds the app's engine: the fetcher over src/api/http.ts (service hosts, silent calls whose failures
 * carry message and log id), the app's ActionHost (router, toaster, Blueprint Alert, blob downloads),
 * i18next for texts (unknown `{"i18n": key}` texts are load errors), every widget family and the flow
 * actions (`flow.complete`, …). The rules
 * catalogue comes with the engine's built-ins: createEngine calls registerRuleCatalogue with `postCheck`
 * going through this fetcher, i.e. the app's HTTP client (calling it again would register duplicates).
 * `overrides` replaces parts (tests pass a stub fetcher or a recording host).
 */
export function createAppEngine(overrides: Partial<EngineOptions<WidgetComponent>> = {}): ReactEngine {
  return createEngine<WidgetComponent>({
    fetcher: createAppFetcher(),
    host: createAppHost(),
    translate: (key, params) => i18n.t(key, params as Record<string, unknown>) as string,
    hasI18nKey: (key) => i18n.exists(key),
    locale: currentLocale,
    widgets: appWidgetDefinitions(),
    actions: flowActions(),
    ...overrides,
  });
}

// Pages reach the app's engine through src/platform (they may not import the app): the factory is given here.
provideAppEngineFactory(createAppEngine);
