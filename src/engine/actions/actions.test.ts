// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { describe, expect, it } from "vitest";
import { createRuntime } from "..";
import { page, recordingHost, stubFetcher, testEngine } from "../testHelpers";

function setup(
  body: unknown[],
  options: Parameters<typeof testEngine>[0] = {},
  data?: Record<string, unknown>,
) {
  const engine = testEngine(options);
  const result = engine.load(page(body, data ? { data } : {}));
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.path} ${e.message}`).join("\n"));
  return { engine, runtime: createRuntime(engine, result.document, { host: options.host }) };
}

const button = (onClick: unknown[]) => ({ type: "button", label: "Go", onClick });

describe("actions", () => {
  it("run typed steps in order and leave a trace of each: step, input, result, duration", async () => {
    const { host, calls } = recordingHost();
    const { fetcher } = stubFetcher(() => ({ status: 200, data: { state: true, value: "inst-1" } }));
    const { engine, runtime } = setup(
      [
        button([
          { action: "setValue", name: "subject", value: "Leave ${who}" },
          {
            action: "request",
            as: "instId",
            source: {
              host: "bpmRunTime",
              path: "/runtime/instance/v1/start",
              method: "POST",
              body: { subject: "${subject}" },
              adaptor: "commonResult",
            },
          },
          {
            action: "toast",
            message: { i18n: "engine.action.logId", params: { id: "${instId}" } },
            intent: "success",
          },
          { action: "navigate", to: "/v-flow/detail/${instId}" },
        ]),
      ],
      { host, fetcher },
      { who: "Ann" },
    );
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run.status).toBe("ok");
    expect(run.locals).toEqual({ instId: "inst-1" });
    expect(calls).toEqual([
      { kind: "toast", message: "[日志ID：inst-1]", intent: "success" },
      { kind: "navigate", to: "/v-flow/detail/inst-1", options: { replace: false, newWindow: false } },
    ]);
    expect(run.trace.map((t) => [t.path, t.action, t.status])).toEqual([
      ["/body/0/onClick/0", "setValue", "ok"],
      ["/body/0/onClick/1", "request", "ok"],
      ["/body/0/onClick/2", "toast", "ok"],
      ["/body/0/onClick/3", "navigate", "ok"],
    ]);
    expect(run.trace[0].input).toEqual({ name: "subject", value: "Leave Ann" });
    expect(run.trace[1].result).toBe("inst-1");
    for (const entry of run.trace) {
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(entry.runId).toBe(run.trace[0].runId);
    }
    expect(engine.traces.entries()).toEqual(run.trace);
  });

  it("run the onError branch of a failing step with $error (message and logId), then stop as handled", async () => {
    const { host, calls } = recordingHost({ withReportError: true });
    const { fetcher } = stubFetcher(() => ({
      status: 500,
      data: { state: false, message: "任务办理失败:锁冲突", logId: "L-42" },
    }));
    const { runtime } = setup(
      [
        button([
          {
            action: "request",
            source: { host: "bpmRunTime", path: "/runtime/task/v1/complete", method: "POST" },
            onError: [{ action: "toast", intent: "danger", message: "${$error.message} (${$error.logId})" }],
          },
          { action: "navigate", to: "/never" },
        ]),
      ],
      { host, fetcher },
    );
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run).toMatchObject({
      status: "error",
      handled: true,
      error: { message: "任务办理失败:锁冲突", logId: "L-42", code: "http", status: 500 },
    });
    expect(calls).toEqual([{ kind: "toast", message: "任务办理失败:锁冲突 (L-42)", intent: "danger" }]);
    expect(run.trace.map((t) => [t.path, t.status])).toEqual([
      ["/body/0/onClick/0", "error"],
      ["/body/0/onClick/0/onError/0", "ok"],
    ]);
    expect(run.trace[0].error).toEqual({
      message: "任务办理失败:锁冲突",
      logId: "L-42",
      code: "http",
      status: 500,
    });
  });

  it("never fail silently: a failure without onError goes to the host's reportError with the trace", async () => {
    const { host, calls } = recordingHost({ withReportError: true });
    const { runtime } = setup([button([{ action: "closeDialog" }])], { host });
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run).toMatchObject({ status: "error", handled: false, error: { message: "没有打开的对话框" } });
    expect(calls).toEqual([
      { kind: "reportError", message: "没有打开的对话框", logId: undefined, trace: run.trace },
    ]);
  });

  it("show a danger toast with the log id when the host has no reportError", async () => {
    const { host, calls } = recordingHost();
    const { fetcher } = stubFetcher(() => ({
      status: 200,
      data: { state: false, message: "保存失败", logId: "X1" },
    }));
    const { runtime } = setup(
      [button([{ action: "request", source: { host: "form", path: "/save", adaptor: "commonResult" } }])],
      {
        host,
        fetcher,
      },
    );
    await runtime.run("/body/0/onClick", "p");
    expect(calls).toEqual([{ kind: "toast", message: "保存失败 [日志ID：X1]", intent: "danger" }]);
  });

  it("report a failure inside an onError branch too", async () => {
    const { host, calls } = recordingHost({ withReportError: true });
    const { runtime } = setup(
      [button([{ action: "closeDialog", onError: [{ action: "navigate", to: "" }] }])],
      { host },
    );
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run.status).toBe("error");
    expect(calls.map((c) => c.kind === "reportError" && c.message)).toEqual([
      "navigate: the target path is empty",
    ]);
  });

  it("end the run as cancelled when confirm is answered no", async () => {
    const { host, calls } = recordingHost({ confirmAnswers: [false] });
    const { runtime } = setup(
      [
        button([
          { action: "confirm", message: "是否确认删除选中的数据项?" },
          { action: "navigate", to: "/x" },
        ]),
      ],
      { host },
    );
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run.status).toBe("cancelled");
    expect(calls).toEqual([{ kind: "confirm", message: "是否确认删除选中的数据项?", title: undefined }]);
    expect(run.trace.map((t) => t.status)).toEqual(["cancelled"]);
  });

  it("skip a step whose when is falsy, and trace it as skipped", async () => {
    const { host, calls } = recordingHost();
    const { runtime } = setup(
      [
        button([
          { action: "toast", message: "a", when: { var: "show" } },
          { action: "toast", message: "b" },
        ]),
      ],
      { host },
      { show: false },
    );
    const run = await runtime.run("/body/0/onClick", "p");
    expect(run.trace.map((t) => t.status)).toEqual(["skipped", "ok"]);
    expect(calls).toEqual([{ kind: "toast", message: "b", intent: "success" }]);
  });

  it("keep the trace in a bounded ring buffer, newest last", async () => {
    const { host } = recordingHost();
    const { engine, runtime } = setup(
      [
        button([
          { action: "toast", message: "a" },
          { action: "toast", message: "b" },
          { action: "toast", message: "c" },
        ]),
      ],
      {
        host,
        traceCapacity: 4,
      },
    );
    await runtime.run("/body/0/onClick", "p");
    await runtime.run("/body/0/onClick", "p");
    const entries = engine.traces.entries();
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => (e.input as { message: string }).message)).toEqual(["c", "a", "b", "c"]);
    engine.traces.clear();
    expect(engine.traces.entries()).toEqual([]);
  });

  it("open a dialog in its own scope, wait for it to close and hand its result to the next step", async () => {
    const { host, calls } = recordingHost();
    const { runtime } = setup(
      [
        button([
          {
            action: "openDialog",
            as: "picked",
            data: { initial: "${name}" },
            dialog: {
              type: "dialog",
              id: "pick",
              data: { choice: "" },
              body: [
                { type: "button", label: "OK", onClick: [{ action: "closeDialog", result: "${choice}" }] },
              ],
            },
          },
          { action: "toast", message: "picked ${picked}" },
        ]),
      ],
      { host },
      { name: "Ann" },
    );
    const running = runtime.run("/body/0/onClick", "p");
    await Promise.resolve();
    expect(runtime.store.get(runtime.dialogs)).toEqual([
      { path: "/body/0/onClick/0/dialog", scopeId: "pick" },
    ]);
    expect(runtime.scopes().find((s) => s.id === "pick")).toEqual({
      id: "pick",
      kind: "dialog",
      parentId: "p",
      path: "/body/0/onClick/0/dialog",
      data: { choice: "", initial: "Ann" },
    });
    runtime.setValue("pick", "choice", "B");
    await runtime.run("/body/0/onClick/0/dialog/body/0/onClick", "pick");
    const run = await running;
    expect(run.status).toBe("ok");
    expect(calls).toEqual([{ kind: "toast", message: "picked B", intent: "success" }]);
    expect(runtime.store.get(runtime.dialogs)).toEqual([]);
    expect(runtime.scopes().map((s) => s.id)).toEqual(["p"]);
  });

  it("set values in the scope that owns them, so dependants re-evaluate", async () => {
    const { runtime } = setup(
      [
        {
          type: "form",
          id: "f",
          computed: { hours: { "*": [{ var: "days" }, 8] } },
          data: { days: 1 },
          body: [
            button([{ action: "setValue", name: "days", value: { $expr: { "+": [{ var: "days" }, 1] } } }]),
          ],
        },
      ],
      {},
    );
    await runtime.run("/body/0/body/0/onClick", "f");
    expect(runtime.getValue("f", "hours")).toBe(16);
  });

  it("reload the node with an id, and fail loudly for an id nothing answers to", async () => {
    const { host } = recordingHost({ withReportError: true });
    const { runtime } = setup([button([{ action: "reload", target: "list" }])], { host });
    let reloads = 0;
    const off = runtime.onReload("list", () => {
      reloads++;
    });
    expect((await runtime.run("/body/0/onClick", "p")).status).toBe("ok");
    expect(reloads).toBe(1);
    off();
    expect((await runtime.run("/body/0/onClick", "p")).error?.message).toBe(
      'Nothing to reload with id "list"',
    );
  });

  it("download through the host with the request built from scope", async () => {
    const { host, calls } = recordingHost();
    const { runtime } = setup(
      [
        button([
          {
            action: "download",
            source: { host: "portal", path: "/system/file/v1/downloadFile", query: { fileId: "${fileId}" } },
            fileName: "a.pdf",
          },
        ]),
      ],
      { host },
      { fileId: "F1" },
    );
    await runtime.run("/body/0/onClick", "p");
    expect(calls).toEqual([
      {
        kind: "download",
        request: {
          host: "portal",
          path: "/system/file/v1/downloadFile",
          method: "GET",
          query: { fileId: "F1" },
          signal: runtime.signal,
        },
        fileName: "a.pdf",
      },
    ]);
  });

  it("accept actions registered by later modules (flow.complete)", async () => {
    const { host } = recordingHost();
    const engine = testEngine({ host });
    engine.actions.register({
      name: "flow.complete",
      paramsSchema: {
        type: "object",
        additionalProperties: false,
        required: ["actionName"],
        properties: { actionName: { enum: ["agree", "oppose"] }, opinion: { $ref: "tessera:value" } },
      },
      run: (params) => ({ done: params }),
    });
    const result = engine.load(
      page([button([{ action: "flow.complete", actionName: "agree", opinion: "${opinion}" }])], {
        data: { opinion: "同意" },
      }),
    );
    if (!result.ok) throw new Error("load failed");
    const run = await createRuntime(engine, result.document).run("/body/0/onClick", "p");
    expect(run.trace[0].result).toEqual({ done: { actionName: "agree", opinion: "同意" } });
    const bad = engine.load(page([button([{ action: "flow.complete", actionName: "agre" }])]));
    expect(bad.ok ? [] : bad.errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/onClick/0/actionName", "enum"],
    ]);
  });
});
