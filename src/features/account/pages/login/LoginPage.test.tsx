import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { LocationProbe, renderRoutes } from "../../../../app/testing/renderRoutes";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { LoginPage } from "./LoginPage";

const AUTH_OK = {
  token: "jwt-1",
  username: "张三",
  account: "zhangsan",
  userId: "u1",
  expiration: 86400,
  loginStatus: 1,
  userAttrs: { tenantId: "t-platform" },
};

let calls: InternalAxiosRequestConfig[] = [];
let authAnswer: () => FakeAnswer | Promise<FakeAnswer> = () => ({ data: AUTH_OK });

beforeEach(() => {
  calls = [];
  authAnswer = () => ({ data: AUTH_OK });
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    const path = pathOf(config);
    if (path === "/sys/sysProperties/v1/getDecryptBySysSetting") {
      return { data: { alias: "sysSetting", value: JSON.stringify({ frontName: "Tessera 测试门户" }) } };
    }
    if (path === "/uc/tenantManage/v1/getTenantByCode") {
      return config.params?.code === "acme"
        ? { data: { id: "t-acme", code: "acme", name: "ACME", nameFront: "ACME 办公门户", status: "enable" } }
        : { data: {} };
    }
    if (path === "/auth") return authAnswer();
    return undefined;
  });
});

function renderLogin(entry = "/login") {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/login/:tenant", element: <LoginPage /> },
      { path: "/", element: <LocationProbe name="root" /> },
      { path: "/v-flow/v-todo", element: <LocationProbe name="todo" /> },
      { path: "/resetPwdView", element: <LocationProbe name="reset" /> },
    ],
    entry,
  );
}

const authCalls = () => calls.filter((c) => pathOf(c) === "/auth");

describe("LoginPage", () => {
  it("renders 用户登录 with the platform's front name", async () => {
    renderLogin();
    expect(screen.getByRole("heading", { name: "用户登录" })).toBeInTheDocument();
    expect(await screen.findByText("Tessera 测试门户")).toBeInTheDocument();
    expect(localStorage.getItem("loginRoute")).toBe("/login");
    expect(localStorage.getItem("tenantCode")).toBe("platform");
  });

  it("asks for the platform's brand with Tenant-Code platform after a tenant route was remembered", async () => {
    localStorage.setItem("tenantCode", "acme");
    localStorage.setItem("loginRoute", "/login/acme");
    renderLogin();
    await screen.findByText("Tessera 测试门户");
    const brand = calls.find((c) => pathOf(c) === "/sys/sysProperties/v1/getDecryptBySysSetting");
    expect(brand?.headers.get("Tenant-Code")).toBe("platform");
    expect(localStorage.getItem("loginRoute")).toBe("/login");
  });

  it("shows 请输入账号 and 请输入密码 when the empty form is submitted", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入账号")).toBeInTheDocument();
    expect(screen.getByText("请输入密码")).toBeInTheDocument();
    expect(authCalls()).toHaveLength(0);
  });

  it("shows 账号格式不符合规范 for a one-letter account", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText("请输入账号"), "a");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("账号格式不符合规范")).toBeInTheDocument();
    expect(authCalls()).toHaveLength(0);
  });

  it("submits on Enter with the password Base64-encoded, then goes to /", async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await screen.findByText("Tessera 测试门户");
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    expect(await screen.findByTestId("probe")).toHaveTextContent("root /");
    expect(authCalls()).toHaveLength(1);
    expect(JSON.parse(authCalls()[0].data)).toEqual({ username: "zhangsan", password: "UGFzc3cwcmQh" });
    expect(authCalls()[0].params).toBeUndefined();
    expect(store.get(currentUserAtom)).toMatchObject({ token: "jwt-1", account: "zhangsan" });
    expect(store.get(currentUserAtom)?.loginTime).toBeGreaterThan(0);
  });

  it("goes to the redirect parameter after login", async () => {
    const user = userEvent.setup();
    renderLogin("/login?redirect=%2Fv-flow%2Fv-todo%3Fpage%3D2");
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    expect(await screen.findByTestId("probe")).toHaveTextContent("todo /v-flow/v-todo?page=2");
  });

  it("ignores a redirect to another site", async () => {
    const user = userEvent.setup();
    renderLogin("/login?redirect=https%3A%2F%2Fevil.test%2F");
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    expect(await screen.findByTestId("probe")).toHaveTextContent("root /");
  });

  it("sends a login with status 0 to /resetPwdView with the account", async () => {
    authAnswer = () => ({ data: { ...AUTH_OK, account: "newbie", loginStatus: 0 } });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText("请输入账号"), "newbie");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Init@123{Enter}");
    expect(await screen.findByTestId("probe")).toHaveTextContent("reset /resetPwdView?account=newbie");
  });

  it("shows the server's message in an alert and stays on the login page", async () => {
    authAnswer = () => ({ status: 401, data: { state: false, message: "账号或密码错误", logId: "L9" } });
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "wrong{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("账号或密码错误 【日志ID：L9】");
    expect(screen.queryByTestId("probe")).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
    expect(screen.getByRole("button", { name: "登录" })).toBeEnabled();
  });

  it("turns a 'timeout of' error into 登录超时", async () => {
    authAnswer = () => {
      throw new Error("timeout of 600000ms exceeded");
    };
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("登录超时");
  });

  it("disables the button while signing in", async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    authAnswer = () => new Promise<FakeAnswer>((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: /登录/ })).toBeDisabled());
    release({ data: AUTH_OK });
    expect(await screen.findByTestId("probe")).toBeInTheDocument();
  });

  it("shows and hides the password and clears it", async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByPlaceholderText("请输入密码");
    await user.type(password, "secret");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "显示密码" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "隐藏密码" }));
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "清空" }));
    expect(password).toHaveValue("");
  });

  it("shows the tenant's name on /login/acme, signs in with its tenantId and remembers the route", async () => {
    const user = userEvent.setup();
    renderLogin("/login/acme");
    expect(await screen.findByText("ACME 办公门户")).toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAttribute(
      "src",
      "http://api.test/system/file/v1/getLogoFile?logoType=front&tenantId=t-acme",
    );
    expect(localStorage.getItem("loginRoute")).toBe("/login/acme");
    expect(localStorage.getItem("tenantCode")).toBe("acme");
    await user.type(screen.getByPlaceholderText("请输入账号"), "acme_admin");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    await screen.findByTestId("probe");
    expect(authCalls()[0].params).toEqual({ tenantId: "t-acme" });
    expect(authCalls()[0].headers.get("Tenant-Code")).toBe("acme");
  });

  it("warns about an unknown tenant and does not sign in", async () => {
    const user = userEvent.setup();
    renderLogin("/login/nobody");
    expect(await screen.findByText(/未找到租户“nobody”/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "登录" })).toBeDisabled();
    await user.type(screen.getByPlaceholderText("请输入账号"), "zhangsan");
    await user.type(screen.getByPlaceholderText("请输入密码"), "Passw0rd!{Enter}");
    expect(authCalls()).toHaveLength(0);
  });

  it("switches the language with the language buttons and stores the choice under lang", async () => {
    const user = userEvent.setup();
    renderLogin();
    const languages = screen.getByRole("group", { name: "语言" });
    expect(within(languages).getByRole("button", { name: "简体中文" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(languages).getByRole("button", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Enter your account")).toBeInTheDocument();
    expect(localStorage.getItem("lang")).toBe("en-US");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter your account")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "简体中文" }));
    expect(await screen.findByRole("heading", { name: "用户登录" })).toBeInTheDocument();
  });
});
