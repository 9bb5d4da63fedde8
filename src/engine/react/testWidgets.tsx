// Widgets for the React tests of the engine: thin components over the engine's hooks, as src/widgets does with Blueprint.

import { act, render } from "@testing-library/react";
import type React from "react";
import type { EngineOptions, ListData } from "..";
import { createEngine, ref } from "..";
import {
  type ReactEngine,
  type ReactWidgetDefinition,
  RowScope,
  useDataSource,
  useField,
  useTemplate,
  useValue,
  type WidgetProps,
} from "./";

/** How often each field rendered, by name. */
export const renders: Record<string, number> = {};
const count = (key: string) => {
  renders[key] = (renders[key] ?? 0) + 1;
};

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
});

function Page({ props, render, text }: WidgetProps<{ title?: string }>) {
  return (
    <main>
      <h1>{text(props.title)}</h1>
      {render("body")}
    </main>
  );
}

function Input({ props, text, disabled }: WidgetProps<{ label: string }>) {
  const field = useField<string>();
  count(field.name);
  return (
    <label>
      <input
        aria-label={text(props.label)}
        value={field.value ?? ""}
        disabled={disabled}
        onChange={(e) => field.setValue(e.target.value)}
      />
      {field.validation.message && <span role="status">{`${field.name}: ${field.validation.message}`}</span>}
    </label>
  );
}

function Output({ props, text }: WidgetProps<{ label: string }>) {
  const field = useField();
  count(field.name);
  return <output aria-label={text(props.label)}>{String(field.value ?? "")}</output>;
}

function Button({ props, run, text, disabled }: WidgetProps<{ label: string }>) {
  return (
    <button type="button" disabled={disabled} onClick={() => void run("onClick")}>
      {text(props.label)}
    </button>
  );
}

function Dialog({ props, render, text }: WidgetProps<{ title: string }>) {
  return (
    <div role="dialog" aria-label={text(props.title)}>
      {render("body")}
    </div>
  );
}

function Table({ props, render }: WidgetProps<{ columns: { field: string; body?: unknown[] }[] }>) {
  const { status, result } = useDataSource<ListData>("source");
  if (status === "loading" && !result) return <p>loading</p>;
  if (!result?.ok) return <p role="alert">{result?.error.message}</p>;
  return (
    <table>
      <tbody>
        {result.data.rows.map((row, i) => (
          <RowScope key={String(row.id)} rowKey={String(row.id)} data={row}>
            <tr>
              {props.columns.map((column, c) => (
                <td key={column.field}>
                  {column.body ? render(["columns", c, "body"]) : String(row[column.field])}
                </td>
              ))}
              <td>{i}</td>
            </tr>
          </RowScope>
        ))}
      </tbody>
    </table>
  );
}

function List({ render }: WidgetProps) {
  const items = (useValue("items") ?? []) as { id: string; name: string }[];
  return (
    <ul>
      {items.map((item) => (
        <RowScope key={item.id} rowKey={item.id} data={item}>
          <li>{render("item")}</li>
        </RowScope>
      ))}
    </ul>
  );
}

function Tpl() {
  const html = useTemplate("tpl");
  // The engine sanitised it: that is the contract of useTemplate.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderTemplate (DOMPurify)
  return <div data-testid="tpl" dangerouslySetInnerHTML={{ __html: html }} />;
}

const widgets: ReactWidgetDefinition[] = [
  {
    type: "page",
    opensScope: "page",
    component: Page as never,
    propsSchema: closed({ title: ref.text, body: ref.nodes }),
  },
  {
    type: "form",
    opensScope: "form",
    component: (({ render }: WidgetProps) => <form>{render("body")}</form>) as never,
    propsSchema: closed({ body: ref.nodes }),
  },
  {
    type: "dialog",
    opensScope: "dialog",
    component: Dialog as never,
    propsSchema: closed({ title: ref.text, body: ref.nodes }),
  },
  { type: "input", field: true, component: Input as never, propsSchema: closed({ label: ref.text }) },
  { type: "output", field: true, component: Output as never, propsSchema: closed({ label: ref.text }) },
  {
    type: "button",
    component: Button as never,
    propsSchema: closed({ label: ref.text, onClick: ref.actions }, ["label"]),
  },
  {
    type: "table",
    load: async () => ({ default: Table as never }),
    propsSchema: closed({
      source: ref.dataSource,
      columns: { type: "array", items: closed({ field: { type: "string" }, body: ref.nodes }, ["field"]) },
    }),
  },
  { type: "tpl", component: Tpl as never, propsSchema: closed({ tpl: ref.template }) },
  { type: "list", component: List as never, propsSchema: closed({ item: ref.node }) },
];

/** Renders inside an awaited act, so React retries widgets that suspended while loading lazily. */
export async function renderAsync(ui: React.ReactElement) {
  return act(async () => render(ui));
}

/** An engine with the test widgets (and `extra` ones). */
export function engineFor(
  options: EngineOptions<never> = {},
  extra: ReactWidgetDefinition[] = [],
): ReactEngine {
  return createEngine({ widgets: [...widgets, ...extra] as never[], ...options }) as unknown as ReactEngine;
}
