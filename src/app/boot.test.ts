import { IconSize } from "@blueprintjs/icons";
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRuntimeContext } from "../api/hosts";
import { CHUNK_LOAD_TIMEOUT, ChunkLoadError, isChunkLoadError, withChunkTimeout } from "../platform/lazyPage";
import { currentUserAtom, menusAtom, methodAuthAtom } from "../platform/session/atoms";
import { hasMethod } from "../platform/session/methodAuth";
import { clearSession, startSession } from "../platform/session/sessionState";
import { loadIconPaths } from "./setup/iconLoader";

afterEach(() => {
  vi.useRealTimers();
});

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));

describe("runtime context", () => {
  it("reads /fvue/context.json", async () => {
    const fetchImpl = answer(200, JSON.stringify({ uc: "http://u", portal: "http://p" }));
    await expect(loadRuntimeContext("/fvue/context.json", fetchImpl)).resolves.toMatchObject({
      uc: "http://u",
    });
    expect(fetchImpl).toHaveBeenCalledWith("/fvue/context.json", expect.anything());
  });

  it("fails with a readable message for an HTTP error or a body that is not a JSON object", async () => {
    await expect(loadRuntimeContext("/fvue/context.json", answer(503, ""))).rejects.toThrow(
      "GET /fvue/context.json answered HTTP 503",
    );
    await expect(loadRuntimeContext("/fvue/context.json", answer(200, "<html>"))).rejects.toThrow(
      "did not answer JSON",
    );
    await expect(loadRuntimeContext("/fvue/context.json", answer(200, "[1]"))).rejects.toThrow(
      "not answer an object",
    );
  });
});

describe("script chunks", () => {
  it("fail after 120 s", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withChunkTimeout(never);
    const failed = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT - 1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(CHUNK_LOAD_TIMEOUT).toBe(120_000);
  });

  it("pass through a chunk that arrives in time, and mark a failed one", async () => {
    await expect(withChunkTimeout(Promise.resolve(7))).resolves.toBe(7);
    const error = await withChunkTimeout(
      Promise.reject(new Error("Failed to fetch dynamically imported module")),
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe("icon paths", () => {
  it("loads a common icon and any other icon one at a time", async () => {
    const user = await loadIconPaths("user", IconSize.STANDARD);
    expect(user.length).toBeGreaterThan(0);
    expect(user[0]).toMatch(/^M/);
    const airplane = await loadIconPaths("airplane", IconSize.LARGE);
    expect(airplane[0]).toMatch(/^M/);
    expect(await loadIconPaths("no-such-icon" as never, IconSize.STANDARD)).toEqual([]);
  });
});

describe("session", () => {
  const auth = {
    token: "t",
    username: "张三",
    account: "zhangsan",
    userId: "u1",
    expiration: 100,
    loginStatus: 1 as const,
    userAttrs: { tenantId: "t1" },
  };

  it("starts with the auth answer plus loginTime and clears everything on end", () => {
    const store = createStore();
    store.set(menusAtom, [
      { id: "1", parentId: "0", name: "首页", alias: "home", open: true, sn: 1, children: [] },
    ]);
    sessionStorage.setItem("listQuery", "{}");
    const user = startSession(store, auth, 1234);
    expect(user).toMatchObject({ token: "t", loginTime: 1234 });
    expect(store.get(menusAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem("currentUser") ?? "null")).toMatchObject({
      token: "t",
      loginTime: 1234,
    });
    expect(sessionStorage.getItem("listQuery")).toBeNull();
    clearSession(store);
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(methodAuthAtom)).toEqual({ allMethod: [], curUserMethod: [] });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem("currentUser")).toBeNull();
  });

  it("hides a method only when it is registered and not granted", () => {
    const auth = { allMethod: ["flow.delete", "flow.edit"], curUserMethod: ["flow.edit"] };
    expect(hasMethod(auth, "flow.edit")).toBe(true);
    expect(hasMethod(auth, "flow.delete")).toBe(false);
    expect(hasMethod(auth, "not.registered")).toBe(true);
  });
});
