// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import type { DocumentRuntime, EngineOptions, ListData } from "../../../src/engine";
import { createEngine, ref } from "../../../src/engine";
import {
  type ReactEngine,
  type ReactWidgetDefinition,
  RowScope,
  SchemaRenderer,
  useDataSource,
  useField,
  useTemplate,
  useValue,
  type WidgetProps,
} from "../../../src/engine/react";
import { recordingHost, stubFetcher } from "./helpers";

const renders: Record<string, number> = {};
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
async function renderAsync(ui: React.ReactElement) {
  return act(async () => render(ui));
}

function engineFor(options: EngineOptions<never> = {}): ReactEngine {
  return createEngine({ widgets: widgets as never[], ...options }) as unknown as ReactEngine;
}

describe("SchemaRenderer", () => {
  it("re-renders only the field being typed in and its dependants", async () => {
    for (const key of Object.keys(renders)) delete renders[key];
    const document = {
      type: "page",
      version: 3,
      title: "Leave ${who}",
      data: { who: "Ann" },
      body: [
        {
          type: "form",
          id: "leave",
          data: { days: "1" },
          body: [
            { type: "input", name: "days", label: "Days" },
            { type: "input", name: "reason", label: "Reason" },
            { type: "output", name: "hours", label: "Hours", value: { "*": [{ var: "days" }, 8] } },
          ],
        },
      ],
    };
    render(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(await screen.findByRole("heading")).toHaveTextContent("Leave Ann");
    expect(screen.getByLabelText("Hours")).toHaveTextContent("8");
    const before = { ...renders };

    fireEvent.change(screen.getByLabelText("Days"), { target: { value: "2" } });
    expect(screen.getByLabelText("Hours")).toHaveTextContent("16");
    expect(renders.days).toBe(before.days + 1);
    expect(renders.hours).toBe(before.hours + 1);
    expect(renders.reason).toBe(before.reason);

    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "trip" } });
    expect(renders.reason).toBe(before.reason + 1);
    expect(renders.days).toBe(before.days + 1);
    expect(renders.hours).toBe(before.hours + 1);
  });

  it("follows visibleOn and disabledOn as the values they read change", async () => {
    const document = {
      type: "page",
      version: 3,
      body: [
        {
          type: "form",
          data: { agree: "" },
          body: [
            { type: "input", name: "agree", label: "Agree" },
            { type: "button", label: "Submit", disabledOn: { "!": [{ var: "agree" }] } },
            { type: "button", label: "Secret", visibleOn: { "==": [{ var: "agree" }, "yes"] } },
          ],
        },
      ],
    };
    render(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(await screen.findByRole("button", { name: "Submit" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Secret" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Agree"), { target: { value: "yes" } });
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Secret" })).toBeInTheDocument();
  });

  it("loads a lazy widget, fetches its data source and renders row templates in row scopes; reload fetches again", async () => {
    let version = 1;
    const { fetcher, requests } = stubFetcher(() => ({
      status: 200,
      data: {
        rows: [
          { id: "a", name: `Ann v${version}` },
          { id: "b", name: "Bob" },
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    }));
    const { host } = recordingHost();
    const document = {
      type: "page",
      version: 3,
      data: { keyword: "" },
      body: [
        { type: "input", name: "keyword", label: "Keyword" },
        {
          type: "table",
          id: "list",
          source: {
            host: "form",
            path: "/list",
            method: "POST",
            body: { q: "${keyword}" },
            adaptor: "pageList",
          },
          columns: [
            { field: "name" },
            {
              field: "id",
              body: [
                {
                  type: "button",
                  label: "Open ${name}",
                  onClick: [{ action: "toast", message: "row ${id}" }],
                },
              ],
            },
          ],
        },
        { type: "button", label: "Reload", onClick: [{ action: "reload", target: "list" }] },
      ],
    };
    const { container } = await renderAsync(
      <SchemaRenderer engine={engineFor({ fetcher, host })} document={document} fallback={<p>lazy…</p>} />,
    );
    expect(await screen.findByText("Ann v1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open Ann v1" })).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ q: "" }]);

    version = 2;
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(await screen.findByText("Ann v2")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "b" } });
    await waitFor(() => expect(requests.map((r) => r.body)).toEqual([{ q: "" }, { q: "" }, { q: "b" }]));
    expect(container.querySelectorAll("tr")).toHaveLength(2);
  });

  it("shows a data source failure with the server's message", async () => {
    const { fetcher } = stubFetcher(() => ({
      status: 500,
      data: { state: false, message: "查询失败", logId: "Q1" },
    }));
    await renderAsync(
      <SchemaRenderer
        engine={engineFor({ fetcher })}
        document={{
          type: "page",
          version: 3,
          body: [{ type: "table", source: { host: "form", path: "/x" }, columns: [{ field: "a" }] }],
        }}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("查询失败");
  });

  it("opens a dialog from an action, renders it in its own scope and closes it with a result", async () => {
    const { host, calls } = recordingHost();
    let runtime: DocumentRuntime | null = null;
    const document = {
      type: "page",
      version: 3,
      body: [
        {
          type: "button",
          label: "Pick",
          onClick: [
            {
              action: "openDialog",
              as: "picked",
              dialog: {
                type: "dialog",
                id: "picker",
                title: "Choose",
                data: { choice: "" },
                body: [
                  { type: "input", name: "choice", label: "Choice" },
                  { type: "button", label: "OK", onClick: [{ action: "closeDialog", result: "${choice}" }] },
                ],
              },
            },
            { action: "toast", message: "chose ${picked}" },
          ],
        },
      ],
    };
    render(
      <SchemaRenderer
        engine={engineFor({ host })}
        document={document}
        onRuntime={(r) => {
          runtime = r;
        }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Pick" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose" });
    expect(dialog).toBeInTheDocument();
    expect(runtime!.scopes().map((s) => [s.id, s.kind, s.parentId])).toContainEqual([
      "picker",
      "dialog",
      "page",
    ]);
    fireEvent.change(screen.getByLabelText("Choice"), { target: { value: "B" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(calls).toEqual([{ kind: "toast", message: "chose B", intent: "success" }]));
  });

  it("renders load errors with their JSON paths instead of the document", () => {
    render(
      <SchemaRenderer
        engine={engineFor({ locale: "en-US" })}
        document={{
          type: "page",
          version: 3,
          body: [
            { type: "buton", label: "x" },
            { type: "input", label: "y" },
          ],
        }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The page definition has 2 errors");
    expect(alert).toHaveTextContent("/body/0/type Unknown widget type buton; did you mean button?");
    expect(alert).toHaveTextContent("/body/1/name name is required");
  });

  it("puts only sanitised template HTML into the DOM", async () => {
    const document = {
      type: "page",
      version: 3,
      data: { name: "<b>x</b>" },
      body: [
        { type: "tpl", tpl: "<p>{{name}}</p><img src=x onerror=alert(1)><script>window.hacked=1</script>" },
      ],
    };
    render(<SchemaRenderer engine={engineFor()} document={document} />);
    const tpl = await screen.findByTestId("tpl");
    expect(tpl.innerHTML).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p><img src="x">');
    expect(tpl.querySelector("script")).toBeNull();
  });

  it("gives each rendered row its own scope, kept through a StrictMode remount and removed with the row", async () => {
    let runtime: DocumentRuntime | null = null;
    const document = {
      type: "page",
      version: 3,
      data: {
        items: [
          { id: "a", name: "Ann" },
          { id: "b", name: "Bob" },
        ],
        greeting: "Hi",
      },
      body: [{ type: "list", item: { type: "button", label: "${greeting} ${name}" } }],
    };
    await renderAsync(
      <StrictMode>
        <SchemaRenderer
          engine={engineFor()}
          document={document}
          onRuntime={(r) => {
            runtime = r;
          }}
        />
      </StrictMode>,
    );
    expect(await screen.findByRole("button", { name: "Hi Bob" })).toBeInTheDocument();
    const rows = () =>
      runtime!
        .scopes()
        .filter((s) => s.kind === "row")
        .map((s) => [s.id, s.data.name]);
    expect(rows()).toEqual([
      ["page/row:a", "Ann"],
      ["page/row:b", "Bob"],
    ]);
    await act(async () => runtime!.setValue("page", "items", [{ id: "a", name: "Anna" }]));
    expect(screen.getByRole("button", { name: "Hi Anna" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hi Bob" })).toBeNull();
    expect(rows()).toEqual([["page/row:a", "Anna"]]);
  });

  it("re-renders i18n texts in the new language when the locale prop changes", async () => {
    let lang: "zh-CN" | "en-US" = "zh-CN";
    const engine = engineFor({ locale: () => lang });
    const document = {
      type: "page",
      version: 3,
      body: [{ type: "button", label: { i18n: "engine.loading" } }],
    };
    const { rerender } = await renderAsync(
      <SchemaRenderer engine={engine} document={document} locale={lang} />,
    );
    expect(screen.getByRole("button")).toHaveTextContent("加载中…");
    lang = "en-US";
    rerender(<SchemaRenderer engine={engine} document={document} locale={lang} />);
    expect(screen.getByRole("button")).toHaveTextContent("Loading…");
  });

  it("shows a field's validation message as it is typed in, and re-checks a confirmation when the other field changes", async () => {
    const document = {
      type: "page",
      version: 3,
      body: [
        {
          type: "form",
          body: [
            { type: "input", name: "title", label: "Title", rules: "required|max:5" },
            { type: "input", name: "password", label: "Password" },
            { type: "input", name: "repeat", label: "Repeat", rules: "confirmed:password" },
          ],
        },
      ],
    };
    await renderAsync(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Too long" } });
    expect(screen.getByRole("status")).toHaveTextContent("title: 最大字符长度不能超过5");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ok" } });
    expect(screen.queryByRole("status")).toBeNull();

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a1" } });
    fireEvent.change(screen.getByLabelText("Repeat"), { target: { value: "a1" } });
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "b2" } });
    expect(await screen.findByRole("status")).toHaveTextContent(/^repeat: /);
  });
});
