import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLUMN_BATCH_MS, createColumnLoader } from "./columnLoader";
import { homeColumn } from "./fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the batching column loader", () => {
  it("asks for every alias requested within 50 ms in one request, in order, each once", async () => {
    const fetchColumns = vi.fn(async (aliases: string[]) => aliases.map((a) => homeColumn(a)));
    const loader = createColumnLoader(fetchColumns);
    const a = loader.load("a");
    await vi.advanceTimersByTimeAsync(20);
    const b = loader.load("b");
    const again = loader.load("a");
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    expect(fetchColumns).toHaveBeenCalledTimes(1);
    expect(fetchColumns).toHaveBeenCalledWith(["a", "b"]);
    expect((await a)?.alias).toBe("a");
    expect((await b)?.alias).toBe("b");
    expect(await again).toBe(await a);
  });

  it("starts a new request for aliases asked after the batch went, and reuses known answers", async () => {
    const fetchColumns = vi.fn(async (aliases: string[]) => aliases.map((a) => homeColumn(a)));
    const loader = createColumnLoader(fetchColumns);
    void loader.load("a");
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    void loader.load("a");
    const c = loader.load("c");
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    expect(fetchColumns.mock.calls).toEqual([[["a"]], [["c"]]]);
    expect((await c)?.alias).toBe("c");
  });

  it("answers null for an alias the server does not know", async () => {
    const loader = createColumnLoader(async () => []);
    const missing = loader.load("nope");
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    expect(await missing).toBeNull();
  });

  it("fails every alias of a failed batch and asks again on a retry", async () => {
    const fetchColumns = vi
      .fn<(aliases: string[]) => Promise<ReturnType<typeof homeColumn>[]>>()
      .mockRejectedValueOnce(new Error("boom"))
      .mockImplementation(async (aliases) => aliases.map((a) => homeColumn(a)));
    const loader = createColumnLoader(fetchColumns);
    const a = loader.load("a");
    const b = loader.load("b");
    const failures = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    expect((await failures).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const retry = loader.load("a");
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_MS);
    expect((await retry)?.alias).toBe("a");
    expect(fetchColumns).toHaveBeenCalledTimes(2);
  });
});
