import type { InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { CallFailure, withLogId } from "./errors";
import { setRuntimeContext } from "./hosts";
import { createHttp, isAuthUrl, isRefreshDue, REFRESH_GUARD_MS } from "./http";
import { type AppNavigator, setBrowserRedirect, setNavigator } from "./navigation";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "./testing/fakeAdapter";
import { toastError, toastWarning } from "./toaster";

vi.mock("./toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./toaster")>()),
  showToast: vi.fn(async () => "key"),
  toastError: vi.fn(async () => "key"),
  toastWarning: vi.fn(async () => "key"),
  toastSuccess: vi.fn(async () => "key"),
}));

const DAY = 86_400;
const T0 = 1_700_000_000_000;

function signIn(user: Partial<{ token: string; loginTime: number; expiration: number }> = {}) {
  localStorage.setItem(
    "currentUser",
    JSON.stringify({ token: "t1", loginTime: T0, expiration: DAY, account: "zhangsan", ...user }),
  );
}

function storedToken(): string | undefined {
  return JSON.parse(localStorage.getItem("currentUser") ?? "null")?.token;
}

describe("token refresh timing (isRefreshDue)", () => {
  it("refreshes at exactly one fifth of the lifetime, not before", () => {
    const session = { loginTime: T0, expiration: DAY };
    const fifth = (DAY / 5) * 1000;
    expect(isRefreshDue(session, T0)).toBe(false);
    expect(isRefreshDue(session, T0 + fifth - 1)).toBe(false);
    expect(isRefreshDue(session, T0 + fifth)).toBe(true);
    expect(isRefreshDue(session, T0 + fifth + 60_000)).toBe(true);
  });

  it("never refreshes without a session or with an unknown lifetime", () => {
    expect(isRefreshDue(null, T0)).toBe(false);
    expect(isRefreshDue({ loginTime: T0, expiration: 0 }, T0 + 10 ** 9)).toBe(false);
  });
});

describe("http client", () => {
  let now = T0;
  let calls: InternalAxiosRequestConfig[];
  let navigate: Mock<AppNavigator>;
  let redirect: Mock<(url: string) => void>;

  beforeEach(() => {
    now = T0;
    calls = [];
    navigate = vi.fn<AppNavigator>();
    redirect = vi.fn<(url: string) => void>();
    setNavigator(navigate);
    setBrowserRedirect(redirect);
    setRuntimeContext({ ...TEST_CONTEXT });
    vi.mocked(toastError).mockClear();
    vi.mocked(toastWarning).mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function client(handler: Parameters<typeof fakeAdapter>[0] = () => ({ data: { state: true } })) {
    const http = createHttp({ now: () => now });
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return handler(config);
    });
    return http;
  }

  it("sends Authorization Bearer, Accept-Language and Tenant-Code", async () => {
    signIn();
    localStorage.setItem("lang", "en-US");
    localStorage.setItem("tenantCode", "acme");
    await client().get("http://api.test/sys/sysMenu/v1/getCurrentUserMenu");
    const headers = calls[0].headers;
    expect(headers.get("Authorization")).toBe("Bearer t1");
    expect(headers.get("Accept-Language")).toBe("en-US");
    expect(headers.get("Tenant-Code")).toBe("acme");
  });

  it("sends the Bearer token to our own origin and the service hosts, never to a foreign dataFrom", async () => {
    signIn();
    setRuntimeContext({ ...TEST_CONTEXT, trustedLinkHosts: ["https://wiki.test"] });
    const http = client();
    await http.get("/portal/sys/x");
    await http.get(`${window.location.origin}/portal/sys/x`);
    await http.get("http://api.test/portal/y");
    await http.get("https://evil.test/steal");
    await http.post("//evil.test/steal", {});
    await http.get("https://wiki.test/api");
    await http.get("x", { baseURL: "https://evil.test/" });
    expect(calls.map((c) => c.headers.get("Authorization") ?? null)).toEqual([
      "Bearer t1",
      "Bearer t1",
      "Bearer t1",
      null,
      null,
      null,
      null,
    ]);
  });

  it("defaults to zh-CN and the platform tenant", async () => {
    await client().get("http://api.test/uc/tenantManage/v1/getTenantByCode");
    expect(calls[0].headers.get("Accept-Language")).toBe("zh-CN");
    expect(calls[0].headers.get("Tenant-Code")).toBe("platform");
    expect(calls[0].headers.has("Authorization")).toBe(false);
  });

  it("sends no Bearer token to /auth", async () => {
    signIn();
    const http = client();
    await http.post("http://api.test/auth?tenantId=1", {});
    await http.post("http://api.test/auth", {});
    expect(calls.every((c) => !c.headers.has("Authorization"))).toBe(true);
  });

  it("uses a 600000 ms timeout", () => {
    expect(createHttp().defaults.timeout).toBe(600_000);
  });

  it("refreshes the token once its age reaches one fifth of the lifetime, then replaces token and loginTime", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    signIn();
    const http = client((config) =>
      pathOf(config) === "/refresh" ? { data: { token: "t2", expiration: DAY } } : { data: { state: true } },
    );
    now = T0 + (DAY / 5) * 1000 - 1;
    await http.get("http://api.test/a");
    expect(calls.map(pathOf)).toEqual(["/a"]);

    now = T0 + (DAY / 5) * 1000;
    await http.get("http://api.test/b");
    await vi.waitFor(() => expect(storedToken()).toBe("t2"));
    expect(calls.map(pathOf)).toEqual(["/a", "/b", "/refresh"]);
    expect(JSON.parse(localStorage.getItem("currentUser") ?? "{}").loginTime).toBe(now);
    // The request that triggered the refresh still carried the old token; the next carries the new one.
    await http.get("http://api.test/c");
    expect(calls.at(-1)?.headers.get("Authorization")).toBe("Bearer t2");
  });

  it("refreshes at most once per 3 s window, and again once the flag has reset", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    signIn();
    // A refresh that fails leaves the old token, so every request is still due.
    const http = client((config) =>
      pathOf(config) === "/refresh" ? { status: 500, data: {} } : { data: {} },
    );
    now = T0 + DAY * 1000;
    await Promise.all([
      http.get("http://api.test/a"),
      http.get("http://api.test/b"),
      http.get("http://api.test/c"),
    ]);
    await vi.advanceTimersByTimeAsync(REFRESH_GUARD_MS - 1);
    await http.get("http://api.test/d");
    expect(calls.filter((c) => pathOf(c) === "/refresh")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await http.get("http://api.test/e");
    await vi.waitFor(() => expect(calls.filter((c) => pathOf(c) === "/refresh")).toHaveLength(2));
  });

  it("does not refresh for the /refresh call itself", async () => {
    signIn();
    now = T0 + DAY * 1000;
    await client(() => ({ data: { token: "t2" } })).get("http://api.test/refresh");
    expect(calls.map(pathOf)).toEqual(["/refresh"]);
  });

  it("on 401 clears the session and goes to the remembered login route with redirect", async () => {
    signIn();
    sessionStorage.setItem("menus", "[]");
    localStorage.setItem("loginRoute", "/login/acme");
    window.history.replaceState(null, "", "/fvue/v-flow/v-todo?page=2");
    const http = client(() => ({ status: 401, data: { state: false, message: "登录已失效", logId: "L1" } }));
    await expect(http.get("http://api.test/sys/sysMenu/v1/getCurrentUserMenu")).rejects.toThrow();
    expect(sessionStorage.length).toBe(0);
    expect(storedToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/login/acme?redirect=%2Fv-flow%2Fv-todo%3Fpage%3D2", {
      replace: true,
    });
    window.history.replaceState(null, "", "/");
  });

  it("does not clear the session or redirect on a 401 of the /auth call itself", async () => {
    signIn();
    const http = client(() => ({
      status: 401,
      data: { state: false, message: "账号或密码错误", logId: "L2" },
    }));
    await expect(http.post("http://api.test/auth", {}, { silent: true })).rejects.toThrow();
    expect(storedToken()).toBe("t1");
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("on 401 in cas mode goes to the single sign-on login instead", async () => {
    signIn();
    setRuntimeContext({ ...TEST_CONTEXT, ssoMode: "cas", ssoUrl: "https://cas.test/login" });
    const http = client(() => ({ status: 401, data: { state: false, message: "x" } }));
    await expect(http.get("http://api.test/x")).rejects.toThrow();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/cas\.test\/login\?service=http/));
  });

  it("toasts the message of a 2xx body with state false, with 【日志ID：…】, and rejects with a CallFailure", async () => {
    const http = client(() => ({ data: { state: false, message: "保存失败了", logId: "abc123" } }));
    const failure = await http.post("http://api.test/save", {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({
      message: "保存失败了",
      serverMessage: "保存失败了",
      logId: "abc123",
      status: 200,
    });
    expect((failure as CallFailure).withLogId).toBe("保存失败了 【日志ID：abc123】");
    expect(toastError).toHaveBeenCalledWith("保存失败了", "abc123");
    expect(withLogId("保存失败了", "abc123")).toBe("保存失败了 【日志ID：abc123】");
  });

  it("does not toast a state-false body when the request is silent; its rejection takes the caller's text", async () => {
    const http = client(() => ({ data: { state: false } }));
    await expect(http.get("http://api.test/x", { silent: true, failureText: "load failed" })).rejects.toThrow(
      "load failed",
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it("resolves a state-false body as data for a caller that reads it (acceptFailedState), still toasting", async () => {
    const http = client(() => ({ data: { state: false, message: "旧密码错误" } }));
    const response = await http.post("http://api.test/x", {}, { acceptFailedState: true });
    expect(response.data).toEqual({ state: false, message: "旧密码错误" });
    expect(toastError).toHaveBeenCalledWith("旧密码错误", undefined);
  });

  it("rejects an HTTP failure with a CallFailure carrying status, server message and log id", async () => {
    const http = client(() => ({ status: 404, data: { state: false, message: "未找到", logId: "N1" } }));
    const failure = await http.get("http://api.test/x", { silent: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({ message: "未找到", serverMessage: "未找到", logId: "N1", status: 404 });
  });

  it("shows the message and log id of a 403", async () => {
    const http = client(() => ({
      status: 403,
      data: { state: false, message: "请先修改密码", logId: "F1" },
    }));
    await expect(http.get("http://api.test/x")).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith("请先修改密码", "F1");
  });

  it("shows the server message of a 500, or a generic message when there is none", async () => {
    let body: unknown = { state: false, message: "数据库不可用", logId: "E1" };
    const http = client(() => ({ status: 500, data: body }));
    await expect(http.get("http://api.test/x")).rejects.toThrow();
    expect(toastError).toHaveBeenLastCalledWith("数据库不可用", "E1");
    body = "";
    await expect(http.get("http://api.test/x")).rejects.toThrow();
    expect(toastError).toHaveBeenLastCalledWith("服务器内部错误，请稍后重试", undefined);
  });

  it("recognises the login call", () => {
    expect(isAuthUrl("http://h/auth")).toBe(true);
    expect(isAuthUrl("http://h/auth?tenantId=1")).toBe(true);
    expect(isAuthUrl("http://h/sso/auth?ticket=1")).toBe(true);
    expect(isAuthUrl("http://h/authority/list")).toBe(false);
  });
});
