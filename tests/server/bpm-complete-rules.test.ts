import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowDefinitionJson } from "../../server/bpm/engine/definitionTypes";
import { findDefinition, saveDefinitionVersion } from "../../server/bpm/engine/store";
import {
  act,
  complete,
  encodeBag,
  expenseAtFinance,
  expenseBag,
  instanceRow,
  onlyTask,
  opinionsOf,
  startExpense,
  startInstance,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of the approval action (server/bpm/engine/complete.ts; issue 17) that a green suite left
 * unchecked: a required field refuses agree and oppose but not a send-back; the opinion records who was
 * entitled to decide; backToStart keeps only the start on the stack and tells the starter.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "qianqi" | "zhaoliu", string>;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi", "qianqi", "zhaoliu"]);
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
