import type {
  ActionHost,
  DataRequest,
  EngineOptions,
  Fetcher,
  FetchResponse,
  Intent,
  TraceEntry,
  WidgetDefinition,
} from "../../../src/engine";
import { createEngine, ref } from "../../../src/engine";

/** Marker implementations: the loader and runtime never call them. */
const impl = (name: string) => ({ name });

/** A small widget set shaped like the real ones (page, form, fields, table, dialog, button, template). */
export function testWidgets(): WidgetDefinition[] {
  const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
    type: "object",
    additionalProperties: false,
    required,
    properties,
  });
  return [
    {
      type: "page",
      opensScope: "page",
      component: impl("page"),
      propsSchema: closed({ title: ref.text, body: ref.nodes }),
    },
    {
      type: "form",
      opensScope: "form",
      component: impl("form"),
      propsSchema: closed({ body: ref.nodes, onSubmit: ref.actions }),
    },
    {
      type: "dialog",
      opensScope: "dialog",
      component: impl("dialog"),
      propsSchema: closed({ title: ref.text, body: ref.nodes }),
    },
    {
      type: "input",
      field: true,
      component: impl("input"),
      propsSchema: closed({
        label: ref.text,
        placeholder: ref.text,
        maxLength: { type: "integer", minimum: 1 },
      }),
    },
    { type: "text", field: true, component: impl("text"), propsSchema: closed({ label: ref.text }) },
    {
      type: "button",
      component: impl("button"),
      propsSchema: closed(
        { label: ref.text, intent: { enum: ["primary", "danger"] }, onClick: ref.actions },
        ["label"],
      ),
    },
    {
      type: "table",
      component: impl("table"),
      propsSchema: closed(
        {
          source: ref.dataSource,
          pageSize: { type: "integer", minimum: 1 },
          columns: {
            type: "array",
            minItems: 1,
            items: closed(
              { field: { type: "string" }, label: ref.text, width: { type: "number" }, body: ref.nodes },
              ["field"],
            ),
          },
          onRowClick: ref.actions,
        },
        ["columns"],
      ),
    },
    {
      type: "tpl",
      component: impl("tpl"),
      propsSchema: closed({ tpl: ref.template, data: ref.value }, ["tpl"]),
    },
  ];
}

/** An engine with the test widgets (and whatever the options add). */
export function testEngine(options: EngineOptions = {}) {
  return createEngine({ widgets: testWidgets(), ...options });
}

/** What a recording host saw. */
export type HostCall =
  | { kind: "navigate"; to: string; options: { replace?: boolean; newWindow?: boolean } }
  | { kind: "toast"; message: string; intent: Intent }
  | { kind: "confirm"; message: string; title?: string }
  | { kind: "download"; request: DataRequest; fileName?: string }
  | { kind: "reportError"; message: string; logId?: string; trace: TraceEntry[] };

/** A host that records every side effect; `confirmAnswers` answers confirms in turn (default yes). */
export function recordingHost(options: { confirmAnswers?: boolean[]; withReportError?: boolean } = {}) {
  const calls: HostCall[] = [];
  const answers = [...(options.confirmAnswers ?? [])];
  const host: ActionHost = {
    navigate: (to, o) => {
      calls.push({ kind: "navigate", to, options: o });
    },
    toast: (message, o) => {
      calls.push({ kind: "toast", message, intent: o.intent });
    },
    confirm: async (message, o) => {
      calls.push({ kind: "confirm", message, title: o.title });
      return answers.length > 0 ? (answers.shift() as boolean) : true;
    },
    download: async (request, o) => {
      calls.push({ kind: "download", request, fileName: o.fileName });
    },
  };
  if (options.withReportError) {
    host.reportError = (error, trace) => {
      calls.push({ kind: "reportError", message: error.message, logId: error.logId, trace });
    };
  }
  return { host, calls };
}

/** A fetcher answering from a function of the request, recording every request. */
export function stubFetcher(answer: (request: DataRequest) => FetchResponse | Promise<FetchResponse>) {
  const requests: DataRequest[] = [];
  const fetcher: Fetcher = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { fetcher, requests };
}

/** Wraps a body as a version-3 page document. */
export function page(body: unknown[], extra: Record<string, unknown> = {}) {
  return { type: "page", version: 3, id: "p", body, ...extra };
}
