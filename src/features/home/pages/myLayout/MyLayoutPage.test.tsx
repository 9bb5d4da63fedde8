import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DesignMyLayout, HomeGridItem, HomeLayout, HomeTabItem } from "../../../../api/contract";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { restoreHttpAfterEach } from "../../../../api/testing/httpReset";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import i18n from "../../../../i18n";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { MyLayoutPage } from "./MyLayoutPage";
import { MY_LAYOUT_DESIGN, MY_LAYOUT_RICH, myLayoutFixtureAnswer } from "./myLayoutFixtures";

configure({ asyncUtilTimeout: 4000 });
// The designer is a large tree of Blueprint controls: a test with several saves takes seconds under jsdom.
vi.setConfig({ testTimeout: 20_000 });

let calls: InternalAxiosRequestConfig[] = [];

beforeEach(async () => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
  await i18n.changeLanguage("zh-CN");
});
restoreHttpAfterEach();

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

/** What screen readers were last told about a drag (dnd-kit's live region). */
const announced = () => document.querySelector("[id^='DndLiveRegion']")?.textContent ?? "";

/** Focuses a column's drag handle and picks the column up with Space, as a keyboard user does. */
async function pickUp(handle: HTMLElement) {
  await act(async () => {
    handle.focus();
    fireEvent.keyDown(handle, { code: "Space", key: " " });
  });
  // The keyboard sensor listens for the next keys from the next tick on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Presses keys during a keyboard drag (arrows step through the drop targets; Space/Enter drop; Escape cancels). */
async function press(handle: HTMLElement, ...codes: string[]) {
  for (const code of codes)
    await act(async () => {
      fireEvent.keyDown(handle, { code, key: code === "Space" ? " " : code });
    });
}

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
    const palette = screen.getByRole("complementary", { name: "可用栏目" });
    const target = screen.getByRole("region", { name: "第1行 格子 2" });
    const listed = within(palette).getByRole("button", { name: "拖动 模板文档" });
    expect(listed).toHaveAttribute("aria-roledescription", "可拖动的栏目");
    await pickUp(listed);
    expect(announced()).toBe("已拿起 模板文档");
    // The targets in reading order: before row 1, row 1's cells, before row 2, row 2's tabs…
    await press(listed, "ArrowDown", "ArrowDown", "ArrowDown");
    expect(announced()).toBe("模板文档 移到了 第1行 格子 2");
    expect(target).toHaveClass("is-over");
    await press(listed, "Space");
    expect(announced()).toBe("已将 模板文档 放到 第1行 格子 2");
    expect(within(target).getByText("模板文档", { selector: "span" })).toBeTruthy();
    const placed = within(target).getByRole("button", { name: "拖动 新闻动态" });
    await pickUp(placed);
    await press(placed, "ArrowDown", "ArrowDown", "Enter");
    expect(announced()).toBe("已将 新闻动态 放到 第2行 标签 督办");
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

  it("changes nothing when a drag is cancelled with Escape or dropped where it was picked up", async () => {
    await renderDesigner();
    const cell = screen.getByRole("region", { name: "第1行 格子 1" });
    const handle = within(cell).getByRole("button", { name: "拖动 公告栏" });
    await pickUp(handle);
    await press(handle, "ArrowDown", "ArrowUp", "Escape");
    expect(announced()).toBe("已取消拖动 公告栏");
    await pickUp(handle);
    await press(handle, "Space");
    expect(announced()).toBe("已放下 公告栏，布局没有改变");
    expect(screen.queryByText("有未保存的修改")).toBeNull();
    expect(
      within(cell)
        .getAllByText(/公告栏|secret/, { selector: "span" })
        .map((e) => e.textContent),
    ).toEqual(["公告栏", "secret"]);
  });

  it("announces a drag in English when the language is en-US", async () => {
    await renderDesigner();
    await act(async () => {
      await i18n.changeLanguage("en-US");
    });
    const cell = screen.getByRole("region", { name: "Row 1 Cell 1" });
    const handle = within(cell).getByRole("button", { name: "Drag 公告栏" });
    await pickUp(handle);
    expect(announced()).toBe("Picked up 公告栏");
    await press(handle, "ArrowUp");
    expect(announced()).toBe("公告栏 is over before row 1 (as a single-column row)");
    await press(handle, "Escape");
    expect(announced()).toBe("Dragging 公告栏 was cancelled");
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
      fireEvent.click(screen.getByRole("button", { name: i18n.t("common.leaveGuard.stay") }));
    });
    expect(router.state.location.pathname).toBe("/v-myLayout");
    // Escape cancels as well.
    await act(async () => {
      fireEvent.click(screen.getByText("去首页"));
    });
    const asked = await screen.findByRole("alertdialog");
    await act(async () => {
      fireEvent.keyDown(asked, { key: "Escape", code: "Escape", keyCode: 27 });
    });
    await waitFor(() => expect(screen.queryByText("布局有未保存的修改，确定离开吗？")).toBeNull());
    expect(router.state.location.pathname).toBe("/v-myLayout");
    await act(async () => {
      fireEvent.click(screen.getByText("去首页"));
    });
    await screen.findByText("布局有未保存的修改，确定离开吗？");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: i18n.t("common.leaveGuard.leave") }));
    });
    await screen.findByText("首页内容");
  });
});

/** Renders the designer on fixtures through its load/save props; answers the spy that receives each save. */
async function renderWith(design: DesignMyLayout) {
  const save = vi.fn(async (_layout: HomeLayout) => ({ state: true }));
  await act(async () => {
    render(
      <MemoryRouter>
        <MyLayoutPage load={async () => structuredClone(design)} save={save} reset={async () => undefined} />
      </MemoryRouter>,
    );
  });
  await screen.findByText("栅格行 1");
  return save;
}

/** Clicks 保存 and answers the layout the page saved. */
async function saveNow(save: ReturnType<typeof vi.fn>): Promise<HomeLayout> {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
  });
  await screen.findByText("保存成功");
  return save.mock.calls.at(-1)?.[0] as HomeLayout;
}

/** What each row of a layout is: "grid", "tab:<name>" or the alias of a single-column row. */
const rowKinds = (layout: HomeLayout) =>
  layout.list.map((item) => {
    const typed = item as { type?: string; name?: string; alias?: string };
    return typed.type === "tab" ? `tab:${typed.name}` : (typed.type ?? typed.alias);
  });

describe("v-myLayout: tab containers", () => {
  it("adds a tab container (标签页2, the second one) with a tab 标签1, renames both, adds a tab and puts columns in it", async () => {
    const save = await renderWith(MY_LAYOUT_DESIGN);
    fireEvent.click(screen.getByRole("button", { name: "添加标签页" }));
    expect(screen.getByText("标签页 5")).toBeTruthy();
    const container = screen.getByLabelText("标签页名称 标签页 5");
    expect(container).toHaveValue("标签页2");
    fireEvent.change(container, { target: { value: "我的工作" } });
    const firstTab = screen.getByLabelText("标签名称 标签页 5 第1个标签");
    expect(firstTab).toHaveValue("标签1");
    fireEvent.change(firstTab, { target: { value: "待办" } });
    fireEvent.click(screen.getByRole("button", { name: "添加标签 标签页 5" }));
    expect(screen.getByLabelText("标签名称 标签页 5 第2个标签")).toHaveValue("标签2");
    fireEvent.change(screen.getByLabelText("添加栏目… 第5行 标签 待办"), {
      target: { value: "templateDoc" },
    });
    const move = screen.getByLabelText("移到… 公告栏") as HTMLSelectElement;
    const option = Array.from(move.options).find((o) => o.text === "第5行 标签 标签2");
    fireEvent.change(move, { target: { value: option?.value } });
    const saved = await saveNow(save);
    expect(saved.list[4]).toEqual({
      type: "tab",
      name: "我的工作",
      tabs: [
        { name: "待办", list: [{ alias: "templateDoc", name: "模板文档" }] },
        { name: "标签2", list: [{ alias: "staticNotice" }] },
      ],
    });
    expect((saved.list[0] as HomeGridItem).columns[0].list.map((r) => r.alias)).toEqual(["secret"]);
  });

  it("shows translated names in the page's language and saves the maps it did not rename (issue 13 §5)", async () => {
    const bilingual: DesignMyLayout = structuredClone(MY_LAYOUT_RICH);
    const work = bilingual.layout.list[1] as HomeTabItem;
    work.name = { "zh-CN": "日常工作", "en-US": "Daily work" };
    work.tabs[0].name = { "zh-CN": "督办", "en-US": "Supervision" };
    const save = await renderWith(bilingual);
    expect(screen.getByLabelText("标签页名称 标签页 2")).toHaveValue("日常工作");
    expect(screen.getByLabelText("标签名称 标签页 2 第1个标签")).toHaveValue("督办");
    await act(async () => {
      await i18n.changeLanguage("en-US");
    });
    expect(screen.getByDisplayValue("Daily work")).toBeTruthy();
    expect(screen.getByDisplayValue("Supervision")).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    fireEvent.change(screen.getByLabelText("标签名称 标签页 2 第2个标签"), { target: { value: "周报" } });
    const saved = (await saveNow(save)).list[1] as HomeTabItem;
    expect(saved.name).toEqual({ "zh-CN": "日常工作", "en-US": "Daily work" });
    expect(saved.tabs.map((tab) => tab.name)).toEqual([
      { "zh-CN": "督办", "en-US": "Supervision" },
      "周报",
      "文档",
    ]);
  });

  it("shows a field error for a blank or too long name and keeps the last valid name in the layout", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    const container = screen.getByLabelText("标签页名称 标签页 2");
    fireEvent.change(container, { target: { value: "   " } });
    expect(screen.getByText("名称不能为空")).toBeTruthy();
    expect(container).toHaveAttribute("aria-invalid", "true");
    const tab = screen.getByLabelText("标签名称 标签页 2 第2个标签");
    fireEvent.change(tab, { target: { value: "表".repeat(129) } });
    expect(screen.getByText("名称不能超过128个字符")).toBeTruthy();
    let saved = await saveNow(save);
    expect((saved.list[1] as HomeTabItem).name).toBe("日常工作");
    expect((saved.list[1] as HomeTabItem).tabs[1].name).toBe("报表");
    fireEvent.change(tab, { target: { value: "表".repeat(128) } });
    fireEvent.change(container, { target: { value: " 重点工作 " } });
    expect(screen.queryByText("名称不能为空")).toBeNull();
    expect(screen.queryByText("名称不能超过128个字符")).toBeNull();
    saved = await saveNow(save);
    expect((saved.list[1] as HomeTabItem).name).toBe("重点工作");
    expect((saved.list[1] as HomeTabItem).tabs[1].name).toBe("表".repeat(128));
  });

  it("moves tabs left and right, removes a tab, and removing the last tab removes the container", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    expect(screen.getByRole("button", { name: "左移 标签页 2 第1个标签" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "右移 标签页 2 第3个标签" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "右移 标签页 2 第1个标签" }));
    fireEvent.click(screen.getByRole("button", { name: "左移 标签页 2 第3个标签" }));
    let saved = await saveNow(save);
    expect((saved.list[1] as HomeTabItem).tabs.map((t) => t.name)).toEqual(["报表", "文档", "督办"]);
    fireEvent.click(screen.getByRole("button", { name: "删除标签 标签页 2 第1个标签" }));
    fireEvent.click(screen.getByRole("button", { name: "删除标签 标签页 2 第1个标签" }));
    const last = screen.getByRole("button", { name: "删除标签 标签页 2 第1个标签" });
    expect(last).toHaveAttribute("title", "删除标签（这是最后一个标签，整个标签页将被删除）");
    fireEvent.click(last);
    saved = await saveNow(save);
    expect(rowKinds(saved)).toEqual(["grid", "dialogUsers", "templateDoc"]);
  });
});

describe("v-myLayout: single-column rows", () => {
  it("adds a single-column row from the select, moves a column to a row of its own and a single row back into a tab", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    fireEvent.change(screen.getByLabelText("添加单栏目行…"), { target: { value: "reportChart" } });
    expect(screen.getByText("单栏目 5")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("移到… 新闻动态"), { target: { value: "own" } });
    expect(screen.getByText("单栏目 2")).toBeTruthy();
    const move = screen.getByLabelText("移到… 用户列表") as HTMLSelectElement;
    const option = Array.from(move.options).find((o) => o.text === "第3行 标签 文档");
    fireEvent.change(move, { target: { value: option?.value } });
    const saved = await saveNow(save);
    expect(rowKinds(saved)).toEqual(["grid", "requestNews", "tab:日常工作", "templateDoc", "reportChart"]);
    expect((saved.list[0] as HomeGridItem).columns[1].list).toEqual([]);
    expect((saved.list[2] as HomeTabItem).tabs[2].list.map((r) => r.alias)).toEqual(["dialogUsers"]);
    expect(saved.list[4]).toEqual({ alias: "reportChart", name: "项目进度图" });
  });

  it("makes a single-column row of a column dropped between rows or on a single row, and drags a single row into a cell", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    const palette = screen.getByRole("complementary", { name: "可用栏目" });
    const gaps = () => screen.getAllByTestId("my-layout-gap");
    expect(gaps()).toHaveLength(5);
    const listed = within(palette).getByRole("button", { name: "拖动 督办事项" });
    await pickUp(listed);
    await press(listed, "ArrowDown");
    expect(screen.getByText("放到这里成为单栏目行")).toBeTruthy();
    await press(listed, "Space");
    // Now: 督办事项, the grid row, the tabs, 用户列表, 模板文档.
    const cell = screen.getByRole("region", { name: "第2行 格子 1" });
    const placed = within(cell).getByRole("button", { name: "拖动 公告栏" });
    await pickUp(placed);
    // Cell 2, before row 3, the three tabs, before row 4, then the single row 用户列表.
    await press(placed, ...Array<string>(7).fill("ArrowDown"));
    expect(screen.getAllByTestId("my-layout-single")[1]).toHaveClass("is-over");
    expect(announced()).toBe("公告栏 移到了 单栏目 4 之后（成为单栏目行）");
    await press(placed, "Space");
    const singles = screen.getAllByTestId("my-layout-single");
    const single = within(singles[0]).getByRole("button", { name: "拖动 督办事项" });
    await pickUp(single);
    await press(single, "ArrowDown", "ArrowDown", "ArrowDown", "Space");
    expect(announced()).toBe("已将 督办事项 放到 第2行 格子 2");
    const saved = await saveNow(save);
    expect(rowKinds(saved)).toEqual(["grid", "tab:日常工作", "dialogUsers", "staticNotice", "templateDoc"]);
    expect((saved.list[0] as HomeGridItem).columns[0].list).toEqual([]);
    expect((saved.list[0] as HomeGridItem).columns[1].list.map((r) => r.alias)).toEqual([
      "requestNews",
      "pagedPost",
    ]);
  });

  it("ignores text dropped from outside the designer", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    const dataTransfer = { getData: () => "42", setData: () => undefined };
    fireEvent.drop(screen.getAllByTestId("my-layout-gap")[0], { dataTransfer });
    expect(screen.queryByText("有未保存的修改")).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});

describe("v-myLayout: spans per screen width", () => {
  it("sets an xl span in the 按屏幕宽度 editor, shows the spans in effect, and clears back to the span", async () => {
    const save = await renderWith(MY_LAYOUT_DESIGN);
    const effective = () => screen.getAllByTestId("my-layout-effective")[0].textContent;
    expect(effective()).toBe("实际宽度 xs 24 · sm 12 · md 12 · lg 12 · xl 12");
    fireEvent.click(screen.getByRole("button", { name: "按屏幕宽度 第1行 格子 1" }));
    const xl = await screen.findByLabelText("xl（≥1920px） 第1行 格子 1");
    expect(xl).toHaveAttribute("placeholder", "12");
    fireEvent.change(xl, { target: { value: "6" } });
    // Below the smallest breakpoint given, the span rule still applies: phones stay full width.
    expect(effective()).toBe("实际宽度 xs 24 · sm 12 · md 12 · lg 12 · xl 6");
    fireEvent.change(screen.getByLabelText("sm（≥768px） 第1行 格子 1"), { target: { value: "8" } });
    expect(effective()).toBe("实际宽度 xs 24 · sm 8 · md 8 · lg 8 · xl 6");
    let saved = await saveNow(save);
    expect((saved.list[0] as HomeGridItem).columns[0]).toMatchObject({ span: 12, spans: { sm: 8, xl: 6 } });
    fireEvent.change(screen.getByLabelText("sm（≥768px） 第1行 格子 1"), { target: { value: "" } });
    saved = await saveNow(save);
    expect((saved.list[0] as HomeGridItem).columns[0].spans).toEqual({ xl: 6 });
    fireEvent.click(screen.getByRole("button", { name: "清除，只用统一宽度 第1行 格子 1" }));
    saved = await saveNow(save);
    expect((saved.list[0] as HomeGridItem).columns[0]).not.toHaveProperty("spans");
    expect(effective()).toBe("实际宽度 xs 24 · sm 12 · md 12 · lg 12 · xl 12");
  });

  it("drops the per-breakpoint spans when the simple span is set", async () => {
    const save = await renderWith(MY_LAYOUT_RICH);
    expect(screen.getAllByTestId("my-layout-effective")[0].textContent).toBe(
      "实际宽度 xs 24 · sm 24 · md 12 · lg 12 · xl 16",
    );
    fireEvent.change(screen.getByLabelText("宽度（共24） 第1行 格子 1"), { target: { value: "18" } });
    expect(screen.getAllByTestId("my-layout-effective")[0].textContent).toBe(
      "实际宽度 xs 18 · sm 18 · md 18 · lg 18 · xl 18",
    );
    const saved = await saveNow(save);
    expect((saved.list[0] as HomeGridItem).columns[0]).toEqual({
      span: 18,
      list: [{ alias: "staticNotice" }],
    });
  });
});
