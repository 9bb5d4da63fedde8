import { act, render } from "@testing-library/react";
import { createEngine } from "../../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../../engine/react";
import { recordingHost } from "../../../../engine/testing";
import i18n from "../../../../i18n";
import { layoutDataChartWidgets } from "../../../../widgets/register";
import { FreshQueries } from "../../testQueries";
import { flowActionDefinitions } from "./actions";
import { flowTaskWidgetDefinitions } from "./definitions";
import { type FixtureAnswer, flowFixtureFetcher } from "./fixtures";

/**
 * Renders a flow screen document (tests only) on an engine of its own with the app's widgets, fixture
 * answers (with `overrides`) and a recording host; returns the requests and host calls it makes.
 */
export async function openFlowScreen(
  document: unknown,
  data: Record<string, string>,
  overrides: Record<string, FixtureAnswer> = {},
) {
  const { fetcher, requests } = flowFixtureFetcher(overrides);
  const { host, calls } = recordingHost();
  const engine = createEngine<WidgetComponent>({
    fetcher,
    host,
    translate: (key, params) => i18n.t(key, params),
    hasI18nKey: (key) => i18n.exists(key),
    widgets: [...layoutDataChartWidgets(), ...flowTaskWidgetDefinitions()],
    actions: flowActionDefinitions(),
  });
  // The page renders once its widgets' code has loaded: the render is awaited.
  await act(async () => {
    render(<SchemaRenderer engine={engine} document={document} data={data} />, { wrapper: FreshQueries });
  });
  return { requests, calls };
}
