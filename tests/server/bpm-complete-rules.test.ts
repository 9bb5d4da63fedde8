import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFor } from "../../server/bpm/engine/actor";
import { completeTask } from "../../server/bpm/engine/complete";
import type { FlowDefinitionJson } from "../../server/bpm/engine/definitionTypes";
import { runAction } from "../../server/bpm/engine/run";
import { findDefinition, saveDefinitionVersion } from "../../server/bpm/engine/store";
import {
  act,
  complete,
  encodeBag,
  expenseAtFinance,
  expenseBag,
  instanceRow,
  leaveBag,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startExpense,
  startInstance,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { pdfOf, upload } from "./filesHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of the approval action (server/bpm/engine/complete.ts; issue 17) that a green suite left
 * unchecked: a required field refuses agree and oppose but not a send-back; the opinion records who was
 * entitled to decide; backToStart keeps only the start on the stack and tells the starter. Then what the
 * action leaves behind and what it refuses: the actions it carries out, its answer, its audit row, the
 * entitled people when someone acts for the holder, the end's message, a send-back's target and people,
 * a transferred task, and the task draft. The expense flow's finance review requires the finance note here.
 */

let t: TestApp;
let tk: Record<"admin" | "zhangsan" | "lisi" | "wangwu" | "qianqi" | "zhaoliu", string>;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "qianqi", "zhaoliu"]);
  tenantId = (
    await t.db
      .selectFrom("uc_user")
      .select("tenant_id")
      .where("account", "=", "zhangsan")
      .executeTakeFirstOrThrow()
  ).tenant_id;
  // A version of the expense flow whose finance review requires the finance note (mode b).
  const loaded = await findDefinition(t.db, tenantId, { defKey: "expense" });
  if (!loaded) throw new Error("the demo has no expense flow");
  const definition = structuredClone(loaded.def) as FlowDefinitionJson;
  const finance = definition.nodes.find((n) => n.id === "financeAudit");
  if (finance?.type !== "userTask") throw new Error("the expense flow has no financeAudit task");
  finance.fieldModes = { expense: { financeNote: "b" } };
  await saveDefinitionVersion(t.db, tenantId, {
    id: "def-expense-required-note",
    defKey: "expense",
    name: loaded.row.name,
    definition,
  });
});
afterAll(() => t.close());

const atFinance = () => expenseAtFinance(t.app, t.db, tk.zhangsan, tk.lisi);
/** The finance note this file's expense flow requires at finance review. */
const noted = { data: encodeBag({ expense: { financeNote: "票据齐全" } }) };

describe("a required field", () => {
  it("refuses agree and oppose with 400 请填写必填字段, naming the field, and changes nothing", async () => {
    const instId = await atFinance();
    const task = await onlyTask(t.db, instId);
    for (const actionName of ["agree", "oppose"] as const) {
      const res = await complete(t.app, tk.qianqi, { taskId: task.id, actionName, opinion: "好" });
      expect([actionName, res.statusCode, res.json().message]).toEqual([
        actionName,
        400,
        "请填写必填字段：financeNote",
      ]);
    }
    expect((await onlyTask(t.db, instId)).id).toBe(task.id);
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual(["start", "agree"]);
  });

  it("is satisfied by the data sent with the action", async () => {
    const instId = await atFinance();
    const res = await complete(t.app, tk.qianqi, {
      taskId: (await onlyTask(t.db, instId)).id,
      actionName: "agree",
      data: encodeBag({ expense: { ...expenseBag(800).expense, financeNote: "票据齐全" } }),
    });
    expect(res.statusCode).toBe(200);
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("does not hold back a send-back: reject and backToStart go without it", async () => {
    const rejected = await atFinance();
    await act(t.app, t.db, tk.qianqi, rejected, "reject");
    expect((await onlyTask(t.db, rejected)).node_id).not.toBe("financeAudit");
    const backed = await atFinance();
    await act(t.app, t.db, tk.qianqi, backed, "backToStart");
    expect((await instanceRow(t.db, backed)).status).toBe("backToStart");
  });
});

describe("the opinion of a decision", () => {
  it("records the one assigned as the one entitled to decide", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1, "谁有权审批");
    await act(t.app, t.db, tk.lisi, instId, "agree", { opinion: "同意" });
    const [, decided] = await opinionsOf(t.db, instId);
    expect(decided).toMatchObject({ status: "agree", opinion: "同意", auditor_name: "李四" });
    expect(decided.qualfieds).toEqual([{ id: "u-lisi", name: "李四", type: "user" }]);
  });

  it("records every candidate of a shared task that nobody signed for", async () => {
    const instId = await startInstance(t.app, tk.zhangsan, "purchase", {
      purchase: { item: "显示器", quantity: 1, unitPrice: 1500, total: 1500 },
    });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const shared = await onlyTask(t.db, instId);
    expect(shared.assignee_id).toBe("0");
    const candidates = (
      await t.db
        .selectFrom("bpm_task_candidate")
        .select("identity_id")
        .where("task_id", "=", shared.id)
        .execute()
    )
      .map((c) => c.identity_id)
      .sort();
    await act(t.app, t.db, tk.qianqi, instId, "agree");
    const decided = (await opinionsOf(t.db, instId)).at(-1);
    if (!decided) throw new Error("no opinion recorded");
    const entitled = (decided.qualfieds as { id: string }[]).map((p) => p.id).sort();
    expect(candidates.length).toBeGreaterThan(1);
    expect(entitled).toEqual(candidates);
    expect(decided.auditor_name).toBe("钱七");
  });
});

describe("backToStart", () => {
  it("keeps only the start's entries on the stack and tells the starter, once", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 6000);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "agree", {
      data: encodeBag({ expense: { ...expenseBag(6000).expense, financeNote: "票据齐全" } }),
    });
    expect((await onlyTask(t.db, instId)).node_id).toBe("gmApprove");
    const before = await t.db
      .selectFrom("bpm_exe_stack")
      .select(["node_id", "depth"])
      .where("inst_id", "=", instId)
      .execute();
    expect(before.length).toBeGreaterThan(2);
    await act(t.app, t.db, tk.zhaoliu, instId, "backToStart");
    const after = await t.db
      .selectFrom("bpm_exe_stack")
      .select(["node_id", "node_type", "depth"])
      .where("inst_id", "=", instId)
      .orderBy("depth")
      .execute();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((entry) => entry.node_type === "start")).toBe(true);
    const told = await t.db
      .selectFrom("bpm_outbox")
      .select(["recipient_id", "payload"])
      .where("kind", "=", "instanceBackToStart")
      .where("recipient_id", "=", "u-zhangsan")
      .execute();
    expect(told.filter((row) => JSON.stringify(row.payload).includes(instId))).toHaveLength(1);
  });
});

/** The audit rows of an instance with an action, oldest first. */
function auditsOf(instId: string, action: string) {
  return t.db
    .selectFrom("bpm_audit")
    .select(["user_id", "task_id", "detail"])
    .where("inst_id", "=", instId)
    .where("action", "=", action)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
}

/** The outbox rows of a kind that name an instance. */
async function toldOf(instId: string, kind: string) {
  const rows = await t.db
    .selectFrom("bpm_outbox")
    .select(["recipient_id", "payload"])
    .where("kind", "=", kind)
    .execute();
  return rows.filter((row) => (row.payload as { instId?: string }).instId === instId);
}

/** The user-task entries of an instance's stack, bottom first. */
function stackOf(instId: string) {
  return t.db
    .selectFrom("bpm_exe_stack")
    .select(["node_id", "node_type", "assignee_id", "action", "task_id"])
    .where("inst_id", "=", instId)
    .orderBy("depth")
    .execute();
}

/** Uploads a PDF as the token's user; its id. */
async function uploaded(token: string, name: string): Promise<string> {
  const res = await upload(t.app, token, "/system/file/v1/upload", "file", [{ name, data: pdfOf(2000) }]);
  expect(res.statusCode).toBe(200);
  return res.json().fileId as string;
}

describe("the actions complete carries out", () => {
  it("refuses any other action with 400 错误的请求参数, in the request's schema and in the engine, changing nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const refused = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "abandon" });
    expect([refused.statusCode, String(refused.json().message).startsWith("错误的请求参数")]).toEqual([
      400,
      true,
    ]);
    // An in-process caller (the demo seed) reaches the engine without the schema.
    const lisi = await actorFor(
      t.db,
      { id: "u-lisi", tenantId: task.tenant_id, account: "lisi" },
      { lang: "zh-CN" },
    );
    for (const actionName of ["abandon", "commu", "Agree", ""]) {
      const run = runAction(t.db, lisi, undefined, (trx) =>
        completeTask(trx, lisi, { taskId: task.id, actionName: actionName as "agree" }),
      );
      await expect(run, actionName).rejects.toMatchObject({ statusCode: 400, key: "badRequest" });
    }
    expect(await onlyTask(t.db, instId)).toEqual(task);
    expect(await opinionsOf(t.db, instId)).toHaveLength(1);
  });

  it("refuses agreeTrans and opposeTrans on a task that was not transferred (400 该任务不是流转任务)", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    for (const actionName of ["agreeTrans", "opposeTrans"] as const) {
      const res = await complete(t.app, tk.lisi, { taskId: task.id, actionName });
      expect([actionName, res.statusCode, res.json().message]).toEqual([
        actionName,
        400,
        "该任务不是流转任务",
      ]);
    }
    expect(await onlyTask(t.db, instId)).toEqual(task);
  });

  it("answers 任务办理成功, or Task completed in English", async () => {
    const zh = await startLeave(t.app, tk.zhangsan, 1);
    const zhRes = await complete(t.app, tk.lisi, {
      taskId: (await onlyTask(t.db, zh)).id,
      actionName: "agree",
    });
    expect(zhRes.json()).toEqual({ state: true, message: "任务办理成功", value: "" });
    const en = await startLeave(t.app, tk.zhangsan, 1);
    const enRes = await complete(
      t.app,
      tk.lisi,
      { taskId: (await onlyTask(t.db, en)).id, actionName: "agree" },
      { "accept-language": "en-US" },
    );
    expect(enRes.json()).toMatchObject({ state: true, message: "Task completed" });
  });
});

describe("the audit of a decision", () => {
  it('names the action, the node and the next task, or "" when the decision ends the instance', async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    const manager = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const finance = await onlyTask(t.db, instId);
    expect(finance).toMatchObject({ origin: "complete", prev_task_id: manager.id, status: "NORMAL" });
    await act(t.app, t.db, tk.qianqi, instId, "oppose", noted);
    expect(await auditsOf(instId, "complete")).toEqual([
      {
        user_id: "u-lisi",
        task_id: manager.id,
        detail: { actionName: "agree", nodeId: "managerApprove", nextTaskId: finance.id },
      },
      {
        user_id: "u-qianqi",
        task_id: finance.id,
        detail: { actionName: "oppose", nodeId: "financeAudit", nextTaskId: "" },
      },
    ]);
  });

  it("names the leader a secretary acted for, and an administrator acting as one", async () => {
    const forLeader = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.wangwu, forLeader, "agree", { agentLeaderId: "u-lisi" });
    expect((await auditsOf(forLeader, "complete")).map((a) => a.detail)).toEqual([
      { actionName: "agree", nodeId: "managerApprove", nextTaskId: "", leaderId: "u-lisi" },
    ]);
    const byAdmin = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.admin, byAdmin, "agree");
    expect((await auditsOf(byAdmin, "complete")).map((a) => a.detail)).toEqual([
      { actionName: "agree", nodeId: "managerApprove", nextTaskId: "", asAdmin: true },
    ]);
  });
});

describe("the opinion of a decision made for the holder", () => {
  it("keeps the files and the body document sent with the decision", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const file = await uploaded(tk.lisi, "意见附件.pdf");
    const body = await uploaded(tk.lisi, "正文.pdf");
    const files = JSON.stringify([{ id: file, name: "意见附件.pdf" }]);
    const zfiles = JSON.stringify([{ id: body, name: "正文.pdf" }]);
    await act(t.app, t.db, tk.lisi, instId, "agree", { files, zfiles });
    const decided = (await opinionsOf(t.db, instId))[1];
    expect(decided).toMatchObject({ status: "agree", files, zfiles });
  });
  it("records the leader as the one entitled when a secretary decides for them", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.wangwu, instId, "agree", { agentLeaderId: "u-lisi", opinion: "代批" });
    const decided = (await opinionsOf(t.db, instId))[1];
    expect(decided).toMatchObject({ auditor: "u-wangwu", opinion: "代批", agent_leader_id: "u-lisi" });
    expect(decided?.qualfieds).toEqual([{ id: "u-lisi", name: "李四", type: "user" }]);
  });

  it("records the holder as the one entitled when an administrator decides, and no opinion text when none was sent", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.admin, instId, "agree");
    const decided = (await opinionsOf(t.db, instId))[1];
    expect(decided).toMatchObject({ auditor: "u-admin", opinion: null, files: null, zfiles: null });
    expect(decided?.qualfieds).toEqual([{ id: "u-lisi", name: "李四", type: "user" }]);
  });
});

describe("a decision that ends the instance", () => {
  it("tells the starter once, with the instance and its subject", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1, "结束时告知发起人");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const inst = await instanceRow(t.db, instId);
    expect(inst.status).toBe("end");
    expect(await toldOf(instId, "instanceEnded")).toEqual([
      { recipient_id: "u-zhangsan", payload: { instId, subject: inst.subject } },
    ]);
  });

  it("keeps the data sent with the last decision", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const before = (await instanceRow(t.db, instId)).data;
    await act(t.app, t.db, tk.lisi, instId, "agree", { data: encodeBag(leaveBag(1, "不可写的字段")) });
    expect((await instanceRow(t.db, instId)).data).toEqual(before);
  });
});

describe("the stack", () => {
  it("gets an entry for each agree or oppose, with the task, its holder and the action", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    const manager = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "oppose");
    expect((await stackOf(instId)).filter((e) => e.node_type === "userTask")).toEqual([
      {
        node_id: "managerApprove",
        node_type: "userTask",
        assignee_id: "u-lisi",
        action: "oppose",
        task_id: manager.id,
      },
    ]);
  });

  it("records the leader, not the secretary, as the holder of a decision made for them", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    await act(t.app, t.db, tk.wangwu, instId, "agree", { agentLeaderId: "u-lisi" });
    expect((await stackOf(instId)).find((e) => e.node_id === "managerApprove")?.assignee_id).toBe("u-lisi");
    await act(t.app, t.db, tk.qianqi, instId, "reject");
    expect(await onlyTask(t.db, instId)).toMatchObject({ node_id: "managerApprove", assignee_id: "u-lisi" });
  });
});

describe("reject", () => {
  it("refuses the task's own node as destination (400 驳回的目标节点不在已执行的节点中)", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const finance = await onlyTask(t.db, instId);
    const res = await complete(t.app, tk.qianqi, {
      taskId: finance.id,
      actionName: "reject",
      destination: "financeAudit",
    });
    expect([res.statusCode, res.json().message]).toEqual([400, "驳回的目标节点不在已执行的节点中"]);
    expect(await onlyTask(t.db, instId)).toEqual(finance);
  });

  it("takes the stack back to before the target and makes a BACK task there, linked to the rejected one", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 9000);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "agree", noted);
    const gm = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.zhaoliu, instId, "reject", { destination: "financeAudit" });
    expect((await stackOf(instId)).map((e) => e.node_id)).toEqual([expect.any(String), "managerApprove"]);
    expect(await onlyTask(t.db, instId)).toMatchObject({
      node_id: "financeAudit",
      assignee_id: "u-qianqi",
      status: "BACK",
      origin: "reject",
      prev_task_id: gm.id,
      back_node_id: null,
      back_assignee_id: null,
    });
  });

  it("keeps the form data sent with it", async () => {
    const instId = await atFinance();
    await act(t.app, t.db, tk.qianqi, instId, "reject", {
      data: encodeBag({ expense: { financeNote: "发票不全，退回" } }),
    });
    const data = (await instanceRow(t.db, instId)).data as {
      expense: { financeNote?: string; amount: number };
    };
    expect(data.expense).toMatchObject({ financeNote: "发票不全，退回", amount: 800 });
  });

  it("in direct back-hand mode returns to the leader a secretary rejected for", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "reject", { backHandMode: "direct" });
    expect(await onlyTask(t.db, instId)).toMatchObject({
      node_id: "managerApprove",
      back_node_id: "financeAudit",
      back_assignee_id: "u-qianqi",
    });
    await act(t.app, t.db, tk.wangwu, instId, "agree", { agentLeaderId: "u-lisi" });
    expect(await onlyTask(t.db, instId)).toMatchObject({ node_id: "financeAudit", assignee_id: "u-qianqi" });
  });
});

describe("task saveDraft", () => {
  const saveDraft = (token: string, body: object) => post(t.app, token, "/runtime/task/v1/saveDraft", body);

  it("keeps the draft's data when a later draft sends none, and audits each save", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const first = await saveDraft(tk.lisi, {
      taskId: task.id,
      opinion: "第一稿",
      data: encodeBag({ leave: { reason: "草稿" } }),
    });
    expect(first.json()).toMatchObject({ state: true, message: "保存草稿成功" });
    await saveDraft(tk.lisi, { taskId: task.id, opinion: "第二稿" });
    expect(await onlyTask(t.db, instId)).toMatchObject({
      draft_opinion: "第二稿",
      draft_data: { leave: { reason: "草稿" } },
      version: task.version + 2,
    });
    await saveDraft(tk.lisi, { taskId: task.id });
    expect(await onlyTask(t.db, instId)).toMatchObject({ draft_opinion: null });
    expect(await auditsOf(instId, "taskSaveDraft")).toEqual([
      { user_id: "u-lisi", task_id: task.id, detail: {} },
      { user_id: "u-lisi", task_id: task.id, detail: {} },
      { user_id: "u-lisi", task_id: task.id, detail: {} },
    ]);
  });

  it("keeps no draft data when none was ever sent", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    await saveDraft(tk.lisi, { taskId: task.id, opinion: "只有意见" });
    expect(await onlyTask(t.db, instId)).toMatchObject({ draft_opinion: "只有意见", draft_data: null });
  });

  it("answers in English and refuses someone who is not a handler (403), saving nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const refused = await saveDraft(tk.qianqi, { taskId: task.id, opinion: "不是我的" });
    expect(refused.statusCode).toBe(403);
    expect(await onlyTask(t.db, instId)).toEqual(task);
    const en = await post(
      t.app,
      tk.lisi,
      "/runtime/task/v1/saveDraft",
      { taskId: task.id },
      {
        "accept-language": "en-US",
      },
    );
    expect(en.json()).toMatchObject({ state: true, message: "Draft saved" });
  });
});

describe("backToStart", () => {
  it("removes every open task of the instance and audits the send-back", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "backToStart");
    expect(await openTasks(t.db, instId)).toEqual([]);
    expect((await auditsOf(instId, "complete")).map((a) => [a.task_id, a.detail])).toEqual([
      [task.id, { actionName: "backToStart", nodeId: "managerApprove", nextTaskId: "" }],
    ]);
  });
});

describe("the people of a task a send-back makes", () => {
  /** Gives wangwu the finance and executive roles for the length of `body` (qianqi's and zhaoliu's nodes). */
  async function withWangwuInRoles(body: () => Promise<void>) {
    const roles = await t.db
      .selectFrom("uc_role")
      .select("id")
      .where("tenant_id", "=", (await instanceTenant()) as string)
      .where("alias", "in", ["finance", "executive"])
      .execute();
    expect(roles).toHaveLength(2);
    await t.db
      .insertInto("uc_user_role")
      .values(roles.map((r) => ({ user_id: "u-wangwu", role_id: r.id })))
      .execute();
    try {
      await body();
    } finally {
      await t.db
        .deleteFrom("uc_user_role")
        .where("user_id", "=", "u-wangwu")
        .where(
          "role_id",
          "in",
          roles.map((r) => r.id),
        )
        .execute();
      await t.db
        .updateTable("uc_user")
        .set({ status: 1 })
        .where("id", "in", ["u-qianqi", "u-zhaoliu"])
        .execute();
    }
  }
  const instanceTenant = async () =>
    (
      await t.db
        .selectFrom("uc_user")
        .select("tenant_id")
        .where("id", "=", "u-zhangsan")
        .executeTakeFirstOrThrow()
    ).tenant_id;
  const disable = (id: string) =>
    t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", id).execute();

  it("a reject goes back to the one who decided the target node, not to everyone it was offered to", async () => {
    await withWangwuInRoles(async () => {
      const instId = await startExpense(t.app, tk.zhangsan, 9000);
      await act(t.app, t.db, tk.lisi, instId, "agree");
      expect((await onlyTask(t.db, instId)).assignee_id).toBe("0");
      await act(t.app, t.db, tk.qianqi, instId, "agree", noted);
      await act(t.app, t.db, tk.zhaoliu, instId, "reject", {
        destination: "financeAudit",
        backHandMode: "direct",
      });
      expect(await onlyTask(t.db, instId)).toMatchObject({
        node_id: "financeAudit",
        assignee_id: "u-qianqi",
      });
      // direct back-hand mode: the task comes back to the rejecter alone, not to the gm node's people
      await act(t.app, t.db, tk.qianqi, instId, "agree");
      expect(await onlyTask(t.db, instId)).toMatchObject({
        node_id: "gmApprove",
        assignee_id: "u-zhaoliu",
        origin: "back",
      });
    });
  });

  it("goes to the node's people again when the one who decided it, or the rejecter, has been disabled since", async () => {
    await withWangwuInRoles(async () => {
      const instId = await startExpense(t.app, tk.zhangsan, 9000);
      await act(t.app, t.db, tk.lisi, instId, "agree");
      await act(t.app, t.db, tk.qianqi, instId, "agree", noted);
      await disable("u-qianqi");
      await act(t.app, t.db, tk.zhaoliu, instId, "reject", {
        destination: "financeAudit",
        backHandMode: "direct",
      });
      expect(await onlyTask(t.db, instId)).toMatchObject({
        node_id: "financeAudit",
        assignee_id: "u-wangwu",
        status: "BACK",
      });
      await disable("u-zhaoliu");
      await act(t.app, t.db, tk.wangwu, instId, "agree");
      expect(await onlyTask(t.db, instId)).toMatchObject({
        node_id: "gmApprove",
        assignee_id: "u-wangwu",
        origin: "back",
      });
    });
  });
});

describe("a transferred task (流转)", () => {
  it("refuses the owner's decision while it waits (409), and takes only a vote on a sub-task", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const sent = await post(t.app, tk.lisi, "/runtime/task/v1/taskToTrans", {
      taskId: task.id,
      userIds: "u-wangwu",
      opinion: "请表决",
      signType: "parallel",
      voteType: "amount",
      voteAmount: 1,
      decideType: "agree",
      action: "submit",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const waiting = await openTasks(t.db, instId);
    const owner = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" });
    expect([owner.statusCode, owner.json().message]).toEqual([409, "该任务正在流转中，请等待流转结束"]);
    const sub = waiting.find((x) => x.status === "TRANSFORMED");
    if (!sub) throw new Error("no sub-task");
    const plain = await complete(t.app, tk.wangwu, { taskId: sub.id, actionName: "backToStart" });
    expect([plain.statusCode, plain.json().message]).toEqual([400, "流转任务只能同意或反对"]);
    expect(await openTasks(t.db, instId)).toEqual(waiting);
    const voted = await complete(t.app, tk.wangwu, { taskId: sub.id, actionName: "agreeTrans" });
    expect(voted.statusCode, voted.body).toBe(200);
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });
});
