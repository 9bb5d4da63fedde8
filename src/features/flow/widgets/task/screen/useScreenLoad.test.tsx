import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScreenLoad } from "./useScreenLoad";

/** The hook over one QueryClient that outlives the screens opened on it, as the app's does. */
function setUp(editable: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let n = 0;
  const load = vi.fn(async (_signal: AbortSignal) => ({ version: ++n }));
  const open = () =>
    renderHook(() => useScreenLoad(["flow", "test", "t-1"], load, { editable }), { wrapper });
  return { load, open };
}

const refocus = () =>
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe("useScreenLoad", () => {
  it("loads fresh data at each opening of the screen", async () => {
    const { load, open } = setUp(true);
    const first = open();
    await waitFor(() => expect(first.result.current.data).toEqual({ version: 1 }));
    first.unmount();
    // The user opens the screen again later (after at least a tick: a route change, a click).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const second = open();
    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data).toEqual({ version: 2 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not refetch an editable screen when the window regains focus; a read-only one it does", async () => {
    const editable = setUp(true);
    const form = editable.open();
    await waitFor(() => expect(form.result.current.data).toEqual({ version: 1 }));
    refocus();
    await act(async () => {});
    expect(editable.load).toHaveBeenCalledTimes(1);

    const readOnly = setUp(false);
    const view = readOnly.open();
    await waitFor(() => expect(view.result.current.data).toEqual({ version: 1 }));
    refocus();
    await waitFor(() => expect(view.result.current.data).toEqual({ version: 2 }));
  });

  it("reloads from nothing, and changes the data in place", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let n = 0;
    let release = () => {};
    const load = vi.fn(async (_signal: AbortSignal) => {
      const version = ++n;
      if (version > 1) await new Promise<void>((resolve) => (release = resolve));
      return { version };
    });
    const { result } = renderHook(() => useScreenLoad(["flow", "reload"], load, { editable: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
    act(() => result.current.update((data) => ({ version: data.version + 10 })));
    await waitFor(() => expect(result.current.data).toEqual({ version: 11 }));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // While the reload runs the screen has nothing to show (its loading state), as at the first load.
    expect(result.current.data).toBeUndefined();
    act(() => release());
    await waitFor(() => expect(result.current.data).toEqual({ version: 2 }));
  });

  it("shows a failure only when there is nothing to show", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const load = vi.fn(async (_signal: AbortSignal): Promise<string> => {
      throw new Error("HTTP 500");
    });
    const { result } = renderHook(() => useScreenLoad(["flow", "failing"], load, { editable: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error("HTTP 500"));
  });
});
