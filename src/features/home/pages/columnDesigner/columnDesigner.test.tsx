import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { methodAuthAtom } from "../../../../platform/session/atoms";
import "../../../../i18n";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { CURRENT_VERSION } from "../../../../engine/migrations";
import { recordingHost } from "../../../../engine/testing";
import { decodeBase64Utf8 } from "../../api";
import { emptyForm, formOf, payloadOf, validateForm } from "../../model/columnForm";
import { ColumnEditor } from "./ColumnEditorPage";
import { ColumnList, ColumnListPage } from "./ColumnListPage";
import type { DesignerApi } from "./designerApi";
import { DESIGNER_COLUMNS, designedColumn, fakeDesignerApi } from "./fixtures";

async function show(ui: ReactElement) {
  const engine = createAppEngine({
    fetcher: async () => ({ status: 200, data: {} }) as never,
    host: recordingHost().host,
  });
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

/** The editor at a route's id, with the id shown. */
function EditorAt({ api }: { api: DesignerApi }) {
  const { id } = useParams();
  return (
    <>
      <span data-testid="editor-of">{id}</span>
      <ColumnEditor key={id} id={id} api={api} />
    </>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe("Column designer: the form model", () => {
  it("asks for a name and an alias of letters, digits and underscores, and JSON data parameters", () => {
    const form = { ...emptyForm(), alias: "1-bad", dataParam: "{oops" };
    expect(validateForm(form)).toEqual({ name: "required", alias: "alias", dataParam: "json" });
    expect(validateForm({ ...emptyForm(), name: "新闻", alias: "news_1" })).toEqual({});
  });

  it("sends the template as Base64 of its UTF-8 text and the rights as lists of ids", () => {
    const payload = payloadOf({
      ...emptyForm(),
      name: "欢迎",
      alias: "welcome",
      template: "<p>你好</p>",
      roles: ["a", "b", "a"],
      users: ["u-zhangsan"],
    });
    expect(decodeBase64Utf8(payload.templateHtml)).toBe("<p>你好</p>");
    expect(payload.rights).toEqual({ roles: ["a", "b"], orgs: [], users: ["u-zhangsan"] });
  });

  it("asks for a refresh interval of 10 to 86400 whole seconds only when refreshing is on", () => {
    const form = { ...emptyForm(), name: "新闻", alias: "news" };
    for (const refeshTime of ["", "5", "9", "10.5", "abc", "86401"])
      expect(validateForm({ ...form, supportRefesh: true, refeshTime }), refeshTime).toEqual({
        refeshTime: "refresh",
      });
    expect(validateForm({ ...form, supportRefesh: true, refeshTime: "10" })).toEqual({});
    expect(validateForm({ ...form, supportRefesh: false, refeshTime: "5" })).toEqual({});
  });

  it("reads and sends supportRefesh and refeshTime", () => {
    const form = formOf(designedColumn("news", { supportRefesh: 1, refeshTime: 60 }));
    expect(form).toMatchObject({ supportRefesh: true, refeshTime: "60" });
    expect(payloadOf(form)).toMatchObject({ supportRefesh: 1, refeshTime: 60 });
    const off = payloadOf({ ...form, supportRefesh: false, refeshTime: "" });
    expect(off.supportRefesh).toBe(0);
    expect(off).not.toHaveProperty("refeshTime");
  });

  it("sends back the stored fields the editor does not show, so a save keeps them", () => {
    const stored = designedColumn("flow", {
      catalog: "flow",
      catalogName: "流程",
      sn: 3,
      isPublic: 1,
      requestType: null,
    });
    const payload = payloadOf(formOf(stored));
    expect(payload).toMatchObject({ catalog: "flow", catalogName: "流程", sn: 3, isPublic: 1 });
    expect(payload.requestType).toBeUndefined();
  });
});

describe("Column designer: both languages of the name", () => {
  it("edits the name's zh-CN and en-US and saves them as a translation map", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnEditor id="ic-welcome" api={api} />);
    await waitFor(() => expect(input("栏目名称").value).toBe("欢迎"));
    expect(input("英文名称").value).toBe("");
    type("英文名称", "Welcome");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(calls.saved[0]).toMatchObject({ name: "欢迎", nameI18n: { "zh-CN": "欢迎", "en-US": "Welcome" } });
  });

  it("reads both languages from the stored map, whatever language the name was answered in", () => {
    const stored = designedColumn("flow", {
      name: "To-do",
      nameI18n: { "zh-CN": "待办事项", "en-US": "To-do" },
      catalogName: "Flows",
      catalogNameI18n: { "zh-CN": "流程", "en-US": "Flows" },
    });
    const form = formOf(stored);
    expect(form).toMatchObject({ name: "待办事项", nameEn: "To-do" });
    expect(payloadOf(form)).toMatchObject({ name: "待办事项", catalogName: "流程" });
  });
});

describe("Column designer: the editor", () => {
  it("shows each field's error and does not save an invalid column", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnEditor api={api} />);
    type("栏目别名", "bad alias!");
    type("数据参数", "[{");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(screen.getByText("必填")).toBeInTheDocument();
    expect(screen.getByText("别名须以字母开头，只能包含字母、数字和下划线")).toBeInTheDocument();
    expect(screen.getByText("不是有效的 JSON")).toBeInTheDocument();
    expect(calls.saved).toEqual([]);
  });

  it("shows the stored template decoded and saves it Base64-encoded, then says 保存成功", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnEditor id="ic-welcome" api={api} />);
    await waitFor(() => expect(input("栏目模板").value).toBe("<p>欢迎使用 Tessera</p>"));
    type("栏目模板", "<p>你好，{{name}}</p>");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(calls.saved).toHaveLength(1);
    const saved = calls.saved[0];
    expect(saved.id).toBe("ic-welcome");
    expect(saved.alias).toBe("welcome");
    expect(saved.templateHtml).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeBase64Utf8(saved.templateHtml)).toBe("<p>你好，{{name}}</p>");
    expect(saved.rights).toEqual({ roles: ["sysAdmin"], orgs: [], users: [] });
  });

  it("moves a new column to its own page after the first save, still saying 保存成功", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(
      <Routes>
        <Route path="/" element={<ColumnEditor api={api} />} />
        <Route path="/v-config/homeColumns/:id" element={<EditorAt api={api} />} />
      </Routes>,
    );
    type("栏目名称", "公告");
    type("栏目别名", "notice");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(calls.saved[0]).not.toHaveProperty("id");
    expect(await screen.findByTestId("editor-of")).toHaveTextContent("ic-new");
    expect(screen.getByText("保存成功")).toBeInTheDocument();
  });

  it("shows the server's message when the save is refused", async () => {
    const { api } = fakeDesignerApi(DESIGNER_COLUMNS, { saveMessage: "别名已存在：welcome" });
    await show(<ColumnEditor id="ic-welcome" api={api} />);
    await waitFor(() => expect(input("栏目名称").value).toBe("欢迎"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(await screen.findByRole("alert")).toHaveTextContent("别名已存在：welcome");
  });

  it("previews the edited column as the home page renders it", async () => {
    const { api } = fakeDesignerApi();
    await show(<ColumnEditor api={api} />);
    type("栏目名称", "公告栏");
    type("栏目模板", "<p>今日无公告</p>");
    const preview = screen.getByRole("region", { name: "预览" });
    await waitFor(() => expect(within(preview).getByText("今日无公告")).toBeInTheDocument());
    expect(within(preview).getByText("公告栏")).toBeInTheDocument();
  });

  it("lists an engine document template's load errors by JSON path", async () => {
    const { api } = fakeDesignerApi();
    await show(<ColumnEditor api={api} />);
    type(
      "栏目模板",
      JSON.stringify({ version: CURRENT_VERSION, type: "page", body: [{ type: "no-such-widget" }] }),
    );
    const preview = screen.getByRole("region", { name: "预览" });
    const alert = await within(preview).findByRole("alert");
    expect(within(alert).getByText("/body/0/type")).toBeInTheDocument();
  });
});

describe("Column designer: the list", () => {
  it("lists columns with their data mode and column type, and searches by name or alias", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnList api={api} />);
    const table = await screen.findByRole("table");
    expect(within(table).getByText("欢迎")).toBeInTheDocument();
    expect(within(table).getByText("请求数据")).toBeInTheDocument();
    type("栏目名称或别名", "news");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "查询" })));
    await waitFor(() => expect(within(screen.getByRole("table")).queryByText("欢迎")).toBeNull());
    expect(calls.listed.at(-1)).toMatchObject({
      pageBean: { page: 1 },
      querys: [
        { property: "name", value: "news" },
        { property: "alias", value: "news" },
      ],
    });
  });

  it("pages through the columns", async () => {
    const many = Array.from({ length: 12 }, (_, i) => designedColumn(`col${i}`, { name: `栏目${i}` }));
    const { api } = fakeDesignerApi(many);
    await show(<ColumnList api={api} />);
    expect(await screen.findByText("第 1 / 2 页，共 12 条")).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "下一页" })));
    expect(await screen.findByText("栏目11")).toBeInTheDocument();
  });

  it("deletes a column only after the confirmation", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnList api={api} />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "删除 新闻" })));
    expect(screen.getByText("确定删除栏目「新闻」吗？")).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "取消" })));
    expect(calls.removed).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "删除 新闻" })));
    const dialog = screen.getByRole("alertdialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "删除" })));
    expect(calls.removed).toEqual([["ic-news"]]);
    await waitFor(() => expect(within(screen.getByRole("table")).queryByText("新闻")).toBeNull());
  });
});

describe("Column designer: the delete confirmation", () => {
  it("closes on Escape without deleting", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnList api={api} />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "删除 新闻" })));
    const dialog = screen.getByRole("alertdialog");
    await act(async () => fireEvent.keyDown(dialog, { key: "Escape", code: "Escape", keyCode: 27 }));
    await waitFor(() => expect(screen.queryByText("确定删除栏目「新闻」吗？")).toBeNull());
    expect(calls.removed).toEqual([]);
  });
});

describe("Column designer: the right", () => {
  it("shows a lock notice instead of the list to a user without homeColumnManage", async () => {
    const store = createStore();
    store.set(methodAuthAtom, { allMethod: ["homeColumnManage"], curUserMethod: [] });
    await show(
      <Provider store={store}>
        <ColumnListPage />
      </Provider>,
    );
    expect(screen.getByText("没有管理首页栏目的权限")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "新增" })).toBeNull();
  });
});
