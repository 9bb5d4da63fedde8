import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataRequest } from "../../../../engine";
import type { HostCall } from "../../../../engine/testing";
import { decodeBoData } from "../../model/boData";
import taskDocument from "../../schemas/task/task.json";
import { type FixtureAnswer, taskButtons, taskDetail } from "./fixtures";
import { openFlowScreen } from "./testScreen";

/** The task screen document on an engine of its own: fixture answers, a recording host. */
const openTask = (
  overrides: Record<string, FixtureAnswer> = {},
  data = { taskId: "task-1001", leaderId: "0", from: "" },
) => openFlowScreen(taskDocument, data, overrides);

const calledPaths = (requests: DataRequest[]) => requests.map((r) => r.path.split("/").pop());
const toasts = (calls: HostCall[]) =>
  calls.flatMap((c) => (c.kind === "toast" ? [`${c.intent}:${c.message}`] : []));
const navigations = (calls: HostCall[]) => calls.flatMap((c) => (c.kind === "navigate" ? [c.to] : []));
const barButtons = () =>
  within(screen.getByRole("toolbar"))
    .getAllByRole("button")
    .map((b) => b.textContent);

async function fillRemark(text: string) {
  const input = await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
  fireEvent.change(input, { target: { value: text } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("task screen", { timeout: 30_000 }, () => {
  it("shows the subject, node, buttons in spec order, the node's form, stock opinions, history and diagram", async () => {
    const { requests } = await openTask();
    expect(await screen.findByText("张三的请假申请(3天)", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("当前节点：部门经理审批")).toBeInTheDocument();
    // Server order: lock, draft, agree, end, oppose, reject, backToStart → draft and end moved last.
    expect(barButtons()).toEqual(["签收", "同意", "反对", "驳回", "驳回发起人", "终止", "保存草稿"]);
    expect(await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue("回老家办理户口迁移")).toHaveAttribute("readonly");
    expect(await screen.findByRole("option", { name: "情况属实，同意请假" })).toBeInTheDocument();
    expect(await screen.findByText("请领导审批")).toBeInTheDocument();
    expect(calledPaths(requests)).toEqual(
      expect.arrayContaining(["taskDetail", "getButtonsBytaskId", "canLock", "instanceFlowOpinions"]),
    );
    expect(requests.find((r) => r.path.endsWith("taskDetail"))?.query).toEqual({
      taskId: "task-1001",
      leaderId: "0",
    });
  });

  it("agree: checks the form first (a required field stops it), then completes with the Base64 bag and an Idempotency-Key, shows the message, then opens the next task 2 s later", async () => {
    const { requests, calls } = await openTask({
      canLock: { status: 200, data: "3" },
      nextTask: { status: 200, data: "task-1002" },
    });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(document.querySelector(".tessera-form-error-notice")).not.toBeNull());
    expect(calledPaths(requests)).not.toContain("complete");

    await fillRemark("同意，注意交接工作");
    fireEvent.change(screen.getByPlaceholderText("请输入审批意见"), { target: { value: "同意" } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    const complete = requests.find((r) => r.path.endsWith("/complete"));
    expect(complete?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = complete?.body as Record<string, string>;
    expect(body).toMatchObject({ taskId: "task-1001", actionName: "agree", opinion: "同意" });
    expect(body.agentLeaderId).toBeUndefined();
    expect(decodeBoData(body.data)).toEqual({
      leave: { reason: "回老家办理户口迁移", days: 3, remark: "同意，注意交接工作" },
    });
    await waitFor(() => expect(toasts(calls)).toContain("success:任务办理成功"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(await screen.findByText("正在获取下一个任务")).toBeInTheDocument();
    await waitFor(() => expect(calledPaths(requests)).toContain("nextTask"));
    expect(navigations(calls)).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/task/task-1002/0"]));
  });

  it("shows 任务处理中 while complete runs and returns to the to-do list when there is no next task", async () => {
    let finish: (value: { status: number; data: unknown }) => void = () => {};
    const { calls } = await openTask({
      canLock: { status: 200, data: "3" },
      complete: () => new Promise((resolve) => (finish = resolve)),
    });
    await fillRemark("可以");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "反对" }));
    expect(await screen.findByText("任务处理中")).toBeInTheDocument();
    await act(async () => finish({ status: 200, data: { state: true, message: "任务办理成功" } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-todo"]));
  });

  it("state false: shows the server message and stays", async () => {
    const { calls } = await openTask({
      canLock: { status: 200, data: "3" },
      complete: { status: 200, data: { state: false, message: "任务办理失败:节点已变更", logId: "7f3a" } },
    });
    await fillRemark("可以");
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(toasts(calls)).toContain("danger:任务办理失败:节点已变更 【日志ID：7f3a】"));
    expect(navigations(calls)).toEqual([]);
    expect(screen.queryByText("任务处理中")).toBeNull();
  });

  it("HTTP 409: shows the message and reloads the task", async () => {
    const { requests, calls } = await openTask({
      canLock: { status: 200, data: "3" },
      complete: { status: 409, data: { state: false, message: "该任务已被他人处理或已变更，请刷新后重试" } },
    });
    await fillRemark("可以");
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(toasts(calls)).toContain("danger:该任务已被他人处理或已变更，请刷新后重试"));
    await waitFor(() => expect(calledPaths(requests).filter((p) => p === "taskDetail")).toHaveLength(2));
  });

  it("forced claim: other buttons stay disabled until 签收; canLock then lockUnlock answers 签收成功", async () => {
    const forced = {
      buttons: taskButtons.buttons?.map((b) => (b.alias === "lockUnlock" ? { ...b, isLock: true } : b)),
    };
    let lockCode = "1";
    const { requests, calls } = await openTask({
      getButtonsBytaskId: { status: 200, data: forced },
      canLock: () => ({ status: 200, data: lockCode }),
      lockUnlock: () => {
        lockCode = "3";
        return { status: 200, data: "1" };
      },
    });
    const agree = await screen.findByRole("button", { name: "同意" }, { timeout: 5000 });
    expect(agree).toBeDisabled();
    expect(agree).toHaveAttribute("title", "请先签收该任务");
    fireEvent.click(screen.getByRole("button", { name: "签收" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:签收成功"));
    expect(calledPaths(requests).slice(-2)).toEqual(["canLock", "lockUnlock"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "同意" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "取消签收" })).toBeInTheDocument();
  });

  it("a task claimed by someone else shows 已被他人签收 and nothing works", async () => {
    await openTask({ canLock: { status: 200, data: "4" } });
    expect(await screen.findAllByText("已被他人签收", {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "同意" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "签收" })).toBeNull();
  });

  it("reject: the dialog offers previous step, start and a chosen node; a node sends reject with its destination", async () => {
    const { requests } = await openTask({ canLock: { status: 200, data: "3" } });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "驳回" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("上一步");
    expect(within(dialog).getByLabelText("发起人")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText("指定节点"));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(within(dialog).getByText("请选择要驳回的节点")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("驳回节点"), { target: { value: "secretaryCheck" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    expect(requests.find((r) => r.path.endsWith("taskToReject"))?.query).toEqual({
      taskId: "task-1001",
      backModel: "reject",
    });
    expect(requests.find((r) => r.path.endsWith("/complete"))?.body).toMatchObject({
      actionName: "reject",
      destination: "secretaryCheck",
      backHandMode: "normal",
    });
  });

  it("backToStart: the dialog offers the start only and completes with backToStart", async () => {
    const { requests } = await openTask({ canLock: { status: 200, data: "3" } });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "驳回发起人" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("发起人");
    expect(within(dialog).queryByLabelText("上一步")).toBeNull();
    fireEvent.click(within(dialog).getByLabelText("直接返回本节点"));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    expect(requests.find((r) => r.path.endsWith("taskToReject"))?.query).toMatchObject({
      backModel: "backToStart",
    });
    expect(requests.find((r) => r.path.endsWith("/complete"))?.body).toMatchObject({
      actionName: "backToStart",
      backHandMode: "direct",
    });
  });

  it("endProcess: asks the reason, posts doEndProcess, shows 终止成功 and returns to the list", async () => {
    const { requests, calls } = await openTask({ canLock: { status: 200, data: "3" } });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "终止" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "终止" }));
    expect(within(dialog).getByText("请填写终止原因")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("终止原因"), { target: { value: "申请人撤销请假" } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "终止" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:终止成功"));
    const end = requests.find((r) => r.path.endsWith("doEndProcess"));
    expect(end).toMatchObject({
      host: "bpmRunTime",
      path: "/runtime/instance/v1/doEndProcess",
      body: { taskId: "task-1001", endReason: "申请人撤销请假" },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-todo"]));
  });

  it("saveDraft: keeps the data without checks (保存草稿成功) and stays", async () => {
    const { requests, calls } = await openTask({ canLock: { status: 200, data: "3" } });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:保存草稿成功"));
    const draft = requests.find((r) => r.path.endsWith("saveDraft"));
    expect(draft?.path).toBe("/runtime/task/v1/saveDraft");
    expect(decodeBoData((draft?.body as { data: string } | undefined)?.data ?? "")).toMatchObject({
      leave: { remark: "" },
    });
    expect(navigations(calls)).toEqual([]);
  });

  it("acting for a leader: passes leaderId on reads and agentLeaderId on complete", async () => {
    const { requests } = await openTask(
      { canLock: { status: 200, data: "3" } },
      { taskId: "task-1001", leaderId: "u-zhaoliu", from: "v-leader" },
    );
    await fillRemark("代领导审批");
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    expect(requests.find((r) => r.path.endsWith("getButtonsBytaskId"))?.query).toEqual({
      taskId: "task-1001",
      leaderId: "u-zhaoliu",
    });
    expect(requests.find((r) => r.path.endsWith("/complete"))?.body).toMatchObject({
      agentLeaderId: "u-zhaoliu",
    });
  });

  it("acting for a leader from 领导待办: returns to 领导待办 after agreeing, not to the secretary's own next to-do", async () => {
    const { requests, calls } = await openTask(
      { canLock: { status: 200, data: "3" }, nextTask: { status: 200, data: "task-own-9" } },
      { taskId: "task-1001", leaderId: "u-zhaoliu", from: "" },
    );
    await fillRemark("代领导审批");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:任务办理成功"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-leader"]));
    expect(calledPaths(requests)).not.toContain("nextTask");
  });

  it("reopens a task with the opinion of its saved draft", async () => {
    await openTask({ taskDetail: { status: 200, data: { ...taskDetail, draftOpinion: "草稿意见：同意" } } });
    expect(await screen.findByDisplayValue("草稿意见：同意", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("a viewer who may not act sees the form read-only, who handles it, and no buttons", async () => {
    await openTask({ taskDetail: { status: 200, data: { ...taskDetail, canAct: false } } });
    expect(
      await screen.findByText("该任务由 李四 办理，您只能查看", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(screen.queryByPlaceholderText("请输入审批意见")).toBeNull();
  });

  it("a task without a form (formEmpty) says 在线表单为空或加载失败 and does not complete", async () => {
    const { form: _form, ...withoutForm } = taskDetail;
    const { requests, calls } = await openTask({
      canLock: { status: 200, data: "3" },
      taskDetail: { status: 200, data: { ...withoutForm, result: "formEmpty" } },
    });
    expect(await screen.findByText("在线表单为空或加载失败", {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(toasts(calls)).toContain("warning:在线表单为空或加载失败"));
    expect(calledPaths(requests)).not.toContain("complete");
  });

  it("a failed load shows the server message with its log id", async () => {
    await openTask({
      taskDetail: { status: 500, data: { state: false, message: "任务不存在", logId: "c0ffee" } },
    });
    expect(
      await screen.findByText(/任务不存在 【日志ID：c0ffee】/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("runs the steps the document names for a button: a configurer adds a confirmation before 同意", async () => {
    const document = structuredClone(taskDocument);
    const buttons = document.body[0].buttons as Record<string, unknown[]>;
    buttons.agree = [{ action: "confirm", message: "确定同意吗？" }, ...buttons.agree];
    const { requests, calls } = await openFlowScreen(document, {
      taskId: "task-1001",
      leaderId: "0",
      from: "",
    });
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    // The confirmation, then flow.complete: its form check stops at the required remark.
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ kind: "confirm", message: "确定同意吗？" })),
    );
    await waitFor(() => expect(window.document.querySelector(".tessera-form-error-notice")).not.toBeNull());
    expect(calledPaths(requests)).not.toContain("complete");
  });

  it("shows a button the document names no steps for disabled, titled 此操作暂未开放", async () => {
    const document = structuredClone(taskDocument);
    delete (document.body[0].buttons as Record<string, unknown>).oppose;
    await openFlowScreen(
      document,
      { taskId: "task-1001", leaderId: "0", from: "" },
      {
        canLock: { status: 200, data: "3" },
      },
    );
    const oppose = await screen.findByRole("button", { name: "反对" }, { timeout: 5000 });
    expect(oppose).toBeDisabled();
    expect(oppose.closest("[title]")).toHaveAttribute("title", "此操作暂未开放");
    expect(screen.getByRole("button", { name: "同意" })).toBeEnabled();
  });
});
