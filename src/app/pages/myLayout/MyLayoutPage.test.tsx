import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../tests/unit/helpers/fakeAdapter";
import type { HomeGridItem, HomeLayout, HomeTabItem } from "../../../api/contract";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import i18n from "../../../i18n";
import { AppEngineProvider, createAppEngine } from "../../engine";
import { sampleUser } from "../../layout/layoutFixtures";
import { currentUserAtom } from "../../session/atoms";
import { MyLayoutPage } from "./MyLayoutPage";
import { myLayoutFixtureAnswer } from "./myLayoutFixtures";

configure({ asyncUtilTimeout: 4000 });

let calls: InternalAxiosRequestConfig[] = [];
const originalAdapter = http.defaults.adapter;

beforeEach(async () => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
  await i18n.changeLanguage("zh-CN");
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  setRuntimeContext(null);
});

const callsTo = (path: string) => calls.filter((c) => pathOf(c) === path);
const SAVE = "/portal/sysIndexMyLayout/v1/save";
const RESET = "/portal/sysIndexMyLayout/v1/reset";
const DESIGN = "/portal/sysIndexMyLayout/v1/designMyLayout";

async function renderDesigner(saveAnswer?: { status?: number; data?: unknown }) {
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return myLayoutFixtureAnswer(config, { saveAnswer });
  });
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter>
            <MyLayoutPage />
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
  await screen.findByText("栅格行 1");
}

const savedLayout = () => JSON.parse(String(callsTo(SAVE).at(-1)?.data)).layout as HomeLayout;

describe("v-myLayout: the user's own home layout designer", () => {
  it("shows the layout as rows (grid cells, tabs, single columns) and the columns the user may place", async () => {
    await renderDesigner();
    expect(screen.getAllByTestId("my-layout-row")).toHaveLength(4);
    expect(screen.getByText("标签页 2")).toBeTruthy();
    expect(screen.getByText("单栏目 3")).toBeTruthy();
    const palette = screen.getByRole("complementary", { name: "可用栏目" });
    expect(within(palette).getByText("督办事项")).toBeTruthy();
    expect(screen.getByText("当前为组织布局（保存后成为个人布局）")).toBeTruthy();
  });

  it("adds a column to a cell and saves the layout with it (保存成功)", async () => {
    await renderDesigner();
    fireEvent.change(screen.getByLabelText("添加栏目… 第1行 格子 2"), { target: { value: "pagedPost" } });
    expect(screen.getByText("有未保存的修改")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "保存" }));
    });
    await screen.findByText("保存成功");
    expect(callsTo(SAVE)).toHaveLength(1);
    expect(callsTo(SAVE)[0].method).toBe("post");
    const cell = (savedLayout().list[0] as HomeGridItem).columns[1];
    expect(cell.list.map((r) => r.alias)).toEqual(["requestNews", "pagedPost"]);
    expect(screen.queryByText("有未保存的修改")).toBeNull();
  });

  it("moves columns with the keyboard buttons, sets a span and saves what it shows", async () => {
    await renderDesigner();
    fireEvent.click(screen.getByRole("button", { name: "下移 公告栏" }));
    fireEvent.change(screen.getByLabelText("移到… 督办事项"), { target: { value: "0" } });
    const span = screen.getByLabelText("宽度（共24） 第1行 格子 1");
    fireEvent.change(span, { target: { value: "16" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "保存" }));
    });
    await screen.findByText("保存成功");
    const grid = savedLayout().list[0] as HomeGridItem;
    expect(grid.columns[0].list.map((r) => r.alias)).toEqual(["secret", "staticNotice", "pagedPost"]);
    expect(grid.columns[0].span).toBe(16);
  });

  it("removes a grid row and adds a new one", async () => {
    await renderDesigner();
    fireEvent.click(screen.getByRole("button", { name: "删除行 栅格行 1" }));
    fireEvent.click(screen.getByRole("button", { name: "添加栅格行" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "保存" }));
    });
    await screen.findByText("保存成功");
    const list = savedLayout().list;
    expect((list[0] as { type?: string }).type).toBe("tab");
    expect(list.at(-1)).toMatchObject({
      type: "grid",
      columns: [
        { span: 12, list: [] },
        { span: 12, list: [] },
      ],
    });
  });

  it("shows the server's message with the invalid path when saving is refused", async () => {
    await renderDesigner({
      status: 400,
      data: { state: false, message: "布局无效：/layout/list/0/columns/0/span" },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "保存" }));
    });
    await screen.findByText("保存失败：布局无效：/layout/list/0/columns/0/span");
  });

  it("resets to the default only after confirming, then loads the layout again", async () => {
    await renderDesigner();
    fireEvent.click(screen.getByRole("button", { name: "恢复默认" }));
    await screen.findByText("确定恢复默认布局吗？您的个人布局将被删除。");
    expect(callsTo(RESET)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: i18n.t("dialog.ok") }));
    });
    await waitFor(() => expect(callsTo(RESET)).toHaveLength(1));
    expect(callsTo(RESET)[0].method).toBe("post");
    await waitFor(() => expect(callsTo(DESIGN)).toHaveLength(2));
    await screen.findByText("已恢复默认布局");
  });

  it("does not reset when the confirmation is cancelled", async () => {
    await renderDesigner();
    fireEvent.click(screen.getByRole("button", { name: "恢复默认" }));
    await screen.findByText("确定恢复默认布局吗？您的个人布局将被删除。");
    fireEvent.click(screen.getByRole("button", { name: i18n.t("dialog.cancel") }));
    expect(callsTo(RESET)).toHaveLength(0);
  });

  it("previews the layout as the home page renders it", async () => {
    await renderDesigner();
    fireEvent.click(screen.getByRole("button", { name: "预览" }));
    const preview = await screen.findByTestId("my-layout-preview");
    expect(within(preview).getAllByTestId("home-grid").length).toBeGreaterThan(0);
  });

  it("adds a column dragged from the available list into a cell, and moves a placed one by dragging", async () => {
    await renderDesigner();
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? "",
      effectAllowed: "all",
    };
    const palette = screen.getByRole("complementary", { name: "可用栏目" });
    const target = screen.getByRole("region", { name: "第1行 格子 2" });
    fireEvent.dragStart(within(palette).getByText("模板文档"), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    store.clear();
    fireEvent.dragStart(within(target).getByText("新闻动态", { selector: "span" }), { dataTransfer });
    fireEvent.drop(screen.getByRole("region", { name: "第2行 标签 督办" }), { dataTransfer });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "保存" }));
    });
    await screen.findByText("保存成功");
    const layout = savedLayout();
    expect((layout.list[0] as HomeGridItem).columns[1].list.map((r) => r.alias)).toEqual(["templateDoc"]);
    expect((layout.list[1] as HomeTabItem).tabs[0].list.map((r) => r.alias)).toEqual([
      "pagedPost",
      "failing",
      "requestNews",
    ]);
  });

  it("asks before leaving with unsaved changes, and stays when the user cancels", async () => {
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return myLayoutFixtureAnswer(config);
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Link to="/home">去首页</Link>
              <Outlet />
            </>
          ),
          children: [
            { path: "/v-myLayout", element: <MyLayoutPage /> },
            { path: "/home", element: <p>首页内容</p> },
          ],
        },
      ],
      { initialEntries: ["/v-myLayout"] },
    );
    const store = createStore();
    store.set(currentUserAtom, sampleUser);
    await act(async () => {
      render(
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>,
      );
    });
    await screen.findByText("栅格行 1");
    fireEvent.click(screen.getByRole("button", { name: "添加栅格行" }));
    await act(async () => {
      fireEvent.click(screen.getByText("去首页"));
    });
    await screen.findByText("布局有未保存的修改，确定离开吗？");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: i18n.t("dialog.cancel") }));
    });
    expect(router.state.location.pathname).toBe("/v-myLayout");
    await act(async () => {
      fireEvent.click(screen.getByText("去首页"));
    });
    await screen.findByText("布局有未保存的修改，确定离开吗？");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: i18n.t("dialog.ok") }));
    });
    await screen.findByText("首页内容");
  });
});
