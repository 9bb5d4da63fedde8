import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  complete,
  encodeBag,
  instanceRow,
  leaveBag,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startFlowAs,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "zhaoliu", string>;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi", "zhaoliu"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

/** The instances whose subject mentions a text (the leave reason a test started them with). */
const instancesAbout = (text: string) =>
  t.db.selectFrom("bpm_instance").select("id").where("subject", "like", `%${text}%`).execute();

describe("concurrency: one task, twenty completes", () => {
  it("exactly one 200 and nineteen 409 该任务已被他人处理或已变更; one opinion, the next task created once", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const task = await onlyTask(t.db, instId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree", opinion: "同意" }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ state: false, message: "该任务已被他人处理或已变更，请刷新后重试" });
      expect(a.json().logId).toBeTruthy();
    }
    const opinions = await opinionsOf(t.db, instId);
    expect(opinions.filter((o) => o.status === "agree")).toHaveLength(1);
    const next = await openTasks(t.db, instId);
    expect(next.map((n) => n.node_id)).toEqual(["gmApprove"]);
    const inst = await instanceRow(t.db, instId);
    expect(inst.status).toBe("running");
    const stack = await t.db
      .selectFrom("bpm_exe_stack")
      .select("node_id")
      .where("inst_id", "=", instId)
      .orderBy("depth")
      .execute();
    expect(stack.map((s) => s.node_id)).toEqual(["start", "managerApprove"]);
  });
});

describe("idempotency keys", () => {
  it("a repeated Idempotency-Key on complete has one effect and gets the same answer", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const task = await onlyTask(t.db, instId);
    const headers = { "idempotency-key": "double-click-1" };
    const first = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" }, headers);
    const second = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" }, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await opinionsOf(t.db, instId)).filter((o) => o.status === "agree")).toHaveLength(1);
    expect(await openTasks(t.db, instId)).toHaveLength(1);
  });

  it("two starts sent at once with one key make one instance and both get its id", async () => {
    const body = { flowKey: "leave", data: encodeBag(leaveBag(1, "幂等启动")) };
    const headers = { "idempotency-key": "start-twice" };
    const [a, b] = await Promise.all([
      startFlowAs(t.app, tk.zhangsan, body, headers),
      startFlowAs(t.app, tk.zhangsan, body, headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().state).toBe(true);
    expect(await instancesAbout("幂等启动")).toHaveLength(1);
  });

  it("a key is per user: another user's same key is a separate action", async () => {
    const headers = { "idempotency-key": "shared-key" };
    const mine = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1)) },
      headers,
    );
    const theirs = await startFlowAs(
      t.app,
      tk.zhaoliu,
      { flowKey: "leave", data: encodeBag(leaveBag(1)) },
      headers,
    );
    expect(mine.json().instId).not.toBe(theirs.json().instId);
  });

  it("the same key, route and body (keys in another order) replays the first answer", async () => {
    const headers = { "idempotency-key": "replay-same-body" };
    const data = encodeBag(leaveBag(2, "同一请求"));
    const first = await startFlowAs(t.app, tk.zhangsan, { flowKey: "leave", data }, headers);
    const again = await startFlowAs(t.app, tk.zhangsan, { data, flowKey: "leave" } as never, headers);
    expect(first.json().state).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await instancesAbout("同一请求")).toHaveLength(1);
  });

  it("the same key with another body → 422 and nothing is done (not a replayed 流程启动成功)", async () => {
    const headers = { "idempotency-key": "bound-to-body" };
    const first = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1, "第一份申请")) },
      headers,
    );
    expect(first.json().state).toBe(true);
    const second = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1, "第二份申请")) },
      headers,
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      state: false,
      message: "该幂等键（Idempotency-Key）已用于另一个请求，请换一个新的键",
    });
    expect(second.json().logId).toBeTruthy();
    expect(await instancesAbout("第二份申请")).toHaveLength(0);
    const english = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1, "第二份申请")) },
      { ...headers, "accept-language": "en-US" },
    );
    expect(english.json().message).toBe(
      "This Idempotency-Key was already used for another request; send a new key",
    );
  });

  it("the same key and body on another route → 422 and nothing is done", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const task = await onlyTask(t.db, instId);
    const headers = { "idempotency-key": "bound-to-route" };
    const body = { taskId: task.id, actionName: "agree" as const, opinion: "先存草稿" };
    const draft = await post(t.app, tk.lisi, "/runtime/task/v1/saveDraft", body, headers);
    expect(draft.statusCode).toBe(200);
    const done = await complete(t.app, tk.lisi, body, headers);
    expect(done.statusCode).toBe(422);
    expect(await openTasks(t.db, instId)).toHaveLength(1);
    expect((await opinionsOf(t.db, instId)).filter((o) => o.status === "agree")).toHaveLength(0);
    const fresh = await complete(t.app, tk.lisi, body, { "idempotency-key": "bound-to-route-2" });
    expect(fresh.statusCode).toBe(200);
  });

  it("a refused action stores nothing: retrying the key after fixing the body works", async () => {
    const headers = { "idempotency-key": "fix-and-retry" };
    const bad = await startFlowAs(t.app, tk.zhangsan, { flowKey: "leave", data: "%%%" }, headers);
    expect(bad.statusCode).toBe(400);
    const good = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1)) },
      headers,
    );
    expect(good.json().state).toBe(true);
  });
});

describe("who may act", () => {
  it("another tenant's user gets 404 for a task", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const res = await complete(t.app, acme, { taskId: task.id, actionName: "agree" });
    expect(res.statusCode).toBe(404);
    expect(await openTasks(t.db, instId)).toHaveLength(1);
    const end = await post(t.app, acme, "/runtime/instance/v1/doEndProcess", { taskId: task.id });
    expect(end.statusCode).toBe(404);
    const revoke = await post(t.app, acme, "/runtime/instance/v1/revokeInstance", { instanceId: instId });
    expect(revoke.statusCode).toBe(404);
  });

  it("a user who is neither candidate nor assignee gets 403 您不是该任务的处理人", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const res = await complete(t.app, tk.zhaoliu, { taskId: task.id, actionName: "agree" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ state: false, message: "您不是该任务的处理人" });
    expect(await opinionsOf(t.db, instId)).toHaveLength(1);
  });

  it("anonymous calls get 401 on every action", async () => {
    const calls: [string, string][] = [
      ["POST", "/runtime/instance/v1/start"],
      ["POST", "/runtime/instance/v1/saveDraft"],
      ["DELETE", "/runtime/instance/v1/removeDraftById?ids=x"],
      ["POST", "/runtime/instance/v1/doEndProcess"],
      ["POST", "/runtime/instance/v1/revokeInstance"],
      ["POST", "/runtime/task/v1/complete"],
      ["POST", "/runtime/task/v1/saveDraft"],
      ["GET", "/runtime/task/v1/canLock?taskId=x"],
      ["GET", "/runtime/task/v1/lockUnlock?taskId=x"],
      ["GET", "/runtime/task/v1/nextTask?taskId=x"],
      ["POST", "/runtime/task/v1/isEnd"],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        payload: method === "POST" ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("a task that never existed is 404", async () => {
    const res = await complete(t.app, tk.lisi, { taskId: "no-such-task", actionName: "agree" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("任务不存在");
  });
});

describe("bad input is 400", () => {
  it("data that is not Base64 of a JSON object → 400 表单数据不是有效的Base64编码JSON", async () => {
    for (const data of [
      "not base64!",
      Buffer.from("not json").toString("base64"),
      Buffer.from("[1,2]").toString("base64"),
    ]) {
      const res = await startFlowAs(t.app, tk.zhangsan, { flowKey: "leave", data });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: "表单数据不是有效的Base64编码JSON" });
    }
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const res = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree", data: "@@@@" });
    expect(res.statusCode).toBe(400);
    expect(await openTasks(t.db, instId)).toHaveLength(1);
  });

  it("a body without taskId or with an unknown actionName, and a start naming no flow → 400", async () => {
    expect(
      (await post(t.app, tk.lisi, "/runtime/task/v1/complete", { actionName: "agree" })).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, tk.lisi, "/runtime/task/v1/complete", { taskId: "x", actionName: "fly" }))
        .statusCode,
    ).toBe(400);
    expect((await post(t.app, tk.zhangsan, "/runtime/instance/v1/start", { data: "" })).statusCode).toBe(400);
    expect((await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", {})).statusCode).toBe(400);
    const long = await complete(
      t.app,
      tk.lisi,
      { taskId: "x", actionName: "agree" },
      { "idempotency-key": "k".repeat(200) },
    );
    expect(long.statusCode).toBe(400);
  });

  it("answers in English with Accept-Language en-US", async () => {
    const res = await post(
      t.app,
      tk.zhangsan,
      "/runtime/instance/v1/start",
      { flowKey: "leave", data: "!!" },
      {
        "accept-language": "en-US",
      },
    );
    expect(res.json().message).toBe("The form data is not Base64-encoded JSON");
  });
});
