import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataRequest } from "../../../../engine";
import type { HostCall } from "../../../../engine/testing";
import { decodeBoData } from "../../model/boData";
import instDocument from "../../schemas/task/inst.json";
import startDocument from "../../schemas/task/start.json";
import { instForm, startForm } from "./fixtures";
import { openFlowScreen } from "./testScreen";

const startData = (values: Record<string, string> = {}) => ({
  defId: "def-leave-1",
  defKey: "",
  leaderId: "0",
  copyInstId: "",
  instId: "",
  ...values,
});

/** A flow screen document on an engine of its own: fixture answers, a recording host. */
const open = openFlowScreen;

const named = (requests: DataRequest[], name: string) => requests.filter((r) => r.path.endsWith(`/${name}`));
const toasts = (calls: HostCall[]) =>
  calls.flatMap((c) => (c.kind === "toast" ? [`${c.intent}:${c.message}`] : []));
const navigations = (calls: HostCall[]) => calls.flatMap((c) => (c.kind === "navigate" ? [c.to] : []));

async function fillLeave(reason: string, days: string) {
  fireEvent.change(await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 }), {
    target: { value: reason },
  });
  fireEvent.change(screen.getByLabelText(/请假天数/), { target: { value: days } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("start screen", { timeout: 30_000 }, () => {
  it("loads the start form by defId, checks the start right by defKey and offers 启动 and 保存草稿", async () => {
    const { requests } = await open(startDocument, startData());
    expect(await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/审批备注/)).toBeNull();
    expect(named(requests, "getFormAndBO")[0]).toMatchObject({
      method: "POST",
      body: { defId: "def-leave-1" },
    });
    expect(named(requests, "flowHasStartRights")[0]).toMatchObject({
      host: "bpmModel",
      query: { defKey: "leave" },
    });
    expect(
      within(screen.getByRole("toolbar"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["启动", "保存草稿"]);
    // A new start has no instance: no history, no diagram.
    expect(screen.queryByRole("tab", { name: "审批历史" })).toBeNull();
  });

  it("shows 无启动权限，请联系管理员 instead of the form without the start right", async () => {
    await open(startDocument, startData(), { flowHasStartRights: { status: 200, data: false } });
    expect(await screen.findByText("无启动权限，请联系管理员", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/请假事由/)).toBeNull();
    expect(screen.queryByRole("button", { name: "启动" })).toBeNull();
  });

  it("checks the form, shows 流程启动中, posts start with the Base64 bag, shows the message, then opens my requests", async () => {
    let finish: (value: { status: number; data: unknown }) => void = () => {};
    const { requests, calls } = await open(startDocument, startData(), {
      start: () => new Promise((resolve) => (finish = resolve)),
    });
    await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(document.querySelector(".tessera-form-error-notice")).not.toBeNull());
    expect(named(requests, "start")).toHaveLength(0);

    await fillLeave("家中有事", "2");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    expect(await screen.findByText("流程启动中")).toBeInTheDocument();
    const start = named(requests, "start")[0];
    expect(start).toMatchObject({ host: "bpmRunTime", path: "/runtime/instance/v1/start", method: "POST" });
    expect(start.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = start.body as { defId: string; data: string; proInstId?: string; agentLeaderId?: string };
    expect(body.defId).toBe("def-leave-1");
    expect(body.proInstId).toBeUndefined();
    expect(body.agentLeaderId).toBeUndefined();
    expect(decodeBoData(body.data)).toEqual({ leave: { reason: "家中有事", days: 2, remark: "" } });
    await act(async () =>
      finish({ status: 200, data: { state: true, message: "流程启动成功", instId: "inst-3001" } }),
    );
    expect(toasts(calls)).toContain("success:流程启动成功");
    expect(navigations(calls)).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-request"]));
  });

  it("saves a draft (保存草稿中) and opens my drafts", async () => {
    const { requests, calls } = await open(startDocument, startData());
    await fillLeave("家中有事", "1");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:保存草稿成功"));
    expect(named(requests, "saveDraft")[0].path).toBe("/runtime/instance/v1/saveDraft");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(navigations(calls)).toEqual(["/v-flow/v-myDraft"]));
  });

  it("saves a draft with only some fields filled: no required-field checks (they run on 启动)", async () => {
    const { requests, calls } = await open(startDocument, startData());
    fireEvent.change(await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 }), {
      target: { value: "只写了事由" },
    });
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(toasts(calls)).toContain("success:保存草稿成功"));
    expect(document.querySelector(".tessera-form-error-notice")).toBeNull();
    const body = named(requests, "saveDraft")[0].body as { data: string };
    expect(decodeBoData(body.data)).toMatchObject({ leave: { reason: "只写了事由" } });
  });

  it("state false on start: shows the server message and stays", async () => {
    const { calls } = await open(startDocument, startData(), {
      start: { status: 200, data: { state: false, message: "无启动权限，请联系管理员" } },
    });
    await fillLeave("家中有事", "1");
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(toasts(calls)).toContain("danger:无启动权限，请联系管理员"));
    expect(navigations(calls)).toEqual([]);
  });

  it("asks who to start for when the definition offers leaders: 请选择一个发起人, then sends agentLeaderId", async () => {
    const withLeaders = { ...startForm, leaders: [{ id: "u-zhaoliu", name: "赵六" }] };
    const { requests, calls } = await open(startDocument, startData(), {
      getFormAndBO: { status: 200, data: withLeaders },
    });
    await fillLeave("代领导出差", "3");
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(toasts(calls)).toContain("warning:请选择一个发起人"));
    expect(named(requests, "start")).toHaveLength(0);
    expect(screen.queryByText(/您正在代/)).toBeNull();
    fireEvent.click(screen.getByLabelText("赵六"));
    expect(screen.getByText("您正在代 赵六 发起")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    expect(named(requests, "start")[0].body).toMatchObject({ agentLeaderId: "u-zhaoliu" });
  });

  it("choosing myself starts without agentLeaderId", async () => {
    const withLeaders = { ...startForm, leaders: [{ id: "u-zhaoliu", name: "赵六" }] };
    const { requests } = await open(startDocument, startData(), {
      getFormAndBO: { status: 200, data: withLeaders },
    });
    await fillLeave("自己请假", "1");
    fireEvent.click(screen.getByLabelText("我自己"));
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    expect((named(requests, "start")[0].body as { agentLeaderId?: string }).agentLeaderId).toBeUndefined();
  });

  it("a secretary without the right of their own may start only for the leaders offered (no 我自己)", async () => {
    const withLeaders = { ...startForm, leaders: [{ id: "u-zhaoliu", name: "赵六" }] };
    const { requests } = await open(startDocument, startData(), {
      getFormAndBO: { status: 200, data: withLeaders },
      flowHasStartRights: { status: 200, data: false },
    });
    await fillLeave("代领导出差", "3");
    expect(screen.queryByText("无启动权限，请联系管理员")).toBeNull();
    expect(screen.queryByLabelText("我自己")).toBeNull();
    fireEvent.click(screen.getByLabelText("赵六"));
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    expect(named(requests, "start")[0].body).toMatchObject({ agentLeaderId: "u-zhaoliu" });
  });

  it("a leader named by the route is used without asking", async () => {
    const withLeaders = { ...startForm, leaders: [{ id: "u-zhaoliu", name: "赵六" }] };
    const { requests } = await open(startDocument, startData({ leaderId: "u-zhaoliu" }), {
      getFormAndBO: { status: 200, data: withLeaders },
    });
    await fillLeave("代领导出差", "3");
    expect(screen.queryByLabelText("我自己")).toBeNull();
    expect(screen.getByText("您正在代 赵六 发起")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    expect(named(requests, "start")[0].body).toMatchObject({ agentLeaderId: "u-zhaoliu" });
  });

  it("copies an instance's data into a new start (no proInstId)", async () => {
    const { requests } = await open(startDocument, startData({ copyInstId: "inst-2001" }));
    expect(await screen.findByDisplayValue("回老家办理户口迁移", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(named(requests, "getInstFormAndBO")[0].query).toEqual({ proInstId: "inst-2001" });
    fireEvent.click(screen.getByRole("button", { name: "启动" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    const body = named(requests, "start")[0].body as { proInstId?: string; data: string };
    expect(body.proInstId).toBeUndefined();
    expect(decodeBoData(body.data)).toMatchObject({ leave: { reason: "回老家办理户口迁移", days: 3 } });
  });

  it("starts by definition key (/agentStartByKey)", async () => {
    const { requests } = await open(startDocument, startData({ defId: "", defKey: "leave" }));
    await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 });
    expect(named(requests, "getFormAndBO")[0].body).toEqual({ defKey: "leave" });
  });

  it("restarts a draft or an instance back at the start (/start/:defId/:instId) with 提交 and its history", async () => {
    const { requests } = await open(startDocument, startData({ instId: "inst-2001" }), {
      getFormAndBO: {
        status: 200,
        data: { ...startForm, buttons: [], instId: "inst-2001", data: instForm.data },
      },
    });
    await fillLeave("补充说明后重新提交", "3");
    expect(named(requests, "getFormAndBO")[0].body).toEqual({ defId: "def-leave-1", proInstId: "inst-2001" });
    expect(screen.getByRole("tab", { name: "审批历史" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(named(requests, "start")).toHaveLength(1));
    expect(named(requests, "start")[0].body).toMatchObject({ defId: "def-leave-1", proInstId: "inst-2001" });
  });
});

describe("instance view", { timeout: 30_000 }, () => {
  it("shows the form read-only, the status, the history and the diagram as an image", async () => {
    const { requests } = await open(instDocument, { instId: "inst-2001" });
    expect(await screen.findByDisplayValue("回老家办理户口迁移", {}, { timeout: 5000 })).toHaveAttribute(
      "readonly",
    );
    expect(screen.getByText("审批中")).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(await screen.findByText("请领导审批")).toBeInTheDocument();
    expect(screen.getByText("待审批")).toBeInTheDocument();
    expect(named(requests, "instanceFlowOpinions")[0].query).toEqual({ instId: "inst-2001" });
    // The diagram widget loads lazily when its tab opens: the click has to be awaited.
    await act(async () => {
      fireEvent.click(screen.getByRole("tab", { name: "流程图" }));
    });
    const image = await screen.findByRole("img", { name: "流程图" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(named(requests, "instanceFlowImage")[0].query).toEqual({ proInstId: "inst-2001" });
    // The SVG's markup never enters the page as HTML.
    expect(document.querySelector("svg rect")).toBeNull();
  });

  it("a failed diagram shows the server message with its log id", async () => {
    await open(
      instDocument,
      { instId: "inst-2001" },
      {
        instanceFlowImage: { status: 500, data: { state: false, message: "流程图生成失败", logId: "d1a9" } },
      },
    );
    await screen.findByDisplayValue("回老家办理户口迁移", {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(screen.getByRole("tab", { name: "流程图" }));
    });
    expect(await screen.findByText(/流程图生成失败 【日志ID：d1a9】/)).toBeInTheDocument();
  });
});
