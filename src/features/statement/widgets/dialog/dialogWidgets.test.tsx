// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../../engine/react";
import { recordingHost } from "../../../../engine/testing";
import i18n from "../../../../i18n";
import { layoutDataChartWidgets } from "../../../../widgets/register";
import { customDialogWidgetDefinitions } from "./definitions";
import { fixtureFetcher } from "./fixtures";

/** Lazy widgets suspend on `use(promise)`: the first render has to be awaited. */
async function renderAwaited(ui: React.ReactElement) {
  await act(async () => {
    render(ui);
  });
}

const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;

function engineWith(host = recordingHost()) {
  const engine = createEngine<WidgetComponent>({
    fetcher: fixtureFetcher(),
    host: host.host,
    translate: (key, params) => i18n.t(key, params),
    widgets: [...layoutDataChartWidgets(), ...customDialogWidgetDefinitions()],
  });
  return { engine, calls: host.calls };
}

const chosenNames = {
  i18n: "dialog.demo.chosen",
  params: { names: { $expr: { join: [{ map: [{ var: "$event" }, { var: "fullname" }] }, "、"] } } },
};

describe("dialog widgets in documents", { timeout: 20_000 }, () => {
  it("custom-dialog-button opens the picker and runs onConfirm with the chosen rows as $event", async () => {
    const { engine, calls } = engineWith();
    await renderAwaited(
      <SchemaRenderer
        engine={engine}
        document={{
          type: "page",
          version: 3,
          body: [
            {
              type: "custom-dialog-button",
              alias: "userSelector",
              label: { i18n: "dialog.demo.chooseUsers" },
              onConfirm: [{ action: "toast", message: chosenNames }],
            },
          ],
        }}
      />,
    );
    // The file's first render loads the lazy dialog widgets: allow for that beyond findBy's 1 s.
    fireEvent.click(await screen.findByRole("button", { name: "选择用户" }, { timeout: 10_000 }));
    await waitFor(() => expect(within(main()).getByText("李四")).toBeInTheDocument());
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 1 行" }));
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 2 行" }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "已选择：张三、李四", intent: "success" }),
    );
  });

  it("opens a dialog node with openDialog and closes it into the run with the picked org", async () => {
    const { engine, calls } = engineWith();
    await renderAwaited(
      <SchemaRenderer
        engine={engine}
        document={{
          type: "page",
          version: 3,
          body: [
            {
              type: "custom-dialog-button",
              alias: "userSelector",
              label: "pick",
              onConfirm: [
                {
                  action: "openDialog",
                  as: "org",
                  dialog: { type: "custom-dialog", alias: "orgSelector", title: "选择部门" },
                },
                {
                  action: "toast",
                  when: { "!": { empty: [{ var: "org" }] } },
                  message: "${$event.0.fullname}→${org.0.name}",
                },
              ],
            },
          ],
        }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "pick" }));
    await waitFor(() => expect(within(main()).getByText("李四")).toBeInTheDocument());
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 1 行" }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(await screen.findByRole("dialog", { name: /选择部门/ })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("treeitem", { name: "财务部" }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "张三→财务部", intent: "success" }),
    );
  });

  it("a dialog node shows its schema body, and OK closes it with its scope's values", async () => {
    const { engine, calls } = engineWith();
    await renderAwaited(
      <SchemaRenderer
        engine={engine}
        document={{
          type: "page",
          version: 3,
          body: [
            {
              type: "custom-dialog-button",
              alias: "singleUserSelector",
              label: "open",
              onConfirm: [
                {
                  action: "openDialog",
                  as: "answer",
                  data: { note: "${$event.0.account}" },
                  dialog: {
                    type: "dialog",
                    title: "确认",
                    body: [{ type: "template", template: "<p>账号 {{note}}</p>" }],
                  },
                },
                { action: "toast", message: "${answer.note}" },
              ],
            },
          ],
        }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "open" }));
    await waitFor(() => expect(within(main()).getByText("王五")).toBeInTheDocument());
    fireEvent.click(within(main()).getByRole("radio", { name: "选择第 3 行" }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    const dialog = await screen.findByRole("dialog", { name: /确认/ });
    expect(within(dialog).getByText("账号 wangwu")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "wangwu", intent: "success" }),
    );
  });
});
