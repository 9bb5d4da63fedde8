// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DocumentRuntime } from "..";
import { recordingHost, stubFetcher } from "../testHelpers";
import { SchemaRenderer, unloadedWidgetTypes } from "./";
import { engineFor, renderAsync } from "./testWidgets";

describe("SchemaRenderer", () => {
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

  it("loads the lazy widgets a page shows before its first render, not those only inside a dialog", async () => {
    const loads: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const badge = ({ props }: { props: { label: string } }) => <strong>{props.label}</strong>;
    const lazyWidget = (type: string, wait?: Promise<void>) => ({
      type,
      load: async () => {
        loads.push(type);
        await wait;
        return { default: badge as never };
      },
      propsSchema: { type: "object", additionalProperties: false, properties: { label: { type: "string" } } },
    });
    const engine = engineFor({}, [lazyWidget("badge", gate), lazyWidget("dialogOnly")]);
    const document = {
      type: "page",
      version: 3,
      body: [
        { type: "badge", label: "Ready" },
        {
          type: "button",
          label: "Open",
          onClick: [
            {
              action: "openDialog",
              dialog: { type: "dialog", title: "D", body: [{ type: "dialogOnly", label: "Inside" }] },
            },
          ],
        },
      ],
    };
    const loaded = engine.loadOrThrow(document);
    expect(unloadedWidgetTypes(engine, loaded)).toEqual(["badge"]);

    await renderAsync(<SchemaRenderer engine={engine} document={loaded} fallback={<p>loading…</p>} />);
    // The page waits for the badge's code as a whole: no part of it shows before, the dialog's widget is not loaded.
    expect(screen.getByText("loading…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open" })).toBeNull();
    expect(loads).toEqual(["badge"]);
    await act(async () => release());
    expect(await screen.findByText("Ready")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toBeInTheDocument();
    expect(unloadedWidgetTypes(engine, loaded)).toEqual([]);
    expect(loads).toEqual(["badge"]);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open" })));
    expect(await screen.findByText("Inside")).toBeInTheDocument();
    expect(loads).toEqual(["badge", "dialogOnly"]);
  });
});
