import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoNext, TaskTransParam } from "../../src/api/contract";
import {
  complete,
  instanceRow,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  sameNodeAs,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of 流转 transfer (server/bpm/engine/transfer.ts; issue 17), beside the flows of
 * bpm-delegate.test.ts: the defaults of a transfer's vote, what a transfer writes (turn, receivers,
 * sub-tasks, messages, opinion, audit), who it is done as (a secretary for their leader, a sysAdmin), the
 * vote (which decisions count, when it passes or fails, refuse), what the end of a vote leaves behind
 * (back to the status the task had, or the owner's decision with the result), and a seq transfer asking
 * one receiver after another. Every test starts its own 1-day leave of zhangsan's, waiting at lisi. The
 * vote's arithmetic alone (voteOutcome) is in bpm-transfer-vote-rules.test.ts.
 */

type Account = "admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi";
let t: TestApp;
let tk: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

const TRANSFERRED = "流转成功";
const DONE = "任务办理成功";
const SELF = "不能流转给自己";
const DECISION_ONLY = "流转任务只能同意或反对";

/** A 1-day leave of zhangsan's waiting at lisi: its instance and lisi's task. */
async function leaveAtLisi(reason: string) {
  const instId = await startLeave(t.app, tk.zhangsan, 1, reason);
  return { instId, task: await onlyTask(t.db, instId) };
}
type Task = Awaited<ReturnType<typeof leaveAtLisi>>["task"];

const transfer = (token: string, body: Partial<TaskTransParam> & { taskId: string }, query = "") =>
  post(t.app, token, `/runtime/task/v1/taskToTrans${query}`, body);

/** Transfers lisi's task (fails the test when refused). */
async function transferred(task: Task, body: Partial<TaskTransParam>, token = tk.lisi, query = "") {
  const res = await transfer(token, { taskId: task.id, userIds: "u-wangwu,u-zhaoliu", ...body }, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ state: true, message: TRANSFERRED });
}

const subTasks = async (instId: string) =>
  (await openTasks(t.db, instId)).filter((x) => x.status === "TRANSFORMED");
async function subOf(instId: string, userId: string) {
  const sub = (await subTasks(instId)).find((x) => x.assignee_id === userId);
  if (!sub) throw new Error(`no sub-task for ${userId}`);
  return sub;
}
/** A receiver's decision on their sub-task; the raw answer. */
async function vote(instId: string, account: Account, actionName: DoNext["actionName"], extra = {}) {
  const sub = await subOf(instId, `u-${account}`);
  return complete(t.app, tk[account], { taskId: sub.id, actionName, ...extra });
}
async function voted(instId: string, account: Account, actionName: DoNext["actionName"], extra = {}) {
  const res = await vote(instId, account, actionName, extra);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ state: true, message: DONE });
}

async function turnOf(taskId: string) {
  const turns = await t.db
    .selectFrom("bpm_task_turn")
    .selectAll()
    .where("task_id", "=", taskId)
    .where("turn_type", "=", "transform")
    .execute();
  expect(turns).toHaveLength(1);
  return turns[0] as (typeof turns)[number];
}
const receiversOf = async (taskId: string) =>
  t.db
    .selectFrom("bpm_task_turn_assign")
    .selectAll()
    .where("turn_id", "=", (await turnOf(taskId)).id)
    .orderBy("seq")
    .execute();
const auditsOf = (instId: string, action: string) =>
  t.db
    .selectFrom("bpm_audit")
    .select(["detail", "task_id", "user_id"])
    .where("inst_id", "=", instId)
    .where("action", "=", action)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
const messagesOf = async (instId: string, kind: string) =>
  (await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute())
    .filter((r) => (r.payload as { instId?: string }).instId === instId)
    .map((r) => ({ to: r.recipient_id, payload: r.payload }));
const qualified = (...people: [string, string][]) => people.map(([id, name]) => ({ id, name, type: "user" }));

describe("handing a task over (taskToTrans)", () => {
  it("without settings: every receiver must agree, all at once, and the task comes back (back)", async () => {
    const { instId, task } = await leaveAtLisi("流转默认");
    await transferred(task, { opinion: "请表决", files: "[]" });
    expect((await auditsOf(instId, "taskTransfer")).map((a) => [a.detail, a.task_id, a.user_id])).toEqual([
      [
        {
          receivers: ["u-wangwu", "u-zhaoliu"],
          decideType: "agree",
          voteType: "amount",
          voteAmount: 2,
          action: "back",
          signType: "parallel",
        },
        task.id,
        "u-lisi",
      ],
    ]);
    expect(await turnOf(task.id)).toMatchObject({
      status: "running",
      owner_id: "u-lisi",
      owner_name: "李四",
      assignee_id: "u-wangwu,u-zhaoliu",
      assignee_name: "王五,赵六",
      task_version: task.version + 1,
      settings: {
        decideType: "agree",
        voteType: "amount",
        voteAmount: 2,
        action: "back",
        signType: "parallel",
        prevStatus: "NORMAL",
        ownerId: "u-lisi",
      },
    });
    expect((await openTasks(t.db, instId)).find((x) => x.id === task.id)).toMatchObject({
      status: "TRANSFORMING",
      version: task.version + 1,
    });
    // One vote of two leaves it open; the second agree brings the task back to lisi as it was.
    await voted(instId, "wangwu", "agreeTrans");
    expect(await subTasks(instId)).toHaveLength(1);
    await voted(instId, "zhaoliu", "agreeTrans");
    expect(await openTasks(t.db, instId)).toMatchObject([
      { id: task.id, status: "NORMAL", assignee_id: "u-lisi", version: task.version + 2 },
    ]);
  });

  it("writes one receiver row and one sub-task per receiver, in order, each told of their task", async () => {
    const { instId, task } = await leaveAtLisi("流转子任务");
    await transferred(task, { userIds: "u-zhaoliu,u-wangwu" });
    const subs = [await subOf(instId, "u-zhaoliu"), await subOf(instId, "u-wangwu")];
    expect(
      (await receiversOf(task.id)).map((r) => [r.seq, r.user_id, r.user_name, r.task_id, r.decision]),
    ).toEqual([
      [0, "u-zhaoliu", "赵六", subs[0]?.id, null],
      [1, "u-wangwu", "王五", subs[1]?.id, null],
    ]);
    for (const [sub, receiver] of [
      [subs[0], "u-zhaoliu"],
      [subs[1], "u-wangwu"],
    ] as const)
      expect(sub).toMatchObject({
        ...sameNodeAs(task),
        status: "TRANSFORMED",
        owner_id: "u-lisi",
        assignee_id: receiver,
        parent_id: task.id,
        prev_task_id: task.id,
        priority: task.priority,
        creator_id: task.creator_id,
        creator_name: task.creator_name,
        origin: task.origin,
        draft_opinion: null,
        draft_data: null,
      });
    expect(await messagesOf(instId, "taskTransferred")).toEqual(
      expect.arrayContaining(
        subs.map((sub) => ({
          to: sub?.assignee_id,
          payload: { taskId: sub?.id, instId, subject: task.subject, nodeName: task.name },
        })),
      ),
    );
    expect(await messagesOf(instId, "taskTransferred")).toHaveLength(2);
  });

  it("writes a transforming opinion of the holder's with the text, the files and the receivers", async () => {
    const { instId, task } = await leaveAtLisi("流转意见");
    await transferred(task, { opinion: "请大家看看", files: "[]" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transforming",
      task_id: task.id,
      task_key: task.node_id,
      task_name: task.name,
      auditor: "u-lisi",
      auditor_name: "李四",
      agent_leader_id: null,
      opinion: "请大家看看",
      files: "[]",
      qualfieds: qualified(["u-wangwu", "王五"], ["u-zhaoliu", "赵六"]),
    });
  });

  it("with no opinion: none in the opinion row", async () => {
    const { instId, task } = await leaveAtLisi("流转无意见");
    await transferred(task, {});
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transforming",
      opinion: null,
      files: null,
    });
  });

  it("percent without an amount means 100 %: everyone", async () => {
    const { instId, task } = await leaveAtLisi("流转百分比默认");
    await transferred(task, {
      voteType: "percent",
      action: "submit",
      userIds: "u-wangwu,u-zhaoliu,u-qianqi",
    });
    expect((await auditsOf(instId, "taskTransfer"))[0]?.detail).toMatchObject({
      voteType: "percent",
      voteAmount: 100,
    });
    await voted(instId, "wangwu", "agreeTrans");
    await voted(instId, "zhaoliu", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("running");
    await voted(instId, "qianqi", "agreeTrans");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("an amount may be as large as the number of receivers, not larger; a percent up to 100", async () => {
    const { instId, task } = await leaveAtLisi("流转票数上限");
    const over = await transfer(tk.lisi, { taskId: task.id, userIds: "u-wangwu,u-zhaoliu", voteAmount: 3 });
    expect([over.statusCode, over.json().message]).toEqual([400, "投票数须在1到2之间"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "NORMAL", version: task.version });
    await transferred(task, { voteAmount: 2, voteType: "amount", signType: "seq" });
    const other = await leaveAtLisi("流转百分百");
    await transferred(other.task, { voteAmount: 100, voteType: "percent" });
    expect((await auditsOf(other.instId, "taskTransfer"))[0]?.detail).toMatchObject({
      voteType: "percent",
      voteAmount: 100,
    });
  });

  it("seq: only the first receiver is asked; the others wait without a task", async () => {
    const { instId, task } = await leaveAtLisi("流转顺序");
    await transferred(task, { signType: "seq", userIds: "u-qianqi,u-wangwu,u-zhaoliu" });
    const [first] = await subTasks(instId);
    expect((await subTasks(instId)).map((s) => s.assignee_id)).toEqual(["u-qianqi"]);
    expect((await receiversOf(task.id)).map((r) => [r.user_id, r.task_id])).toEqual([
      ["u-qianqi", first?.id],
      ["u-wangwu", null],
      ["u-zhaoliu", null],
    ]);
    expect((await messagesOf(instId, "taskTransferred")).map((m) => m.to)).toEqual(["u-qianqi"]);
  });

  it("refuses a receiver who is the caller or the leader the caller acts for, and changes nothing", async () => {
    const { instId, task } = await leaveAtLisi("流转给自己");
    const before = await opinionsOf(t.db, instId);
    for (const [token, userIds, query] of [
      [tk.lisi, "u-zhaoliu,u-lisi", ""],
      [tk.wangwu, "u-zhaoliu,u-lisi", "?leaderId=u-lisi"],
      [tk.wangwu, "u-wangwu", "?leaderId=u-lisi"],
    ] as const) {
      const res = await transfer(token, { taskId: task.id, userIds }, query);
      expect([res.statusCode, res.json().message], `${userIds}${query}`).toEqual([400, SELF]);
    }
    expect(await onlyTask(t.db, instId)).toEqual(task);
    expect(await opinionsOf(t.db, instId)).toEqual(before);
    expect(await auditsOf(instId, "taskTransfer")).toEqual([]);
    expect(
      await t.db.selectFrom("bpm_task_turn").select("id").where("task_id", "=", task.id).execute(),
    ).toEqual([]);
  });

  it("a secretary hands it over as their leader: the leader owns the transfer, the secretary signs", async () => {
    const { instId, task } = await leaveAtLisi("秘书流转");
    await transferred(
      task,
      { userIds: "u-zhaoliu,u-qianqi", signType: "seq" },
      tk.wangwu,
      "?leaderId=u-lisi",
    );
    expect(await turnOf(task.id)).toMatchObject({
      owner_id: "u-lisi",
      owner_name: "李四",
      settings: { ownerId: "u-lisi", prevStatus: "NORMAL" },
    });
    expect(await subOf(instId, "u-zhaoliu")).toMatchObject({ owner_id: "u-lisi" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transforming",
      auditor: "u-wangwu",
      agent_leader_id: "u-lisi",
    });
    const [audit] = await auditsOf(instId, "taskTransfer");
    expect([audit?.user_id, audit?.detail]).toEqual([
      "u-wangwu",
      {
        receivers: ["u-zhaoliu", "u-qianqi"],
        decideType: "agree",
        voteType: "amount",
        voteAmount: 2,
        action: "back",
        signType: "seq",
        leaderId: "u-lisi",
      },
    ]);
    // The next receiver's sub-task is the leader's too; the end is told to the leader.
    await voted(instId, "zhaoliu", "agreeTrans");
    expect(await subOf(instId, "u-qianqi")).toMatchObject({ owner_id: "u-lisi", parent_id: task.id });
    await voted(instId, "qianqi", "agreeTrans");
    expect((await messagesOf(instId, "taskTransferEnded")).map((m) => m.to)).toEqual(["u-lisi"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "NORMAL", assignee_id: "u-lisi" });
  });

  it("a sysAdmin hands over a task that is not theirs: they own the transfer, audited asAdmin", async () => {
    const { instId, task } = await leaveAtLisi("管理员流转");
    await transferred(task, {}, tk.admin);
    const admin = await t.db
      .selectFrom("uc_user")
      .select("fullname")
      .where("id", "=", "u-admin")
      .executeTakeFirstOrThrow();
    expect(await turnOf(task.id)).toMatchObject({ owner_id: "u-admin", owner_name: admin.fullname });
    const [audit] = await auditsOf(instId, "taskTransfer");
    expect([audit?.user_id, audit?.detail]).toEqual([
      "u-admin",
      {
        receivers: ["u-wangwu", "u-zhaoliu"],
        decideType: "agree",
        voteType: "amount",
        voteAmount: 2,
        action: "back",
        signType: "parallel",
        asAdmin: true,
      },
    ]);
  });

  it("a delegated task transferred by its delegate returns to the delegate, still delegated", async () => {
    const { instId, task } = await leaveAtLisi("转办后流转");
    const delegated = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", {
      taskId: task.id,
      userId: "u-zhaoliu",
    });
    expect(delegated.statusCode, delegated.body).toBe(200);
    const held = await onlyTask(t.db, instId);
    await transferred(held, { userIds: "u-qianqi" }, tk.zhaoliu);
    expect(await turnOf(task.id)).toMatchObject({
      owner_id: "u-zhaoliu",
      settings: { prevStatus: "DELIVERTO", ownerId: "u-zhaoliu" },
    });
    expect(await subOf(instId, "u-qianqi")).toMatchObject({ owner_id: "u-zhaoliu" });
    await voted(instId, "qianqi", "opposeTrans");
    expect(await onlyTask(t.db, instId)).toMatchObject({
      id: task.id,
      status: "DELIVERTO",
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      version: held.version + 2,
    });
    expect(await messagesOf(instId, "taskTransferEnded")).toEqual([
      {
        to: "u-zhaoliu",
        payload: {
          taskId: task.id,
          instId,
          subject: task.subject,
          nodeName: task.name,
          result: "oppose",
          action: "back",
        },
      },
    ]);
  });
});

describe("the vote", () => {
  it("agree and oppose count as agreeTrans and opposeTrans; any other decision is refused, changing nothing", async () => {
    const { instId, task } = await leaveAtLisi("流转表决");
    await transferred(task, { userIds: "u-wangwu,u-zhaoliu,u-qianqi", voteAmount: 2 });
    for (const actionName of ["reject", "backToStart"] as const) {
      const res = await vote(instId, "wangwu", actionName);
      expect([res.statusCode, res.json().message], actionName).toEqual([400, DECISION_ONLY]);
    }
    expect(await subTasks(instId)).toHaveLength(3);
    expect((await opinionsOf(t.db, instId)).at(-1)?.status).toBe("transforming");

    const wangwuSub = await subOf(instId, "u-wangwu");
    await voted(instId, "wangwu", "agree", { opinion: "可以", files: "[]" });
    const [w] = await receiversOf(task.id);
    expect(w).toMatchObject({ decision: "agree", opinion: "可以" });
    expect(w?.decide_time).not.toBeNull();
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transAgree",
      task_id: wangwuSub.id,
      auditor: "u-wangwu",
      auditor_name: "王五",
      agent_leader_id: null,
      opinion: "可以",
      files: "[]",
      qualfieds: qualified(["u-wangwu", "王五"]),
    });
    expect(
      (await auditsOf(instId, "taskTransferDecide")).map((a) => [a.detail, a.task_id, a.user_id]),
    ).toEqual([[{ decision: "agree", ownerTaskId: task.id }, wangwuSub.id, "u-wangwu"]]);

    // One agree and one oppose: two agrees are still within reach.
    await voted(instId, "zhaoliu", "oppose");
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "transOppose",
      auditor: "u-zhaoliu",
      opinion: null,
      files: null,
    });
    expect((await receiversOf(task.id))[1]).toMatchObject({ decision: "oppose", opinion: null });
    expect(await subTasks(instId)).toHaveLength(1);
    // A second oppose puts them out of reach: the vote ends with oppose.
    await voted(instId, "qianqi", "opposeTrans");
    expect((await auditsOf(instId, "taskTransferDecide")).map((a) => a.detail).at(-1)).toEqual({
      decision: "oppose",
      ownerTaskId: task.id,
      result: "oppose",
    });
    expect(await onlyTask(t.db, instId)).toMatchObject({ id: task.id, status: "NORMAL" });
  });

  it("when the vote is decided the open sub-tasks go, the undecided are cancelled and the owner is told", async () => {
    const { instId, task } = await leaveAtLisi("流转提前结束");
    await transferred(task, { userIds: "u-wangwu,u-zhaoliu,u-qianqi", voteAmount: 1 });
    const zhaoliuSub = await subOf(instId, "u-zhaoliu");
    await voted(instId, "wangwu", "agreeTrans");
    expect(await openTasks(t.db, instId)).toMatchObject([
      { id: task.id, status: "NORMAL", assignee_id: "u-lisi", version: task.version + 2 },
    ]);
    const receivers = await receiversOf(task.id);
    expect(receivers.map((r) => r.decision)).toEqual(["agree", "cancel", "cancel"]);
    expect(receivers.every((r) => r.decide_time !== null)).toBe(true);
    const turn = await turnOf(task.id);
    expect(turn.status).toBe("finish");
    expect(turn.finish_time).not.toBeNull();
    expect(await messagesOf(instId, "taskTransferEnded")).toEqual([
      {
        to: "u-lisi",
        payload: {
          taskId: task.id,
          instId,
          subject: task.subject,
          nodeName: task.name,
          result: "agree",
          action: "back",
        },
      },
    ]);
    expect((await auditsOf(instId, "taskTransferDecide"))[0]?.detail).toEqual({
      decision: "agree",
      ownerTaskId: task.id,
      result: "agree",
    });
    // The vote is over for the others (409) and the owner decides again.
    const late = await complete(t.app, tk.zhaoliu, { taskId: zhaoliuSub.id, actionName: "agreeTrans" });
    expect(late.statusCode).toBe(409);
    expect((await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" })).statusCode).toBe(200);
  });

  it("submit: the owner decides with the vote's result, by their own name and without an agent", async () => {
    const { instId, task } = await leaveAtLisi("秘书流转提交");
    await transferred(
      task,
      { action: "submit", voteAmount: 2, userIds: "u-zhaoliu,u-qianqi" },
      tk.wangwu,
      "?leaderId=u-lisi",
    );
    await voted(instId, "zhaoliu", "opposeTrans");
    // Two agrees are out of reach: the leave is opposed by lisi.
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "oppose",
      task_id: task.id,
      auditor: "u-lisi",
      auditor_name: "李四",
      agent_leader_id: null,
    });
    expect(await openTasks(t.db, instId)).toEqual([]);
    expect((await turnOf(task.id)).status).toBe("finish");
    expect((await receiversOf(task.id)).map((r) => r.decision)).toEqual(["oppose", "cancel"]);
    expect((await messagesOf(instId, "taskTransferEnded")).map((m) => m.payload)).toEqual([
      {
        taskId: task.id,
        instId,
        subject: task.subject,
        nodeName: task.name,
        result: "oppose",
        action: "submit",
      },
    ]);
    // The decision is audited as lisi's own: no leader, not an admin's.
    const decided = await t.db
      .selectFrom("bpm_audit")
      .select(["user_id", "account", "detail"])
      .where("inst_id", "=", instId)
      .where("action", "=", "complete")
      .execute();
    expect(decided).toEqual([
      {
        user_id: "u-lisi",
        account: "lisi",
        detail: { actionName: "oppose", nodeId: task.node_id, nextTaskId: expect.any(String) },
      },
    ]);
  });

  it("refuse: a vote the refusals can no longer reach ends as agree", async () => {
    const { instId, task } = await leaveAtLisi("流转拒绝未达");
    await transferred(task, { decideType: "refuse", voteAmount: 2, action: "submit" });
    await voted(instId, "zhaoliu", "agreeTrans");
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({ status: "agree", auditor: "u-lisi" });
    expect((await instanceRow(t.db, instId)).status).toBe("end");
    expect((await auditsOf(instId, "taskTransferDecide"))[0]?.detail).toEqual({
      decision: "agree",
      ownerTaskId: task.id,
      result: "agree",
    });
  });

  it("seq: an open vote asks the next receiver in order; a decided one asks nobody more", async () => {
    const { instId, task } = await leaveAtLisi("流转顺序表决");
    await transferred(task, { signType: "seq", voteAmount: 2, userIds: "u-qianqi,u-wangwu,u-zhaoliu" });
    await voted(instId, "qianqi", "opposeTrans");
    const next = await subOf(instId, "u-wangwu");
    expect(next).toMatchObject({
      ...sameNodeAs(task),
      status: "TRANSFORMED",
      owner_id: "u-lisi",
      parent_id: task.id,
      prev_task_id: task.id,
    });
    expect((await subTasks(instId)).map((s) => s.assignee_id)).toEqual(["u-wangwu"]);
    expect((await receiversOf(task.id)).map((r) => [r.user_id, r.task_id, r.decision])).toEqual([
      ["u-qianqi", expect.any(String), "oppose"],
      ["u-wangwu", next.id, null],
      ["u-zhaoliu", null, null],
    ]);
    expect((await messagesOf(instId, "taskTransferred")).at(-1)).toEqual({
      to: "u-wangwu",
      payload: { taskId: next.id, instId, subject: task.subject, nodeName: task.name },
    });
    // A second oppose: two agrees are out of reach; zhaoliu is never asked.
    await voted(instId, "wangwu", "opposeTrans");
    expect((await receiversOf(task.id)).map((r) => [r.user_id, r.task_id, r.decision])).toEqual([
      ["u-qianqi", expect.any(String), "oppose"],
      ["u-wangwu", next.id, "oppose"],
      ["u-zhaoliu", null, "cancel"],
    ]);
    expect((await messagesOf(instId, "taskTransferred")).map((m) => m.to)).toEqual(["u-qianqi", "u-wangwu"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ id: task.id, status: "NORMAL" });
  });

  it("a vote on a transfer that no longer runs, or whose task no longer waits for it, is a lost race (409)", async () => {
    const { instId, task } = await leaveAtLisi("流转已结束");
    await transferred(task, { signType: "seq", userIds: "u-wangwu,u-zhaoliu" });
    const turn = await turnOf(task.id);
    await t.db.updateTable("bpm_task_turn").set({ status: "finish" }).where("id", "=", turn.id).execute();
    expect((await vote(instId, "wangwu", "agreeTrans")).statusCode).toBe(409);
    await t.db.updateTable("bpm_task_turn").set({ status: "running" }).where("id", "=", turn.id).execute();
    // The owner's task taken out of TRANSFORMING behind the engine's back: the next receiver is not asked.
    await t.db.updateTable("bpm_task").set({ status: "NORMAL" }).where("id", "=", task.id).execute();
    expect((await vote(instId, "wangwu", "agreeTrans")).statusCode).toBe(409);
    expect((await receiversOf(task.id)).map((r) => r.decision)).toEqual([null, null]);
    expect((await opinionsOf(t.db, instId)).at(-1)?.status).toBe("transforming");
    expect(await subTasks(instId)).toHaveLength(1);
  });

  it("…nor ends it (409), and records nothing", async () => {
    const { instId, task } = await leaveAtLisi("流转任务已变");
    await transferred(task, { userIds: "u-wangwu", action: "submit" });
    await t.db.updateTable("bpm_task").set({ status: "NORMAL" }).where("id", "=", task.id).execute();
    expect((await vote(instId, "wangwu", "agreeTrans")).statusCode).toBe(409);
    expect((await receiversOf(task.id)).map((r) => r.decision)).toEqual([null]);
    expect((await instanceRow(t.db, instId)).status).toBe("running");
  });
});
