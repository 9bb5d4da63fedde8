import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { toastSuccess } from "../../../../api/toaster";
import { LocationProbe, renderRoutes } from "../../../../app/testing/renderRoutes";
import { type CurrentUser, currentUserAtom } from "../../../../platform/session/atoms";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { ResetPwdView } from "./ResetPwdView";

vi.mock("../../../../api/toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../api/toaster")>()),
  showToast: vi.fn(async () => "key"),
  toastError: vi.fn(async () => "key"),
  toastWarning: vi.fn(async () => "key"),
  toastSuccess: vi.fn(async () => "key"),
}));

const USER: CurrentUser = {
  token: "jwt-1",
  username: "新同事",
  account: "newbie",
  userId: "u9",
  expiration: 86400,
  loginStatus: 0,
  userAttrs: { tenantId: "t1" },
  loginTime: Date.now(),
};

let calls: InternalAxiosRequestConfig[] = [];
let changeAnswer: () => FakeAnswer = () => ({ data: { state: true } });

beforeEach(() => {
  calls = [];
  changeAnswer = () => ({ data: { state: true } });
  setRuntimeContext({ ...TEST_CONTEXT });
  vi.mocked(toastSuccess).mockClear();
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    const path = pathOf(config);
    if (path === "/api/pwdStrategy/v1/getDefault") {
      return { data: { id: "s1", pwdRule: 3, pwdLength: 8, duration: 90, enable: 1 } };
    }
    if (path === "/api/user/v1/user/changUserPsd") return changeAnswer();
    if (path === "/signout") return { data: { state: true } };
    return undefined;
  });
});

function renderDialog() {
  const store = createStore();
  store.set(currentUserAtom, { ...USER, loginStatus: 1 });
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: "/home", element: <ChangePasswordDialog isOpen onClose={onClose} /> },
      { path: "/login", element: <LocationProbe name="login" /> },
    ],
    "/home",
    store,
  );
  return { ...view, onClose };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { old?: string; next?: string; confirm?: string },
) {
  if (values.old) await user.type(screen.getByLabelText("旧密码"), values.old);
  if (values.next) await user.type(screen.getByLabelText("新密码"), values.next);
  if (values.confirm) await user.type(screen.getByLabelText("确认新密码"), values.confirm);
}

const submit = () => screen.getByRole("button", { name: "确认修改" });

describe("ChangePasswordDialog", () => {
  it("asks for the old, the new and the repeated password", async () => {
    const user = userEvent.setup();
    renderDialog();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText("请输入旧密码")).toBeInTheDocument();
    expect(screen.getByText("请输入新密码")).toBeInTheDocument();
    expect(screen.getByText("请再次输入新密码")).toBeInTheDocument();
  });

  it("says 两次输入密码不一致! when the repeat differs", async () => {
    const user = userEvent.setup();
    renderDialog();
    await waitFor(() => expect(submit()).toBeEnabled());
    await fill(user, { old: "Init@123", next: "Newbie#2026", confirm: "Newbie#2027" });
    await user.click(submit());
    expect(await screen.findByText("两次输入密码不一致!")).toBeInTheDocument();
  });

  it("applies the tenant's strategy: 新密码长度至少为8, then rule 3", async () => {
    const user = userEvent.setup();
    renderDialog();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByText("密码长度至少为8位，且须包含数字、字母和特殊字符")).toBeInTheDocument();
    await fill(user, { old: "Init@123", next: "short", confirm: "short" });
    await user.click(submit());
    expect(await screen.findByText("新密码长度至少为8")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("新密码"));
    await user.type(screen.getByLabelText("新密码"), "abcdefgh1");
    expect(await screen.findByText("新密码必须同时包含数字、字母和特殊字符")).toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === "/api/user/v1/user/changUserPsd")).toBe(false);
  });

  it("on success says 修改密码成功, 请使用新密码重新登录。 and logs out", async () => {
    const user = userEvent.setup();
    const { store } = renderDialog();
    await waitFor(() => expect(submit()).toBeEnabled());
    await fill(user, { old: "Init@123", next: "Newbie#2026", confirm: "Newbie#2026" });
    await user.click(submit());
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login");
    const change = calls.find((c) => pathOf(c) === "/api/user/v1/user/changUserPsd");
    expect(JSON.parse(change?.data)).toEqual({ oldPwd: "Init@123", newPwd: "Newbie#2026" });
    expect(toastSuccess).toHaveBeenCalledWith("修改密码成功, 请使用新密码重新登录。");
    expect(calls.some((c) => pathOf(c) === "/signout")).toBe(true);
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it("shows the server's refusal, or 保存失败 without a message", async () => {
    changeAnswer = () => ({ data: { state: false, message: "旧密码错误" } });
    const user = userEvent.setup();
    renderDialog();
    await waitFor(() => expect(submit()).toBeEnabled());
    await fill(user, { old: "Wrong@123", next: "Newbie#2026", confirm: "Newbie#2026" });
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("旧密码错误");
    changeAnswer = () => ({ data: { state: false } });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("保存失败"));
  });
});

describe("ResetPwdView", () => {
  it("shows the account of the status-0 login and the change-password form", async () => {
    const store = createStore();
    store.set(currentUserAtom, USER);
    renderRoutes(
      [{ path: "/resetPwdView", element: <ResetPwdView /> }],
      "/resetPwdView?account=newbie",
      store,
    );
    expect(screen.getByRole("heading", { name: "修改密码" })).toBeInTheDocument();
    expect(screen.getByLabelText("账号")).toHaveValue("newbie");
    expect(screen.getByLabelText("旧密码")).toBeInTheDocument();
  });

  it("asks to sign in again without a session", () => {
    renderRoutes([{ path: "/resetPwdView", element: <ResetPwdView /> }], "/resetPwdView?account=newbie");
    expect(screen.getByText("登录信息已失效，请重新登录后修改密码")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回登录" })).toHaveAttribute("href", "/login");
  });
});
