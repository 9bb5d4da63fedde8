import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { PLAYGROUND_EXAMPLES } from "./examples";
import { createFixtureEngine } from "./fixtures";
import { Playground } from "./Playground";
import { PLAYGROUND_STORAGE_KEY } from "./useDocumentText";
// Gives src/platform the app's engine factory, as app/routes does in the app.
import "../../../app/setup/createAppEngine";

const editor = () => screen.getByRole("textbox", { name: "文档 JSON" }) as HTMLTextAreaElement;
const exampleText = (id: string) => PLAYGROUND_EXAMPLES.find((e) => e.id === id)?.text ?? "";
const errorList = () => screen.getByRole("list", { name: /加载错误/ });

async function renderPlayground(
  example: string,
  options: { confirmAnswers?: boolean[]; storageKey?: string | null } = {},
) {
  const fixture = createFixtureEngine({ confirmAnswers: options.confirmAnswers });
  await act(async () => {
    render(
      <Playground
        engine={fixture.engine}
        initialExample={example}
        storageKey={options.storageKey === undefined ? null : options.storageKey}
        reloadDelayMs={10}
      />,
    );
  });
  return fixture;
}

/** Types into the editor and waits out the reload delay. */
async function edit(text: string) {
  await act(async () => {
    fireEvent.change(editor(), { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

/** The broken example with each of its problems fixed. */
function fixedBrokenDocument() {
  const doc = JSON.parse(exampleText("broken"));
  doc.computed = { net: { "-": [{ var: "gross" }, 10] } };
  doc.data = { gross: 100 };
  doc.body[0].type = "tabs";
  doc.body[0].tabs = [];
  delete doc.body[0].columns;
  doc.body[1].title = doc.body[1].titel;
  delete doc.body[1].titel;
  doc.body[2].columns[0].width = 120;
  doc.body[3].onClick[0].action = "toast";
  doc.body[3].onClick[1] = { action: "setValue", name: "gross", value: { $expr: { "+": [1, 2] } } };
  return doc;
}

describe("Playground", () => {
  it("loads every example but the broken one without errors", async () => {
    const { engine } = createFixtureEngine();
    expect(PLAYGROUND_EXAMPLES.map((e) => e.id)).toEqual(["form", "table", "chart", "actions", "broken"]);
    for (const example of PLAYGROUND_EXAMPLES) {
      const result = engine.load(JSON.parse(example.text));
      if (example.id === "broken") expect(result.ok).toBe(false);
      else expect(result.ok ? [] : result.errors).toEqual([]);
    }
  });
});

describe("Playground: load errors", () => {
  it("lists a broken document's load errors by JSON path and renders nothing", async () => {
    await renderPlayground("broken");
    const list = errorList();
    for (const path of [
      "/computed/net",
      "/body/0/type",
      "/body/1/titel",
      "/body/2/columns/0/width",
      "/body/3/onClick/0/action",
      "/body/3/onClick/1/value/$expr/plus",
    ])
      expect(within(list).getByText(path)).toBeInTheDocument();
    expect(within(list).getByText("类型错误：应为 number，实际为 string")).toBeInTheDocument();
    expect(screen.getByText("文档有加载错误，修正后这里显示渲染结果。")).toBeInTheDocument();
  });

  it("selects the node's text in the editor when an error is clicked (the key of a misspelt property)", async () => {
    await renderPlayground("broken");
    const selected = () => editor().value.slice(editor().selectionStart, editor().selectionEnd);
    fireEvent.click(within(errorList()).getByText("/body/2/columns/0/width"));
    expect(selected()).toBe('"120px"');
    expect(editor()).toHaveFocus();
    fireEvent.click(within(errorList()).getByText("/body/1/titel"));
    expect(selected()).toBe('"titel"');
  });

  it("renders the document once editing fixes every error", async () => {
    await renderPlayground("broken");
    await edit(JSON.stringify(fixedBrokenDocument(), null, 2));
    expect(screen.queryByRole("list", { name: /加载错误/ })).toBeNull();
    expect(screen.getByText("文档已加载，没有错误")).toBeInTheDocument();
    const preview = screen.getByRole("region", { name: "渲染结果" });
    expect(await within(preview).findByRole("button", { name: "按钮" })).toBeInTheDocument();
    expect(within(preview).getByText("卡片")).toBeInTheDocument();
  });

  it("shows a JSON syntax error with its line and column, then the render once it is fixed", async () => {
    await renderPlayground("actions");
    await edit('{\n  "type": "page",\n  version: 3\n}');
    expect(screen.getByText("JSON 语法错误")).toBeInTheDocument();
    expect(screen.getByText("第 3 行，第 3 列")).toBeInTheDocument();
    expect(screen.getByText('此处应为带双引号的属性名，实际为 "v"')).toBeInTheDocument();
    expect(screen.getByText("修正 JSON 语法错误后，这里显示渲染结果。")).toBeInTheDocument();
    await edit('{\n  "type": "page",\n  "version": 3,\n  "title": "你好"\n}');
    expect(await screen.findByRole("heading", { name: "你好" })).toBeInTheDocument();
  });
});

describe("Playground: scopes and traces", () => {
  it("updates the scope data after typing in a field, computed values included", async () => {
    await renderPlayground("form");
    // The form's number fields load their widget first (input-number has its own chunk).
    await screen.findByRole("listitem", { name: "claim" }, { timeout: 10_000 });
    const scope = () => within(screen.getByRole("listitem", { name: "claim" })).getByText(/"applicant"/);
    expect(scope()).toHaveTextContent('"allowance": 360');
    fireEvent.change(await screen.findByLabelText("申请人"), { target: { value: "张三" } });
    fireEvent.change(screen.getByLabelText("出差天数"), { target: { value: "3" } });
    await waitFor(() => expect(scope()).toHaveTextContent('"applicant": "张三"'));
    expect(scope()).toHaveTextContent('"allowance": 540');
    expect(scope()).toHaveTextContent('"total": 1310.5');
    expect(screen.getByLabelText("报销合计")).toHaveTextContent("1310.5");
  });

  it("adds a trace entry, newest first, when a button runs its actions; clear empties it", async () => {
    const { calls } = await renderPlayground("actions");
    fireEvent.click(screen.getByRole("tab", { name: "动作轨迹" }));
    expect(screen.getByText("还没有动作运行。点击渲染结果中的按钮试试。")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "显示提示" }));
    });
    const trace = await screen.findByRole("list", { name: "动作轨迹" });
    const entry = within(trace).getByRole("listitem", { name: "toast /body/0/body/0/onClick/0" });
    expect(within(entry).getByText("成功")).toBeInTheDocument();
    expect(entry).toHaveTextContent('"message": "你好，这是一条提示"');
    expect(calls).toContainEqual({ kind: "toast", message: "你好，这是一条提示", intent: "primary" });

    // A failing request: its error, then the onError steps; the newest entry comes first.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "调用不存在的查询" }));
    });
    await waitFor(() => expect(within(trace).getAllByRole("listitem")).toHaveLength(4));
    const [newest, , failed] = within(trace).getAllByRole("listitem");
    expect(newest).toHaveAccessibleName("toast /body/0/body/4/onClick/0/onError/1");
    expect(within(failed).getByText("失败")).toBeInTheDocument();
    expect(failed).toHaveTextContent("未找到别名为 noSuchQuery 的相关查询");
    expect(failed).toHaveTextContent("日志ID fixture-404");
    expect(screen.getByLabelText("最近的错误")).toHaveTextContent("未找到别名为 noSuchQuery 的相关查询");

    fireEvent.click(screen.getByRole("button", { name: "清空轨迹" }));
    expect(screen.getByText("还没有动作运行。点击渲染结果中的按钮试试。")).toBeInTheDocument();
  });

  it("traces a confirm answered no as cancelled and leaves the count alone", async () => {
    await renderPlayground("actions", { confirmAnswers: [false] });
    fireEvent.click(screen.getByRole("tab", { name: "动作轨迹" }));
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "确认后加一" }));
    });
    const trace = await screen.findByRole("list", { name: "动作轨迹" });
    expect(within(trace).getByText("取消")).toBeInTheDocument();
    expect(screen.getByLabelText("计数")).toHaveTextContent("0");
  });

  it("shows the table example's rows from the data source, page 1 of the query", async () => {
    const { requests } = await renderPlayground("table");
    expect(await screen.findByText("共 23 条")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      host: "form",
      path: "/form/customQuery/v1/doQuery",
      method: "POST",
      query: { alias: "expenseQuery", page: 1 },
      body: [],
    });
  });
});

describe("Playground: keeping the work", () => {
  it("keeps the last document in localStorage across reloads; reset restores the example", async () => {
    await renderPlayground("actions", { storageKey: PLAYGROUND_STORAGE_KEY });
    await edit('{"type": "page", "version": 3, "title": "我的草稿"}');
    cleanup();
    await renderPlayground("form", { storageKey: PLAYGROUND_STORAGE_KEY });
    expect(editor().value).toBe('{"type": "page", "version": 3, "title": "我的草稿"}');
    expect(screen.getByRole("combobox", { name: "示例文档" })).toHaveValue("actions");
    expect(await screen.findByRole("heading", { name: "我的草稿" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "恢复示例" }));
    expect(editor().value).toBe(exampleText("actions"));
  });

  it("starts from another example when one is picked", async () => {
    await renderPlayground("broken");
    fireEvent.change(screen.getByRole("combobox", { name: "示例文档" }), { target: { value: "form" } });
    expect(editor().value).toBe(exampleText("form"));
    expect(await screen.findByLabelText("申请人")).toBeInTheDocument();
  });
});
