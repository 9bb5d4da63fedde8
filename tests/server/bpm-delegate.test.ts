import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voteOutcome } from "../../server/bpm/engine/transfer";
import { renderMessage } from "../../server/services/messages/texts";
import type { TaskTransParam } from "../../src/api/contract";
import {
  complete,
  instanceRow,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/* Delegation (转办), its revocation (revokeTrans) and transfer (流转): engine, routes and v-myDelegate. */

let t: TestApp;
let tk: Record<"admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

const delegate = (token: string, body: object, query = "") =>
  post(t.app, token, `/runtime/task/v1/delegate${query}`, body);
const revokeTrans = (token: string, body: object) =>
  post(t.app, token, "/runtime/instance/v1/revokeTrans", body);
const transfer = (token: string, body: Partial<TaskTransParam> & { taskId: string }) =>
  post(t.app, token, "/runtime/task/v1/taskToTrans", body);

/** A 1-day leave of zhangsan waiting at lisi; its instance and lisi's task. */
async function leaveAtLisi(days = 1) {
  const instId = await startLeave(t.app, tk.zhangsan, days);
  return { instId, task: await onlyTask(t.db, instId) };
}

const turnsOf = (taskId: string) =>
  t.db.selectFrom("bpm_task_turn").selectAll().where("task_id", "=", taskId).orderBy("create_time").execute();

const outboxOf = (kind: string, recipient: string) =>
  t.db
    .selectFrom("bpm_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .where("recipient_id", "=", recipient)
    .execute();

describe("delegate (转办)", () => {
  it("hands the task to one user: DELIVERTO, owner, version + 1, opinion, turn, audit, message", async () => {
    const { instId, task } = await leaveAtLisi();
    const res = await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu", opinion: "请代我审批" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: "转办成功" });
    const after = await onlyTask(t.db, instId);
    expect(after).toMatchObject({
      id: task.id,
      status: "DELIVERTO",
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      version: task.version + 1,
    });
    const ops = await opinionsOf(t.db, instId);
    expect(ops.at(-1)).toMatchObject({ status: "deliverto", auditor: "u-lisi", opinion: "请代我审批" });
    const [turn] = await turnsOf(task.id);
    expect(turn).toMatchObject({
      turn_type: "deliverto",
      status: "running",
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      assignee_name: "赵六",
      task_version: task.version + 1,
    });
    const msgs = await outboxOf("taskDelegated", "u-zhaoliu");
    expect(msgs.some((m) => (m.payload as { taskId: string }).taskId === task.id)).toBe(true);
    const audits = await t.db
      .selectFrom("bpm_audit")
      .select("action")
      .where("task_id", "=", task.id)
      .where("action", "=", "taskDelegate")
      .execute();
    expect(audits).toHaveLength(1);
    // The task is in the delegate's to-do list, no longer in the owner's.
    const todo = async (token: string) =>
      (
        (await post(t.app, token, "/runtime/task/v1/getTodoList", {})).json() as { rows: { id: string }[] }
      ).rows.map((r) => r.id);
    expect(await todo(tk.zhaoliu)).toContain(task.id);
    expect(await todo(tk.lisi)).not.toContain(task.id);
  });

  it("the delegate agrees: opinion delivertoAgree, the turn finishes and the flow moves on", async () => {
    const { instId, task } = await leaveAtLisi();
    expect((await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" })).statusCode).toBe(200);
    // The owner no longer holds it: her action lost to the delegation (409, as any lost race).
    expect((await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(409);
    const res = await complete(t.app, tk.zhaoliu, { taskId: task.id, actionName: "agree", opinion: "同意" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await instanceRow(t.db, instId)).status).toBe("end");
    const statuses = (await opinionsOf(t.db, instId)).map((o) => o.status);
    expect(statuses.slice(-2)).toEqual(["deliverto", "delivertoAgree"]);
    expect((await turnsOf(task.id))[0]).toMatchObject({ status: "finish" });
  });

  it("the delegate opposes: delivertoOppose", async () => {
    const { instId, task } = await leaveAtLisi();
    await delegate(tk.lisi, { taskId: task.id, userId: "u-qianqi" });
    const res = await complete(t.app, tk.qianqi, { taskId: task.id, actionName: "oppose" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await opinionsOf(t.db, instId)).at(-1)?.status).toBe("delivertoOppose");
  });

  it("guards: several users, nobody, oneself, the holder, unknown or inactive users → 400", async () => {
    const { instId, task } = await leaveAtLisi();
    const cases: [object, string][] = [
      [{ userId: "u-zhaoliu,u-qianqi" }, "只能转办给一个人"],
      [{ userId: " , " }, "请选择转办人员"],
      [{ userId: "u-lisi" }, "不能转办给自己或当前处理人"],
      [{ userId: "u-nobody" }, "所选人员不存在或已停用"],
      [{ userId: "u-acme_admin" }, "所选人员不存在或已停用"],
    ];
    for (const [extra, text] of cases) {
      const res = await delegate(tk.lisi, { taskId: task.id, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    await t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", "u-qianqi").execute();
    try {
      const res = await delegate(tk.lisi, { taskId: task.id, userId: "u-qianqi" });
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db.updateTable("uc_user").set({ status: 1 }).where("id", "=", "u-qianqi").execute();
    }
    // Nothing changed; an outsider is 403, an unknown task 404; schema limits are 400.
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "NORMAL", version: task.version });
    expect((await delegate(tk.zhaoliu, { taskId: task.id, userId: "u-qianqi" })).statusCode).toBe(403);
    expect((await delegate(tk.lisi, { taskId: "nope", userId: "u-qianqi" })).statusCode).toBe(404);
    expect((await delegate(tk.lisi, { taskId: task.id })).statusCode).toBe(400);
    expect(
      (await delegate(tk.lisi, { taskId: task.id, userId: "x", opinion: "a".repeat(2001) })).statusCode,
    ).toBe(400);
    // English message.
    const en = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/delegate",
      headers: { authorization: `Bearer ${tk.lisi}`, "accept-language": "en-US" },
      payload: { taskId: task.id, userId: "u-lisi" },
    });
    expect(en.json().message).toBe("You cannot delegate a task to yourself or to its current handler");
  });

  it("a secretary acting for a leader cannot delegate to that leader; to someone else they can", async () => {
    const { instId, task } = await leaveAtLisi();
    const refused = await delegate(tk.wangwu, { taskId: task.id, userId: "u-lisi" }, "?leaderId=u-lisi");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("代领导转办时不能再转办给领导！");
    const done = await delegate(tk.wangwu, { taskId: task.id, userId: "u-zhaoliu" }, "?leaderId=u-lisi");
    expect(done.statusCode, done.body).toBe(200);
    expect(await onlyTask(t.db, instId)).toMatchObject({ owner_id: "u-lisi", assignee_id: "u-zhaoliu" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      auditor: "u-wangwu",
      agent_leader_id: "u-lisi",
    });
  });

  it("an Idempotency-Key repeat answers the stored body without a second delegation", async () => {
    const { task } = await leaveAtLisi();
    const body = { taskId: task.id, userId: "u-zhaoliu" };
    const key = { "idempotency-key": `dlg-${task.id}` };
    const a = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", body, key);
    const b = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", body, key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await turnsOf(task.id)).toHaveLength(1);
  });
});

describe("revokeTrans (收回)", () => {
  it("the owner takes an untouched delegation back", async () => {
    const { instId, task } = await leaveAtLisi();
    await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" });
    // Only the owner may take it back.
    expect((await revokeTrans(tk.zhaoliu, { taskId: task.id })).statusCode).toBe(403);
    const res = await revokeTrans(tk.lisi, { taskId: task.id, opinion: "我自己来" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("收回成功");
    expect(await onlyTask(t.db, instId)).toMatchObject({
      assignee_id: "u-lisi",
      status: "NORMAL",
      version: task.version + 2,
    });
    expect((await turnsOf(task.id))[0]).toMatchObject({ status: "cancel" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto_cancel",
      auditor: "u-lisi",
    });
    expect((await outboxOf("taskDelegationRevoked", "u-zhaoliu")).length).toBeGreaterThan(0);
    // The delegate cannot act any more (409: the task changed); a second revoke is a 409; the owner completes.
    expect((await complete(t.app, tk.zhaoliu, { taskId: task.id, actionName: "agree" })).statusCode).toBe(
      409,
    );
    expect((await complete(t.app, tk.qianqi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(403);
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(409);
    expect((await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(200);
    expect((await opinionsOf(t.db, instId)).at(-1)?.status).toBe("agree");
  });

  it("after the delegate saved a draft → 409; after the delegate decided → 409", async () => {
    const { task } = await leaveAtLisi();
    await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" });
    const draft = await post(t.app, tk.zhaoliu, "/runtime/task/v1/saveDraft", {
      taskId: task.id,
      opinion: "想想",
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const res = await revokeTrans(tk.lisi, { taskId: task.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("转办任务已被处理或已变更，不能收回");
    expect((await complete(t.app, tk.zhaoliu, { taskId: task.id, actionName: "agree" })).statusCode).toBe(
      200,
    );
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(409);
    expect((await revokeTrans(tk.lisi, { taskId: "unknown-task" })).statusCode).toBe(404);
  });

  it("race: the owner revokes while the delegate completes → one wins, the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const { instId, task } = await leaveAtLisi();
      await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" });
      const [a, b] = await Promise.all([
        revokeTrans(tk.lisi, { taskId: task.id }),
        complete(t.app, tk.zhaoliu, { taskId: task.id, actionName: "agree" }),
      ]);
      // Exactly one wins; the loser sees the winner's state and gets 409.
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [turn] = await turnsOf(task.id);
      if (a.statusCode === 200) {
        expect(turn?.status).toBe("cancel");
        expect(await onlyTask(t.db, instId)).toMatchObject({ assignee_id: "u-lisi", status: "NORMAL" });
      } else {
        expect(turn?.status).toBe("finish");
        expect((await instanceRow(t.db, instId)).status).toBe("end");
      }
    }
  });
});

/** A leave at lisi transferred to wangwu, zhaoliu and qianqi with the given settings; the sub-tasks. */
async function transferred(settings: Partial<TaskTransParam>, userIds = "u-wangwu,u-zhaoliu,u-qianqi") {
  const { instId, task } = await leaveAtLisi();
  const res = await transfer(tk.lisi, { taskId: task.id, userIds, opinion: "请大家表决", ...settings });
  expect(res.statusCode, res.body).toBe(200);
  return { instId, task };
}

const subTasks = async (instId: string) =>
  (await openTasks(t.db, instId)).filter((x) => x.status === "TRANSFORMED");
const subOf = async (instId: string, userId: string) => {
  const sub = (await subTasks(instId)).find((x) => x.assignee_id === userId);
  if (!sub) throw new Error(`no sub-task for ${userId}`);
  return sub;
};
const vote = async (
  instId: string,
  token: string,
  userId: string,
  actionName: "agreeTrans" | "opposeTrans",
) => {
  const sub = await subOf(instId, userId);
  const res = await complete(t.app, token, { taskId: sub.id, actionName });
  expect(res.statusCode, res.body).toBe(200);
};

describe("taskToTrans (流转)", () => {
  it("parallel: the task waits TRANSFORMING, one TRANSFORMED sub-task per user; messages; not a to-do", async () => {
    const { instId, task } = await transferred({ signType: "parallel", voteType: "amount", voteAmount: 2 });
    const owner = (await openTasks(t.db, instId)).find((x) => x.id === task.id);
    expect(owner).toMatchObject({ status: "TRANSFORMING", version: task.version + 1 });
    const subs = await subTasks(instId);
    expect(subs.map((s) => s.assignee_id).sort()).toEqual(["u-qianqi", "u-wangwu", "u-zhaoliu"]);
    expect(subs.every((s) => s.parent_id === task.id && s.owner_id === "u-lisi")).toBe(true);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transforming",
      auditor: "u-lisi",
    });
    expect((await outboxOf("taskTransferred", "u-qianqi")).length).toBeGreaterThan(0);
    const todo = (
      (await post(t.app, tk.lisi, "/runtime/task/v1/getTodoList", {})).json() as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(todo).not.toContain(task.id);
    // The owner cannot decide while it transfers, nor ask anyone (the vote would leave the inquiry without
    // its task); agreeTrans on an ordinary task is refused.
    expect((await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(409);
    const ask = await post(t.app, tk.lisi, "/runtime/task/v1/taskToInqu", {
      taskId: task.id,
      userIds: "u-admin",
      opinion: "请看看",
    });
    expect([ask.statusCode, ask.json().message]).toEqual([409, "该任务正在流转中，请等待流转结束"]);
    expect((await openTasks(t.db, instId)).filter((x) => x.status === "TRANSFORMEDINQU")).toEqual([]);
    const other = await leaveAtLisi();
    expect(
      (await complete(t.app, tk.lisi, { taskId: other.task.id, actionName: "agreeTrans" })).statusCode,
    ).toBe(400);
  });

  it("parallel, amount 2, submit: two agrees complete the owner's task with agree and the flow moves on", async () => {
    const { instId, task } = await transferred({
      signType: "parallel",
      voteType: "amount",
      voteAmount: 2,
      decideType: "agree",
      action: "submit",
    });
    await vote(instId, tk.wangwu, "u-wangwu", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("running");
    await vote(instId, tk.zhaoliu, "u-zhaoliu", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    const ops = await opinionsOf(t.db, instId);
    expect(ops.slice(-4).map((o) => [o.status, o.auditor])).toEqual([
      ["transforming", "u-lisi"],
      ["transAgree", "u-wangwu"],
      ["transAgree", "u-zhaoliu"],
      ["agree", "u-lisi"],
    ]);
    const [turn] = await turnsOf(task.id);
    expect(turn?.status).toBe("finish");
    const assigns = await t.db
      .selectFrom("bpm_task_turn_assign")
      .select(["user_id", "decision"])
      .where("turn_id", "=", turn?.id ?? "")
      .orderBy("seq")
      .execute();
    expect(assigns.map((a) => a.decision)).toEqual(["agree", "agree", "cancel"]);
    expect((await outboxOf("taskTransferEnded", "u-lisi")).length).toBeGreaterThan(0);
  });

  it("parallel, amount 2, back: once 2 agrees are out of reach the task returns to the owner (NORMAL)", async () => {
    const { instId, task } = await transferred({
      signType: "parallel",
      voteType: "amount",
      voteAmount: 2,
      action: "back",
    });
    const zhaoliuSub = await subOf(instId, "u-zhaoliu");
    await vote(instId, tk.wangwu, "u-wangwu", "opposeTrans");
    expect(await subTasks(instId)).toHaveLength(2);
    await vote(instId, tk.qianqi, "u-qianqi", "opposeTrans");
    const tasks = await openTasks(t.db, instId);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ id: task.id, status: "NORMAL", assignee_id: "u-lisi" });
    expect((await opinionsOf(t.db, instId)).slice(-2).map((o) => o.status)).toEqual([
      "transOppose",
      "transOppose",
    ]);
    // A vote on a sub-task the transfer ended is a 409; the owner now decides.
    expect(
      (await complete(t.app, tk.zhaoliu, { taskId: zhaoliuSub.id, actionName: "agreeTrans" })).statusCode,
    ).toBe(409);
    expect((await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(200);
  });

  it("submit with refuse: the refusals reaching the amount complete the owner's task with oppose", async () => {
    const { instId } = await transferred(
      { signType: "parallel", voteType: "amount", voteAmount: 1, decideType: "refuse", action: "submit" },
      "u-wangwu,u-zhaoliu",
    );
    await vote(instId, tk.zhaoliu, "u-zhaoliu", "opposeTrans");
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({ status: "oppose", auditor: "u-lisi" });
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("seq: one receiver after another in the given order", async () => {
    const { instId, task } = await transferred(
      { signType: "seq", voteType: "amount", voteAmount: 3, action: "back" },
      "u-qianqi,u-wangwu,u-zhaoliu",
    );
    expect((await subTasks(instId)).map((s) => s.assignee_id)).toEqual(["u-qianqi"]);
    await vote(instId, tk.qianqi, "u-qianqi", "agreeTrans");
    expect((await subTasks(instId)).map((s) => s.assignee_id)).toEqual(["u-wangwu"]);
    await vote(instId, tk.wangwu, "u-wangwu", "agreeTrans");
    expect((await subTasks(instId)).map((s) => s.assignee_id)).toEqual(["u-zhaoliu"]);
    await vote(instId, tk.zhaoliu, "u-zhaoliu", "agreeTrans");
    expect(await openTasks(t.db, instId)).toMatchObject([{ id: task.id, status: "NORMAL" }]);
  });

  it("percent: 50 % of 3 needs 2 agrees", async () => {
    const { instId } = await transferred({
      signType: "parallel",
      voteType: "percent",
      voteAmount: 50,
      action: "submit",
    });
    await vote(instId, tk.qianqi, "u-qianqi", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("running");
    await vote(instId, tk.wangwu, "u-wangwu", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("validation: nobody, oneself, unknown users, vote amounts out of range → 400", async () => {
    const { instId, task } = await leaveAtLisi();
    const cases: [Partial<TaskTransParam>, string][] = [
      [{ userIds: "" }, "请选择流转人员"],
      [{ userIds: "u-lisi,u-zhaoliu" }, "不能流转给自己"],
      [{ userIds: "u-zhaoliu,u-nobody" }, "所选人员不存在或已停用"],
      [{ userIds: "u-zhaoliu,u-qianqi", voteType: "amount", voteAmount: 3 }, "投票数须在1到2之间"],
      [{ userIds: "u-zhaoliu", voteType: "percent", voteAmount: 0 }, ""],
      [{ userIds: "u-zhaoliu", voteType: "percent", voteAmount: 101 }, ""],
    ];
    for (const [extra, text] of cases) {
      const res = await transfer(tk.lisi, { taskId: task.id, ...extra } as TaskTransParam);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      if (text) expect(res.json().message).toBe(text);
    }
    const many = Array.from({ length: 51 }, (_, i) => `u-${i}`).join(",");
    expect((await transfer(tk.lisi, { taskId: task.id, userIds: many })).statusCode).toBe(400);
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "NORMAL", version: task.version });
  });

  it("race: two receivers agree at once on a one-vote transfer → one wins, the other gets 409", async () => {
    const { instId, task } = await transferred(
      { signType: "parallel", voteType: "amount", voteAmount: 1, action: "back" },
      "u-wangwu,u-zhaoliu",
    );
    const [w, z] = [await subOf(instId, "u-wangwu"), await subOf(instId, "u-zhaoliu")];
    const [a, b] = await Promise.all([
      complete(t.app, tk.wangwu, { taskId: w.id, actionName: "agreeTrans" }),
      complete(t.app, tk.zhaoliu, { taskId: z.id, actionName: "agreeTrans" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await openTasks(t.db, instId)).toMatchObject([{ id: task.id, status: "NORMAL" }]);
    const votes = (await opinionsOf(t.db, instId)).filter(
      (o) => o.status.startsWith("trans") && o.status !== "transforming",
    );
    expect(votes).toHaveLength(1);
  });

  it("a transferring task can be neither delegated nor transferred again (409)", async () => {
    const { task } = await transferred({ signType: "parallel" }, "u-wangwu");
    expect((await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" })).statusCode).toBe(409);
    expect((await transfer(tk.lisi, { taskId: task.id, userIds: "u-zhaoliu" })).statusCode).toBe(409);
  });

  it("the messages read in the recipient's language with a link to the task or instance", () => {
    const payload = {
      taskId: "t1",
      instId: "i1",
      subject: "请假",
      nodeName: "部门经理审批",
      ownerName: "李四",
    };
    expect(renderMessage("taskDelegated", payload, "zh-CN")).toMatchObject({
      subject: "转办提醒：请假",
      link: "/task/t1",
    });
    expect(renderMessage("taskDelegated", payload, "en-US").content).toBe(
      "李四 delegated “部门经理审批” of “请假” to you.",
    );
    expect(renderMessage("taskDelegationRevoked", payload, "en-US").link).toBe("/inst/i1");
    expect(renderMessage("taskTransferred", payload, "zh-CN").link).toBe("/task/t1");
    expect(renderMessage("taskTransferEnded", { ...payload, action: "back" }, "zh-CN").link).toBe("/task/t1");
    expect(renderMessage("taskTransferEnded", { ...payload, action: "submit" }, "zh-CN").link).toBe(
      "/inst/i1",
    );
  });

  it("the vote rule", () => {
    const amount2 = { decideType: "agree" as const, voteType: "amount" as const, voteAmount: 2 };
    expect(voteOutcome(amount2, ["agree", null, null])).toBe("open");
    expect(voteOutcome(amount2, ["agree", "agree", null])).toBe("passed");
    expect(voteOutcome(amount2, ["oppose", "oppose", null])).toBe("failed");
    expect(voteOutcome({ ...amount2, voteType: "percent", voteAmount: 100 }, ["agree", "oppose"])).toBe(
      "failed",
    );
    expect(voteOutcome({ ...amount2, decideType: "refuse", voteAmount: 1 }, ["oppose", null])).toBe("passed");
  });
});

describe("getDelegate and getDelegateCount (v-myDelegate)", () => {
  it("lists my delegations and transfers newest first with status, receivers, revocable; count = total", async () => {
    const list = async (body: object = {}) =>
      (await post(t.app, tk.qianqi, "/runtime/task/v1/getDelegate", body)).json() as {
        rows: Record<string, unknown>[];
        total: number;
      };
    const before = (await list()).total;
    // qianqi holds tasks of leaves by making her the delegate first.
    const a = await leaveAtLisi();
    await delegate(tk.lisi, { taskId: a.task.id, userId: "u-qianqi" });
    await delegate(tk.qianqi, { taskId: a.task.id, userId: "u-zhaoliu" });
    const page = await list();
    // Re-delegation keeps lisi as the owner; qianqi's list is unchanged.
    expect(page.total).toBe(before);
    const lisiList = (
      await post(t.app, tk.lisi, "/runtime/task/v1/getDelegate", {
        params: { defKey: "leave" },
        pageBean: { page: 1, pageSize: 2 },
      })
    ).json() as { rows: Record<string, unknown>[]; total: number };
    expect(lisiList.rows[0]).toMatchObject({
      taskId: a.task.id,
      taskSubject: a.task.subject,
      procInstId: a.instId,
      procDefKey: "leave",
      ownerId: "u-lisi",
      assigneeId: "u-zhaoliu",
      assigneeName: "赵六",
      status: "running",
      turnType: "deliverto",
      revocable: true,
    });
    expect(lisiList.rows[1]).toMatchObject({ taskId: a.task.id, status: "finish", assigneeId: "u-qianqi" });
    expect(lisiList.rows).toHaveLength(2);
    const count = (
      await post(t.app, tk.lisi, "/runtime/task/v1/getDelegateCount", {
        params: { defKey: "leave" },
      })
    ).json() as { typeId: string; count: number }[];
    expect(count[0]).toMatchObject({ typeId: "total", count: lisiList.total });
    expect(count.find((c) => c.typeId !== "total")?.count).toBe(lisiList.total);
    // Another flow key narrows to nothing; quick search on the subject; an unknown property is 400.
    const none = (
      await post(t.app, tk.lisi, "/runtime/task/v1/getDelegate", { params: { defKey: "expense" } })
    ).json();
    expect(none.total).toBe(0);
    const search = await post(t.app, tk.lisi, "/runtime/task/v1/getDelegate", {
      querys: [{ property: "subject", value: "no such subject at all", operation: "LIKE" }],
    });
    expect(search.json().total).toBe(0);
    expect(
      (
        await post(t.app, tk.lisi, "/runtime/task/v1/getDelegate", {
          querys: [{ property: "secret", value: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    // Other users, other tenants see none of lisi's.
    const zhaoliu = (await post(t.app, tk.zhaoliu, "/runtime/task/v1/getDelegate", {})).json() as {
      rows: { ownerId: string }[];
    };
    expect(zhaoliu.rows.every((r) => r.ownerId === "u-zhaoliu")).toBe(true);
  });

  it("a transfer row lists its receivers and decisions; a revoked delegation is cancel", async () => {
    const { instId, task } = await transferred({ signType: "seq", action: "back" }, "u-zhaoliu,u-qianqi");
    await vote(instId, tk.zhaoliu, "u-zhaoliu", "agreeTrans");
    const b = await leaveAtLisi();
    await delegate(tk.lisi, { taskId: b.task.id, userId: "u-zhaoliu" });
    await revokeTrans(tk.lisi, { taskId: b.task.id });
    const rows = (
      (await post(t.app, tk.lisi, "/runtime/task/v1/getDelegate", {})).json() as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    expect(rows.find((r) => r.taskId === b.task.id)).toMatchObject({ status: "cancel", revocable: false });
    const trans = rows.find((r) => r.taskId === task.id);
    expect(trans).toMatchObject({ turnType: "transform", status: "running", revocable: false });
    const assigns = (trans?.turnAssignList ?? []) as { userId: string; decision?: string }[];
    expect(assigns.map((x) => [x.userId, x.decision])).toEqual([
      ["u-zhaoliu", "agree"],
      ["u-qianqi", undefined],
    ]);
  });
});
