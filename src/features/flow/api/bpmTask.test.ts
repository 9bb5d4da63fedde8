import { describe, expect, it } from "vitest";
import { CallFailure } from "../../../api/errors";
import { stubFetcher } from "../../../engine/testing";
import { bpmTaskApi, readCode, readFlag, readNextTaskId } from "./bpmTask";

describe("bpmTask calls", () => {
  it("sends complete to bpmRunTime with the Idempotency-Key header", async () => {
    const { fetcher, requests } = stubFetcher(() => ({
      status: 200,
      data: { state: true, message: "任务办理成功" },
    }));
    const result = await bpmTaskApi(fetcher).complete(
      { taskId: "t1", actionName: "agree", opinion: "同意" },
      "key-1",
    );
    expect(result).toEqual({ state: true, message: "任务办理成功" });
    expect(requests[0]).toMatchObject({
      host: "bpmRunTime",
      path: "/runtime/task/v1/complete",
      method: "POST",
      body: { taskId: "t1", actionName: "agree", opinion: "同意" },
      headers: { "Idempotency-Key": "key-1" },
    });
  });

  it("keeps a success's warnings (strings only) and drops a malformed field", async () => {
    const answers = [
      { state: true, message: "转办成功", warnings: ["未配置短信服务", 3, ""] },
      { state: true, message: "转办成功", warnings: "未配置短信服务" },
    ];
    const { fetcher } = stubFetcher(() => ({ status: 200, data: answers.shift() }));
    const api = bpmTaskApi(fetcher);
    expect(await api.collaborate("/runtime/task/v1/delegate", { taskId: "t1" }, "k1")).toEqual({
      state: true,
      message: "转办成功",
      warnings: ["未配置短信服务"],
    });
    expect(await api.collaborate("/runtime/task/v1/delegate", { taskId: "t1" }, "k2")).toEqual({
      state: true,
      message: "转办成功",
    });
  });

  it("asks stock opinions and start rights from bpmModel", async () => {
    const { fetcher, requests } = stubFetcher((r) =>
      r.path.endsWith("flowHasStartRights")
        ? { status: 200, data: false }
        : { status: 200, data: [{ id: "1", expression: "同意", type: 1 }, "已阅"] },
    );
    const api = bpmTaskApi(fetcher);
    expect(await api.approvalItems("leave")).toEqual(["同意", "已阅"]);
    expect(await api.flowHasStartRights("leave")).toBe(false);
    expect(requests.map((r) => [r.host, r.path, r.query])).toEqual([
      ["bpmModel", "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId", { defKey: "leave" }],
      ["bpmModel", "/flow/def/v1/flowHasStartRights", { defKey: "leave" }],
    ]);
  });

  it("turns an HTTP failure into a CallFailure with message, log id and status", async () => {
    const { fetcher } = stubFetcher(() => ({
      status: 409,
      data: { state: false, message: "该任务已被他人处理或已变更，请刷新后重试", logId: "ab12" },
    }));
    const failure = await bpmTaskApi(fetcher)
      .complete({ taskId: "t1", actionName: "agree" }, "k")
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({
      status: 409,
      logId: "ab12",
      message: "该任务已被他人处理或已变更，请刷新后重试",
    });
  });

  it("reads a rejection of the app fetcher (FetchError-like: status, data, logId)", async () => {
    const fetcher = async () => {
      throw Object.assign(new Error("服务器错误"), {
        status: 500,
        data: { message: "任务办理失败:x" },
        logId: "99",
      });
    };
    await expect(bpmTaskApi(fetcher).taskDetail("t1", "0")).rejects.toMatchObject({
      status: 500,
      message: "任务办理失败:x",
      logId: "99",
    });
  });

  it("parses a permission sent as JSON text into an object", async () => {
    const { fetcher } = stubFetcher(() => ({
      status: 200,
      data: { data: {}, permission: '{"fields":{"leave":{"days":"r"}}}', opinionList: [] },
    }));
    const vo = await bpmTaskApi(fetcher).getInstFormAndBO("i1");
    expect(vo.permission).toEqual({ fields: { leave: { days: "r" } } });
  });

  it("fails a bare-object read answered with state false", async () => {
    const { fetcher } = stubFetcher(() => ({
      status: 200,
      data: { state: false, message: "流程定义不存在" },
    }));
    await expect(bpmTaskApi(fetcher).getFormAndBO({ defId: "x" })).rejects.toThrow("流程定义不存在");
  });
});

describe("answer readers", () => {
  it("reads lock codes sent as text or JSON", () => {
    expect(readCode("3")).toBe(3);
    expect(readCode(4)).toBe(4);
    expect(readCode(" 1\n")).toBe(1);
    expect(() => readCode("x")).toThrow(CallFailure);
  });

  it("reads yes/no answers", () => {
    expect(readFlag(true)).toBe(true);
    expect(readFlag("false")).toBe(false);
    expect(readFlag({ state: true, value: true })).toBe(true);
    expect(readFlag({ state: true, value: false })).toBe(false);
  });

  it("reads the next task id or null", () => {
    expect(readNextTaskId("task-9")).toBe("task-9");
    expect(readNextTaskId({ state: true, value: "task-9" })).toBe("task-9");
    expect(readNextTaskId("")).toBeNull();
    expect(readNextTaskId({ state: true })).toBeNull();
    expect(readNextTaskId(null)).toBeNull();
  });
});
