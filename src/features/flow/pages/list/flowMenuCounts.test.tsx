import { act, renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { menu } from "../../../../app/shell/layoutFixtures";
import type { MenuCounts } from "../../../../platform/menus/menuCounts";
import { menusAtom } from "../../../../platform/session/atoms";
import { FreshQueries } from "../../testQueries";
import { FLOW_MENU_COUNTS_INTERVAL_MS, useFlowMenuCounts } from "./flowMenuCounts";

/** The hook in a router at /v-flow/v-done, with a menu that has (or lacks) the to-do entry. */
function renderCounts(load: () => Promise<MenuCounts>, withTodo = true) {
  const store = createStore();
  store.set(menusAtom, [
    menu("v-flow", "流程中心", 10, {
      children: withTodo
        ? [menu("v-todo", "待办事项", 1, { path: "/v-flow/v-todo" })]
        : [menu("v-done", "已办事项", 2, { path: "/v-flow/v-done" })],
    }),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FreshQueries>
      <Provider store={store}>
        <MemoryRouter initialEntries={["/v-flow/v-done"]}>{children}</MemoryRouter>
      </Provider>
    </FreshQueries>
  );
  return renderHook(() => useFlowMenuCounts(load), { wrapper });
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useFlowMenuCounts", () => {
  it("loads the counts, asks again every minute, and keeps the last counts when a load fails", async () => {
    const load = vi.fn<() => Promise<MenuCounts>>().mockResolvedValue({ "v-todo": 3 });
    const { result } = renderCounts(load);
    await settle();
    expect(result.current).toEqual({ "v-todo": 3 });
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ "v-todo": 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLOW_MENU_COUNTS_INTERVAL_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ "v-todo": 2 });

    load.mockRejectedValue(new Error("offline"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLOW_MENU_COUNTS_INTERVAL_MS);
    });
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ "v-todo": 2 });
  });

  it("loads nothing when the menu has no badge entry", async () => {
    const load = vi.fn<() => Promise<MenuCounts>>().mockResolvedValue({ "v-todo": 3 });
    const { result } = renderCounts(load, false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLOW_MENU_COUNTS_INTERVAL_MS);
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });
});
