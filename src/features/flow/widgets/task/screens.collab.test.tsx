import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlowButton } from "../../../../api/contract";
import type { DataRequest } from "../../../../engine";
import type { HostCall } from "../../../../engine/testing";
import { DIALOG_FIXTURES, userRows } from "../../../statement";
import taskDocument from "../../schemas/task/task.json";
import { type FixtureAnswer, leaveTask, taskDetail } from "./fixtures";
import { openFlowScreen } from "./testScreen";

/*
 * The task document's collaboration buttons end to end on the screen: the button opens its dialog, the
 * user picker loads the seeded userSelector's fixture rows, the request goes out with an Idempotency-Key,
 * then the server's message and the screen's next step (on like agree, or a reload when the task stays).
 */

const button = (alias: FlowButton["alias"], name: string): FlowButton => ({
  alias,
  name,
  supportScript: false,
  isLock: false,
});
const ownerButtons = [
  button("agree", "同意"),
  button("delegate", "转办"),
  button("inqu", "征询"),
  button("startCommu", "沟通"),
  button("instanceTrans", "传阅"),
  button("startTrans", "流转"),
];

const pickerAnswers: Record<string, FixtureAnswer> = {
  getByAlias: { status: 200, data: DIALOG_FIXTURES.userSelector },
  getListData: {
    status: 200,
    data: { rows: userRows.slice(0, 20), total: userRows.length, page: 1, pageSize: 20 },
  },
};

const openTask = (overrides: Record<string, FixtureAnswer> = {}, buttons = ownerButtons, status = "NORMAL") =>
  openFlowScreen(
    taskDocument,
    { taskId: "task-1001", leaderId: "0", from: "" },
    {
      ...pickerAnswers,
      taskDetail: { status: 200, data: { ...taskDetail, buttons, bpmTask: { ...leaveTask, status } } },
      getButtonsBytaskId: { status: 200, data: { buttons, isAddSign: false } },
      ...overrides,
    },
  );

const named = (requests: DataRequest[], name: string) => requests.filter((r) => r.path.endsWith(`/${name}`));
const toasts = (calls: HostCall[]) =>
  calls.flatMap((c) => (c.kind === "toast" ? [`${c.intent}:${c.message}`] : []));
const navigations = (calls: HostCall[]) => calls.flatMap((c) => (c.kind === "navigate" ? [c.to] : []));
const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;

async function press(label: string) {
  const bar = await screen.findByRole("toolbar", {}, { timeout: 5000 });
  await waitFor(() => expect(within(bar).getByRole("button", { name: label })).toBeEnabled(), {
    timeout: 5000,
  });
  fireEvent.click(within(bar).getByRole("button", { name: label }));
  return screen.findByRole("dialog", { name: label });
}

async function pickRow(row: number) {
  fireEvent.click(screen.getByRole("button", { name: /选择.*人员/ }));
  await screen.findByRole("dialog", { name: "选择人员" });
  await waitFor(
    () => expect(within(main()).getByRole("checkbox", { name: `选择第 ${row} 行` })).toBeInTheDocument(),
    { timeout: 10_000 },
  );
  fireEvent.click(within(main()).getByRole("checkbox", { name: `选择第 ${row} 行` }));
  // The picker loads on first opening: the dialog under that title is the loaded one only now.
  const picker = screen.getByRole("dialog", { name: "选择人员" });
  fireEvent.click(within(picker).getByRole("button", { name: "确定" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "选择人员" })).toBeNull());
}

afterEach(() => {
  vi.useRealTimers();
});

describe("task screen collaboration", { timeout: 30_000 }, () => {
  it("转办: sends delegate with an Idempotency-Key, shows the message 1.5 s, then goes on like agree", async () => {
    const { requests, calls } = await openTask({
      delegate: { status: 200, data: { state: true, message: "转办成功" } },
    });
    const dialog = await press("转办");
    await pickRow(2);
    fireEvent.change(within(dialog).getByLabelText("转办意见"), { target: { value: "请代为审批" } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(named(requests, "delegate")).toHaveLength(1));
    const sent = named(requests, "delegate")[0];
    expect(sent).toMatchObject({
      host: "bpmRunTime",
      path: "/runtime/task/v1/delegate",
      method: "POST",
      body: { taskId: "task-1001", userId: "u2", opinion: "请代为审批", messageType: "inner" },
    });
    expect(sent?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts(calls)).toContain("success:转办成功"));
    expect(navigations(calls)).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(named(requests, "nextTask")).toHaveLength(1));
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-todo"]));
  });

  it("a refusal (400) shows the server's message in the dialog and keeps what was typed", async () => {
    const { calls } = await openTask({
      delegate: { status: 400, data: { state: false, message: "代领导转办时不能再转办给领导！" } },
    });
    const dialog = await press("转办");
    await pickRow(2);
    fireEvent.change(within(dialog).getByLabelText("转办意见"), { target: { value: "请代为审批" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("代领导转办时不能再转办给领导！");
    expect(toasts(calls)).toContain("danger:代领导转办时不能再转办给领导！");
    expect(screen.getByRole("dialog", { name: "转办" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("转办意见")).toHaveValue("请代为审批");
    expect(navigations(calls)).toEqual([]);
  });

  it("沟通: the task stays the user's — the dialog closes and the task reloads, no navigation", async () => {
    const { requests, calls } = await openTask({
      communicate: { status: 200, data: { state: true, message: "沟通成功" } },
    });
    const dialog = await press("沟通");
    await pickRow(3);
    fireEvent.change(within(dialog).getByLabelText(/沟通内容/), { target: { value: "请补充材料" } });
    const loads = named(requests, "taskDetail").length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:沟通成功"));
    expect(named(requests, "communicate")[0]?.body).toEqual({
      taskId: "task-1001",
      userId: "u3",
      opinion: "请补充材料",
      messageType: "inner",
      instId: "inst-2001",
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(named(requests, "taskDetail").length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "沟通" })).toBeNull());
    expect(navigations(calls)).toEqual([]);
  });

  it("沟通 by mail on a server without mail: the success and its warning are both shown", async () => {
    const warning = "未配置邮件服务，未发送邮件通知（站内信已发送）";
    const { requests, calls } = await openTask({
      communicate: { status: 200, data: { state: true, message: "沟通成功", warnings: [warning] } },
    });
    const dialog = await press("沟通");
    await pickRow(3);
    fireEvent.change(within(dialog).getByLabelText(/沟通内容/), { target: { value: "请补充材料" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "邮件" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(toasts(calls)).toContain(`warning:${warning}`));
    expect(toasts(calls)).toContain("success:沟通成功");
    expect(named(requests, "communicate")[0]?.body).toMatchObject({ messageType: "inner,mail" });
  });

  it("an inquiry sub-task's 回复 sends taskToInquReply with the reply", async () => {
    const { requests } = await openTask(
      { taskToInquReply: { status: 200, data: { state: true, message: "回复成功" } } },
      [button("commu", "回复")],
      "TRANSFORMEDINQU",
    );
    const dialog = await press("回复");
    fireEvent.change(within(dialog).getByLabelText(/回复内容/), { target: { value: "预算充足" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(named(requests, "taskToInquReply")).toHaveLength(1));
    expect(named(requests, "taskToInquReply")[0]?.body).toEqual({ taskId: "task-1001", opinion: "预算充足" });
  });
});
