import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CallFailure } from "../../../../../api/errors";
import { recordingHost } from "../../../../../engine/testing";
import type { BpmResult } from "../../../api/bpmTask";
import { SUCCESS_MESSAGE_MS } from "../../../model/timing";
import { runAction, type ScreenAction } from "./runAction";

function setUp(call: () => Promise<BpmResult>) {
  const { host, calls } = recordingHost();
  const busy: (string | null)[] = [];
  const onConflict = vi.fn();
  const after = vi.fn();
  const action: ScreenAction = {
    busy: "任务处理中",
    call,
    done: "任务办理成功",
    failed: "任务办理失败",
    after,
  };
  const context = { host, setBusy: (text: string | null) => busy.push(text), onConflict };
  const toasts = () => calls.flatMap((c) => (c.kind === "toast" ? [`${c.intent}:${c.message}`] : []));
  return { context, action, busy, onConflict, after, toasts };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("runAction", () => {
  it("shows the overlay during the call, then the server's message for 1.5 s, then goes on", async () => {
    const run = setUp(async () => ({ state: true, message: "办理成功" }));
    const done = runAction(run.context, run.action);
    await vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 1);
    expect(run.busy).toEqual(["任务处理中", null]);
    expect(run.toasts()).toEqual(["success:办理成功"]);
    expect(run.after).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(run.after).toHaveBeenCalledWith({ state: true, message: "办理成功" });
  });

  it("shows each warning of a success (a channel not configured) beside the message, and goes on", async () => {
    const answer = {
      state: true,
      message: "转办成功",
      warnings: ["未配置邮件服务，未发送邮件通知（站内信已发送）"],
    };
    const run = setUp(async () => answer);
    const done = runAction(run.context, run.action);
    await vi.runAllTimersAsync();
    expect(await done).toBe(true);
    expect(run.toasts()).toEqual([
      "success:转办成功",
      "warning:未配置邮件服务，未发送邮件通知（站内信已发送）",
    ]);
    expect(run.after).toHaveBeenCalledWith(answer);
  });

  it("uses its own success message when the server sends none", async () => {
    const run = setUp(async () => ({ state: true, message: "" }));
    const done = runAction(run.context, run.action);
    await vi.runAllTimersAsync();
    expect(await done).toBe(true);
    expect(run.toasts()).toEqual(["success:任务办理成功"]);
  });

  it("shows a soft failure with its log id and stops", async () => {
    const run = setUp(async () => ({ state: false, message: "", logId: "L-1" }));
    expect(await runAction(run.context, run.action)).toBe(false);
    expect(run.busy).toEqual(["任务处理中", null]);
    expect(run.toasts()).toEqual([expect.stringMatching(/^danger:任务办理失败.*L-1/)]);
    expect(run.after).not.toHaveBeenCalled();
  });

  it("shows a failed call, reloads on 409 only, and stops", async () => {
    const conflict = setUp(async () => {
      throw new CallFailure("任务已被处理", { status: 409 });
    });
    expect(await runAction(conflict.context, conflict.action)).toBe(false);
    expect(conflict.busy).toEqual(["任务处理中", null]);
    expect(conflict.toasts()).toEqual(["danger:任务已被处理"]);
    expect(conflict.onConflict).toHaveBeenCalledTimes(1);
    expect(conflict.after).not.toHaveBeenCalled();

    const broken = setUp(async () => {
      throw new CallFailure("服务器错误", { status: 500 });
    });
    expect(await runAction(broken.context, broken.action)).toBe(false);
    expect(broken.onConflict).not.toHaveBeenCalled();
    expect(broken.after).not.toHaveBeenCalled();
  });
});
