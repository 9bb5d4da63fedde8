import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import type { RuntimeContext } from "../../api/contract";
import { setRuntimeContext } from "../../api/hosts";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../platform/session/atoms";
import AppLayout, { SHELL_HIDDEN_ROUTE_NAMES } from "./AppLayout";
import FramePage from "./FramePage";
import { sampleMenus, sampleUser, sampleUserDetail } from "./layoutFixtures";

const { logout } = vi.hoisted(() => ({ logout: vi.fn(() => Promise.resolve()) }));
vi.mock("../../platform/session/useSession", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../platform/session/useSession")>()),
  useLogout: () => logout,
}));

afterEach(() => {
  setRuntimeContext(null);
  logout.mockClear();
});

function renderShell(path: string, props: Parameters<typeof AppLayout>[0] = {}) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  store.set(userDetailAtom, sampleUserDetail);
  store.set(menusAtom, sampleMenus);
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout {...props} />,
        children: [
          { path: "/home", element: <p>home page</p> },
          { path: "/v-flow/v-todo", element: <p>todo list</p>, handle: { title: true } },
          { path: "/v-flow/:alias", element: <p>flow page</p> },
          { path: "/:menuAlias/href/template/:alias", element: <FramePage />, handle: { title: true } },
          { path: "/v-system", element: <p>rules</p>, handle: { title: "shell.home.shortcuts" } },
          { path: "/formManage/:instId/:type", element: <p>single form</p>, handle: { single: true } },
          ...SHELL_HIDDEN_ROUTE_NAMES.map((name) => ({
            path: `/named/${name}`,
            element: <p>named page</p>,
            handle: { name },
          })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe("AppLayout (spec 1 §2 Layout)", () => {
  it("hides the header and menus on a single route", () => {
    renderShell("/formManage/i-1/edit");
    expect(screen.getByText("single form")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it.each(SHELL_HIDDEN_ROUTE_NAMES)("hides the header and menus on the route named %s", (name) => {
    renderShell(`/named/${name}`);
    expect(screen.getByText("named page")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("shows a 48 px header with the logo linking home, the top menu and a greeting with name and department", () => {
    renderShell("/home");
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
    expect(within(header).getByText("Tessera")).toBeInTheDocument(); // no runtime context: the text mark
    expect(within(header).getByRole("navigation", { name: "主菜单" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "首页" })).toHaveAttribute("aria-current", "page");
    expect(within(header).getByText("您好，张三")).toBeInTheDocument();
    expect(within(header).getByText("研发部")).toBeInTheDocument();
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it("shows the tenant's logo, and the text mark when the tenant has none", () => {
    setRuntimeContext({ portal: "http://portal.test" } as RuntimeContext);
    renderShell("/home");
    const logo = screen.getByRole("img", { name: "企业标志" });
    expect(logo).toHaveAttribute(
      "src",
      "http://portal.test/system/file/v1/getLogoFile?logoType=front&tenantId=t-platform",
    );
    fireEvent.error(logo);
    expect(screen.queryByRole("img", { name: "企业标志" })).toBeNull();
    expect(screen.getByText("Tessera")).toBeInTheDocument();
  });

  it("hides the side menu when the selected top menu has no children", () => {
    renderShell("/home");
    expect(screen.queryByRole("navigation", { name: "子菜单" })).toBeNull();
  });

  it("shows the side menu of the selected top menu, without v-leader for a user who is not a leader", () => {
    renderShell("/v-flow/v-todo");
    const side = screen.getByRole("navigation", { name: "子菜单" });
    expect(side).toHaveStyle({ width: "168px" });
    const items = within(side)
      .getAllByRole("menuitem")
      .map((i) => i.textContent);
    expect(items).toEqual(["待办事项", "待阅事项", "已办事项", "我的请求", "流程查询"]);
    expect(within(side).getByRole("menuitem", { name: "待办事项" })).toHaveAttribute("aria-current", "page");
  });

  it("selects a side menu item: navigates to /<topAlias>/<alias>", () => {
    const { router } = renderShell("/v-flow/v-todo");
    fireEvent.click(screen.getByRole("menuitem", { name: "已办事项" }));
    expect(router.state.location.pathname).toBe("/v-flow/v-done");
  });

  it("on a phone opens the side menu in a drawer from the header's menu button; a pick navigates and closes it", async () => {
    const { router } = renderShell("/v-flow/v-todo");
    const button = within(screen.getByRole("banner")).getByRole("button", { name: "打开菜单" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    const drawer = await screen.findByRole("dialog", { name: "菜单" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    const side = within(drawer).getByRole("navigation", { name: "子菜单" });
    // No collapse toggle in the drawer; the language switcher is there too.
    expect(within(drawer).queryByRole("button", { name: "收起菜单" })).toBeNull();
    expect(within(drawer).getByRole("group", { name: "语言" })).toBeInTheDocument();
    fireEvent.click(within(side).getByRole("menuitem", { name: "已办事项" }));
    expect(router.state.location.pathname).toBe("/v-flow/v-done");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "菜单" })).toBeNull());
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the drawer when the page changes by other means (a link, back)", async () => {
    const { router } = renderShell("/v-flow/v-todo");
    fireEvent.click(screen.getByRole("button", { name: "打开菜单" }));
    await screen.findByRole("dialog", { name: "菜单" });
    await act(() => router.navigate("/home"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "菜单" })).toBeNull());
  });

  it("collapses the side menu to icons and expands it again", () => {
    renderShell("/v-flow/v-todo");
    fireEvent.click(screen.getByRole("button", { name: "收起菜单" }));
    expect(screen.getByRole("navigation", { name: "子菜单" })).toHaveStyle({ width: "48px" });
    expect(localStorage.getItem("sideMenuCollapsed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "展开菜单" }));
    expect(screen.getByRole("navigation", { name: "子菜单" })).toHaveStyle({ width: "168px" });
  });

  it("shows the menu name as the heading of a titled page", () => {
    renderShell("/v-flow/v-todo");
    expect(screen.getByRole("heading", { name: "待办事项" })).toBeInTheDocument();
  });

  it("shows a route's own title instead when the handle names one", () => {
    renderShell("/v-system");
    expect(screen.getByRole("heading", { name: "我的应用" })).toBeInTheDocument();
  });

  it("shows a titled frame page's name once, with its reload and open buttons in the heading row", () => {
    renderShell(`/v-help/href/template/api-docs?href=${encodeURIComponent(btoa("/docs"))}`);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["接口文档"]);
    const headingRow = screen.getByRole("heading", { name: "接口文档" }).parentElement!;
    expect(within(headingRow).getByRole("button", { name: "刷新" })).toBeInTheDocument();
    expect(within(headingRow).getByRole("button", { name: "在新窗口打开" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/docs\?_t=\d+$/),
    );
    expect(document.querySelector("iframe")).toHaveAttribute("title", "接口文档");
  });

  it("shows no heading on a page that is not titled, but gives it an h1 for screen readers", () => {
    renderShell("/home");
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    // Hidden even while it holds the focus (the skip link's class would show it and shift the page).
    expect(headings[0]).toHaveClass("tessera-page-heading-hidden");
    expect(headings[0]).not.toHaveClass("tessera-visually-hidden");
    expect(headings[0].textContent).not.toBe("");
  });

  it("makes the shown heading the page's one h1", () => {
    renderShell("/v-flow/v-todo");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["待办事项"]);
  });

  it("starts with a skip link that moves the focus to the page's h1", () => {
    renderShell("/v-flow/v-todo");
    const skip = screen.getByRole("link", { name: "跳到主要内容" });
    expect(document.querySelector("a, button")).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "待办事项", level: 1 }));
  });

  it("moves the focus to the new page after a navigation, not on the first load", async () => {
    const { router } = renderShell("/home");
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate("/v-flow/v-todo"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "待办事项", level: 1 }));
    await act(() => router.navigate("/formManage/i-1/edit"));
    expect(document.activeElement).toBe(screen.getByRole("main"));
    await act(() => router.navigate("/home"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(document.activeElement).toHaveClass("tessera-page-heading-hidden");
  });

  it("shows to-do counts as badges on v-todo when given, and none without a source", () => {
    renderShell("/v-flow/v-todo", { counts: { "v-todo": 12, "v-todoRead": 0 } });
    expect(screen.getByRole("menuitem", { name: /待办事项/ })).toHaveTextContent("12");
    expect(screen.getByRole("menuitem", { name: /待阅事项/ })).toHaveTextContent(/^待阅事项$/);
  });

  it("loads the counts again when the page becomes visible", async () => {
    const load = vi.fn().mockResolvedValueOnce({ "v-todo": 1 }).mockResolvedValueOnce({ "v-todo": 2 });
    renderShell("/v-flow/v-todo", { loadMenuCounts: load });
    expect(await screen.findByText("1")).toBeInTheDocument();
    fireEvent(document, new Event("visibilitychange", { bubbles: true }));
    expect(await screen.findByText("2")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offers 个人信息, 修改密码, 电子签章 and 退出登录 in the user dropdown; 退出登录 logs out", async () => {
    renderShell("/home");
    fireEvent.click(screen.getByRole("button", { name: /您好，张三/ }));
    const menu = await screen.findByRole("menu", { name: "用户菜单" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["个人信息", "修改密码", "电子签章", "退出登录"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "退出登录" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
