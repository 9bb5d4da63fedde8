import { act, render } from "@testing-library/react";
import { CURRENT_VERSION, createEngine, type DataRequest, type FetchResponse } from "../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../engine/react";
import { recordingHost, stubFetcher } from "../../../engine/testing";
import i18n from "../../../i18n";
import { layoutDataChartWidgets } from "../../../widgets/register";
import { homeWidgets } from "./definitions";
import { homeFixtureAnswer } from "./fixtures";

/** An engine with the layout and home widgets over `answer` (default: the home fixtures) and a recording host. */
export function homeEngine(
  answer: (request: DataRequest) => FetchResponse | Promise<FetchResponse> = homeFixtureAnswer,
) {
  const { fetcher, requests } = stubFetcher(answer);
  const recording = recordingHost();
  const engine = createEngine<WidgetComponent>({
    host: recording.host,
    fetcher,
    translate: (key, params) => i18n.t(key, params),
    hasI18nKey: (key) => i18n.exists(key),
    widgets: [...layoutDataChartWidgets(), ...homeWidgets()],
  });
  return { engine, requests, calls: recording.calls };
}

/** A page document holding one home widget node, as a column's engine document would. */
export function homeDocument(node: Record<string, unknown>) {
  return { type: "page", version: CURRENT_VERSION, body: [node] };
}

/** Renders one home widget node in a page over `answer`; gives the recorded requests and host calls. */
export async function renderHomeWidget(
  node: Record<string, unknown>,
  answer?: (request: DataRequest) => FetchResponse | Promise<FetchResponse>,
) {
  const setup = homeEngine(answer);
  await act(async () => {
    render(<SchemaRenderer engine={setup.engine} document={homeDocument(node)} />);
  });
  return setup;
}
