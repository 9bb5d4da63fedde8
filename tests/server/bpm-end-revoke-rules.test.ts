import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, instanceRow, onlyTask, openTasks, opinionsOf, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * What ending and revoking leave behind (server/bpm/engine/endRevoke.ts; issue 17), beside the flows of
 * bpm-engine-actions.test.ts: the starter's message and the audit of an end, with and without a reason; a
 * revoke of an instance that is not there; a handler's revoke without a task id; the whole revoke's
 * opinion and audit; which decision is "the latest on its node" (a decision made again after a revoke; other
 * people's opinions and the caller's opinions on other nodes do not count; a later one of the caller's does);
 * a decision recorded on a node that is no user task.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "acme", string>;
beforeAll(async () => {
  t = await createTestApp();
  tk = {
    ...(await tokensOf(t.app, ["zhangsan", "lisi"])),
    acme: await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme"),
  };
});
afterAll(() => t.close());

/** The 409 of a revoke that may not happen (server/bpm/engine/messages.ts, bpmCannotRevoke). */
const REVOKE_REFUSED = "后续任务已被处理或不存在，不能撤回";

const auditsOf = async (instId: string, action: string) =>
  (
    await t.db
      .selectFrom("bpm_audit")
      .select(["detail", "task_id", "user_id"])
      .where("inst_id", "=", instId)
      .where("action", "=", action)
      .execute()
  ).map((r) => ({ ...r, detail: r.detail }));
const messagesOf = async (instId: string, kind: string) =>
  (await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", kind).execute())
    .filter((r) => (r.payload as { instId?: string }).instId === instId)
    .map((r) => ({ to: r.recipient_id, payload: r.payload }));

describe("end", () => {
  it("tells the starter, with the reason, and audits it on the task", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 3, "终止有因");
    const task = await onlyTask(t.db, instId);
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/doEndProcess", {
      taskId: task.id,
      endReason: "项目取消",
    });
    expect(res.json()).toMatchObject({ state: true });
    expect(await messagesOf(instId, "instanceManualEnd")).toEqual([
      { to: "u-zhangsan", payload: { instId, subject: expect.any(String), reason: "项目取消" } },
    ]);
    expect(await auditsOf(instId, "endProcess")).toEqual([
      { detail: { reason: "项目取消" }, task_id: task.id, user_id: "u-lisi" },
    ]);
    const inst = await instanceRow(t.db, instId);
    expect(Number(inst.duration)).toBeGreaterThanOrEqual(0);
    expect(inst.end_time).not.toBeNull();
  });

  it("without a reason: an empty reason in the message and the audit, no opinion text", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 3, "终止无因");
    const task = await onlyTask(t.db, instId);
    expect(
      (await post(t.app, tk.lisi, "/runtime/instance/v1/doEndProcess", { taskId: task.id })).statusCode,
    ).toBe(200);
    expect((await messagesOf(instId, "instanceManualEnd")).map((m) => m.payload)).toEqual([
      { instId, subject: expect.any(String), reason: "" },
    ]);
    expect((await auditsOf(instId, "endProcess")).map((a) => a.detail)).toEqual([{ reason: "" }]);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({ status: "manual_end", opinion: null });
  });
});

describe("revoke", () => {
  it("answers 404 for an instance that is not there, or is another tenant's", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 3, "撤回他租户");
    for (const [token, id] of [
      [tk.zhangsan, "no-such-instance"],
      [tk.acme, instId],
    ]) {
      const res = await post(t.app, token, "/runtime/instance/v1/revokeInstance", { instanceId: id });
      expect([res.statusCode, res.json().message]).toEqual([404, "流程实例不存在"]);
    }
    expect((await instanceRow(t.db, instId)).status).toBe("running");
  });

  it("a handler who is not the starter revokes their latest decision without naming the task", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "撤回不带任务");
    const mine = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      cause: "再看看",
    });
    expect(res.json()).toMatchObject({ state: true, message: "撤回成功" });
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({ node_id: mine.node_id, assignee_id: "u-lisi", origin: "revoke" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "revoker",
      opinion: "再看看",
      auditor: "u-lisi",
    });
    expect(await auditsOf(instId, "revoke")).toEqual([
      {
        detail: { revokedTaskId: mine.id, nodeId: mine.node_id, cause: "再看看" },
        task_id: back.id,
        user_id: "u-lisi",
      },
    ]);
  });

  it("someone with no decision on the instance has nothing to revoke (409)", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "无可撤回");
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", { instanceId: instId });
    expect(res.statusCode).toBe(409);
    expect((await onlyTask(t.db, instId)).assignee_id).toBe("u-lisi");
  });

  it("is refused once the next handler has acted on the task the decision made (a delegation), and changes nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "撤回太晚");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const next = await onlyTask(t.db, instId);
    const zhaoliu = await tokenOf(t.app, "zhaoliu", "Passw0rd!");
    const delegated = await post(t.app, zhaoliu, "/runtime/task/v1/delegate", {
      taskId: next.id,
      userId: "u-wangwu",
    });
    expect(delegated.statusCode).toBe(200);
    const before = await onlyTask(t.db, instId);
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", { instanceId: instId });
    expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
    expect(await onlyTask(t.db, instId)).toEqual(before);
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).not.toContain("revoker");
  });

  it("the starter's whole revoke writes a revoker opinion at the start node with the cause, and audits it", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2, "整体撤回");
    const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      cause: "时间有变",
    });
    expect(res.json()).toMatchObject({ state: true, message: "撤回成功" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "revoker",
      opinion: "时间有变",
      auditor: "u-zhangsan",
      task_key: "start",
    });
    expect((await auditsOf(instId, "revoke")).map((a) => a.detail)).toEqual([
      { whole: true, cause: "时间有变" },
    ]);
  });

  it("the starter's whole revoke is refused (409) once the first task was decided or delegated, and changes nothing", async () => {
    const decided = await startLeave(t.app, tk.zhangsan, 5, "整体撤回已审");
    await act(t.app, t.db, tk.lisi, decided, "agree");
    const delegated = await startLeave(t.app, tk.zhangsan, 2, "整体撤回已转办");
    const first = await onlyTask(t.db, delegated);
    const sent = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", {
      taskId: first.id,
      userId: "u-wangwu",
    });
    expect(sent.statusCode).toBe(200);
    for (const instId of [decided, delegated]) {
      const before = await openTasks(t.db, instId);
      const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", {
        instanceId: instId,
      });
      expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
      expect(await openTasks(t.db, instId)).toEqual(before);
      expect((await instanceRow(t.db, instId)).status).toBe("running");
    }
  });

  it("the starter's whole revoke without a cause: no opinion text, an empty cause in the audit", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2, "整体撤回无因");
    expect(
      (await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", { instanceId: instId }))
        .statusCode,
    ).toBe(200);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({ status: "revoker", opinion: null });
    expect((await auditsOf(instId, "revoke")).map((a) => a.detail)).toEqual([{ whole: true, cause: "" }]);
  });

  const revoke = (token: string, instId: string, taskId?: string) =>
    post(t.app, token, "/runtime/instance/v1/revokeInstance", { instanceId: instId, taskId });

  it("a decision made again after a revoke is revocable in its turn, the newest one", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "二次撤回");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await revoke(tk.lisi, instId)).statusCode).toBe(200);
    const second = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const res = await revoke(tk.lisi, instId);
    expect([res.statusCode, res.json().message]).toEqual([200, "撤回成功"]);
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({ node_id: "managerApprove", assignee_id: "u-lisi", origin: "revoke" });
    expect(
      (await auditsOf(instId, "revoke")).map((a) => (a.detail as { revokedTaskId: string }).revokedTaskId),
    ).toEqual([expect.any(String), second.id]);
  });

  it("naming the task of a decision since revoked and made again is refused (409): only the newest counts", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "点名旧任务撤回");
    const first = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await revoke(tk.lisi, instId)).statusCode).toBe(200);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const next = await onlyTask(t.db, instId);
    const res = await revoke(tk.lisi, instId, first.id);
    expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
    expect(await openTasks(t.db, instId)).toEqual([next]);
    expect((await auditsOf(instId, "revoke")).length).toBe(1);
  });

  it("other people's later opinions on the node (the starter's reply to its copy) do not stop the revoke", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "抄送回复后撤回");
    const mine = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const copy = await t.db
      .selectFrom("bpm_task_notice")
      .select(["id", "node_id"])
      .where("inst_id", "=", instId)
      .where("receiver_id", "=", "u-zhangsan")
      .executeTakeFirstOrThrow();
    expect(copy.node_id).toBe("managerApprove");
    const reply = await post(t.app, tk.zhangsan, "/runtime/instance/v1/doNextCopyto", {
      id: copy.id,
      opinion: "已阅",
    });
    expect(reply.statusCode).toBe(200);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "copyto_reply",
      task_key: "managerApprove",
      auditor: "u-zhangsan",
    });
    const res = await revoke(tk.lisi, instId, mine.id);
    expect([res.statusCode, res.json().message]).toEqual([200, "撤回成功"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ node_id: "managerApprove", origin: "revoke" });
  });

  it("the caller's own later opinion on another node (sending the instance to read) does not stop the revoke", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "传阅后撤回");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const sent = await post(t.app, tk.lisi, "/runtime/instance/v1/transToMore", {
      instanceId: instId,
      userId: "u-wangwu",
    });
    expect(sent.json()).toMatchObject({ state: true });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "copyto",
      task_key: "gmApprove",
      auditor: "u-lisi",
    });
    const res = await revoke(tk.lisi, instId);
    expect([res.statusCode, res.json().message]).toEqual([200, "撤回成功"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ node_id: "managerApprove", origin: "revoke" });
  });

  it("a later decision of the caller's on the same node makes the earlier one not revocable, and changes nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "同节点后来的决定");
    const mine = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const next = await onlyTask(t.db, instId);
    const agreed = (await opinionsOf(t.db, instId)).at(-1);
    if (!agreed) throw new Error("no opinion");
    // a later agree of lisi's at managerApprove, written by hand (no seeded flow comes back to a node while
    // the earlier decision's next task is still open)
    await t.db
      .insertInto("bpm_opinion")
      .values({
        ...agreed,
        id: `${agreed.id}-later`,
        task_id: `${mine.id}-later`,
        qualfieds: JSON.stringify(agreed.qualfieds),
        create_time: new Date(Date.now() + 60_000),
        complete_time: new Date(Date.now() + 60_000),
      })
      .execute();
    const res = await revoke(tk.lisi, instId, mine.id);
    expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
    expect(await openTasks(t.db, instId)).toEqual([next]);
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).not.toContain("revoker");
  });

  it("a decision recorded on a node that is no user task is not revocable (409), and changes nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "非用户任务节点");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const next = await onlyTask(t.db, instId);
    // the history names the gateway after managerApprove (written by hand: no action records a decision there)
    await t.db
      .updateTable("bpm_opinion")
      .set({ task_key: "daysGateway" })
      .where("inst_id", "=", instId)
      .where("auditor", "=", "u-lisi")
      .execute();
    const res = await revoke(tk.lisi, instId);
    expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
    expect(await openTasks(t.db, instId)).toEqual([next]);
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).not.toContain("revoker");
  });

  it("a decision whose next task was sent back to it is not revocable: the task that came back is no follower of it", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5, "退回后撤回");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const zhaoliu = await tokenOf(t.app, "zhaoliu", "Passw0rd!");
    await act(t.app, t.db, zhaoliu, instId, "reject");
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({ node_id: "managerApprove", assignee_id: "u-lisi", version: 1 });
    const res = await revoke(tk.lisi, instId);
    expect([res.statusCode, res.json().message]).toEqual([409, REVOKE_REFUSED]);
    expect(await openTasks(t.db, instId)).toEqual([back]);
  });
});
