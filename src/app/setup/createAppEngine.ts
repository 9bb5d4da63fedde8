import { createEngine, type EngineLocale, type EngineOptions } from "../../engine";
import type { ReactEngine, ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import { flowListWidgetDefinitions } from "../../features/flow/widgets/list/definitions";
import { flowActionDefinitions } from "../../features/flow/widgets/task/actions";
import { flowTaskWidgetDefinitions } from "../../features/flow/widgets/task/definitions";
import { homeWidgetDefinitions } from "../../features/home/widgets/definitions";
import { statementWidgets } from "../../features/statement";
import i18n from "../../i18n";
import { provideAppEngineFactory } from "../../platform/appEngine";
import { fieldWidgetDefinitions } from "../../widgets/fields/definitions";
import { layoutDataChartWidgets } from "../../widgets/register";
import { createAppFetcher } from "./appFetcher";
import { createAppHost } from "./appHost";

/** Every widget family the app's documents may use: the kit (layout, data, chart, fields) and each feature's. */
export function appWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    ...layoutDataChartWidgets(),
    ...fieldWidgetDefinitions,
    ...statementWidgets(),
    ...flowListWidgetDefinitions(),
    ...flowTaskWidgetDefinitions(),
    ...homeWidgetDefinitions(),
  ];
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
    actions: flowActionDefinitions(),
    ...overrides,
  });
}

// Pages reach the app's engine through src/platform (they may not import the app): the factory is given here.
provideAppEngineFactory(createAppEngine);
