import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useLoad } from "./useLoad";

/** A load whose answers the test gives one by one; it keeps the signal each call got. */
function controlledLoad() {
  const calls: { signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
  return { load, calls };
}

function withClient(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("useLoad (TanStack Query)", () => {
  it("loads with the query's signal; a new key aborts the old load, which is no error, and keeps the old value until the answer", async () => {
    const { load, calls } = controlledLoad();
    let key = "a";
    const { result, rerender } = renderHook(() => useLoad(load, key), { wrapper: withClient() });
    expect(result.current).toMatchObject({ loading: true, value: undefined });
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
    await act(async () => calls[0].resolve("A"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, value: "A" }));

    key = "b";
    rerender();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ loading: true, value: "A", error: undefined });
    key = "c";
    rerender();
    await waitFor(() => expect(calls[1].signal.aborted).toBe(true));
    expect(result.current.error).toBeUndefined();
    await act(async () => calls[2].resolve("C"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, value: "C" }));
    expect(result.current.error).toBeUndefined();
  });

  it("shows a failure, and retry loads again with the loading state and without the old error", async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLoad(load, "k"), { wrapper: withClient() });
    await act(async () => calls[0].reject(new Error("坏了")));
    await waitFor(() => expect(result.current.error).toEqual(new Error("坏了")));
    expect(result.current.loading).toBe(false);

    act(() => void result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ loading: true, error: undefined }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve("ok"));
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: false, value: "ok", error: undefined }),
    );
  });

  it("refresh loads again in the background: no loading state, the value stays until the answer", async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLoad(load, "k"), { wrapper: withClient() });
    await act(async () => calls[0].resolve("old"));
    await waitFor(() => expect(result.current.value).toBe("old"));
    let done = false;
    act(() => void result.current.refresh().then(() => (done = true)));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: false, value: "old" });
    await act(async () => calls[1].resolve("new"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, value: "new" }));
    expect(done).toBe(true);
  });

  it("with no load there is nothing to load", async () => {
    const { result } = renderHook(() => useLoad<string>(null, "k"), { wrapper: withClient() });
    expect(result.current.loading).toBe(false);
    expect(result.current.value).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    await result.current.retry();
    expect(result.current.loading).toBe(false);
  });

  it("caches per caller: two loads with the same key in one client do not share an answer", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderHook(() => useLoad(async () => "one", "same"), { wrapper: withClient(client) });
    const second = renderHook(() => useLoad(async () => "two", "same"), { wrapper: withClient(client) });
    await waitFor(() => expect(first.result.current.value).toBe("one"));
    await waitFor(() => expect(second.result.current.value).toBe("two"));
  });

  it("works outside a QueryClientProvider with a client of its own", async () => {
    const { result } = renderHook(() => useLoad(async () => 42, "k"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, value: 42 }));
  });
});
