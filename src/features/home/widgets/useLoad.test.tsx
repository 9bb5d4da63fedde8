import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ColumnRefreshContext } from "./column/HomeColumnRefresh";
import { useLoad } from "./useLoad";

/** A load whose answers the test gives one by one. */
function controlledLoad() {
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe("useLoad inside an auto-refreshing home column", () => {
  it("loads again on each refresh count in the background: the old data stays and the column is told it is busy", async () => {
    const { load, pending } = controlledLoad();
    const onBusy = vi.fn();
    let tick = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ColumnRefreshContext.Provider value={{ tick, onBusy }}>{children}</ColumnRefreshContext.Provider>
    );
    const { result, rerender } = renderHook(() => useLoad(load, "k"), { wrapper });
    expect(result.current.loading).toBe(true);
    await act(async () => pending[0].resolve("first"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: "first" }));
    expect(onBusy).not.toHaveBeenCalled();

    tick = 1;
    rerender();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onBusy).toHaveBeenLastCalledWith(true);
    expect(result.current).toMatchObject({ loading: false, data: "first" });
    await act(async () => pending[1].resolve("second"));
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: false, data: "second", error: null }),
    );
    expect(onBusy).toHaveBeenLastCalledWith(false);

    // A failed refresh keeps the data and says why.
    tick = 2;
    rerender();
    await act(async () => pending[2].reject(new Error("刷新失败")));
    await waitFor(() => expect(result.current.error?.message).toBe("刷新失败"));
    expect(result.current.data).toBe("second");
    expect(onBusy.mock.calls.map(([busy]) => busy)).toEqual([true, false, true, false]);
  });

  it("does not load again outside a refreshing column (the count stays 0)", async () => {
    const { load, pending } = controlledLoad();
    const { result, rerender } = renderHook(() => useLoad(load, "k"));
    await act(async () => pending[0].resolve("only"));
    await waitFor(() => expect(result.current.data).toBe("only"));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
