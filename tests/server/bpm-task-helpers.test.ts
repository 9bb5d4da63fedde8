import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, get, onlyTask, post, startExpense, startInstance, startLeave, tokensOf } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * The task screen's helpers of issue 14 §1 (spec 2 §7.1): getTaskKeyByTaskId, getTaskKeyByNodeId,
 * nodeOpinion, getCurNodeProperties, and a team's saved opinions (createBpmSaveOpinion,
 * getBpmSaveOpinionByTeam). Only the instance's viewers get answers: a stranger 403, another tenant 404.
 */

let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "acme", string>;
const TASK = "/runtime/task/v1";

/** An expense agreed by lisi ("经理同意"), now at 财务审核 (qianqi). */
let expense: { instId: string; managerTaskId: string; financeTaskId: string };
/** A leave at 部门经理审批 (lisi), due in 2 working days. */
let leave: { instId: string; taskId: string };
/** A purchase at its countersign node, one task offered to qianqi and zhaoliu. */
let purchase: { instId: string; taskId: string };

beforeAll(async () => {
  t = await createTestApp();
  const platform = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
  tok = { ...platform, acme: await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme") };
  const expenseId = await startExpense(t.app, tok.zhangsan, 120);
  const managerTaskId = (await onlyTask(t.db, expenseId)).id;
  await act(t.app, t.db, tok.lisi, expenseId, "agree", { opinion: "经理同意" });
  expense = { instId: expenseId, managerTaskId, financeTaskId: (await onlyTask(t.db, expenseId)).id };
  const leaveId = await startLeave(t.app, tok.zhangsan, 1, "助手测试");
  leave = { instId: leaveId, taskId: (await onlyTask(t.db, leaveId)).id };
  const purchaseId = await startInstance(t.app, tok.zhangsan, "purchase", {
    purchase: { item: "投影仪", quantity: 1, unitPrice: 3000, total: 3000 },
  });
  await act(t.app, t.db, tok.lisi, purchaseId, "agree");
  purchase = { instId: purchaseId, taskId: (await onlyTask(t.db, purchaseId)).id };
});
afterAll(() => t.close());

const value = (res: { json: () => unknown }) => (res.json() as { value?: unknown }).value;

describe("getTaskKeyByTaskId and getTaskKeyByNodeId", () => {
  it("answers a task's node id to its handler and to the instance's viewers", async () => {
    for (const who of [tok.qianqi, tok.zhangsan, tok.lisi]) {
      const res = await get(t.app, who, `${TASK}/getTaskKeyByTaskId?taskId=${expense.financeTaskId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(value(res)).toBe("financeAudit");
    }
  });

  it("refuses a stranger (403) and another tenant (404); checks its input (400)", async () => {
    const url = `${TASK}/getTaskKeyByTaskId?taskId=${expense.financeTaskId}`;
    expect((await get(t.app, tok.wangwu, url)).statusCode).toBe(403);
    expect((await get(t.app, tok.acme, url)).statusCode).toBe(404);
    expect((await get(t.app, tok.qianqi, `${TASK}/getTaskKeyByTaskId`)).statusCode).toBe(400);
    expect(
      (await get(t.app, tok.qianqi, `${TASK}/getTaskKeyByTaskId?taskId=${"x".repeat(65)}`)).statusCode,
    ).toBe(400);
    expect((await get(t.app, tok.qianqi, `${TASK}/getTaskKeyByTaskId?taskId=nope`)).statusCode).toBe(404);
  });

  it("finds the open task of a node of an instance, '' for a node without one", async () => {
    const url = (node: string) => `${TASK}/getTaskKeyByNodeId?instId=${expense.instId}&nodeId=${node}`;
    const open = await get(t.app, tok.zhangsan, url("financeAudit"));
    expect(open.statusCode, open.body).toBe(200);
    expect(value(open)).toBe(expense.financeTaskId);
    const none = await get(t.app, tok.zhangsan, url("managerApprove"));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ state: true, value: "" });
    expect((await get(t.app, tok.wangwu, url("financeAudit"))).statusCode).toBe(403);
    expect((await get(t.app, tok.acme, url("financeAudit"))).statusCode).toBe(404);
    expect(
      (await get(t.app, tok.zhangsan, `${TASK}/getTaskKeyByNodeId?instId=${expense.instId}`)).statusCode,
    ).toBe(400);
  });
});

describe("nodeOpinion", () => {
  it("lists the history rows of one node in the instanceFlowOpinions shape (by nodeId or taskKey)", async () => {
    const res = await get(
      t.app,
      tok.zhangsan,
      `${TASK}/nodeOpinion?instId=${expense.instId}&nodeId=managerApprove`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      taskKey: "managerApprove",
      taskName: "部门经理审批",
      opinion: "经理同意",
      status: "agree",
      auditor: "u-lisi",
      procInstId: expense.instId,
    });
    const history = await get(
      t.app,
      tok.zhangsan,
      `/runtime/instance/v1/instanceFlowOpinions?instId=${expense.instId}`,
    );
    const same = (history.json() as Record<string, unknown>[]).filter((o) => o.taskKey === "managerApprove");
    expect(rows).toEqual(same);

    const pending = await get(
      t.app,
      tok.zhangsan,
      `${TASK}/nodeOpinion?instId=${expense.instId}&taskKey=financeAudit`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      expect.objectContaining({
        taskKey: "financeAudit",
        status: "awaiting_check",
        taskId: expense.financeTaskId,
      }),
    ]);
  });

  it("shows node names in the request language", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${TASK}/nodeOpinion?instId=${expense.instId}&nodeId=managerApprove`,
      headers: { ...bearer(tok.zhangsan), "accept-language": "en-US" },
    });
    expect((res.json() as Record<string, unknown>[])[0]?.taskName).toBe("Department manager approval");
  });

  it("refuses a stranger (403), another tenant (404) and a call without a node (400)", async () => {
    const url = `${TASK}/nodeOpinion?instId=${expense.instId}&nodeId=managerApprove`;
    expect((await get(t.app, tok.wangwu, url)).statusCode).toBe(403);
    expect((await get(t.app, tok.acme, url)).statusCode).toBe(404);
    expect((await get(t.app, tok.zhangsan, `${TASK}/nodeOpinion?instId=${expense.instId}`)).statusCode).toBe(
      400,
    );
  });
});

describe("getCurNodeProperties", () => {
  it("gives the handler the node's name, buttons, lock, due time and writable fields", async () => {
    const res = await get(t.app, tok.qianqi, `${TASK}/getCurNodeProperties?taskId=${expense.financeTaskId}`);
    expect(res.statusCode, res.body).toBe(200);
    const props = res.json() as Record<string, unknown>;
    expect(props).toMatchObject({
      taskId: expense.financeTaskId,
      instId: expense.instId,
      nodeId: "financeAudit",
      name: "财务审核",
      canAct: true,
      mustLock: false,
      countersign: false,
      fieldModes: { w: 1, b: 0, writable: ["expense.financeNote"] },
    });
    const buttons = await get(
      t.app,
      tok.qianqi,
      `${TASK}/getButtonsBytaskId?taskId=${expense.financeTaskId}`,
    );
    const aliases = (buttons.json() as { buttons: { alias: string }[] }).buttons.map((b) => b.alias);
    expect(props.buttons).toEqual(aliases);
    expect(aliases).toContain("agree");
    expect(props.dueTime).toBeUndefined();
  });

  it("gives a viewer the node read-only, and the due setting of a node that has one", async () => {
    const viewer = await get(
      t.app,
      tok.zhangsan,
      `${TASK}/getCurNodeProperties?taskId=${expense.financeTaskId}`,
    );
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json()).toMatchObject({ canAct: false, buttons: [], fieldModes: { w: 0, writable: [] } });
    const due = await t.app.inject({
      method: "GET",
      url: `${TASK}/getCurNodeProperties?taskId=${leave.taskId}`,
      headers: { ...bearer(tok.lisi), "accept-language": "en-US" },
    });
    expect(due.json()).toMatchObject({
      name: "Department manager approval",
      dueTime: { amount: 2, unit: "day" },
      dueDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it("refuses a stranger (403) and another tenant (404)", async () => {
    const url = `${TASK}/getCurNodeProperties?taskId=${expense.financeTaskId}`;
    expect((await get(t.app, tok.wangwu, url)).statusCode).toBe(403);
    expect((await get(t.app, tok.acme, url)).statusCode).toBe(404);
  });
});

describe("a team's saved opinions", () => {
  const save = (who: string, opinion: string, to = purchase) =>
    post(t.app, who, `${TASK}/createBpmSaveOpinion`, { instId: to.instId, taskId: to.taskId, opinion });
  const list = (who: string, to = purchase) =>
    get(t.app, who, `${TASK}/getBpmSaveOpinionByTeam?instId=${to.instId}&taskId=${to.taskId}`);

  it("lets one candidate save an opinion the other candidates see and reuse", async () => {
    const saved = await save(tok.qianqi, "价格合理，同意采购");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ state: true });
    const res = await list(tok.zhaoliu);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        userId: "u-qianqi",
        userName: "钱七",
        opinion: "价格合理，同意采购",
        nodeId: "countersign",
        updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        mine: false,
      },
    ]);
    expect((await list(tok.qianqi)).json()).toEqual([expect.objectContaining({ mine: true })]);
  });

  it("keeps the latest opinion per person and lists the newest first", async () => {
    await save(tok.zhaoliu, "请附上报价单");
    await new Promise((r) => setTimeout(r, 5));
    await save(tok.qianqi, "报价单已核对，同意");
    const rows = (await list(tok.zhaoliu)).json() as { userId: string; opinion: string }[];
    expect(rows.map((r) => [r.userId, r.opinion])).toEqual([
      ["u-qianqi", "报价单已核对，同意"],
      ["u-zhaoliu", "请附上报价单"],
    ]);
  });

  it("still counts a candidate of a shared task someone else signed for", async () => {
    const lock = await get(t.app, tok.qianqi, `${TASK}/lockUnlock?taskId=${purchase.taskId}`);
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await list(tok.zhaoliu)).statusCode).toBe(200);
    expect((await save(tok.zhaoliu, "同意")).statusCode).toBe(200);
    await get(t.app, tok.qianqi, `${TASK}/lockUnlock?taskId=${purchase.taskId}`);
  });

  it("refuses viewers who do not handle the node and strangers (403), another tenant (404)", async () => {
    for (const who of [tok.lisi, tok.zhangsan, tok.wangwu]) {
      const res = await list(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("您不是该节点的处理人，不能查看或保存团队意见");
      expect((await save(who, "插一句")).statusCode).toBe(403);
    }
    expect((await list(tok.acme)).statusCode).toBe(404);
    expect((await save(tok.acme, "插一句")).statusCode).toBe(404);
    // A task with another instance's id is not found.
    const mixed = { instId: expense.instId, taskId: purchase.taskId };
    expect((await list(tok.qianqi, mixed)).statusCode).toBe(404);
    expect((await save(tok.qianqi, "错配", mixed)).statusCode).toBe(404);
  });

  it("counts the handler of another open task of the same node (parallel tasks), in their language", async () => {
    const en = () =>
      t.app.inject({
        method: "GET",
        url: `${TASK}/getBpmSaveOpinionByTeam?instId=${purchase.instId}&taskId=${purchase.taskId}`,
        headers: { ...bearer(tok.wangwu), "accept-language": "en-US" },
      });
    const refused = await en();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You do not handle this node, so you may not see or save its team's opinions",
    );
    // A parallel task of the same node, assigned to wangwu (a fixture row beside the shared one).
    const task = await onlyTask(t.db, purchase.instId);
    await t.db
      .insertInto("bpm_task")
      // The row as read (jsonb columns parsed) is written back as is.
      .values({ ...task, id: `${task.id}-p`, assignee_id: "u-wangwu" } as never)
      .execute();
    try {
      const res = await en();
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { userId: string }[]).map((r) => r.userId)).toContain("u-qianqi");
    } finally {
      await t.db.deleteFrom("bpm_task").where("id", "=", `${task.id}-p`).execute();
    }
    expect((await en()).statusCode).toBe(403);
  });

  it("checks its input: opinion required, not blank, at most 4000 characters; ids bounded", async () => {
    const url = `${TASK}/createBpmSaveOpinion`;
    const base = { instId: purchase.instId, taskId: purchase.taskId };
    for (const body of [
      base,
      { ...base, opinion: "" },
      { ...base, opinion: "   " },
      { ...base, opinion: "长".repeat(4001) },
      { ...base, instId: "x".repeat(65), opinion: "ok" },
    ]) {
      const res = await post(t.app, tok.qianqi, url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await save(tok.qianqi, "长".repeat(4000))).statusCode).toBe(200);
    expect(
      (await get(t.app, tok.qianqi, `${TASK}/getBpmSaveOpinionByTeam?instId=${purchase.instId}`)).statusCode,
    ).toBe(400);
  });

  it("lists at most 20 opinions", async () => {
    await t.db
      .insertInto("bpm_team_opinion")
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          tenant_id: "t-platform",
          inst_id: purchase.instId,
          node_id: "countersign",
          user_id: `u-fixture-${i}`,
          user_name: `样例${i}`,
          opinion: `意见${i}`,
          update_time: new Date(Date.now() - 60_000 + i),
        })),
      )
      .execute();
    const rows = (await list(tok.zhaoliu)).json() as { userId: string }[];
    expect(rows).toHaveLength(20);
    // The people's own rows are newer than the fixtures (qianqi saved last), the oldest fixtures fall off.
    expect(rows.slice(0, 2).map((r) => r.userId)).toEqual(["u-qianqi", "u-zhaoliu"]);
    expect(rows.map((r) => r.userId)).not.toContain("u-fixture-0");
    expect(rows[2]?.userId).toBe("u-fixture-24");
  });
});
