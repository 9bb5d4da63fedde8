import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowDefinitionJson } from "../../server/bpm/engine/definitionTypes";
import { saveDefinitionVersion } from "../../server/bpm/engine/store";
import { leaderScopes } from "../../server/bpm/read/leader";
import {
  act,
  complete,
  get,
  instanceRow,
  onlyTask,
  opinionsOf,
  post,
  startExpense,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * The leaders' to-do (spec 2 §1, §2.1 v-leader) and the secretary records behind it: a secretary sees
 * the open tasks of the leaders they are an enabled secretary of (only the flows a record covers), opens
 * them as SHARE rows for the leader and may approve them with the leader id (CONTRACT §6.2). Also
 * `selfStart: false` on flows a secretary may start only for a leader. Seed: wangwu is lisi's secretary
 * for every flow; records added here: qianqi for lisi's expenses only, zhaoliu for lisi but disabled,
 * lisi for zhaoliu (every flow) and for qianqi (purchases and expenses), acme_admin for "u-lisi" in acme.
 */

const T = "t-platform";
let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "admin", string>;
let acme: string;
let leave: string; // zhangsan's 2-day leave at lisi (wangwu approves it for lisi below)
let expense: string; // zhangsan's expense at lisi
let backExpense: string; // an expense rejected by qianqi back to lisi (status BACK)

type Row = Record<string, unknown>;
type Page = { rows: Row[]; total: number; page: number; pageSize: number };

const LEADER = "/runtime/task/v1/getLeaderTodoList";
const LEADER_COUNT = "/runtime/task/v1/getLeaderTodoCount";
const SECRETARIES = "/runtime/bpmSecretaryManage/v1/getSecretaryByUserId";

/** rt_boss: only lisi may start it (a def_right of type user); its one task goes to zhaoliu. */
const BOSS: FlowDefinitionJson = {
  formKey: "leave",
  nodes: [
    { id: "start", name: "开始", type: "start", x: 0, y: 50 },
    {
      id: "gm",
      name: "总经理审批",
      type: "userTask",
      x: 80,
      y: 40,
      assignees: [{ type: "user", ids: ["u-zhaoliu"] }],
    },
    { id: "end", name: "结束", type: "end", x: 260, y: 50 },
  ],
  flows: [
    { id: "f1", from: "start", to: "gm" },
    { id: "f2", from: "gm", to: "end" },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  const acmeAdmin = await t.db
    .selectFrom("uc_user")
    .select("id")
    .where("account", "=", "acme_admin")
    .executeTakeFirstOrThrow();
  const record = (id: string, leader: [string, string], secretary: [string, string], extra = {}) => ({
    id,
    tenant_id: T,
    leader_id: leader[0],
    leader_name: leader[1],
    secretary_id: secretary[0],
    secretary_name: secretary[1],
    def_keys: null,
    ...extra,
  });
  const lisi: [string, string] = ["u-lisi", "李四"];
  await t.db
    .insertInto("bpm_secretary")
    .values([
      record("sec-t-qianqi-lisi", lisi, ["u-qianqi", "钱七"], { def_keys: "expense" }),
      record("sec-t-zhaoliu-lisi", lisi, ["u-zhaoliu", "赵六"], { is_enabled: 0 }),
      record("sec-t-lisi-zhaoliu", ["u-zhaoliu", "赵六"], lisi),
      record("sec-t-lisi-qianqi", ["u-qianqi", "钱七"], lisi, { def_keys: "purchase, expense" }),
      record("sec-t-acme", lisi, [acmeAdmin.id, "ACME 管理员"], { tenant_id: "t-acme" }),
    ])
    .execute();
  await saveDefinitionVersion(t.db, T, {
    id: "def-t-boss",
    defKey: "rt_boss",
    name: "领导专用流程",
    typeId: "st-platform-hr",
    definition: BOSS,
  });
  await t.db
    .insertInto("bpm_def_right")
    .values({ tenant_id: T, def_key: "rt_boss", right_type: "user", identity_id: "u-lisi" })
    .execute();
  leave = await startLeave(t.app, tok.zhangsan, 2, "秘书代批");
  expense = await startExpense(t.app, tok.zhangsan, 420);
  backExpense = await startExpense(t.app, tok.zhangsan, 990);
  await act(t.app, t.db, tok.lisi, backExpense, "agree");
  await act(t.app, t.db, tok.qianqi, backExpense, "reject", { opinion: "请附发票" });
});
afterAll(() => t.close());

const page = async (token: string, url: string, body: object = {}): Promise<Page> => {
  const res = await post(t.app, token, url, { pageBean: { page: 1, pageSize: 100 }, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const leaderTodo = (token: string, body: object = {}) => page(token, LEADER, body);
const todo = (token: string, body: object = {}) => page(token, "/runtime/task/v1/getTodoList", body);
const ids = (p: Page) => p.rows.map((r) => r.id);

describe("leaderScopes: what a secretary's records cover per leader", () => {
  const rec = (leaderId: string, defKeys?: string) => ({
    id: `${leaderId}-${defKeys ?? "all"}`,
    leaderId,
    leaderName: leaderId,
    secretaryId: "s",
    secretaryName: "s",
    ...(defKeys === undefined ? {} : { defKeys }),
  });

  it("adds up several records of one leader; one record without flows covers every flow", () => {
    const scopes = leaderScopes([
      rec("a", "leave"),
      rec("a", " expense ,purchase"),
      rec("b", "leave"),
      rec("b"),
    ]);
    expect(scopes.get("a")?.defKeys).toEqual(["leave", "expense", "purchase"]);
    expect(scopes.get("b")?.defKeys).toBeNull();
  });

  it("reads a list of nothing as no flow at all (as the engine does)", () => {
    expect(leaderScopes([rec("a", " , ")]).has("a")).toBe(false);
    expect(leaderScopes([rec("a", ","), rec("a", "leave")]).get("a")?.defKeys).toEqual(["leave"]);
  });
});

describe("getSecretaryByUserId: the caller's enabled secretary records", () => {
  it("gives wangwu the seeded record for lisi (every flow: no defKeys)", async () => {
    const res = await get(t.app, tok.wangwu, SECRETARIES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: "sec-platform-wangwu-lisi",
        leaderId: "u-lisi",
        leaderName: "李四",
        secretaryId: "u-wangwu",
        secretaryName: "王五",
      },
    ]);
  });

  it("carries the covered flows, leaves out disabled records and answers [] to a non-secretary", async () => {
    expect((await get(t.app, tok.qianqi, SECRETARIES)).json()).toEqual([
      expect.objectContaining({ leaderId: "u-lisi", secretaryId: "u-qianqi", defKeys: "expense" }),
    ]);
    expect((await get(t.app, tok.zhaoliu, SECRETARIES)).json()).toEqual([]);
    expect((await get(t.app, tok.zhangsan, SECRETARIES)).json()).toEqual([]);
    const lisi = (await get(t.app, tok.lisi, SECRETARIES)).json() as { leaderName: string }[];
    expect(lisi.map((r) => r.leaderName)).toEqual(["钱七", "赵六"]);
  });

  it("keeps tenants apart", async () => {
    const records = (await get(t.app, acme, SECRETARIES)).json() as { id: string }[];
    expect(records.map((r) => r.id)).toEqual(["sec-t-acme"]);
    const admin = (await get(t.app, tok.admin, SECRETARIES)).json() as { id: string }[];
    expect(admin).toEqual([]);
  });
});

describe("getLeaderTodoList: the open tasks of the caller's leaders", () => {
  it("gives wangwu exactly lisi's to-do, newest first, as SHARE rows acting for 李四", async () => {
    const lisi = await todo(tok.lisi);
    const wangwu = await leaderTodo(tok.wangwu);
    expect(ids(wangwu)).toEqual(ids(lisi));
    expect(wangwu.total).toBe(lisi.total);
    expect(ids(wangwu)).toEqual(expect.arrayContaining([(await onlyTask(t.db, leave)).id]));
    const row = wangwu.rows.find((r) => r.procInstId === leave);
    expect(row).toMatchObject({
      name: "部门经理审批",
      subject: expect.stringContaining("秘书代批"),
      procDefKey: "leave",
      assigneeId: "u-lisi",
      assigneeName: "李四",
      creator: "张三",
      instStatus: "running",
      status: "SHARE",
      identityList: [{ id: "u-lisi", name: "李四", type: "user" }],
    });
    for (const r of wangwu.rows)
      expect(r.identityList).toEqual([{ id: "u-lisi", name: "李四", type: "user" }]);
  });

  it("marks a task sent back to the leader BACKSHARE", async () => {
    const lisiRow = (await todo(tok.lisi)).rows.find((r) => r.procInstId === backExpense);
    expect(lisiRow?.status).toBe("BACK");
    const row = (await leaderTodo(tok.wangwu)).rows.find((r) => r.procInstId === backExpense);
    expect(row).toMatchObject({ status: "BACKSHARE", identityList: [{ id: "u-lisi" }] });
  });

  it("shows only the flows a record covers (qianqi: lisi's expenses), never the secretary's own tasks", async () => {
    const qianqi = await leaderTodo(tok.qianqi);
    expect(qianqi.rows.length).toBeGreaterThan(0);
    expect(qianqi.rows.every((r) => r.procDefKey === "expense" && r.assigneeId === "u-lisi")).toBe(true);
    expect(qianqi.rows.map((r) => r.procInstId)).toEqual(expect.arrayContaining([expense, backExpense]));
    expect(qianqi.rows.map((r) => r.procInstId)).not.toContain(leave);
    const lisiExpenses = (await todo(tok.lisi)).rows.filter((r) => r.procDefKey === "expense");
    expect(ids(qianqi)).toEqual(lisiExpenses.map((r) => r.id));
  });

  it("includes unclaimed tasks offered to a leader as a candidate, naming every leader that holds it", async () => {
    const lisi = await leaderTodo(tok.lisi);
    const zhaoliu = await todo(tok.zhaoliu);
    const qianqi = await todo(tok.qianqi);
    const expected = new Set([
      ...ids(zhaoliu),
      ...qianqi.rows.filter((r) => ["purchase", "expense"].includes(String(r.procDefKey))).map((r) => r.id),
    ]);
    expect(new Set(ids(lisi))).toEqual(expected);
    expect(lisi.total).toBe(expected.size);
    const countersign = lisi.rows.find((r) => r.name === "采购会签");
    expect(countersign).toMatchObject({
      assigneeId: "0",
      status: "SHARE",
      identityList: [
        { id: "u-qianqi", name: "钱七", type: "user" },
        { id: "u-zhaoliu", name: "赵六", type: "user" },
      ],
    });
    const finance = lisi.rows.find((r) => r.name === "财务审核");
    expect(finance).toMatchObject({ identityList: [{ id: "u-qianqi", name: "钱七", type: "user" }] });
  });

  it("is empty for someone who is nobody's secretary, or whose record is disabled", async () => {
    for (const who of ["zhangsan", "zhaoliu", "admin"] as const) {
      const p = await leaderTodo(tok[who]);
      expect(p, who).toMatchObject({ rows: [], total: 0, page: 1 });
    }
  });

  it("quick-searches subject and flow name, narrows by params.defKey and pages", async () => {
    const quick = (value: string) => ({
      querys: [
        { property: "bt.subject_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
        { property: "bt.proc_def_name_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
      ],
    });
    expect((await leaderTodo(tok.wangwu, quick("秘书代批"))).rows.map((r) => r.procInstId)).toEqual([leave]);
    const expenses = await leaderTodo(tok.wangwu, quick("费用报销"));
    expect(expenses.rows.map((r) => r.procInstId).sort()).toEqual([expense, backExpense].sort());
    const byKey = await leaderTodo(tok.wangwu, { params: { defKey: "expense" } });
    expect(ids(byKey)).toEqual(ids(expenses));
    const all = await leaderTodo(tok.wangwu);
    const second = await leaderTodo(tok.wangwu, { pageBean: { page: 2, pageSize: 1 } });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(ids(second)).toEqual([all.rows[1]?.id]);
  });

  it("refuses an unknown filter property with 400, for secretaries and others alike", async () => {
    for (const who of ["wangwu", "zhangsan"] as const) {
      const res = await post(t.app, tok[who], LEADER, {
        querys: [{ property: "bt.assignee_id_ OR 1=1", value: "x" }],
      });
      expect(res.statusCode, who).toBe(400);
    }
  });
});

describe("getLeaderTodoCount", () => {
  it("agrees with the leader's own to-do count (total, then per category)", async () => {
    const leader = (await get(t.app, tok.wangwu, LEADER_COUNT)).json();
    const own = (await post(t.app, tok.lisi, "/runtime/task/v1/getTodoCount", {})).json();
    expect(leader).toEqual(own);
    expect(leader[0].count).toBe((await leaderTodo(tok.wangwu)).total);
    const qianqi = (await get(t.app, tok.qianqi, LEADER_COUNT)).json();
    expect(qianqi).toEqual([
      { typeId: "total", count: 2 },
      { typeId: "st-platform-finance", typeName: "财务管理", count: 2 },
    ]);
  });

  it("answers a lone total 0 to a non-secretary and to another tenant", async () => {
    expect((await get(t.app, tok.zhangsan, LEADER_COUNT)).json()).toEqual([{ typeId: "total", count: 0 }]);
    expect((await get(t.app, acme, LEADER_COUNT)).json()).toEqual([{ typeId: "total", count: 0 }]);
  });
});

describe("a secretary handles a leader's task through HTTP (leaderId)", () => {
  it("opens lisi's task for lisi: acting, only agree/reject/lockUnlock; without the leader id read-only", async () => {
    const taskId = (await onlyTask(t.db, leave)).id;
    const detail = await get(
      t.app,
      tok.wangwu,
      `/runtime/task/v1/taskDetail?taskId=${taskId}&leaderId=u-lisi`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ canAct: true, bpmTask: { id: taskId, assigneeId: "u-lisi" } });
    expect(detail.json().buttons.map((b: { alias: string }) => b.alias)).toEqual([
      "agree",
      "reject",
      "lockUnlock",
    ]);
    const buttons = await get(
      t.app,
      tok.wangwu,
      `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}&leaderId=u-lisi`,
    );
    expect(buttons.json().buttons.map((b: { name: string }) => b.name)).toEqual(["同意", "驳回", "签收"]);
    const reject = await get(
      t.app,
      tok.wangwu,
      `/runtime/task/v1/taskToReject?taskId=${taskId}&leaderId=u-lisi`,
    );
    expect(reject.statusCode).toBe(200);
    // The history and diagram of the task page load without the leader id.
    expect(
      (await get(t.app, tok.wangwu, `/runtime/instance/v1/instanceFlowOpinions?instId=${leave}`)).statusCode,
    ).toBe(200);
    const image = await get(t.app, tok.wangwu, `/runtime/instance/v1/instanceFlowImage?proInstId=${leave}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    const readOnly = await get(t.app, tok.wangwu, `/runtime/task/v1/taskDetail?taskId=${taskId}&leaderId=0`);
    expect(readOnly.json()).toMatchObject({ canAct: false, buttons: [] });
    expect(
      (await get(t.app, tok.wangwu, `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`)).statusCode,
    ).toBe(403);
  });

  it("refuses a secretary whose record does not cover the flow or is disabled", async () => {
    const taskId = (await onlyTask(t.db, leave)).id;
    for (const who of ["qianqi", "zhaoliu"] as const) {
      const url = `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}&leaderId=u-lisi`;
      expect((await get(t.app, tok[who], url)).statusCode, who).toBe(403);
      const detail = await get(
        t.app,
        tok[who],
        `/runtime/task/v1/taskDetail?taskId=${taskId}&leaderId=u-lisi`,
      );
      expect(detail.statusCode, who).toBe(403);
    }
  });

  it("approves lisi's task for lisi: the opinion names wangwu with lisi as the leader; the row leaves both lists", async () => {
    const taskId = (await onlyTask(t.db, leave)).id;
    const res = await complete(
      t.app,
      tok.wangwu,
      { taskId, actionName: "agree", opinion: "代李四同意", agentLeaderId: "u-lisi" },
      { "idempotency-key": randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe(true);
    const opinion = (await opinionsOf(t.db, leave)).find((o) => o.task_id === taskId && o.status === "agree");
    expect(opinion).toMatchObject({ auditor: "u-wangwu", agent_leader_id: "u-lisi", opinion: "代李四同意" });
    // The history read names the leader too, so the screen can show "王五 代 李四".
    const history = (
      await get(t.app, tok.wangwu, `/runtime/instance/v1/instanceFlowOpinions?instId=${leave}`)
    ).json() as Row[];
    expect(history.find((o) => o.taskId === taskId && o.status === "agree")).toMatchObject({
      auditorName: "王五",
      agentLeaderId: "u-lisi",
      agentLeaderName: "李四",
    });
    expect((await instanceRow(t.db, leave)).status).toBe("end");
    expect((await leaderTodo(tok.wangwu)).rows.map((r) => r.procInstId)).not.toContain(leave);
    expect((await todo(tok.lisi)).rows.map((r) => r.procInstId)).not.toContain(leave);
    // Having acted, wangwu still sees the instance (as its auditor).
    expect(
      (await get(t.app, tok.wangwu, `/runtime/instance/v1/getInstanceByInstId?instId=${leave}`)).statusCode,
    ).toBe(200);
  });
});

describe("selfStart: flows a secretary may start only for a leader", () => {
  it("newProcess marks them selfStart false (with the leaders); flows of one's own carry no flag", async () => {
    const wangwu = (await page(tok.wangwu, "/runtime/instance/v1/newProcess")).rows;
    expect(wangwu.find((r) => r.defKey === "rt_boss")).toMatchObject({
      selfStart: false,
      leaders: [{ id: "u-lisi", name: "李四" }],
    });
    expect(wangwu.find((r) => r.defKey === "leave")).not.toHaveProperty("selfStart");
    const lisi = (await page(tok.lisi, "/runtime/instance/v1/newProcess")).rows;
    expect(lisi.find((r) => r.defKey === "rt_boss")).not.toHaveProperty("selfStart");
    const zhangsan = (await page(tok.zhangsan, "/runtime/instance/v1/newProcess")).rows;
    expect(zhangsan.map((r) => r.defKey)).not.toContain("rt_boss");
  });

  it("getMyOftenFlow carries the flag too", async () => {
    const saved = await post(t.app, tok.wangwu, "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", {
      defKeys: ["rt_boss", "leave"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const often = (await get(t.app, tok.wangwu, "/runtime/instance/v1/getMyOftenFlow")).json() as Row[];
    expect(often.map((f) => f.defKey)).toEqual(["rt_boss", "leave"]);
    expect(often[0]).toMatchObject({
      selfStart: false,
      isAdd: true,
      leaders: [{ id: "u-lisi", name: "李四" }],
    });
    expect(often[1]).not.toHaveProperty("selfStart");
  });
});

describe("leaders' to-do: who may call", () => {
  it("shows another tenant none of the platform's tasks, even with a record naming a platform leader id", async () => {
    expect(await leaderTodo(acme)).toMatchObject({ rows: [], total: 0 });
  });

  it("answers 401 without a token", async () => {
    expect((await t.app.inject({ method: "POST", url: LEADER, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: LEADER_COUNT })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: SECRETARIES })).statusCode).toBe(401);
  });
});
