import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveDefinitionVersion } from "../../server/bpm/engine/store";
import { LEAVE } from "../../server/seed/bpmDefinitions";
import {
  act,
  complete,
  encodeBag,
  expenseBag,
  instanceRow,
  leaveBag,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startExpense,
  startFlowAs,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { bearer, createTestApp, type TestApp } from "./helpers";

let t: TestApp;
let tk: Record<"admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

describe("start", () => {
  it("starts a leave: 流程启动成功, a task for the starter's department manager, a start opinion", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "leave",
      data: encodeBag(leaveBag(2, "家中有事")),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: true, message: "流程启动成功" });
    const inst = await instanceRow(t.db, body.instId);
    expect(inst).toMatchObject({
      status: "running",
      creator_id: "u-zhangsan",
      creator_name: "张三",
      create_org_id: "o-rd",
      def_key: "leave",
      bo_alias: "leave",
      subject: "张三的请假申请：家中有事（2天）",
    });
    expect(inst.data).toEqual(leaveBag(2, "家中有事"));
    const task = await onlyTask(t.db, body.instId);
    expect(task).toMatchObject({
      node_id: "managerApprove",
      name: "部门经理审批",
      assignee_id: "u-lisi",
      status: "NORMAL",
    });
    const opinions = await opinionsOf(t.db, body.instId);
    expect(opinions.map((o) => [o.task_key, o.status, o.auditor])).toEqual([
      ["start", "start", "u-zhangsan"],
    ]);
    const stack = await t.db
      .selectFrom("bpm_exe_stack")
      .selectAll()
      .where("inst_id", "=", body.instId)
      .execute();
    expect(stack.map((s) => [s.node_id, s.depth])).toEqual([["start", 1]]);
  });

  it("writes a taskCreated outbox row for the new task's person and an audit row with address and user agent", async () => {
    const res = await startFlowAs(
      t.app,
      tk.zhangsan,
      { flowKey: "leave", data: encodeBag(leaveBag(1)) },
      { "user-agent": "vitest-agent" },
    );
    const instId = res.json().instId;
    const task = await onlyTask(t.db, instId);
    const out = await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", "taskCreated").execute();
    const mine = out.filter((o) => (o.payload as { taskId: string }).taskId === task.id);
    expect(mine.map((o) => o.recipient_id)).toEqual(["u-lisi"]);
    const audits = await t.db.selectFrom("bpm_audit").selectAll().where("inst_id", "=", instId).execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "start", account: "zhangsan", user_agent: "vitest-agent" });
    expect(audits[0]?.address).toBeTruthy();
  });

  it("starts by definition id as well as by key; a forged subject is not stored, the rule's is", async () => {
    const def = await t.db
      .selectFrom("bpm_definition")
      .select("id")
      .where("tenant_id", "=", "t-platform")
      .where("def_key", "=", "expense")
      .executeTakeFirstOrThrow();
    const res = await startFlowAs(t.app, tk.zhangsan, {
      defId: def.id,
      subject: "张三的费用报销：差旅（1元）",
      data: encodeBag(expenseBag(9800, "差旅")),
    });
    expect(res.json().state).toBe(true);
    expect((await instanceRow(t.db, res.json().instId)).subject).toBe("张三的费用报销：差旅（9800元）");
    const draft = await post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", {
      flowKey: "leave",
      subject: "伪造的标题",
      data: encodeBag(leaveBag(2, "看病")),
    });
    expect((await instanceRow(t.db, draft.json().instId)).subject).toBe("张三的请假申请：看病（2天）");
  });

  it("without a subject rule the subject is <defName>-<starter>-<yyyy-MM-dd HH:mm>", async () => {
    const plain = { ...LEAVE, subjectRule: undefined };
    await saveDefinitionVersion(t.db, "t-platform", {
      id: "bd-test-plain",
      defKey: "plainLeave",
      name: "普通请假",
      definition: plain,
    });
    await t.db
      .insertInto("bpm_def_right")
      .values({ tenant_id: "t-platform", def_key: "plainLeave", right_type: "everyone" })
      .execute();
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "plainLeave",
      data: encodeBag(leaveBag(1)),
    });
    expect((await instanceRow(t.db, res.json().instId)).subject).toMatch(
      /^普通请假-张三-\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    const named = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "plainLeave",
      subject: "  张三的年假  ",
      data: encodeBag(leaveBag(1)),
    });
    expect((await instanceRow(t.db, named.json().instId)).subject).toBe("张三的年假");
  });

  it("refuses a start form with a required field left empty (400 with the field)", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "leave",
      data: encodeBag({ leave: { reason: "", startDate: "2030-01-01", endDate: "2030-01-01", days: 1 } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: "请填写必填字段：reason" });
  });

  it("an unknown flow key is 404", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "noSuchFlow",
      data: encodeBag(leaveBag(1)),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("流程定义不存在或未发布");
  });
});

describe("start rights", () => {
  beforeAll(async () => {
    const def = {
      ...LEAVE,
      nodes: LEAVE.nodes.map((n) =>
        n.id === "managerApprove"
          ? { ...n, assignees: [{ type: "role" as const, aliases: ["executive"] }] }
          : n,
      ),
    };
    await saveDefinitionVersion(t.db, "t-platform", {
      id: "bd-test-secret",
      defKey: "secretLeave",
      name: "高管请假",
      definition: def,
    });
    await t.db
      .insertInto("bpm_def_right")
      .values([
        { tenant_id: "t-platform", def_key: "secretLeave", right_type: "role", identity_id: "executive" },
        { tenant_id: "t-platform", def_key: "secretLeave", right_type: "post", identity_id: "accountant" },
      ])
      .execute();
  });

  it("a user without right gets state false 无启动权限，请联系管理员 and nothing is created", async () => {
    const before = await t.db
      .selectFrom("bpm_instance")
      .select("id")
      .where("def_key", "=", "secretLeave")
      .execute();
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "secretLeave",
      data: encodeBag(leaveBag(1)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: false, message: "无启动权限，请联系管理员", instId: "" });
    const after = await t.db
      .selectFrom("bpm_instance")
      .select("id")
      .where("def_key", "=", "secretLeave")
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("a role right (executive) and a post right (accountant) let their holders start", async () => {
    for (const token of [tk.zhaoliu, tk.qianqi]) {
      const res = await startFlowAs(t.app, token, { flowKey: "secretLeave", data: encodeBag(leaveBag(1)) });
      expect(res.json()).toMatchObject({ state: true, message: "流程启动成功" });
    }
  });

  it("the admin account skips the start-rights check", async () => {
    const res = await startFlowAs(t.app, tk.admin, { flowKey: "secretLeave", data: encodeBag(leaveBag(1)) });
    expect(res.json()).toMatchObject({ state: true });
  });
});

describe("gateways, agree and oppose", () => {
  it("a leave of 3 days or less ends after the manager agrees: status end, end time and duration", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 3);
    const task = await onlyTask(t.db, instId);
    const res = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree", opinion: "同意" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: "任务办理成功", value: "" });
    const inst = await instanceRow(t.db, instId);
    expect(inst.status).toBe("end");
    expect(inst.end_time).toBeTruthy();
    expect(Number(inst.duration)).toBeGreaterThanOrEqual(0);
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    const opinions = await opinionsOf(t.db, instId);
    expect(opinions.map((o) => [o.task_key, o.status, o.auditor_name, o.opinion])).toEqual([
      ["start", "start", "张三", null],
      ["managerApprove", "agree", "李四", "同意"],
    ]);
    expect(opinions[1]?.dur_ms).toBeGreaterThanOrEqual(0);
    expect(opinions[1]).toMatchObject({ org_path: "Tessera 集团/研发部", post_name: "研发部经理" });
    const ended = await t.db
      .selectFrom("bpm_outbox")
      .selectAll()
      .where("kind", "=", "instanceEnded")
      .execute();
    expect(
      ended.some(
        (o) => (o.payload as { instId: string }).instId === instId && o.recipient_id === "u-zhangsan",
      ),
    ).toBe(true);
  });

  it("a leave of more than 3 days goes on to 总经理审批 for the executive", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const task = await onlyTask(t.db, instId);
    expect(task).toMatchObject({ node_id: "gmApprove", assignee_id: "u-zhaoliu", origin: "complete" });
    await act(t.app, t.db, tk.zhaoliu, instId, "agree");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("oppose also moves the flow on and is recorded as oppose", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.lisi, instId, "oppose", { opinion: "不同意" });
    expect((await instanceRow(t.db, instId)).status).toBe("end");
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual(["start", "oppose"]);
  });

  it("an expense over 5000 passes manager, finance and general manager; 5000 or less ends after finance", async () => {
    const big = await startExpense(t.app, tk.zhangsan, 6000);
    await act(t.app, t.db, tk.lisi, big, "agree");
    expect((await onlyTask(t.db, big)).assignee_id).toBe("u-qianqi");
    await act(t.app, t.db, tk.qianqi, big, "agree");
    expect((await onlyTask(t.db, big)).node_id).toBe("gmApprove");
    const small = await startExpense(t.app, tk.zhangsan, 5000);
    await act(t.app, t.db, tk.lisi, small, "agree");
    await act(t.app, t.db, tk.qianqi, small, "agree");
    expect((await instanceRow(t.db, small)).status).toBe("end");
  });

  it("form data merges only the fields writable on the node", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 800);
    await act(t.app, t.db, tk.lisi, instId, "agree", {
      data: encodeBag({ expense: { amount: 1, financeNote: "经理" } }),
    });
    expect((await instanceRow(t.db, instId)).data).toEqual(expenseBag(800));
    await act(t.app, t.db, tk.qianqi, instId, "agree", {
      data: encodeBag({ expense: { amount: 1, financeNote: "票据齐全" } }),
    });
    expect((await instanceRow(t.db, instId)).data).toEqual({
      expense: { ...expenseBag(800).expense, financeNote: "票据齐全" },
    });
  });

  it("a node offered to several people makes candidates (assignee '0')", async () => {
    const instId = await startInstanceOf("purchase", {
      purchase: { item: "显示器", quantity: 1, unitPrice: 1500, total: 1500 },
    });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const task = await onlyTask(t.db, instId);
    expect(task).toMatchObject({ node_id: "countersign", assignee_id: "0" });
    const candidates = await t.db
      .selectFrom("bpm_task_candidate")
      .selectAll()
      .where("task_id", "=", task.id)
      .orderBy("identity_id")
      .execute();
    expect(candidates.map((c) => [c.identity_id, c.identity_name, c.type])).toEqual([
      ["u-qianqi", "钱七", "user"],
      ["u-zhaoliu", "赵六", "user"],
    ]);
    const out = await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", "taskCreated").execute();
    const recipients = out
      .filter((o) => (o.payload as { taskId: string }).taskId === task.id)
      .map((o) => o.recipient_id)
      .sort();
    expect(recipients).toEqual(["u-qianqi", "u-zhaoliu"]);
  });
});

async function startInstanceOf(
  flowKey: string,
  bag: Record<string, Record<string, unknown>>,
): Promise<string> {
  const res = await startFlowAs(t.app, tk.zhangsan, { flowKey, data: encodeBag(bag) });
  expect(res.json().state).toBe(true);
  return res.json().instId;
}

describe("reject and back to start", () => {
  it("reject without a destination goes back to the previous user task's handler (status BACK)", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 300);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "reject", { opinion: "请补充发票" });
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({
      node_id: "managerApprove",
      assignee_id: "u-lisi",
      status: "BACK",
      origin: "reject",
    });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await onlyTask(t.db, instId)).node_id).toBe("financeAudit");
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual([
      "start",
      "agree",
      "reject",
      "agree",
    ]);
  });

  it("reject at the first task answers 该节点任务不支持驳回上一步 and changes nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const res = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "reject" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("该节点任务不支持驳回上一步");
    expect(await onlyTask(t.db, instId)).toEqual(task);
    expect(await opinionsOf(t.db, instId)).toHaveLength(1);
  });

  it("reject to a chosen node earlier on the stack; a node not run before is refused", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 9000);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "agree");
    const gm = await onlyTask(t.db, instId);
    const bad = await complete(t.app, tk.zhaoliu, {
      taskId: gm.id,
      actionName: "reject",
      destination: "nowhere",
    });
    expect(bad.statusCode).toBe(400);
    await act(t.app, t.db, tk.zhaoliu, instId, "reject", { destination: "managerApprove" });
    expect(await onlyTask(t.db, instId)).toMatchObject({ node_id: "managerApprove", assignee_id: "u-lisi" });
    // normal back-hand mode: the flow runs on through finance again
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await onlyTask(t.db, instId)).node_id).toBe("financeAudit");
  });

  it("direct back-hand mode: after the rejected node completes, the flow comes straight back to the rejecter", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 9000);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "agree");
    await act(t.app, t.db, tk.zhaoliu, instId, "reject", {
      destination: "managerApprove",
      backHandMode: "direct",
    });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect(await onlyTask(t.db, instId)).toMatchObject({
      node_id: "gmApprove",
      assignee_id: "u-zhaoliu",
      origin: "back",
    });
    await act(t.app, t.db, tk.zhaoliu, instId, "agree");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("backToStart returns the instance to its starter, who resubmits it through start with proInstId", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2);
    await act(t.app, t.db, tk.lisi, instId, "backToStart", { opinion: "请补充材料" });
    const back = await instanceRow(t.db, instId);
    expect(back).toMatchObject({ status: "backToStart", back_to_start: true });
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    const res = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag(leaveBag(2, "补充了材料")),
    });
    expect(res.json()).toEqual({ state: true, message: "流程启动成功", instId });
    const again = await instanceRow(t.db, instId);
    expect(again.status).toBe("running");
    expect((again.data as { leave: { reason: string } }).leave.reason).toBe("补充了材料");
    expect((await onlyTask(t.db, instId)).assignee_id).toBe("u-lisi");
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual([
      "start",
      "backToStart",
      "reSubmit",
    ]);
  });

  it("another user cannot resubmit someone else's instance (403), nor a running one (409)", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2);
    const running = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag(leaveBag(2)),
    });
    expect(running.statusCode).toBe(409);
    await act(t.app, t.db, tk.lisi, instId, "backToStart");
    const other = await startFlowAs(t.app, tk.wangwu, { proInstId: instId, data: encodeBag(leaveBag(2)) });
    expect(other.statusCode).toBe(403);
  });
});

describe("drafts", () => {
  it("saveDraft makes a draft (保存草稿成功), updates it by proInstId, and start turns it into a running instance", async () => {
    const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", {
      flowKey: "leave",
      data: encodeBag(leaveBag(1, "草稿一")),
    });
    expect(res.json()).toMatchObject({ state: true, message: "保存草稿成功" });
    const instId = res.json().instId;
    expect(await instanceRow(t.db, instId)).toMatchObject({
      status: "draft",
      subject: "张三的请假申请：草稿一（1天）",
    });
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    const upd = await post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", {
      proInstId: instId,
      data: encodeBag(leaveBag(2, "草稿二")),
    });
    expect(upd.json()).toEqual({ state: true, message: "保存草稿成功", instId });
    expect((await instanceRow(t.db, instId)).subject).toBe("张三的请假申请：草稿二（2天）");
    const started = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag(leaveBag(2, "草稿二")),
    });
    expect(started.json()).toMatchObject({ state: true, instId });
    expect((await instanceRow(t.db, instId)).status).toBe("running");
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual(["start"]);
  });

  it("removeDraftById deletes only the caller's own drafts (删除成功; someone else's → 403, kept)", async () => {
    const a = (
      await post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", {
        flowKey: "leave",
        data: encodeBag(leaveBag(1)),
      })
    ).json().instId;
    const b = (
      await post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", {
        flowKey: "expense",
        data: encodeBag(expenseBag(5)),
      })
    ).json().instId;
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/runtime/instance/v1/removeDraftById?ids=${a}`,
      headers: bearer(tk.lisi),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("只能删除自己的草稿");
    expect(await instanceRow(t.db, a)).toBeTruthy();
    const own = await t.app.inject({
      method: "DELETE",
      url: `/runtime/instance/v1/removeDraftById?ids=${a},${b}`,
      headers: bearer(tk.zhangsan),
    });
    expect(own.json()).toEqual({ state: true, message: "删除成功", value: "" });
    const left = await t.db.selectFrom("bpm_instance").select("id").where("id", "in", [a, b]).execute();
    expect(left).toHaveLength(0);
  });

  it("a running instance is not a draft: removeDraftById refuses it", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/runtime/instance/v1/removeDraftById?ids=${instId}`,
      headers: bearer(tk.zhangsan),
    });
    expect(res.statusCode).toBe(403);
    expect((await instanceRow(t.db, instId)).status).toBe("running");
  });
});

describe("starting on behalf of a leader", () => {
  it("wangwu, lisi's secretary, starts a leave for lisi: lisi becomes the creator", async () => {
    const res = await startFlowAs(t.app, tk.wangwu, {
      flowKey: "leave",
      agentLeaderId: "u-lisi",
      data: encodeBag(leaveBag(1)),
    });
    expect(res.json()).toMatchObject({ state: true, message: "流程启动成功" });
    const inst = await instanceRow(t.db, res.json().instId);
    expect(inst).toMatchObject({ creator_id: "u-lisi", creator_name: "李四", agent_leader_id: "u-lisi" });
    expect(inst.subject).toContain("李四的请假申请");
    const [start] = await opinionsOf(t.db, inst.id);
    expect(start).toMatchObject({ status: "start", auditor: "u-wangwu", agent_leader_id: "u-lisi" });
  });

  it("someone who is not the leader's secretary is refused (403 您不是该领导的秘书)", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "leave",
      agentLeaderId: "u-lisi",
      data: encodeBag(leaveBag(1)),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("您不是该领导的秘书，不能代其操作");
  });
});
