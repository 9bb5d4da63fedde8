import { act, renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { decodeBase64Utf8 } from "../../api/base64";
import { menu, sampleMenus } from "../../app/shell/layoutFixtures";
import { menuSelectionAtom, menusAtom, SESSION_KEYS } from "../session/atoms";
import {
  findChainByAlias,
  findChainByLocation,
  LIST_STATE_KEYS,
  menuTarget,
  secretariesAtom,
  useActiveMenuChain,
  useSelectMenu,
  useVisibleMenus,
  visibleMenus,
} from "./menuSelection";

function setup(initialPath = "/home", store = createStore()) {
  store.set(menusAtom, sampleMenus);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
    </Provider>
  );
  const hook = renderHook(
    () => {
      const menus = useVisibleMenus();
      return { menus, select: useSelectMenu(), active: useActiveMenuChain(menus), location: useLocation() };
    },
    { wrapper },
  );
  return { store, hook };
}

const chainOf = (alias: string) => findChainByAlias(sampleMenus, alias)!;

describe("menu selection (spec 1 §2 Layout)", () => {
  it("stores the menu path and alias in the session, clears listQuery and retention, then navigates to /<topAlias>/<alias>", () => {
    sessionStorage.setItem("listQuery", JSON.stringify({ page: 3 }));
    sessionStorage.setItem("retention", "true");
    const { store, hook } = setup();

    act(() => hook.result.current.select(chainOf("v-done")));

    expect(store.get(menuSelectionAtom)).toEqual({ path: ["v-flow", "v-done"], alias: "v-done" });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.menuSelection)!)).toEqual({
      path: ["v-flow", "v-done"],
      alias: "v-done",
    });
    for (const key of LIST_STATE_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    expect(hook.result.current.location.pathname).toBe("/v-flow/v-done");
  });

  it("opens a menu with an external link in the frame route with the link Base64-encoded in href", () => {
    const { hook } = setup();

    act(() => hook.result.current.select(chainOf("api-docs")));

    const { pathname, search } = hook.result.current.location;
    expect(pathname).toBe("/v-help/href/template/api-docs");
    const href = new URLSearchParams(search).get("href")!;
    expect(href).toBe(btoa("/docs"));
    expect(decodeBase64Utf8(href)).toBe("/docs");
  });

  it("encodes links with non-Latin characters as Base64 of their UTF-8 bytes", () => {
    const chain = [
      menu("v-help", "帮助", 1),
      menu("guide", "指南", 1, { href: "https://example.com/帮助?q=流程" }),
    ];
    const target = new URL(menuTarget(chain), "http://portal.test");
    expect(target.pathname).toBe("/v-help/href/template/guide");
    expect(decodeBase64Utf8(target.searchParams.get("href")!)).toBe("https://example.com/帮助?q=流程");
  });

  it("opens a menu with a path at that path", () => {
    const { hook } = setup("/v-flow/v-todo");
    act(() => hook.result.current.select(chainOf("v-system")));
    expect(hook.result.current.location.pathname).toBe("/v-system");
  });

  it("opens the first leaf of a top item that has children and no target of its own", () => {
    const { store, hook } = setup();
    act(() => hook.result.current.select([hook.result.current.menus.find((m) => m.alias === "v-flow")!]));
    expect(hook.result.current.location.pathname).toBe("/v-flow/v-todo");
    expect(store.get(menuSelectionAtom)).toEqual({ path: ["v-flow", "v-todo"], alias: "v-todo" });
  });

  it("highlights the menu that matches the location", () => {
    const { hook } = setup("/v-flow/v-todoRead");
    expect(hook.result.current.active?.map((m) => m.alias)).toEqual(["v-flow", "v-todoRead"]);
  });

  it("highlights the deepest menu whose path is a prefix of the location", () => {
    expect(findChainByLocation(sampleMenus, "/v-flow/v-todo/财务部/o-1")?.map((m) => m.alias)).toEqual([
      "v-flow",
      "v-todo",
    ]);
    expect(findChainByLocation(sampleMenus, "/v-help/href/template/api-docs")?.map((m) => m.alias)).toEqual([
      "v-help",
      "api-docs",
    ]);
  });

  it("falls back to the stored selection when no menu matches the location", () => {
    const store = createStore();
    store.set(menuSelectionAtom, { path: ["v-content", "v-notice"], alias: "v-notice" });
    const { hook } = setup("/formManage/i-1/edit", store);
    expect(hook.result.current.active?.map((m) => m.alias)).toEqual(["v-content", "v-notice"]);
  });
});

describe("visible menus", () => {
  it("removes the leader sub-menu v-leader from v-flow when the user has no secretary records", () => {
    const { hook } = setup();
    const flow = hook.result.current.menus.find((m) => m.alias === "v-flow")!;
    expect(flow.children.map((m) => m.alias)).not.toContain("v-leader");
  });

  it("keeps v-leader for a leader (a user with secretary records)", () => {
    const store = createStore();
    store.set(secretariesAtom, [{ id: "s-1" }]);
    const { hook } = setup("/home", store);
    const flow = hook.result.current.menus.find((m) => m.alias === "v-flow")!;
    expect(flow.children.map((m) => m.alias)).toContain("v-leader");
  });

  it("removes v-leader only under v-flow, drops hidden menus and sorts by sn", () => {
    const menus = [
      menu("b", "B", 2, { children: [menu("v-leader", "L", 1)] }),
      menu("hidden", "H", 0, { hidden: true }),
      menu("v-flow", "F", 1, { children: [menu("x", "X", 2), menu("v-leader", "L", 1)] }),
    ];
    const result = visibleMenus(menus, { isLeader: false });
    expect(result.map((m) => m.alias)).toEqual(["v-flow", "b"]);
    expect(result[0].children.map((m) => m.alias)).toEqual(["x"]);
    expect(result[1].children.map((m) => m.alias)).toEqual(["v-leader"]);
  });
});
