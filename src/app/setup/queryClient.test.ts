import { describe, expect, it } from "vitest";
import { CallFailure } from "../../api/errors";
import { createQueryClient, QUERY_RETRIES, shouldRetry } from "./queryClient";

describe("the app's QueryClient", () => {
  it("retries a failed read (network, 5xx) up to QUERY_RETRIES times", () => {
    expect(shouldRetry(0, new CallFailure("网络错误"))).toBe(true);
    expect(shouldRetry(1, new CallFailure("服务器错误", { status: 503 }))).toBe(true);
    expect(shouldRetry(QUERY_RETRIES, new CallFailure("服务器错误", { status: 503 }))).toBe(false);
  });

  it("does not retry a 4xx answer or an abort", () => {
    expect(shouldRetry(0, new CallFailure("未找到", { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new CallFailure("无权限", { status: 403 }))).toBe(false);
    const abort = new Error("aborted");
    abort.name = "AbortError";
    expect(shouldRetry(0, abort)).toBe(false);
  });

  it("refetches on focus with back-off retries, never retries mutations, and tests may turn retries off", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.refetchOnWindowFocus).toBe(true);
    expect(options.queries?.retry).toBe(shouldRetry);
    const delay = options.queries?.retryDelay as (attempt: number) => number;
    expect([delay(0), delay(1), delay(10)]).toEqual([1000, 2000, 30_000]);
    expect(options.mutations?.retry).toBe(false);
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
