import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useExclusive } from "./useExclusive";

/** A promise the test settles by hand. */
function deferred() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useExclusive", () => {
  it("refuses a second run while one is running, and runs again once it is done", async () => {
    const { result } = renderHook(() => useExclusive());
    const first = deferred();
    const second = vi.fn(async () => {});
    let firstRun!: Promise<boolean>;
    act(() => {
      firstRun = result.current.run(() => first.promise);
    });
    let refused!: boolean;
    await act(async () => {
      refused = await result.current.run(second);
    });
    expect(refused).toBe(false);
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.resolve();
      expect(await firstRun).toBe(true);
    });
    await act(async () => {
      expect(await result.current.run(second)).toBe(true);
    });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("lets the next run go after one that failed", async () => {
    const { result } = renderHook(() => useExclusive());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    });
    const next = vi.fn(async () => {});
    await act(async () => {
      await result.current.run(next);
    });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("shows and hides the busy text, and ignores it once unmounted", async () => {
    const { result, unmount } = renderHook(() => useExclusive());
    expect(result.current.busy).toBeNull();
    act(() => result.current.setBusy("任务处理中"));
    expect(result.current.busy).toBe("任务处理中");
    act(() => result.current.setBusy(null));
    expect(result.current.busy).toBeNull();
    const { setBusy } = result.current;
    unmount();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setBusy("late");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
