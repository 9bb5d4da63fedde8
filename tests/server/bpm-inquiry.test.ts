import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openInquiries } from "../../server/bpm/engine/inquiry";
import type { BpmOpinion } from "../../src/api/contract";
import { complete, get, onlyTask, openTasks, opinionsOf, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

// 征询 inquiry (taskToInqu, taskToInquReply, withDraw) and 沟通 communication (communicate, doNextcommu):
// the sub-tasks, the owner's wait, the replies and their races, and the history that shows them.

let t: TestApp;
let tk: Record<"admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

const inquire = (token: string, body: Record<string, unknown>) =>
  post(t.app, token, "/runtime/task/v1/taskToInqu", body);
const replyInquiry = (token: string, body: Record<string, unknown>) =>
  post(t.app, token, "/runtime/task/v1/taskToInquReply", body);
const withdraw = (token: string, body: Record<string, unknown>) =>
  post(t.app, token, "/runtime/task/v1/withDraw", body);
const communicate = (token: string, body: Record<string, unknown>) =>
  post(t.app, token, "/runtime/task/v1/communicate", body);
const feedback = (token: string, body: Record<string, unknown>) =>
  post(t.app, token, "/runtime/instance/v1/doNextcommu", body);
const history = async (token: string, instId: string, isCommu = "") =>
  (
    await get(t.app, token, `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}&isCommu=${isCommu}`)
  ).json() as BpmOpinion[];

/** A leave of zhangsan's waiting at lisi (the manager); the owner task. */
async function leaveAtLisi() {
  const instId = await startLeave(t.app, tk.zhangsan, 1);
  return { instId, owner: await onlyTask(t.db, instId) };
}

/** The open sub-tasks of an owner task by status. */
async function subTasks(ownerId: string, status: string) {
  return t.db
    .selectFrom("bpm_task")
    .selectAll()
    .where("parent_id", "=", ownerId)
    .where("status", "=", status)
    .orderBy("assignee_id")
    .execute();
}

const outboxOf = (kind: string) =>
  t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", kind).execute();

describe("inquiry", () => {
  it("creates one TRANSFORMEDINQU sub-task per askee, an inqu opinion, messages and an audit row", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await inquire(tk.lisi, {
      taskId: owner.id,
      userIds: "u-qianqi, u-wangwu,u-qianqi",
      opinion: "请两位看看",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: "征询成功" });
    const subs = await subTasks(owner.id, "TRANSFORMEDINQU");
    expect(subs.map((s) => [s.assignee_id, s.owner_id, s.node_id, s.inst_id])).toEqual([
      ["u-qianqi", "u-lisi", owner.node_id, instId],
      ["u-wangwu", "u-lisi", owner.node_id, instId],
    ]);
    expect((await openInquiries(t.db, "t-platform", owner.id)).map((s) => s.assigneeId).sort()).toEqual([
      "u-qianqi",
      "u-wangwu",
    ]);
    const ops = await opinionsOf(t.db, instId);
    const inqu = ops.find((o) => o.status === "inqu");
    expect(inqu).toMatchObject({ task_id: owner.id, auditor: "u-lisi", opinion: "请两位看看" });
    expect(((inqu?.qualfieds ?? []) as { id: string }[]).map((q) => q.id)).toEqual(["u-qianqi", "u-wangwu"]);
    const asked = (await outboxOf("inquiryAsked")).filter((o) =>
      subs.some((s) => (o.payload as { taskId: string }).taskId === s.id),
    );
    expect(asked.map((o) => o.recipient_id).sort()).toEqual(["u-qianqi", "u-wangwu"]);
    const audit = await t.db
      .selectFrom("bpm_audit")
      .selectAll()
      .where("task_id", "=", owner.id)
      .where("action", "=", "taskToInqu")
      .execute();
    expect(audit).toHaveLength(1);
    // The askees see the sub-task in their to-do list; the owner keeps theirs.
    const todo = await post(t.app, tk.qianqi, "/runtime/task/v1/getTodoList", {
      pageBean: { page: 1, pageSize: 50 },
    });
    const rows = todo.json().rows as { id: string; status: string }[];
    expect(rows.find((r) => r.id === subs[0]?.id)?.status).toBe("TRANSFORMEDINQU");
    const lisiTodo = await post(t.app, tk.lisi, "/runtime/task/v1/getTodoList", {
      pageBean: { page: 1, pageSize: 50 },
    });
    expect((lisiTodo.json().rows as { id: string }[]).some((r) => r.id === owner.id)).toBe(true);
  });

  it("blocks the owner while replies are open: complete, reject and a second inquiry → 409 征询尚未回复，不能办理", async () => {
    const { owner } = await leaveAtLisi();
    expect((await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" })).statusCode).toBe(200);
    for (const actionName of ["agree", "reject"] as const) {
      const res = await complete(t.app, tk.lisi, { taskId: owner.id, actionName });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("征询尚未回复，不能办理");
    }
    const again = await inquire(tk.lisi, { taskId: owner.id, userIds: "u-wangwu" });
    expect(again.statusCode).toBe(409);
    const en = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/complete",
      headers: { authorization: `Bearer ${tk.lisi}`, "accept-language": "en-US" },
      payload: { taskId: owner.id, actionName: "agree" },
    });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toMatch(/inquiry has not been answered/);
    // Saving a draft and communicating stay possible while waiting.
    const draft = await post(t.app, tk.lisi, "/runtime/task/v1/saveDraft", {
      taskId: owner.id,
      opinion: "草稿",
    });
    expect(draft.statusCode).toBe(200);
    expect(
      (await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu", opinion: "?" })).statusCode,
    ).toBe(200);
  });

  it("refuses bad inquiries: oneself, nobody, an unknown user, a non-holder, a sub-task", async () => {
    const { owner } = await leaveAtLisi();
    const self = await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-lisi" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("不能征询自己");
    const nobody = await inquire(tk.lisi, { taskId: owner.id, userIds: " , " });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe("请选择征询人员");
    expect((await inquire(tk.lisi, { taskId: owner.id, userIds: "u-nobody" })).statusCode).toBe(400);
    expect((await inquire(tk.lisi, { taskId: owner.id })).statusCode).toBe(400);
    expect((await inquire(tk.lisi, { taskId: owner.id, userIds: "x".repeat(5000) })).statusCode).toBe(400);
    expect((await inquire(tk.wangwu, { taskId: owner.id, userIds: "u-qianqi" })).statusCode).toBe(403);
    expect((await inquire(tk.lisi, { taskId: "no-such-task", userIds: "u-qianqi" })).statusCode).toBe(404);
    expect(await subTasks(owner.id, "TRANSFORMEDINQU")).toEqual([]);
    // The askee cannot decide, inquire or communicate from the sub-task: it is answered only.
    expect((await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" })).statusCode).toBe(200);
    const [sub] = await subTasks(owner.id, "TRANSFORMEDINQU");
    const agree = await complete(t.app, tk.qianqi, { taskId: sub?.id ?? "", actionName: "agree" });
    expect(agree.statusCode).toBe(400);
    expect(agree.json().message).toBe("这是征询或沟通任务，只能回复");
    expect((await inquire(tk.qianqi, { taskId: sub?.id, userIds: "u-wangwu" })).statusCode).toBe(400);
    expect((await communicate(tk.qianqi, { taskId: sub?.id, userId: "u-wangwu" })).statusCode).toBe(400);
    // …and the owner's task is no inquiry sub-task to reply to.
    expect((await replyInquiry(tk.lisi, { taskId: owner.id, opinion: "x" })).statusCode).toBe(400);
  });

  it("replies: inqu_reply with parent_task_id, the owner is told; after the last reply the owner can decide", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-wangwu", opinion: "意见？" });
    const subs = await subTasks(owner.id, "TRANSFORMEDINQU");
    const [q, w] = [
      subs.find((s) => s.assignee_id === "u-qianqi"),
      subs.find((s) => s.assignee_id === "u-wangwu"),
    ];
    expect((await replyInquiry(tk.zhaoliu, { taskId: q?.id, opinion: "我来答" })).statusCode).toBe(403);
    expect((await replyInquiry(tk.qianqi, { taskId: q?.id })).statusCode).toBe(400);
    expect((await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "   " })).statusCode).toBe(400);
    const first = await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "同意请假" });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("回复成功");
    expect((await complete(t.app, tk.lisi, { taskId: owner.id, actionName: "agree" })).statusCode).toBe(409);
    expect(
      (await replyInquiry(tk.wangwu, { taskId: w?.id, opinion: "没问题", files: "[]" })).statusCode,
    ).toBe(200);
    const replies = (await opinionsOf(t.db, instId)).filter((o) => o.status === "inqu_reply");
    expect(replies.map((r) => [r.auditor, r.task_id, r.parent_task_id, r.opinion])).toEqual([
      ["u-qianqi", q?.id, owner.id, "同意请假"],
      ["u-wangwu", w?.id, owner.id, "没问题"],
    ]);
    const toOwner = (await outboxOf("inquiryReplied"))
      .concat(await outboxOf("inquiryAllReplied"))
      .filter((o) => (o.payload as { taskId: string }).taskId === owner.id);
    expect(toOwner.map((o) => [o.kind, o.recipient_id]).sort()).toEqual([
      ["inquiryAllReplied", "u-lisi"],
      ["inquiryReplied", "u-lisi"],
    ]);
    expect(await openInquiries(t.db, "t-platform", owner.id)).toEqual([]);
    // A reply to an answered sub-task is a 409; the owner may now agree.
    expect((await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "再答" })).statusCode).toBe(409);
    expect((await complete(t.app, tk.lisi, { taskId: owner.id, actionName: "agree" })).statusCode).toBe(200);
  });

  it("two replies to one inquiry sub-task at once: one wins, the other gets 409", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" });
    const [sub] = await subTasks(owner.id, "TRANSFORMEDINQU");
    const answers = await Promise.all([
      replyInquiry(tk.qianqi, { taskId: sub?.id, opinion: "手机上回复" }),
      replyInquiry(tk.qianqi, { taskId: sub?.id, opinion: "电脑上回复" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const replies = (await opinionsOf(t.db, instId)).filter((o) => o.status === "inqu_reply");
    expect(replies).toHaveLength(1);
  });

  it("the owner withdraws: open sub-tasks go (retracted per askee), askees are told, a later reply is 409", async () => {
    const { instId, owner } = await leaveAtLisi();
    expect((await withdraw(tk.lisi, { taskId: owner.id })).statusCode).toBe(409);
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-wangwu" });
    const subs = await subTasks(owner.id, "TRANSFORMEDINQU");
    const q = subs.find((s) => s.assignee_id === "u-qianqi");
    await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "已阅" });
    expect((await withdraw(tk.wangwu, { taskId: owner.id })).statusCode).toBe(403);
    const res = await withdraw(tk.lisi, { taskId: owner.id, opinion: "不用了" });
    expect(res.statusCode).toBe(200);
    expect(await subTasks(owner.id, "TRANSFORMEDINQU")).toEqual([]);
    const retracted = (await opinionsOf(t.db, instId)).filter((o) => o.status === "retracted");
    expect(
      retracted.map((r) => [r.auditor, r.parent_task_id, (r.qualfieds as { id: string }[])[0]?.id]),
    ).toEqual([["u-lisi", owner.id, "u-wangwu"]]);
    const told = (await outboxOf("inquiryWithdrawn")).filter(
      (o) => (o.payload as { instId: string }).instId === instId,
    );
    expect(told.map((o) => o.recipient_id)).toEqual(["u-wangwu"]);
    const w = subs.find((s) => s.assignee_id === "u-wangwu");
    expect((await replyInquiry(tk.wangwu, { taskId: w?.id, opinion: "迟到的回复" })).statusCode).toBe(409);
    expect((await complete(t.app, tk.lisi, { taskId: owner.id, actionName: "agree" })).statusCode).toBe(200);
  });

  it("a reply racing the owner's withdrawal: exactly one wins", async () => {
    const { owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" });
    const [sub] = await subTasks(owner.id, "TRANSFORMEDINQU");
    const answers = await Promise.all([
      replyInquiry(tk.qianqi, { taskId: sub?.id, opinion: "回复" }),
      withdraw(tk.lisi, { taskId: owner.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await subTasks(owner.id, "TRANSFORMEDINQU")).toEqual([]);
  });
});

describe("communication", () => {
  it("does not block: the owner decides meanwhile and the open COMMU sub-tasks close with the task", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await communicate(tk.lisi, {
      taskId: owner.id,
      userId: "u-qianqi,u-zhaoliu",
      opinion: "请补充",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("沟通成功");
    const subs = await subTasks(owner.id, "COMMU");
    expect(subs.map((s) => s.assignee_id)).toEqual(["u-qianqi", "u-zhaoliu"]);
    const start = (await opinionsOf(t.db, instId)).find((o) => o.status === "start_commu");
    expect(start).toMatchObject({ task_id: owner.id, auditor: "u-lisi", opinion: "请补充" });
    // Asked again while unanswered → 400; oneself / nobody → 400.
    const again = await communicate(tk.lisi, { taskId: owner.id, userId: "u-qianqi", opinion: "?" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("钱七");
    expect((await communicate(tk.lisi, { taskId: owner.id, userId: "u-lisi" })).statusCode).toBe(400);
    expect((await communicate(tk.lisi, { taskId: owner.id, userId: "" })).statusCode).toBe(400);
    // A feedback: opinion required, only by the person asked, feedback row with parent_task_id.
    const q = subs.find((s) => s.assignee_id === "u-qianqi");
    expect((await feedback(tk.wangwu, { taskId: q?.id, opinion: "x" })).statusCode).toBe(403);
    expect((await feedback(tk.qianqi, { taskId: q?.id })).statusCode).toBe(400);
    expect((await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "x" })).statusCode).toBe(400);
    expect((await feedback(tk.qianqi, { taskId: q?.id, opinion: "已补充" })).statusCode).toBe(200);
    const fb = (await opinionsOf(t.db, instId)).find((o) => o.status === "feedback");
    expect(fb).toMatchObject({ auditor: "u-qianqi", task_id: q?.id, parent_task_id: owner.id });
    const toOwner = (await outboxOf("commuFeedback")).filter(
      (o) => (o.payload as { taskId: string }).taskId === owner.id,
    );
    expect(toOwner.map((o) => o.recipient_id)).toEqual(["u-lisi"]);
    // zhaoliu has not answered: lisi agrees anyway; zhaoliu's COMMU sub-task is closed with the task.
    expect((await complete(t.app, tk.lisi, { taskId: owner.id, actionName: "agree" })).statusCode).toBe(200);
    expect(await subTasks(owner.id, "COMMU")).toEqual([]);
    const left = await openTasks(t.db, instId);
    expect(left.every((task) => task.parent_id === "0")).toBe(true);
    const z = subs.find((s) => s.assignee_id === "u-zhaoliu");
    expect((await feedback(tk.zhaoliu, { taskId: z?.id, opinion: "晚了" })).statusCode).toBe(404);
  });

  it("two feedbacks to one communication at once: one wins, the other gets 409", async () => {
    const { owner } = await leaveAtLisi();
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-qianqi" });
    const [sub] = await subTasks(owner.id, "COMMU");
    const answers = await Promise.all([
      feedback(tk.qianqi, { taskId: sub?.id, opinion: "一" }),
      feedback(tk.qianqi, { taskId: sub?.id, opinion: "二" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("history", () => {
  it("shows who asked whom, pending sub-tasks as awaiting_feedback and replies with parentTaskId; isCommu keeps communication rows", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-wangwu", opinion: "征询一下" });
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu", opinion: "沟通一下" });
    const q = (await subTasks(owner.id, "TRANSFORMEDINQU")).find((s) => s.assignee_id === "u-qianqi");
    await replyInquiry(tk.qianqi, { taskId: q?.id, opinion: "可以" });
    const rows = await history(tk.zhangsan, instId);
    const pending = rows.filter((r) => r.completeTime === "");
    expect(pending.map((r) => [r.status, r.qualfiedNames, r.parentTaskId ?? ""]).sort()).toEqual(
      [
        ["awaiting_check", "李四", ""],
        ["awaiting_feedback", "王五", owner.id],
        ["awaiting_feedback", "赵六", owner.id],
      ].sort(),
    );
    const inqu = rows.find((r) => r.status === "inqu");
    expect(inqu).toMatchObject({
      taskId: owner.id,
      auditorName: "李四",
      qualfiedNames: "钱七,王五",
      opinion: "征询一下",
    });
    const reply = rows.find((r) => r.status === "inqu_reply");
    expect(reply).toMatchObject({ parentTaskId: owner.id, auditorName: "钱七", opinion: "可以" });
    const commuOnly = await history(tk.zhangsan, instId, "true");
    expect(commuOnly.map((r) => r.status).sort()).toEqual(["awaiting_feedback", "start_commu"]);
    expect(commuOnly.find((r) => r.status === "awaiting_feedback")?.qualfiedNames).toBe("赵六");
    // The askee may read the history of the instance they were asked about.
    expect(
      (await get(t.app, tk.qianqi, `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).statusCode,
    ).toBe(200);
    expect(
      (
        await get(
          t.app,
          tk.zhangsan,
          `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}&isCommu=${"x".repeat(9)}`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
