import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU_COUNTS_REFRESH_MS, type MenuCounts, useMenuCounts } from "./menuCounts";

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Lets the answers given so far arrive. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe("useMenuCounts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads on mount, again when the page becomes visible, and every minute", async () => {
    let todo = 1;
    const load = vi.fn(async (): Promise<MenuCounts> => ({ "v-todo": todo }));
    const { result } = renderHook(() => useMenuCounts(load), { wrapper });
    await settle();
    expect(result.current).toEqual({ "v-todo": 1 });
    expect(load).toHaveBeenCalledTimes(1);

    todo = 2;
    fireEvent(document, new Event("visibilitychange", { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ "v-todo": 2 });

    todo = 3;
    await act(() => vi.advanceTimersByTimeAsync(MENU_COUNTS_REFRESH_MS - 1000));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ "v-todo": 3 });
    expect(MENU_COUNTS_REFRESH_MS).toBe(60_000);
  });

  it("keeps the last counts when a load fails", async () => {
    const load = vi
      .fn<() => Promise<MenuCounts>>()
      .mockResolvedValueOnce({ "v-todo": 4 })
      .mockRejectedValue(new Error("offline"));
    const { result } = renderHook(() => useMenuCounts(load), { wrapper });
    await settle();
    expect(result.current).toEqual({ "v-todo": 4 });
    await act(() => vi.advanceTimersByTimeAsync(MENU_COUNTS_REFRESH_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ "v-todo": 4 });
  });

  it("loads nothing and answers undefined without a loader", async () => {
    const { result } = renderHook(() => useMenuCounts(undefined), { wrapper });
    await settle();
    expect(result.current).toBeUndefined();
  });
});
