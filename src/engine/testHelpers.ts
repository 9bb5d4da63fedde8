import type { EngineOptions, WidgetDefinition } from "./";
import { createEngine, ref } from "./";

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

export { type HostCall, recordingHost, stubFetcher } from "./testing";

/** Wraps a body as a version-3 page document. */
export function page(body: unknown[], extra: Record<string, unknown> = {}) {
  return { type: "page", version: 3, id: "p", body, ...extra };
}
