import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { toastSuccess } from "../../../../api/toaster";
import { renderRoutes } from "../../../../app/testing/renderRoutes";
import { SealDialog } from "./SealDialog";
import { NO_SEAL, pngFile, sealHandler, WITH_SEAL } from "./sealFixtures";

vi.mock("../../../../api/toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../api/toaster")>()),
  showToast: vi.fn(async () => "key"),
  toastError: vi.fn(async () => "key"),
  toastWarning: vi.fn(async () => "key"),
  toastSuccess: vi.fn(async () => "key"),
}));

let calls: InternalAxiosRequestConfig[] = [];
let seal: typeof NO_SEAL = NO_SEAL;
let saveAnswer: () => FakeAnswer = () => ({ data: { state: true, message: "操作成功" } });

beforeEach(() => {
  calls = [];
  seal = NO_SEAL;
  saveAnswer = () => ({ data: { state: true, message: "操作成功" } });
  setRuntimeContext({ ...TEST_CONTEXT });
  vi.mocked(toastSuccess).mockClear();
  URL.createObjectURL = vi.fn(() => "blob:seal");
  URL.revokeObjectURL = vi.fn();
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return sealHandler(seal, saveAnswer())(config);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderDialog() {
  const onClose = vi.fn();
  const view = renderRoutes([{ path: "/home", element: <SealDialog isOpen onClose={onClose} /> }], "/home");
  return { ...view, onClose };
}

const save = () => screen.findByRole("button", { name: "保存" });
const saved = () => calls.filter((c) => pathOf(c) === "/uc/electronicSeal/v1/userSave");

// Typing into several fields is slow on a busy machine.
describe("SealDialog: first set", { timeout: 20_000 }, () => {
  it("asks for the picture, the login password, the password and its confirmation", async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText("尚未设置电子签章")).toBeInTheDocument();
    await user.click(await save());
    expect(await screen.findByText("请上传签章图片")).toBeInTheDocument();
    expect(screen.getByText("请输入登录密码！")).toBeInTheDocument();
    expect(screen.getByText("请输入密码！")).toBeInTheDocument();
    expect(screen.getByText("请输入确认密码！")).toBeInTheDocument();
    expect(screen.getByLabelText("登录密码")).toHaveAttribute("aria-invalid", "true");
    expect(saved()).toEqual([]);
  });

  it("says 密码与确认密码不一致！ when the confirmation differs", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText("签章密码"), "seal-1");
    await user.type(screen.getByLabelText("确认密码"), "seal-2");
    await user.click(await save());
    expect(await screen.findByText("密码与确认密码不一致！")).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it("refuses a picture that is not a png, uploading nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.upload(
      await screen.findByLabelText("签章图片"),
      new File(["x"], "seal.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByText("请上传后缀名为png类型的图片")).toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === "/system/file/v1/upload")).toBe(false);
  });

  it("uploads the png, saves with the login password and toasts 操作成功", async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    expect(await screen.findByText("只能上传png格式的图片，尺寸为250x70像素")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("签章图片"), pngFile());
    expect(await screen.findByRole("img", { name: "我的电子签章" })).toHaveAttribute("src", "blob:seal");
    const form = calls.find((c) => pathOf(c) === "/system/file/v1/upload")?.data as FormData | undefined;
    expect(form).toBeInstanceOf(FormData);
    expect(form?.get("file")).toBeInstanceOf(File);
    await user.type(screen.getByLabelText("登录密码"), "Passw0rd!");
    await user.type(screen.getByLabelText("签章密码"), "seal-1");
    await user.type(screen.getByLabelText("确认密码"), "seal-1");
    await user.click(await save());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("操作成功"));
    expect(JSON.parse(saved()[0]?.data)).toEqual({
      fileId: "f-new",
      loginPassword: "Passw0rd!",
      password: "seal-1",
      confirmPwd: "seal-1",
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts 操作成功 when the server sends no message", async () => {
    saveAnswer = () => ({ data: { state: true } });
    seal = WITH_SEAL;
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText("原签章密码"), "seal-1");
    await user.type(screen.getByLabelText("签章密码"), "seal-2");
    await user.type(screen.getByLabelText("确认密码"), "seal-2");
    await user.click(await save());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("操作成功"));
  });
});

describe("SealDialog: change", { timeout: 20_000 }, () => {
  it("shows the saved picture and asks for the old seal password instead of the login password", async () => {
    seal = WITH_SEAL;
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByRole("img", { name: "我的电子签章" })).toBeInTheDocument();
    expect(screen.queryByLabelText("登录密码")).toBeNull();
    await user.click(await save());
    expect(await screen.findByText("请输入原签章密码！")).toBeInTheDocument();
    expect(screen.queryByText("请上传签章图片")).toBeNull();
  });

  it("shows the server's refusal and sends the old seal password", async () => {
    seal = WITH_SEAL;
    saveAnswer = () => ({ data: { state: false, message: "原签章密码错误" } });
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.type(await screen.findByLabelText("原签章密码"), "wrong");
    await user.type(screen.getByLabelText("签章密码"), "seal-2");
    await user.type(screen.getByLabelText("确认密码"), "seal-2");
    await user.click(await save());
    expect(await screen.findByRole("alert")).toHaveTextContent("原签章密码错误");
    expect(JSON.parse(saved()[0]?.data)).toMatchObject({ fileId: "f-seal-1", oldPassWord: "wrong" });
    expect(onClose).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("shows a 400's message from the server", async () => {
    saveAnswer = () => ({ status: 400, data: { state: false, message: "请上传后缀名为png类型的图片" } });
    seal = WITH_SEAL;
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText("原签章密码"), "seal-1");
    await user.type(screen.getByLabelText("签章密码"), "a");
    await user.type(screen.getByLabelText("确认密码"), "a");
    await user.click(await save());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("请上传后缀名为png类型的图片")).toBeInTheDocument();
  });
});
