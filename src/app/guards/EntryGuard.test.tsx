import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { setRuntimeContext } from "../../api/hosts";
import { http } from "../../api/http";
import { setBrowserRedirect } from "../../api/navigation";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../api/testing/fakeAdapter";
import { showToast, toastError } from "../../api/toaster";
import {
  type CurrentUser,
  currentUserAtom,
  menusAtom,
  methodAuthAtom,
  userDetailAtom,
} from "../../platform/session/atoms";
import { LocationProbe, renderRoutes } from "../testing/renderRoutes";
import { EntryGuard, resetEntryAttempts } from "./EntryGuard";

vi.mock("../../api/toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../api/toaster")>()),
  showToast: vi.fn(async () => "key"),
  dismissToast: vi.fn(async () => undefined),
  toastError: vi.fn(async () => "key"),
  toastWarning: vi.fn(async () => "key"),
  toastSuccess: vi.fn(async () => "key"),
}));

const USER: CurrentUser = {
  token: "jwt-1",
  username: "张三",
  account: "zhangsan",
  userId: "u1",
  expiration: 86400,
  loginStatus: 1,
  userAttrs: { tenantId: "t1" },
  loginTime: Date.now(),
};

const DETAIL = {
  user: { id: "u1", fullname: "张三", account: "zhangsan", status: 1 },
  role: [],
  post: [],
  org: [{ orgId: "o1", orgName: "研发部", orgCode: "rd", pathName: "总部/研发部", isMaster: 1 }],
};

const menu = (alias: string, sn: number) => ({
  id: alias,
  parentId: "0",
  name: alias,
  alias,
  open: true,
  sn,
  children: [],
});

let calls: InternalAxiosRequestConfig[] = [];
let answers: Record<string, (config: InternalAxiosRequestConfig) => FakeAnswer> = {};
let redirect: Mock<(url: string) => void>;

beforeEach(() => {
  calls = [];
  resetEntryAttempts();
  setRuntimeContext({ ...TEST_CONTEXT });
  redirect = vi.fn<(url: string) => void>();
  setBrowserRedirect(redirect);
  vi.mocked(showToast).mockClear();
  vi.mocked(toastError).mockClear();
  answers = {
    "/api/user/v1/user/getDetailByAccountOrId": () => ({ data: DETAIL }),
    "/sys/sysMenu/v1/getCurrentUserMenu": () => ({
      data: { state: true, value: [menu("v-help", 90), menu("home", 1)] },
    }),
    "/sys/sysMenu/v1/getCurrentUserMethodAuth": () => ({
      data: { allMethod: ["a", "b"], curUserMethod: ["a"] },
    }),
    "/sso/auth": () => ({
      data: { ...USER, token: "jwt-sso", account: "guest", userId: "g1", username: "访客" },
    }),
  };
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return answers[pathOf(config)]?.(config);
  });
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

function renderGuard(entry: string, user: CurrentUser | null = null) {
  const store = createStore();
  if (user) store.set(currentUserAtom, user);
  return renderRoutes(
    [
      { path: "/login", element: <LocationProbe name="login" /> },
      { path: "/login/:tenant", element: <LocationProbe name="login" /> },
      { path: "/resetPwdView", element: <LocationProbe name="reset" /> },
      { element: <EntryGuard />, children: [{ path: "/home", element: <LocationProbe name="home" /> }] },
    ],
    entry,
    store,
  );
}

describe("EntryGuard", () => {
  it("sends a visitor without a session to login with the wanted path as redirect", async () => {
    renderGuard("/home?a=1");
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login?redirect=%2Fhome%3Fa%3D1");
  });

  it("uses the remembered login route", async () => {
    localStorage.setItem("loginRoute", "/login/acme");
    renderGuard("/home");
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login/acme?redirect=%2Fhome");
  });

  it("sends a user with login status 0 to /resetPwdView", async () => {
    renderGuard("/home", { ...USER, loginStatus: 0 });
    expect(await screen.findByTestId("probe")).toHaveTextContent("reset /resetPwdView?account=zhangsan");
  });

  it("loads detail, menus (sorted by sn) and method rights before showing the page", async () => {
    const { store } = renderGuard("/home", USER);
    expect(screen.getByText("正在加载用户信息…")).toBeInTheDocument();
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
    expect(store.get(userDetailAtom)?.org[0].orgName).toBe("研发部");
    expect(store.get(menusAtom).map((m) => m.alias)).toEqual(["home", "v-help"]);
    expect(store.get(methodAuthAtom)).toEqual({ allMethod: ["a", "b"], curUserMethod: ["a"] });
    const menuCall = calls.find((c) => pathOf(c) === "/sys/sysMenu/v1/getCurrentUserMenu");
    expect(menuCall?.params).toEqual({ menuAlias: "front_menu" });
  });

  it("shows 加载用户信息失败 with a retry when the session data cannot be loaded", async () => {
    answers["/sys/sysMenu/v1/getCurrentUserMethodAuth"] = () => ({
      status: 500,
      data: { state: false, message: "坏了" },
    });
    renderGuard("/home", USER);
    expect(await screen.findByText("加载用户信息失败")).toBeInTheDocument();
    expect(screen.getByText("坏了")).toBeInTheDocument();
    answers["/sys/sysMenu/v1/getCurrentUserMethodAuth"] = () => ({
      data: { allMethod: [], curUserMethod: [] },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
  });

  it("turns a token in the address into a session and removes it from the address after 1000 ms", async () => {
    window.history.replaceState(null, "", "/fvue/home?token=abc&x=1");
    const { store } = renderGuard("/home?token=abc&x=1", USER);
    expect(screen.getByText("正在登录…")).toBeInTheDocument();
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
    const sso = calls.find((c) => pathOf(c) === "/sso/auth");
    expect(sso?.params).toMatchObject({ ticket: "abc", code: "abc" });
    expect(sso?.params.service).toMatch(/^http:\/\/localhost(:\d+)?\/fvue\/home\?x=1$/);
    expect(store.get(currentUserAtom)?.token).toBe("jwt-sso");
    expect(window.location.search).toBe("?token=abc&x=1");
    await waitFor(() => expect(window.location.search).toBe("?x=1"), { timeout: 2500 });
  });

  it("says 登录失败 and goes to login when the token is refused", async () => {
    answers["/sso/auth"] = () => ({ status: 401, data: { state: false, message: "无效的令牌" } });
    const { store } = renderGuard("/home?token=bad&x=1", USER);
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login?redirect=%2Fhome%3Fx%3D1");
    expect(toastError).toHaveBeenCalledWith("登录失败");
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it("says oauth模式下必须提供clientId in oauth mode without a clientId", async () => {
    setRuntimeContext({ ...TEST_CONTEXT, ssoMode: "oauth", ssoUrl: "https://id.test/authorize" });
    renderGuard("/home");
    expect(await screen.findByText("oauth模式下必须提供clientId")).toBeInTheDocument();
  });

  it("signs in with a CAS ticket in cas mode", async () => {
    setRuntimeContext({ ...TEST_CONTEXT, ssoMode: "cas", ssoUrl: "https://cas.test/login" });
    renderGuard("/home?ticket=ST-1");
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
    const sso = calls.find((c) => pathOf(c) === "/sso/auth");
    expect(sso?.params).toMatchObject({ ticket: "ST-1", ssoMode: "cas" });
  });

  it("sends a visitor without a session to the CAS login in cas mode", async () => {
    setRuntimeContext({ ...TEST_CONTEXT, ssoMode: "cas", ssoUrl: "https://cas.test/login" });
    renderGuard("/home");
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/cas\.test\/login\?service=/)),
    );
  });

  it("shows 登录失败 when the CAS ticket is refused", async () => {
    setRuntimeContext({ ...TEST_CONTEXT, ssoMode: "cas", ssoUrl: "https://cas.test/login" });
    answers["/sso/auth"] = () => ({ status: 401, data: { state: false, message: "bad ticket" } });
    renderGuard("/home?ticket=ST-bad");
    expect(await screen.findByRole("heading", { name: "登录失败" })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("asks a user with an initial password to change it, once per session", async () => {
    const user = { ...USER, userAttrs: { tenantId: "t1", isInitPassword: true } };
    const first = renderGuard("/home", user);
    await screen.findByTestId("probe");
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(showToast).mock.calls[0][0]).toMatchObject({
      message: "您当前使用的是初始密码，为了账号安全，请尽快修改密码。",
      action: { text: "修改密码" },
    });
    expect(sessionStorage.getItem("initPwdNoticeShown")).toBe("1");
    first.unmount();
    renderGuard("/home", user);
    await screen.findByTestId("probe");
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});
