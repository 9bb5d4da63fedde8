import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlyTask, opinionsOf, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of 征询 inquiry and 沟通 communication (server/bpm/engine/inquiryActions.ts; issue 17): whom one
 * may ask (≤ 50 active users of the tenant, not oneself nor the leader one acts for), what asking leaves
 * behind (the sub-tasks, the asker's opinion, each person's message, the audit, the owner task touched),
 * what a reply and a withdrawal record and whom they tell. Every test starts a leave of zhangsan's waiting
 * at lisi; wangwu is lisi's secretary in the demo data.
 */

type User = "admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi";
let t: TestApp;
let tk: Record<User, string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

const call =
  (url: string) =>
  (token: string, body: Record<string, unknown>, query = "") =>
    post(t.app, token, `${url}${query}`, body);
const inquire = call("/runtime/task/v1/taskToInqu");
const reply = call("/runtime/task/v1/taskToInquReply");
const withdraw = call("/runtime/task/v1/withDraw");
const communicate = call("/runtime/task/v1/communicate");
const feedback = call("/runtime/instance/v1/doNextcommu");

/** A leave of zhangsan's waiting at lisi; its instance and the owner task. */
async function leaveAtLisi(reason = "征询规则") {
  const instId = await startLeave(t.app, tk.zhangsan, 1, reason);
  return { instId, owner: await onlyTask(t.db, instId) };
}

/** The open sub-tasks of an owner task, in the order they were made. */
const subTasks = (ownerId: string, status = "TRANSFORMEDINQU") =>
  t.db
    .selectFrom("bpm_task")
    .selectAll()
    .where("parent_id", "=", ownerId)
    .where("status", "=", status)
    .orderBy("assignee_id")
    .execute();
const subOf = async (ownerId: string, assignee: string, status = "TRANSFORMEDINQU") =>
  (await subTasks(ownerId, status)).find((s) => s.assignee_id === assignee);

const versionOf = async (taskId: string) =>
  (await t.db.selectFrom("bpm_task").select("version").where("id", "=", taskId).executeTakeFirstOrThrow())
    .version;

/** The messages of a kind about an instance: [recipient, payload]. */
async function told(kind: string, instId: string) {
  const rows = await t.db
    .selectFrom("bpm_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
  return rows
    .map((r) => [r.recipient_id, r.payload as Record<string, unknown>] as const)
    .filter(([, p]) => p.instId === instId);
}

/** The audit rows of an action on a task: their details. */
async function audited(action: string, taskId: string) {
  const rows = await t.db
    .selectFrom("bpm_audit")
    .selectAll()
    .where("action", "=", action)
    .where("task_id", "=", taskId)
    .execute();
  return rows.map((r) => (typeof r.detail === "string" ? JSON.parse(r.detail) : r.detail));
}

const ofStatus = async (instId: string, status: string) =>
  (await opinionsOf(t.db, instId)).filter((o) => o.status === status);
const people = (q: unknown) => (q as { id: string; name: string }[]).map((p) => [p.id, p.name]);

describe("whom one may ask", () => {
  it("refuses more than 50 different people (400 一次最多选择50人) and lets 50 through to the user check", async () => {
    const { owner } = await leaveAtLisi();
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `u-nobody-${i}`).join(",");
    for (const send of [inquire, communicate]) {
      const field = send === inquire ? "userIds" : "userId";
      const many = await send(tk.lisi, { taskId: owner.id, [field]: ids(51) });
      expect([many.statusCode, many.json().message]).toEqual([400, "一次最多选择50人"]);
      const fifty = await send(tk.lisi, { taskId: owner.id, [field]: `${ids(50)},u-nobody-0` });
      expect([fifty.statusCode, fifty.json().message]).toEqual([400, "所选人员不存在或已停用"]);
    }
    expect(await subTasks(owner.id)).toEqual([]);
    expect(await subTasks(owner.id, "COMMU")).toEqual([]);
  });

  it("refuses a disabled user or one of another tenant with 所选人员不存在或已停用, and asks nobody", async () => {
    const { owner } = await leaveAtLisi();
    const acme = await t.db
      .selectFrom("uc_user")
      .select("id")
      .where("tenant_id", "!=", "t-platform")
      .executeTakeFirstOrThrow();
    await t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", "u-zhaoliu").execute();
    try {
      for (const who of ["u-qianqi,u-zhaoliu", `u-qianqi,${acme.id}`]) {
        const res = await inquire(tk.lisi, { taskId: owner.id, userIds: who });
        expect([who, res.statusCode, res.json().message]).toEqual([who, 400, "所选人员不存在或已停用"]);
      }
    } finally {
      await t.db.updateTable("uc_user").set({ status: 1 }).where("id", "=", "u-zhaoliu").execute();
    }
    expect(await subTasks(owner.id)).toEqual([]);
  });

  it("a secretary acting for the leader may ask neither the leader nor themself", async () => {
    const { owner } = await leaveAtLisi();
    for (const who of ["u-lisi", "u-wangwu", "u-qianqi,u-lisi"]) {
      const res = await inquire(tk.wangwu, { taskId: owner.id, userIds: who }, "?leaderId=u-lisi");
      expect([who, res.statusCode, res.json().message]).toEqual([who, 400, "不能征询自己"]);
      const commu = await communicate(tk.wangwu, { taskId: owner.id, userId: who }, "?leaderId=u-lisi");
      expect([who, commu.statusCode, commu.json().message]).toEqual([who, 400, "不能与自己沟通"]);
    }
    expect(await subTasks(owner.id)).toEqual([]);
  });

  it("names the people asked in the order given, trimmed and each once", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await inquire(tk.lisi, {
      taskId: owner.id,
      userIds: " u-zhaoliu ,u-qianqi,u-wangwu,u-zhaoliu",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [inqu] = await ofStatus(instId, "inqu");
    expect(people(inqu?.qualfieds)).toEqual([
      ["u-zhaoliu", "赵六"],
      ["u-qianqi", "钱七"],
      ["u-wangwu", "王五"],
    ]);
    expect((await audited("taskToInqu", owner.id))[0]?.userIds).toEqual([
      "u-zhaoliu",
      "u-qianqi",
      "u-wangwu",
    ]);
  });

  it("refuses an inquiry on a task waiting for its transfer's votes (409) and asks nobody", async () => {
    const { owner } = await leaveAtLisi();
    await t.db.updateTable("bpm_task").set({ status: "TRANSFORMING" }).where("id", "=", owner.id).execute();
    const res = await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" });
    expect([res.statusCode, res.json().message]).toEqual([409, "该任务正在流转中，请等待流转结束"]);
    expect(await subTasks(owner.id)).toEqual([]);
  });
});

describe("a task whose node is gone from its definition", () => {
  it("refuses asking, replying and withdrawing with 500 流程定义不存在或未发布, and changes nothing", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" });
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu" });
    const before = (await opinionsOf(t.db, instId)).length;
    await t.db.updateTable("bpm_task").set({ node_id: "gone" }).where("inst_id", "=", instId).execute();
    const q = await subOf(owner.id, "u-qianqi");
    const z = await subOf(owner.id, "u-zhaoliu", "COMMU");
    for (const res of [
      await communicate(tk.lisi, { taskId: owner.id, userId: "u-wangwu" }),
      await reply(tk.qianqi, { taskId: q?.id, opinion: "答" }),
      await feedback(tk.zhaoliu, { taskId: z?.id, opinion: "答" }),
      await withdraw(tk.lisi, { taskId: owner.id }),
    ])
      expect([res.statusCode, res.json().message]).toEqual([500, "流程定义不存在或未发布"]);
    expect((await opinionsOf(t.db, instId)).length).toBe(before);
    expect(await subOf(owner.id, "u-qianqi")).toBeDefined();
  });
});

describe("what asking leaves behind", () => {
  it("an inquiry: sub-tasks at the owner's node for each person, owned by the asker, the owner task touched", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await inquire(tk.lisi, {
      taskId: owner.id,
      userIds: "u-qianqi,u-wangwu",
      opinion: "请看看",
      notifyType: "mail",
      files: "[]",
    });
    expect(res.statusCode, res.body).toBe(200);
    const subs = await subTasks(owner.id);
    const same = [
      "tenant_id",
      "inst_id",
      "def_id",
      "def_key",
      "def_name",
      "type_id",
      "node_id",
      "name",
    ] as const;
    const more = ["subject", "priority", "creator_id", "creator_name"] as const;
    for (const sub of subs) {
      for (const column of [...same, ...more]) expect([column, sub[column]]).toEqual([column, owner[column]]);
      expect(sub).toMatchObject({
        status: "TRANSFORMEDINQU",
        owner_id: "u-lisi",
        parent_id: owner.id,
        origin: "inquiry",
        prev_task_id: null,
        draft_opinion: null,
        draft_data: null,
      });
    }
    expect(subs.map((s) => s.assignee_id)).toEqual(["u-qianqi", "u-wangwu"]);
    expect(await versionOf(owner.id)).toBe(owner.version + 1);
    const [inqu] = await ofStatus(instId, "inqu");
    expect(inqu).toMatchObject({
      task_id: owner.id,
      task_key: owner.node_id,
      task_name: owner.name,
      auditor: "u-lisi",
      agent_leader_id: null,
      opinion: "请看看",
      files: "[]",
    });
    expect(await told("inquiryAsked", instId)).toEqual(
      subs.map((s) => [
        s.assignee_id,
        {
          taskId: s.id,
          instId,
          subject: owner.subject,
          nodeName: owner.name,
          asker: "李四",
          opinion: "请看看",
          notifyType: "mail",
        },
      ]),
    );
    expect(await audited("taskToInqu", owner.id)).toEqual([
      { userIds: ["u-qianqi", "u-wangwu"], subTaskIds: subs.map((s) => s.id) },
    ]);
  });

  it("without opinion or notify type: no opinion text, an empty one and inner messages", async () => {
    const { instId, owner } = await leaveAtLisi();
    expect((await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi" })).statusCode).toBe(200);
    const [inqu] = await ofStatus(instId, "inqu");
    expect(inqu).toMatchObject({ opinion: null, files: null });
    expect((await told("inquiryAsked", instId)).map(([, p]) => [p.opinion, p.notifyType])).toEqual([
      ["", "inner"],
    ]);
    expect((await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu" })).statusCode).toBe(200);
    const [start] = await ofStatus(instId, "start_commu");
    expect(start).toMatchObject({ opinion: null, files: null });
    expect((await told("commuAsked", instId)).map(([, p]) => [p.opinion, p.notifyType])).toEqual([
      ["", "inner"],
    ]);
  });

  it("a communication: COMMU sub-tasks of origin commu, start_commu, the message type, the owner task touched", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await communicate(tk.lisi, {
      taskId: owner.id,
      userId: "u-zhaoliu",
      opinion: "补充一下",
      messageType: "sms",
      files: "[]",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sub] = await subTasks(owner.id, "COMMU");
    expect(sub).toMatchObject({
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      origin: "commu",
      prev_task_id: null,
    });
    expect(await versionOf(owner.id)).toBe(owner.version + 1);
    expect((await ofStatus(instId, "start_commu"))[0]).toMatchObject({ opinion: "补充一下", files: "[]" });
    expect(await told("commuAsked", instId)).toEqual([
      [
        "u-zhaoliu",
        {
          taskId: sub?.id,
          instId,
          subject: owner.subject,
          nodeName: owner.name,
          asker: "李四",
          opinion: "补充一下",
          notifyType: "sms",
        },
      ],
    ]);
    expect(await audited("communicate", owner.id)).toEqual([
      { userIds: ["u-zhaoliu"], subTaskIds: [sub?.id] },
    ]);
  });

  it("a secretary asks for the leader: the leader owns the sub-tasks, the opinion and audit name the leader", async () => {
    const { instId, owner } = await leaveAtLisi();
    const res = await inquire(tk.wangwu, { taskId: owner.id, userIds: "u-qianqi" }, "?leaderId=u-lisi");
    expect(res.statusCode, res.body).toBe(200);
    expect((await subOf(owner.id, "u-qianqi"))?.owner_id).toBe("u-lisi");
    expect((await ofStatus(instId, "inqu"))[0]).toMatchObject({
      auditor: "u-wangwu",
      agent_leader_id: "u-lisi",
    });
    expect((await audited("taskToInqu", owner.id))[0]).toMatchObject({ leaderId: "u-lisi" });
    expect((await audited("taskToInqu", owner.id))[0]).not.toHaveProperty("asAdmin");
    const back = await withdraw(tk.wangwu, { taskId: owner.id }, "?leaderId=u-lisi");
    expect(back.statusCode, back.body).toBe(200);
    expect((await ofStatus(instId, "retracted"))[0]).toMatchObject({
      auditor: "u-wangwu",
      agent_leader_id: "u-lisi",
    });
  });

  it("a sysAdmin who is not the holder asks and withdraws as admin (the audit says so), but may not reply", async () => {
    const { owner } = await leaveAtLisi();
    expect((await inquire(tk.admin, { taskId: owner.id, userIds: "u-qianqi" })).statusCode).toBe(200);
    expect((await audited("taskToInqu", owner.id))[0]).toMatchObject({ asAdmin: true });
    expect((await audited("taskToInqu", owner.id))[0]).not.toHaveProperty("leaderId");
    const sub = await subOf(owner.id, "u-qianqi");
    const refused = await reply(tk.admin, { taskId: sub?.id, opinion: "管理员代答" });
    expect([refused.statusCode, refused.json().message]).toEqual([403, "您不是该任务的处理人"]);
    expect(await subOf(owner.id, "u-qianqi")).toBeDefined();
    expect((await withdraw(tk.admin, { taskId: owner.id })).statusCode).toBe(200);
    expect(await audited("withDraw", owner.id)).toEqual([{ subTaskIds: [sub?.id], asAdmin: true }]);
    expect((await communicate(tk.admin, { taskId: owner.id, userId: "u-zhaoliu" })).statusCode).toBe(200);
    const commu = await subOf(owner.id, "u-zhaoliu", "COMMU");
    const fb = await feedback(tk.admin, { taskId: commu?.id, opinion: "管理员代答" });
    expect([fb.statusCode, fb.json().message]).toEqual([403, "您不是该任务的处理人"]);
  });
});

describe("replies", () => {
  it("records the replier's own answer and files, tells the owner how many are left, audits the count", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-wangwu" });
    const q = await subOf(owner.id, "u-qianqi");
    const w = await subOf(owner.id, "u-wangwu");
    expect((await reply(tk.qianqi, { taskId: q?.id, opinion: "可以", files: "[]" })).statusCode).toBe(200);
    expect((await reply(tk.wangwu, { taskId: w?.id, opinion: "同意" })).statusCode).toBe(200);
    const replies = await ofStatus(instId, "inqu_reply");
    expect(replies.map((r) => r.task_key)).toEqual([owner.node_id, owner.node_id]);
    expect(replies.map((r) => [r.task_id, r.parent_task_id, r.files, people(r.qualfieds)])).toEqual([
      [q?.id, owner.id, "[]", [["u-qianqi", "钱七"]]],
      [w?.id, owner.id, null, [["u-wangwu", "王五"]]],
    ]);
    const base = { taskId: owner.id, instId, subject: owner.subject, nodeName: owner.name };
    expect(await told("inquiryReplied", instId)).toEqual([["u-lisi", { ...base, replier: "钱七", left: 1 }]]);
    expect(await told("inquiryAllReplied", instId)).toEqual([
      ["u-lisi", { ...base, replier: "王五", left: 0 }],
    ]);
    expect(await audited("taskToInquReply", q?.id ?? "")).toEqual([{ parentTaskId: owner.id, openLeft: 1 }]);
    expect(await audited("taskToInquReply", w?.id ?? "")).toEqual([{ parentTaskId: owner.id, openLeft: 0 }]);
  });

  it("a communication's feedback: the answer with files, the asker told, the audit naming the owner task", async () => {
    const { instId, owner } = await leaveAtLisi();
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu" });
    const z = await subOf(owner.id, "u-zhaoliu", "COMMU");
    const res = await feedback(tk.zhaoliu, { taskId: z?.id, opinion: "补好了", files: "[]" });
    expect([res.statusCode, res.json().message]).toEqual([200, "回复成功"]);
    const [fb] = await ofStatus(instId, "feedback");
    expect([fb?.task_id, fb?.parent_task_id, fb?.opinion, fb?.files, people(fb?.qualfieds)]).toEqual([
      z?.id,
      owner.id,
      "补好了",
      "[]",
      [["u-zhaoliu", "赵六"]],
    ]);
    expect(await told("commuFeedback", instId)).toEqual([
      ["u-lisi", { taskId: owner.id, instId, subject: owner.subject, nodeName: owner.name, replier: "赵六" }],
    ]);
    expect(await audited("doNextcommu", z?.id ?? "")).toEqual([{ parentTaskId: owner.id }]);
  });
});

describe("communication while others are asked", () => {
  it("names everyone still unanswered, in the order asked, and asks no one then", async () => {
    const { owner } = await leaveAtLisi();
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-qianqi,u-zhaoliu" });
    const res = await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu,u-wangwu,u-qianqi" });
    expect([res.statusCode, res.json().message]).toEqual([400, "赵六、钱七尚未反馈上次的沟通，请等待其反馈"]);
    expect(await subOf(owner.id, "u-wangwu", "COMMU")).toBeUndefined();
  });

  it("may ask again someone who answered, or who has an open inquiry only", async () => {
    const { owner } = await leaveAtLisi();
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-qianqi" });
    const q = await subOf(owner.id, "u-qianqi", "COMMU");
    expect((await feedback(tk.qianqi, { taskId: q?.id, opinion: "好" })).statusCode).toBe(200);
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-wangwu" });
    const res = await communicate(tk.lisi, { taskId: owner.id, userId: "u-qianqi,u-wangwu" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subTasks(owner.id, "COMMU")).map((s) => s.assignee_id)).toEqual(["u-qianqi", "u-wangwu"]);
  });
});

describe("withdrawal", () => {
  it("retracts each open inquiry with its own task, assignment time and person; tells them; touches the owner task", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-qianqi,u-wangwu" });
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu" });
    const subs = await subTasks(owner.id);
    const version = await versionOf(owner.id);
    const res = await withdraw(tk.lisi, { taskId: owner.id, opinion: "不用了" });
    expect([res.statusCode, res.json().message]).toEqual([200, "撤回成功"]);
    expect(await versionOf(owner.id)).toBe(version + 1);
    const retracted = await ofStatus(instId, "retracted");
    const when = (d: unknown) => new Date(d as string).getTime();
    expect(
      retracted
        .map((r) => [
          r.task_id,
          when(r.assign_time),
          r.parent_task_id,
          r.opinion,
          people(r.qualfieds),
          r.auditor,
        ])
        .sort(),
    ).toEqual(
      subs
        .map((s) => [
          s.id,
          when(s.create_time),
          owner.id,
          "不用了",
          [[s.assignee_id, s.assignee_id === "u-qianqi" ? "钱七" : "王五"]],
          "u-lisi",
        ])
        .sort(),
    );
    expect((await told("inquiryWithdrawn", instId)).map(([r]) => r).sort()).toEqual(["u-qianqi", "u-wangwu"]);
    expect((await told("inquiryWithdrawn", instId))[0]?.[1]).toEqual({
      instId,
      subject: owner.subject,
      nodeName: owner.name,
      asker: "李四",
    });
    // The sub-tasks were made together: in id order.
    expect(await audited("withDraw", owner.id)).toEqual([{ subTaskIds: subs.map((s) => s.id).sort() }]);
    // The communication is no inquiry: it stays open.
    expect((await subTasks(owner.id, "COMMU")).map((s) => s.assignee_id)).toEqual(["u-zhaoliu"]);
  });

  it("without an opinion; a person no longer active is named by id", async () => {
    const { instId, owner } = await leaveAtLisi();
    await inquire(tk.lisi, { taskId: owner.id, userIds: "u-zhaoliu" });
    await t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", "u-zhaoliu").execute();
    try {
      expect((await withdraw(tk.lisi, { taskId: owner.id })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable("uc_user").set({ status: 1 }).where("id", "=", "u-zhaoliu").execute();
    }
    const [retracted] = await ofStatus(instId, "retracted");
    expect([retracted?.opinion, people(retracted?.qualfieds)]).toEqual([null, [["u-zhaoliu", "u-zhaoliu"]]]);
  });

  it("refuses with 409 没有待回复的征询，无需撤回 when only a communication is open, and changes nothing", async () => {
    const { instId, owner } = await leaveAtLisi();
    await communicate(tk.lisi, { taskId: owner.id, userId: "u-zhaoliu" });
    const version = await versionOf(owner.id);
    const res = await withdraw(tk.lisi, { taskId: owner.id });
    expect([res.statusCode, res.json().message]).toEqual([409, "没有待回复的征询，无需撤回"]);
    expect(await versionOf(owner.id)).toBe(version);
    expect(await ofStatus(instId, "retracted")).toEqual([]);
    expect(await subTasks(owner.id, "COMMU")).toHaveLength(1);
  });
});
