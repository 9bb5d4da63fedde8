import { fireEvent, render, screen, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { menu, sampleMenus, sampleUser, sampleUserDetail } from "../../../app/shell/layoutFixtures";
import type { MenuCountsLoader } from "../../../platform/menus/menuCounts";
import {
  currentUserAtom,
  menuSelectionAtom,
  menusAtom,
  userDetailAtom,
} from "../../../platform/session/atoms";
import HomeWelcome, { salutationKey } from "./HomeWelcome";

function renderHome(
  fill: (store: ReturnType<typeof createStore>) => void,
  now = new Date(2025, 0, 6, 9, 30),
  loadCounts: MenuCountsLoader = async () => ({}),
) {
  const store = createStore();
  fill(store);
  const router = createMemoryRouter(
    [
      { path: "/home", element: <HomeWelcome now={now} loadCounts={loadCounts} /> },
      { path: "*", element: <p>routed</p> },
    ],
    { initialEntries: ["/home"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe("HomeWelcome (personal overview on /home)", () => {
  it.each([
    [5, "morning"],
    [11, "morning"],
    [12, "afternoon"],
    [17, "afternoon"],
    [18, "evening"],
    [0, "evening"],
    [4, "evening"],
  ] as const)("greets at %i o'clock with the %s salutation", (hour, key) => {
    expect(salutationKey(hour)).toBe(key);
  });

  it("greets with 早上好 and the name, and shows department, posts and roles", () => {
    renderHome((store) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(menusAtom, sampleMenus);
    });
    expect(screen.getByRole("heading", { name: "早上好，张三" })).toBeInTheDocument();
    expect(screen.getByText("研发部")).toBeInTheDocument();
    expect(screen.getByText("软件工程师").closest(".bp6-tag")).toHaveAttribute(
      "title",
      "平台/研发部/软件工程师",
    );
    // roleName "普通员工|研发人员" holds two roles
    expect(screen.getByText("普通员工")).toBeInTheDocument();
    expect(screen.getByText("研发人员")).toBeInTheDocument();
  });

  it("says 下午好 and 晚上好 later in the day", () => {
    renderHome((store) => store.set(currentUserAtom, sampleUser), new Date(2025, 0, 6, 15, 0));
    expect(screen.getByRole("heading", { name: "下午好，张三" })).toBeInTheDocument();
  });

  it("links to every top-level menu except home, and opening one selects it", () => {
    const { store, router } = renderHome((store) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(menusAtom, sampleMenus);
    });
    const cards = within(screen.getByRole("list")).getAllByRole("link");
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual([
      "打开 流程中心",
      "打开 内容中心",
      "打开 邮件",
      "打开 个人办公",
      "打开 规章制度",
      "打开 统计报表",
      "打开 帮助",
    ]);
    fireEvent.click(screen.getByRole("link", { name: "打开 内容中心" }));
    expect(router.state.location.pathname).toBe("/v-content/v-news");
    expect(store.get(menuSelectionAtom)).toEqual({ path: ["v-content", "v-news"], alias: "v-news" });
  });

  it("shows 暂无可用菜单 when the user has no menu besides home", () => {
    renderHome((store) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(menusAtom, [menu("home", "首页", 1, { path: "/home" })]);
    });
    expect(screen.getByText("暂无可用菜单")).toBeInTheDocument();
  });

  it("shows a loading state while the user's detail is not loaded yet", () => {
    renderHome((store) => store.set(currentUserAtom, sampleUser));
    expect(screen.getByText("正在加载个人信息…")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "早上好，张三" })).toBeInTheDocument();
  });

  it("shows the to-do count (spec 2 §2.5) linking to the to-do list when the menu has v-todo", async () => {
    const { router } = renderHome(
      (store) => {
        store.set(currentUserAtom, sampleUser);
        store.set(userDetailAtom, sampleUserDetail);
        store.set(menusAtom, sampleMenus);
      },
      undefined,
      async () => ({ "v-todo": 3 }),
    );
    const link = await screen.findByRole("link", { name: "3 条待办" });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe("/v-flow/v-todo");
  });

  it("has no to-do line for a user without the to-do menu", () => {
    renderHome((store) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(
        menusAtom,
        sampleMenus.filter((m) => m.alias !== "v-flow"),
      );
    });
    expect(screen.queryByText("待办事项")).not.toBeInTheDocument();
  });
});
