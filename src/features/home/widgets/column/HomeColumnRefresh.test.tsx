import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ColumnRefreshContext, useColumnLoad } from "./HomeColumnRefresh";

/** A load whose answers the test gives one by one. */
function controlledLoad() {
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (_signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe("useColumnLoad", () => {
  it("refreshes on each count in the background; a failed refresh keeps the content with its reason", async () => {
    const { load, pending } = controlledLoad();
    const onBusy = vi.fn();
    let tick = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ColumnRefreshContext.Provider value={{ tick, onBusy }}>{children}</ColumnRefreshContext.Provider>
    );
    const { result, rerender } = renderHook(() => useColumnLoad("k", load), { wrapper });
    expect(result.current[0]).toEqual({ status: "loading" });
    await act(async () => pending[0].resolve("first"));
    await waitFor(() => expect(result.current[0]).toEqual({ status: "done", value: "first" }));

    tick = 1;
    rerender();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onBusy).toHaveBeenLastCalledWith(true);
    expect(result.current[0]).toEqual({ status: "done", value: "first" });
    await act(async () => pending[1].reject(new Error("刷新失败")));
    await waitFor(() =>
      expect(result.current[0]).toEqual({ status: "done", value: "first", refreshError: "刷新失败" }),
    );
    expect(onBusy).toHaveBeenLastCalledWith(false);

    // The retry of a failed refresh keeps the content too.
    act(() => result.current[2]());
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => pending[2].resolve("second"));
    await waitFor(() => expect(result.current[0]).toEqual({ status: "done", value: "second" }));
    expect(onBusy.mock.calls.map(([busy]) => busy)).toEqual([true, false, true, false]);
  });

  it("reloads from scratch with the loading state; a failed first load is an error", async () => {
    const { load, pending } = controlledLoad();
    const { result } = renderHook(() => useColumnLoad("k", load));
    await act(async () => pending[0].reject(new Error("坏了")));
    await waitFor(() => expect(result.current[0]).toEqual({ status: "error", message: "坏了" }));
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: "loading" }));
    await act(async () => pending[1].resolve("ok"));
    await waitFor(() => expect(result.current[0]).toEqual({ status: "done", value: "ok" }));
  });
});
