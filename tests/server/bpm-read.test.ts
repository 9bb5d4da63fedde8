import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowDefinitionJson, UserTaskNode } from "../../server/bpm/engine/definitionTypes";
import { saveDefinitionVersion } from "../../server/bpm/engine/store";
import { b64, bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * The read side of the approval engine over HTTP, on its own small flows (so the assertions do not
 * depend on the demo seed): instances are started and handled through the engine's action routes.
 */

const T = "t-platform";
let t: TestApp;
const tok: Record<string, string> = {};

const get = (who: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...bearer(tok[who] as string), ...headers } });
const post = (who: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...bearer(tok[who] as string), ...headers },
    payload: payload as object,
  });

const FORM_SCHEMA = {
  type: "object",
  required: ["reason"],
  properties: {
    reason: { type: "string", title: "事由" },
    days: { type: "number", title: "天数" },
    items: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, price: { type: "number" } } },
    },
  },
};

const userTask = (
  id: string,
  name: string,
  x: number,
  extra: Omit<UserTaskNode, "id" | "name" | "type" | "x" | "y">,
): UserTaskNode => ({
  id,
  name,
  type: "userTask",
  x,
  y: 40,
  ...extra,
});

/** rt_leave: 开始 → 经理审批 (lisi) → 财务复核 (qianqi or zhaoliu, must be claimed) → 结束. */
const LEAVE: FlowDefinitionJson = {
  formKey: "rt_leave_form",
  subjectRule: "{{startorName}}的读测请假({{rtleave.reason}})",
  startFieldModes: { rtleave: { items: "n" } },
  nodes: [
    { id: "start", name: "开始", type: "start", x: 0, y: 50 },
    userTask("mgr", "经理审批", 80, {
      assignees: [{ type: "user", ids: ["u-lisi"] }],
      fieldModes: { rtleave: { days: "w", "items.price": "b" } },
    }),
    userTask("fin", "财务复核", 260, {
      assignees: [{ type: "user", ids: ["u-qianqi", "u-zhaoliu"] }],
      buttons: ["agree", "reject", "lockUnlock", "inqu"],
      mustLock: true,
    }),
    { id: "end", name: "结束", type: "end", x: 440, y: 50 },
  ],
  flows: [
    { id: "f1", from: "start", to: "mgr" },
    { id: "f2", from: "mgr", to: "fin" },
    { id: "f3", from: "fin", to: "end" },
  ],
};

/** rt_secret: only lisi may start it (a def_right of type user). */
const SECRET: FlowDefinitionJson = {
  formKey: "rt_leave_form",
  nodes: [
    { id: "start", name: "开始", type: "start", x: 0, y: 50 },
    userTask("mgr", "经理审批", 80, { assignees: [{ type: "user", ids: ["u-zhaoliu"] }] }),
    { id: "end", name: "结束", type: "end", x: 260, y: 50 },
  ],
  flows: [
    { id: "f1", from: "start", to: "mgr" },
    { id: "f2", from: "mgr", to: "end" },
  ],
};

async function fixtures() {
  const db = t.db;
  await db
    .insertInto("sys_type")
    .values([
      {
        id: "ft-rt-hr",
        tenant_id: T,
        type_key: "FLOW_TYPE",
        key: "rt_hr",
        name: "读测人事",
        name_en: "RT HR",
        sn: 901,
      },
      {
        id: "ft-rt-adm",
        tenant_id: T,
        type_key: "FLOW_TYPE",
        key: "rt_adm",
        name: "读测行政",
        name_en: "RT Admin",
        sn: 902,
      },
    ])
    .execute();
  await db
    .insertInto("bpm_form")
    .values({
      id: "form-rt-leave",
      tenant_id: T,
      form_key: "rt_leave_form",
      name: "读测请假单",
      bo_alias: "rtleave",
      schema: JSON.stringify(FORM_SCHEMA),
      ui_schema: "{}",
    })
    .execute();
  await saveDefinitionVersion(db, T, {
    id: "def-rt-leave",
    defKey: "rt_leave",
    name: "读测请假",
    typeId: "ft-rt-hr",
    icon: "calendar",
    color: "#2d72d2",
    definition: LEAVE,
  });
  await saveDefinitionVersion(db, T, {
    id: "def-rt-secret",
    defKey: "rt_secret",
    name: "读测机密流程",
    typeId: "ft-rt-adm",
    definition: SECRET,
  });
  await db
    .insertInto("bpm_def_right")
    .values([
      { tenant_id: T, def_key: "rt_leave", right_type: "everyone", identity_id: "" },
      { tenant_id: T, def_key: "rt_secret", right_type: "user", identity_id: "u-lisi" },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("bpm_secretary")
    .values({
      id: "sec-rt-1",
      tenant_id: T,
      leader_id: "u-lisi",
      leader_name: "李四",
      secretary_id: "u-wangwu",
      secretary_name: "王五",
      def_keys: "rt_leave",
    })
    .execute();
  await db
    .insertInto("bpm_approval_item")
    .values([
      { id: "ai-rt-g2", tenant_id: T, expression: "读测-同意", type: 1, sn: 2 },
      { id: "ai-rt-g1", tenant_id: T, expression: "读测-已阅", type: 1, sn: 1 },
      { id: "ai-rt-f", tenant_id: T, expression: "读测-请假照准", type: 2, def_key: "rt_leave", sn: 1 },
      { id: "ai-rt-o", tenant_id: T, expression: "读测-别的流程", type: 2, def_key: "rt_secret", sn: 1 },
      { id: "ai-rt-z", tenant_id: T, expression: "读测-张三常用", type: 3, user_id: "u-zhangsan", sn: 1 },
      { id: "ai-rt-l", tenant_id: T, expression: "读测-李四常用", type: 3, user_id: "u-lisi", sn: 1 },
    ])
    .execute();
}

const leaveData = (reason: string, days = 1) => b64(JSON.stringify({ rtleave: { reason, days } }));

async function start(who: string, reason: string, draft = false): Promise<string> {
  const res = await post(who, `/runtime/instance/v1/${draft ? "saveDraft" : "start"}`, {
    flowKey: "rt_leave",
    data: leaveData(reason),
  });
  const body = res.json();
  if (!body.state) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return body.instId;
}

/** The id of `who`'s open task on an instance. */
async function taskOn(who: string, instId: string): Promise<string> {
  const res = await post(who, "/runtime/task/v1/getTodoList", { pageBean: { page: 1, pageSize: 100 } });
  const row = res.json().rows.find((r: { procInstId: string }) => r.procInstId === instId);
  if (!row) throw new Error(`${who} has no task on ${instId}: ${res.body}`);
  return row.id;
}

async function complete(who: string, taskId: string, actionName: string, opinion = "") {
  const res = await post(
    who,
    "/runtime/task/v1/complete",
    { taskId, actionName, opinion },
    { "idempotency-key": randomUUID() },
  );
  if (!res.json().state) throw new Error(`complete failed: ${res.statusCode} ${res.body}`);
}

let instA: string; // 经理 agreed; now at 财务复核 (candidates qianqi, zhaoliu)
let instB: string; // at 经理审批 (lisi)
let draftC: string; // zhangsan's draft
let instD: string; // lisi agreed twice on 经理审批 (sent back once by finance), now at 财务复核
let instE: string; // ended: lisi agreed, qianqi agreed

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"])
    tok[who] = await tokenOf(t.app, who);
  tok.acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  await fixtures();
  instA = await start("zhangsan", "看病");
  await complete("lisi", await taskOn("lisi", instA), "agree", "同意A");
  instB = await start("zhangsan", "出差补休");
  draftC = await start("zhangsan", "草稿事由", true);
  instD = await start("zhangsan", "探亲");
  await complete("lisi", await taskOn("lisi", instD), "agree", "同意D-1");
  await complete("qianqi", await taskOn("qianqi", instD), "reject", "材料不全");
  await complete("lisi", await taskOn("lisi", instD), "agree", "同意D-2");
  instE = await start("zhangsan", "年假");
  await complete("lisi", await taskOn("lisi", instE), "agree");
  await complete("qianqi", await taskOn("qianqi", instE), "agree");
});
afterAll(() => t.close());

const todo = async (who: string, body: object = {}) => {
  const res = await post(who, "/runtime/task/v1/getTodoList", {
    pageBean: { page: 1, pageSize: 100 },
    ...body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { rows: Record<string, unknown>[]; total: number; page: number; pageSize: number };
};
const mineOnly = (rows: Record<string, unknown>[]) =>
  rows.filter((r) => [instA, instB, instD, instE].includes(r.procInstId as string));

describe("getTodoList: the caller's open tasks", () => {
  it("holds exactly the caller's tasks: lisi sees zhangsan's leave at 经理审批, zhangsan does not", async () => {
    const lisi = mineOnly((await todo("lisi")).rows);
    expect(lisi.map((r) => r.procInstId)).toEqual([instB]);
    expect(lisi[0]).toMatchObject({
      name: "经理审批",
      subject: "张三的读测请假(出差补休)",
      procDefKey: "rt_leave",
      procDefName: "读测请假",
      assigneeId: "u-lisi",
      assigneeName: "李四",
      status: "NORMAL",
      creator: "张三",
      creatorId: "u-zhangsan",
      instStatus: "running",
      typeId: "ft-rt-hr",
    });
    expect(lisi[0]?.id).toBe(lisi[0]?.taskId);
    expect(lisi[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(mineOnly((await todo("zhangsan")).rows)).toEqual([]);
  });

  it("offers an unclaimed task to each candidate (assignee 0)", async () => {
    for (const who of ["qianqi", "zhaoliu"]) {
      const rows = mineOnly((await todo(who)).rows);
      expect(rows.map((r) => r.procInstId).sort()).toEqual([instA, instD].sort());
      expect(rows.every((r) => r.assigneeId === "0" && r.name === "财务复核")).toBe(true);
    }
    expect(mineOnly((await todo("wangwu")).rows)).toEqual([]);
  });

  it("orders by create time, newest first, and pages", async () => {
    const all = mineOnly((await todo("qianqi")).rows);
    expect(all.map((r) => r.procInstId)).toEqual([instD, instA]);
    const page = await todo("qianqi", {
      pageBean: { page: 2, pageSize: 1 },
      querys: [{ property: "bt.proc_def_key_", value: "rt_leave" }],
    });
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page.rows.map((r) => r.procInstId)).toEqual([instA]);
  });

  it("quick-searches subject and flow name (group quickSearch, relation OR)", async () => {
    const quick = (value: string) => ({
      querys: [
        { property: "bt.subject_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
        { property: "bt.proc_def_name_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
      ],
    });
    expect((await todo("qianqi", quick("探亲"))).rows.map((r) => r.procInstId)).toEqual([instD]);
    expect(mineOnly((await todo("qianqi", quick("读测请假"))).rows)).toHaveLength(2);
    expect((await todo("qianqi", quick("没有这样的"))).total).toBe(0);
  });

  it("answers 400 naming an unknown query property (whitelist)", async () => {
    const res = await post("lisi", "/runtime/task/v1/getTodoList", {
      querys: [{ property: "bt.password_hash", value: "x" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: "不支持的查询字段：bt.password_hash" });
    const sort = await post("lisi", "/runtime/task/v1/getTodoList", { sorter: [{ property: "1;drop" }] });
    expect(sort.statusCode).toBe(400);
  });

  it("narrows by params.defKey and by params.orgId (the instance creator's org)", async () => {
    expect((await todo("qianqi", { params: { defKey: "rt_secret" } })).total).toBe(0);
    expect(mineOnly((await todo("qianqi", { params: { defKey: "rt_leave" } })).rows)).toHaveLength(2);
    expect(mineOnly((await todo("qianqi", { params: { orgId: "o-rd" } })).rows)).toHaveLength(2);
    expect((await todo("qianqi", { params: { orgId: "o-fin" } })).total).toBe(0);
  });

  it("counts: total first, then one row per flow category with a count", async () => {
    const res = await post("qianqi", "/runtime/task/v1/getTodoCount", {});
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows[0]).toEqual({ typeId: "total", count: (await todo("qianqi")).total });
    expect(rows).toContainEqual({ typeId: "ft-rt-hr", typeName: "读测人事", count: 2 });
    expect(rows.find((r: { typeId: string }) => r.typeId === "ft-rt-adm")).toBeUndefined();
    const en = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoCount",
      headers: { ...bearer(tok.qianqi as string), "accept-language": "en-US" },
      payload: {},
    });
    expect(en.json()).toContainEqual({ typeId: "ft-rt-hr", typeName: "RT HR", count: 2 });
    const notices = await post("qianqi", "/runtime/task/v1/getNoticeTodoReadCount", {});
    expect(notices.json()[0]).toEqual({ typeId: "total", count: 0 });
  });
});

describe("done lists", () => {
  it("getDoneInstList: one row per instance the caller acted on, by their last completion, not their starts", async () => {
    const res = await post("lisi", "/runtime/instance/v1/getDoneInstList", {
      pageBean: { page: 1, pageSize: 50 },
    });
    const rows = res.json().rows.filter((r: { id: string }) => [instA, instB, instD, instE].includes(r.id));
    expect(rows.map((r: { id: string }) => r.id)).toEqual([instE, instD, instA]);
    expect(rows[0]).toMatchObject({ auditor: "u-lisi", auditorName: "李四", creator: "张三", status: "end" });
    expect(rows[0].completeTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const starter = await post("zhangsan", "/runtime/instance/v1/getDoneInstList", {});
    expect(starter.json().rows.filter((r: { id: string }) => r.id === instA)).toEqual([]);
    const count = await post("lisi", "/runtime/instance/v1/getDoneInstCount", {});
    expect(count.json()[0]).toEqual({ typeId: "total", count: res.json().total });
    expect(count.json()).toContainEqual({ typeId: "ft-rt-hr", typeName: "读测人事", count: 3 });
  });

  it("getDoneList?isCheckRevoke=true: one row per decision; only the newest agree per instance and node of a running instance is revocable", async () => {
    const res = await post("lisi", "/runtime/instance/v1/getDoneList?isCheckRevoke=true", {
      pageBean: { page: 1, pageSize: 50 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res
      .json()
      .rows.filter((r: { procInstId: string }) => [instA, instD, instE].includes(r.procInstId));
    const view = rows.map(
      (r: { procInstId: string; taskKey: string; opinionStatus: string; revoke: boolean }) => [
        r.procInstId,
        r.taskKey,
        r.opinionStatus,
        r.revoke,
      ],
    );
    expect(view).toEqual([
      [instE, "mgr", "agree", false],
      [instD, "mgr", "agree", true],
      [instD, "mgr", "agree", false],
      [instA, "mgr", "agree", true],
    ]);
    expect(rows[1]).toMatchObject({
      taskName: "经理审批",
      instStatus: "running",
      subject: "张三的读测请假(探亲)",
    });
  });

  it("getDoneList without isCheckRevoke marks nothing revocable", async () => {
    const res = await post("lisi", "/runtime/instance/v1/getDoneList", {
      pageBean: { page: 1, pageSize: 50 },
    });
    expect(res.json().rows.some((r: { revoke: boolean }) => r.revoke)).toBe(false);
  });

  it("keeps a row's revoke flag when it is seen on a later page", async () => {
    const first = await post("lisi", "/runtime/instance/v1/getDoneList?isCheckRevoke=true", {
      pageBean: { page: 1, pageSize: 2 },
      querys: [{ property: "bt.proc_def_key_", value: "rt_leave" }],
    });
    const second = await post("lisi", "/runtime/instance/v1/getDoneList?isCheckRevoke=true", {
      pageBean: { page: 2, pageSize: 2 },
      querys: [{ property: "bt.proc_def_key_", value: "rt_leave" }],
    });
    const flags = [...first.json().rows, ...second.json().rows].map((r: { revoke: boolean }) => r.revoke);
    expect(flags).toEqual([false, true, false, true]);
  });
});

describe("my requests and drafts", () => {
  it("myRequest lists the caller's non-draft instances with the open tasks' names", async () => {
    const res = await post("zhangsan", "/runtime/instance/v1/myRequest", {
      pageBean: { page: 1, pageSize: 50 },
    });
    const rows = res
      .json()
      .rows.filter((r: { id: string }) => [instA, instB, draftC, instD, instE].includes(r.id));
    expect(
      rows.map((r: { id: string; taskName: string; status: string }) => [r.id, r.taskName, r.status]),
    ).toEqual([
      [instE, "", "end"],
      [instD, "财务复核", "running"],
      [instB, "经理审批", "running"],
      [instA, "财务复核", "running"],
    ]);
    expect(rows[1]).toMatchObject({
      procDefKey: "rt_leave",
      creator: "张三",
      createBy: "u-zhangsan",
      backToStart: false,
    });
    expect(
      (await post("lisi", "/runtime/instance/v1/myRequest", {})).json().rows.map((r: { id: string }) => r.id),
    ).not.toContain(instA);
  });

  it("myRequestCount counts them, total first", async () => {
    const res = await get("zhangsan", "/runtime/instance/v1/myRequestCount");
    const total = (await post("zhangsan", "/runtime/instance/v1/myRequest", {})).json().total;
    expect(res.json()[0]).toEqual({ typeId: "total", count: total });
    expect(res.json()).toContainEqual({ typeId: "ft-rt-hr", typeName: "读测人事", count: 4 });
  });

  it("getMyDraftList lists the caller's drafts", async () => {
    const res = await post("zhangsan", "/runtime/instance/v1/getMyDraftList", {
      pageBean: { pageSize: 100 },
    });
    const rows = res.json().rows;
    expect(rows.filter((r: { procDefKey: string }) => r.procDefKey === "rt_leave")).toEqual([
      expect.objectContaining({ id: draftC, procDefKey: "rt_leave", subject: "张三的读测请假(草稿事由)" }),
    ]);
    expect(rows.map((r: { id: string }) => r.id)).not.toContain(instA);
    const lisi = (await post("lisi", "/runtime/instance/v1/getMyDraftList", {})).json().rows;
    expect(lisi.map((r: { id: string }) => r.id)).not.toContain(draftC);
  });
});

describe("startable flows", () => {
  const keys = async (who: string, body: object = {}) =>
    (await post(who, "/runtime/instance/v1/newProcess", { pageBean: { page: 1, pageSize: 100 }, ...body }))
      .json()
      .rows.map((r: { defKey: string }) => r.defKey)
      .filter((k: string) => k.startsWith("rt_"));

  it("newProcess respects start rights (a def_right restricted flow); admin sees every flow", async () => {
    expect(await keys("zhangsan")).toEqual(["rt_leave"]);
    expect(await keys("lisi")).toEqual(["rt_leave", "rt_secret"]);
    expect(await keys("admin")).toEqual(["rt_leave", "rt_secret"]);
  });

  it("gives category name, icon and the leaders a secretary may start for", async () => {
    const rows = (
      await post("wangwu", "/runtime/instance/v1/newProcess", { pageBean: { pageSize: 100 } })
    ).json().rows;
    expect(rows.find((r: { defKey: string }) => r.defKey === "rt_leave")).toMatchObject({
      id: "def-rt-leave",
      name: "读测请假",
      typeId: "ft-rt-hr",
      typeName: "读测人事",
      icon: { icon: "calendar", color: "#2d72d2" },
      leaders: [{ id: "u-lisi", name: "李四" }],
      isMain: "Y",
      status: "deploy",
      version: 1,
    });
    const zs = (
      await post("zhangsan", "/runtime/instance/v1/newProcess", { pageBean: { pageSize: 100 } })
    ).json().rows;
    expect(zs.find((r: { defKey: string }) => r.defKey === "rt_leave").leaders).toBeUndefined();
  });

  it("lists a flow a secretary may start only for a leader, with that leader; flowHasStartRights stays the secretary's own", async () => {
    const rows = (
      await post("wangwu", "/runtime/instance/v1/newProcess", { pageBean: { pageSize: 100 } })
    ).json().rows;
    expect(rows.find((r: { defKey: string }) => r.defKey === "rt_secret")?.leaders).toEqual([
      { id: "u-lisi", name: "李四" },
    ]);
    expect((await get("wangwu", "/flow/def/v1/flowHasStartRights?defKey=rt_secret")).json()).toBe(false);
    const form = await post("wangwu", "/runtime/instance/v1/getFormAndBO", { defKey: "rt_secret" });
    expect(form.statusCode).toBe(200);
    expect(form.json().leaders).toEqual([{ id: "u-lisi", name: "李四" }]);
  });

  it("filters by params.typeId and quick search on the name", async () => {
    expect(await keys("lisi", { params: { typeId: "ft-rt-adm" } })).toEqual(["rt_secret"]);
    expect(await keys("lisi", { querys: [{ property: "name_", value: "机密", operation: "LIKE" }] })).toEqual(
      ["rt_secret"],
    );
  });

  it("newProcessCount counts startable flows per category", async () => {
    const rows = (await post("lisi", "/runtime/instance/v1/newProcessCount", {})).json();
    expect(rows[0].typeId).toBe("total");
    expect(rows).toContainEqual({ typeId: "ft-rt-adm", typeName: "读测行政", count: 1 });
    const zs = (await post("zhangsan", "/runtime/instance/v1/newProcessCount", {})).json();
    expect(zs.find((r: { typeId: string }) => r.typeId === "ft-rt-adm")).toBeUndefined();
  });

  it("flowHasStartRights answers a bare boolean", async () => {
    expect((await get("zhangsan", "/flow/def/v1/flowHasStartRights?defKey=rt_secret")).json()).toBe(false);
    expect((await get("zhangsan", "/flow/def/v1/flowHasStartRights?defKey=rt_leave")).json()).toBe(true);
    expect((await get("admin", "/flow/def/v1/flowHasStartRights?defKey=rt_secret")).json()).toBe(true);
  });
});

describe("often-used flows", () => {
  it("gives the system default (first 6 startable flows, isAdd false) when none are saved", async () => {
    const res = await get("zhangsan", "/runtime/instance/v1/getMyOftenFlow");
    const startable = (
      await post("zhangsan", "/runtime/instance/v1/newProcess", { pageBean: { pageSize: 100 } })
    ).json();
    expect(res.json()).toHaveLength(Math.min(6, startable.total));
    expect(res.json().every((f: { isAdd: boolean }) => f.isAdd === false)).toBe(true);
    expect(res.json().map((f: { defKey: string }) => f.defKey)).toEqual(
      startable.rows.slice(0, 6).map((r: { defKey: string }) => r.defKey),
    );
  });

  it("answers 400 最多可添加20个常用流程 for more than 20", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ defKey: `k${i}`, name: `n${i}` }));
    const res = await post("zhangsan", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", many);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: "最多可添加20个常用流程" });
  });

  it("saves the user's list (保存常用流程成功) and gives it back with isAdd true", async () => {
    const res = await post("zhangsan", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", [
      { defKey: "rt_leave", name: "读测请假" },
    ]);
    expect(res.json()).toEqual({ state: true, message: "保存常用流程成功" });
    const mine = (await get("zhangsan", "/runtime/instance/v1/getMyOftenFlow")).json();
    expect(mine).toEqual([
      {
        id: "def-rt-leave",
        defKey: "rt_leave",
        name: "读测请假",
        typeId: "ft-rt-hr",
        isAdd: true,
        icon: { icon: "calendar", color: "#2d72d2" },
      },
    ]);
    const keysBody = await post("lisi", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", {
      defKeys: ["rt_secret", "rt_leave"],
    });
    expect(keysBody.json().state).toBe(true);
    const lisi = (await get("lisi", "/runtime/instance/v1/getMyOftenFlow")).json();
    expect(lisi.map((f: { defKey: string }) => f.defKey)).toEqual(["rt_secret", "rt_leave"]);
  });

  it("accepts only flows the user may start", async () => {
    const res = await post("zhangsan", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", [
      { defKey: "rt_secret" },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("流程 rt_secret 不存在或无启动权限");
  });

  it("resets to the system default when saved empty", async () => {
    expect((await post("zhangsan", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", [])).json().state).toBe(true);
    const after = (await get("zhangsan", "/runtime/instance/v1/getMyOftenFlow")).json();
    expect(after.every((f: { isAdd: boolean }) => f.isAdd === false)).toBe(true);
  });
});

describe("task buttons", () => {
  it("gives the node's default buttons in order with names in the request language", async () => {
    const taskB = await taskOn("lisi", instB);
    const zh = await get("lisi", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}&leaderId=0`);
    expect(zh.statusCode).toBe(200);
    expect(zh.json().buttons.map((b: { alias: string; name: string }) => `${b.alias}:${b.name}`)).toEqual([
      "agree:同意",
      "oppose:反对",
      "reject:驳回",
      "backToStart:驳回到发起人",
      "delegate:转办",
      "inqu:征询",
      "startCommu:沟通",
      "instanceTrans:传阅",
      "lockUnlock:签收",
      "startTrans:流转",
      "endProcess:终止流程",
      "saveDraft:保存草稿",
    ]);
    const en = await get("lisi", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}`, {
      "accept-language": "en-US",
    });
    expect(en.json().buttons[0]).toEqual({
      name: "Agree",
      alias: "agree",
      supportScript: false,
      isLock: false,
      rejectMode: undefined,
    });
  });

  it("gives the node's own list, with isLock on lockUnlock when the node must be claimed", async () => {
    const taskA = await taskOn("qianqi", instA);
    const res = await get("qianqi", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskA}&leaderId=`);
    const buttons = res.json().buttons;
    expect(buttons.map((b: { alias: string }) => b.alias)).toEqual(["agree", "reject", "lockUnlock", "inqu"]);
    expect(buttons.find((b: { alias: string }) => b.alias === "lockUnlock").isLock).toBe(true);
  });

  it("keeps only agree, reject and lockUnlock for a secretary acting for the leader", async () => {
    const taskB = await taskOn("lisi", instB);
    const res = await get("wangwu", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}&leaderId=u-lisi`);
    expect(res.statusCode).toBe(200);
    expect(res.json().buttons.map((b: { alias: string }) => b.alias)).toEqual([
      "agree",
      "reject",
      "lockUnlock",
    ]);
  });

  it("answers 403 to someone who is not a handler, 404 for an unknown task", async () => {
    const taskB = await taskOn("lisi", instB);
    expect((await get("zhangsan", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}`)).statusCode).toBe(
      403,
    );
    expect((await get("wangwu", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}`)).statusCode).toBe(403);
    expect((await get("admin", `/runtime/task/v1/getButtonsBytaskId?taskId=${taskB}`)).statusCode).toBe(200);
    expect((await get("lisi", "/runtime/task/v1/getButtonsBytaskId?taskId=nope")).statusCode).toBe(404);
  });
});

describe("task views", () => {
  it("taskDetail gives the form, data, the node's field modes (unlisted r), history, buttons and instance", async () => {
    const taskB = await taskOn("lisi", instB);
    const res = await get("lisi", `/runtime/task/v1/taskDetail?taskId=${taskB}&leaderId=0`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.canAct).toBe(true);
    expect(d.form).toMatchObject({
      formKey: "rt_leave_form",
      boAlias: "rtleave",
      type: "INNER",
      schema: FORM_SCHEMA,
    });
    expect(d.permission.fields.rtleave).toEqual({
      reason: "r",
      days: "w",
      items: "r",
      "items.name": "r",
      "items.price": "b",
    });
    expect(d.data).toEqual({ rtleave: { reason: "出差补休", days: 1 } });
    expect(d.buttons).toHaveLength(12);
    expect(d.bpmTask).toMatchObject({ id: taskB, name: "经理审批", procInstId: instB });
    expect(d.instance).toMatchObject({ id: instB, status: "running", taskName: "经理审批" });
    expect(d.opinionList[0]).toMatchObject({
      status: "awaiting_check",
      completeTime: "",
      qualfiedNames: "李四",
    });
    const same = await get("lisi", `/runtime/task/v1/get?id=${taskB}`);
    expect(same.json().bpmTask.id).toBe(taskB);
  });

  it("lays the task's draft over the instance data", async () => {
    const taskB = await taskOn("lisi", instB);
    const saved = await post("lisi", "/runtime/task/v1/saveDraft", {
      taskId: taskB,
      actionName: "agree",
      data: b64(JSON.stringify({ rtleave: { days: 3 } })),
    });
    expect(saved.statusCode).toBe(200);
    const d = (await get("lisi", `/runtime/task/v1/taskDetail?taskId=${taskB}`)).json();
    expect(d.data.rtleave.days).toBe(3);
    expect(d.data.rtleave.reason).toBe("出差补休");
  });

  it("gives the task's draft opinion back to its handler after a reload, and to nobody else", async () => {
    const taskB = await taskOn("lisi", instB);
    const saved = await post("lisi", "/runtime/task/v1/saveDraft", {
      taskId: taskB,
      actionName: "agree",
      opinion: "草稿里的意见",
    });
    expect(saved.statusCode).toBe(200);
    const d = (await get("lisi", `/runtime/task/v1/taskDetail?taskId=${taskB}`)).json();
    expect(d.draftOpinion).toBe("草稿里的意见");
    const creator = (await get("zhangsan", `/runtime/task/v1/taskDetail?taskId=${taskB}`)).json();
    expect(creator.canAct).toBe(false);
    expect(creator.draftOpinion).toBeUndefined();
  });

  it("shows the task read-only to the instance's creator and refuses anyone else", async () => {
    const taskB = await taskOn("lisi", instB);
    const creator = await get("zhangsan", `/runtime/task/v1/taskDetail?taskId=${taskB}`);
    expect(creator.statusCode).toBe(200);
    expect(creator.json()).toMatchObject({ canAct: false, buttons: [] });
    expect(Object.values(creator.json().permission.fields.rtleave).every((m) => m === "r")).toBe(true);
    expect((await get("qianqi", `/runtime/task/v1/taskDetail?taskId=${taskB}`)).statusCode).toBe(403);
  });

  it("taskToReject lists the user tasks executed before this one", async () => {
    const taskA = await taskOn("qianqi", instA);
    const res = await get("qianqi", `/runtime/task/v1/taskToReject?taskId=${taskA}&backModel=reject`);
    expect(res.json()).toMatchObject({
      taskId: taskA,
      canReject: true,
      canRejectToStart: true,
      canRejectPreAct: true,
      allowNormalNode: [{ nodeId: "mgr", name: "经理审批", type: "userTask" }],
    });
    const first = await get(
      "lisi",
      `/runtime/task/v1/taskToReject?taskId=${await taskOn("lisi", instB)}&backModel=backToStart`,
    );
    expect(first.json()).toMatchObject({
      canRejectPreAct: false,
      allowNormalNode: [],
      canRejectToStart: true,
    });
    const taskB = await taskOn("lisi", instB);
    expect((await get("wangwu", `/runtime/task/v1/taskToReject?taskId=${taskB}`)).statusCode).toBe(403);
    expect(
      (await get("wangwu", `/runtime/task/v1/taskToReject?taskId=${taskB}&leaderId=u-lisi`)).statusCode,
    ).toBe(200);
  });
});

describe("instance views", () => {
  it("getFormAndBO gives the start form: startFieldModes, unlisted w, buttons startFlow/saveDraft", async () => {
    const res = await post("zhangsan", "/runtime/instance/v1/getFormAndBO", { defKey: "rt_leave" });
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f).toMatchObject({
      defId: "def-rt-leave",
      defKey: "rt_leave",
      defName: "读测请假",
      data: { rtleave: {} },
    });
    expect(f.permission.fields.rtleave).toEqual({
      reason: "w",
      days: "w",
      items: "n",
      "items.name": "n",
      "items.price": "n",
    });
    expect(f.buttons.map((b: { alias: string; name: string }) => `${b.alias}:${b.name}`)).toEqual([
      "startFlow:启动流程",
      "saveDraft:保存草稿",
    ]);
    expect(f.leaders).toBeUndefined();
    const secretary = (
      await post("wangwu", "/runtime/instance/v1/getFormAndBO", { defId: "def-rt-leave" })
    ).json();
    expect(secretary.leaders).toEqual([{ id: "u-lisi", name: "李四" }]);
  });

  it("getFormAndBO answers 无启动权限 (403) without the start right, and loads a draft by proInstId", async () => {
    const denied = await post("zhangsan", "/runtime/instance/v1/getFormAndBO", { defKey: "rt_secret" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("无启动权限，请联系管理员");
    const draft = (await post("zhangsan", "/runtime/instance/v1/getFormAndBO", { proInstId: draftC })).json();
    expect(draft).toMatchObject({ instId: draftC, data: { rtleave: { reason: "草稿事由", days: 1 } } });
    expect((await post("zhangsan", "/runtime/instance/v1/getFormAndBO", {})).statusCode).toBe(400);
  });

  it("getInstFormAndBO shows every field read-only; getInstanceByInstId gives the instance", async () => {
    const res = await get("zhangsan", `/runtime/instance/v1/getInstFormAndBO?proInstId=${instA}`);
    const v = res.json();
    expect(Object.values(v.permission.fields.rtleave).every((m) => m === "r")).toBe(true);
    expect(v.data).toEqual({ rtleave: { reason: "看病", days: 1 } });
    expect(v.instance).toMatchObject({ id: instA, taskName: "财务复核" });
    const inst = await get("qianqi", `/runtime/instance/v1/getInstanceByInstId?instId=${instA}`);
    expect(inst.json()).toMatchObject({
      id: instA,
      subject: "张三的读测请假(看病)",
      status: "running",
      creator: "张三",
    });
  });

  it("lets viewers see an instance (creator, handlers, administrators) and refuses others with 403", async () => {
    for (const who of ["zhangsan", "lisi", "qianqi", "zhaoliu", "admin"]) {
      expect((await get(who, `/runtime/instance/v1/getInstanceByInstId?instId=${instA}`)).statusCode).toBe(
        200,
      );
    }
    const denied = await get("wangwu", `/runtime/instance/v1/getInstanceByInstId?instId=${instA}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("没有查看该流程实例的权限");
    expect(
      (await get("wangwu", `/runtime/instance/v1/instanceFlowOpinions?instId=${instA}`)).statusCode,
    ).toBe(403);
    expect((await get("wangwu", `/runtime/instance/v1/getInstFormAndBO?proInstId=${instA}`)).statusCode).toBe(
      403,
    );
    expect(
      (await get("wangwu", `/runtime/instance/v1/instanceFlowImage?proInstId=${instA}`)).statusCode,
    ).toBe(403);
    expect((await get("zhangsan", "/runtime/instance/v1/getInstanceByInstId?instId=nope")).statusCode).toBe(
      404,
    );
  });

  it("instanceFlowOpinions: pending rows first (awaiting_check, candidates' names), then by completion time desc", async () => {
    const res = await get("zhangsan", `/runtime/instance/v1/instanceFlowOpinions?instId=${instD}`);
    const rows = res.json();
    expect(rows.map((o: { taskKey: string; status: string }) => `${o.taskKey}:${o.status}`)).toEqual([
      "fin:awaiting_check",
      "mgr:agree",
      "fin:reject",
      "mgr:agree",
      "start:start",
    ]);
    expect(rows[0]).toMatchObject({ completeTime: "", taskName: "财务复核" });
    expect(rows[0].qualfiedNames.split(",").sort()).toEqual(["赵六", "钱七"].sort());
    expect(rows[1]).toMatchObject({ auditor: "u-lisi", auditorName: "李四", opinion: "同意D-2" });
    const times = rows.slice(1).map((o: { completeTime: string }) => o.completeTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("instanceFlowImage draws the flow as SVG: node names, done green, current orange, pending grey", async () => {
    const res = await get("zhangsan", `/runtime/instance/v1/instanceFlowImage?proInstId=${instA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const svg = res.body;
    for (const name of ["开始", "经理审批", "财务复核", "结束"]) expect(svg).toContain(name);
    expect(svg).toMatch(/class="node node-start done"/);
    expect(svg).toMatch(/class="node node-userTask done"[^>]*data-node-id="mgr"/);
    expect(svg).toMatch(/class="node node-userTask current"[^>]*data-node-id="fin"/);
    expect(svg).toMatch(/class="node node-end pending"/);
    expect(svg).toContain("<title>张三的读测请假(看病)</title>");
    const ended = (await get("zhangsan", `/runtime/instance/v1/instanceFlowImage?proInstId=${instE}`)).body;
    expect(ended).toMatch(/class="node node-end done"/);
    const bare = await get("zhangsan", "/runtime/instance/v1/instanceFlowImage?defId=def-rt-leave");
    expect(bare.body).not.toMatch(/ done"/);
  });
});

describe("model, categories and stock opinions", () => {
  it("getJson gives the main definition of a key with its JSON; defGet by id", async () => {
    const res = await get("zhangsan", "/flow/def/v1/getJson?defKey=rt_leave");
    expect(res.json()).toMatchObject({
      id: "def-rt-leave",
      defKey: "rt_leave",
      name: "读测请假",
      typeName: "读测人事",
    });
    expect(res.json().definition.nodes.map((n: { id: string }) => n.id)).toEqual([
      "start",
      "mgr",
      "fin",
      "end",
    ]);
    expect((await get("zhangsan", "/flow/def/v1/defGet?defId=def-rt-secret")).json().defKey).toBe(
      "rt_secret",
    );
    expect((await get("zhangsan", "/flow/def/v1/getJson?defKey=none")).statusCode).toBe(404);
  });

  it("listJson lists definitions through the QueryFilter", async () => {
    const res = await post("admin", "/flow/def/v1/listJson", {
      querys: [{ property: "DEF_KEY_", value: "rt_", operation: "RIGHT_LIKE" }],
      sorter: [{ property: "def_key_", direction: "ASC" }],
    });
    expect(res.json().rows.map((r: { defKey: string }) => r.defKey)).toEqual(["rt_leave", "rt_secret"]);
    expect(
      (await post("admin", "/flow/def/v1/listJson", { querys: [{ property: "definition", value: "x" }] }))
        .statusCode,
    ).toBe(400);
  });

  it("getTypesByKey gives the FLOW_TYPE categories in sn order", async () => {
    const res = await get("zhangsan", "/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE");
    const mine = res.json().filter((t: { key: string }) => t.key.startsWith("rt_"));
    expect(mine).toEqual([
      { id: "ft-rt-hr", name: "读测人事", key: "rt_hr", parentId: "0", typeKey: "FLOW_TYPE", sn: 901 },
      { id: "ft-rt-adm", name: "读测行政", key: "rt_adm", parentId: "0", typeKey: "FLOW_TYPE", sn: 902 },
    ]);
    const sns = res.json().map((t: { sn: number }) => t.sn);
    expect([...sns].sort((a, b) => a - b)).toEqual(sns);
  });

  it("getApprovalByDefKeyAndTypeId gives global, then the flow's, then the user's own stock opinions", async () => {
    const res = await get("zhangsan", "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=rt_leave");
    const mine = res.json().filter((s: string) => s.startsWith("读测-"));
    expect(mine).toEqual(["读测-已阅", "读测-同意", "读测-请假照准", "读测-张三常用"]);
  });
});

describe("isolation and sign-in", () => {
  it("shows another tenant nothing of ours", async () => {
    const ours = [instA, instB, draftC, instD, instE];
    const lists = [
      "/runtime/task/v1/getTodoList",
      "/runtime/instance/v1/myRequest",
      "/runtime/instance/v1/getDoneList",
      "/runtime/instance/v1/getDoneInstList",
      "/runtime/instance/v1/getMyDraftList",
    ];
    for (const url of lists) {
      const rows = (await post("acme", url, { pageBean: { pageSize: 1000 } })).json().rows;
      for (const r of rows) expect(ours).not.toContain(r.procInstId ?? r.id);
      expect(rows.every((r: { subject: string }) => !r.subject.includes("读测"))).toBe(true);
    }
    const defs = (await post("acme", "/runtime/instance/v1/newProcess", {})).json().rows;
    expect(defs.map((r: { defKey: string }) => r.defKey)).not.toContain("rt_leave");
    expect((await get("acme", `/runtime/instance/v1/getInstanceByInstId?instId=${instA}`)).statusCode).toBe(
      404,
    );
    expect((await get("acme", `/runtime/instance/v1/instanceFlowImage?proInstId=${instA}`)).statusCode).toBe(
      404,
    );
    const taskB = await taskOn("lisi", instB);
    expect((await get("acme", `/runtime/task/v1/taskDetail?taskId=${taskB}`)).statusCode).toBe(404);
    expect((await get("acme", "/flow/def/v1/getJson?defKey=rt_leave")).statusCode).toBe(404);
    const types = (await get("acme", "/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE")).json();
    expect(types.filter((x: { key: string }) => x.key.startsWith("rt_"))).toEqual([]);
  });

  it("answers 400 with a message for bad input, never 500", async () => {
    const bad: [string, string, unknown?][] = [
      ["GET", "/runtime/task/v1/getButtonsBytaskId"],
      ["GET", "/runtime/task/v1/taskDetail?leaderId=0"],
      ["GET", "/runtime/task/v1/taskToReject?taskId=x&backModel=sideways"],
      ["GET", "/runtime/instance/v1/instanceFlowOpinions"],
      ["GET", "/runtime/instance/v1/instanceFlowImage"],
      ["GET", "/flow/def/v1/flowHasStartRights"],
      ["GET", "/sys/sysType/v1/getTypesByKey"],
      ["POST", "/runtime/task/v1/getTodoList", { querys: "x" }],
      ["POST", "/runtime/task/v1/getTodoList", { pageBean: { page: "one" } }],
      ["POST", "/runtime/instance/v1/getDoneList?isCheckRevoke=maybe", {}],
      ["POST", "/runtime/instance/v1/getFormAndBO", { defKey: { a: 1 } }],
      ["POST", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", [{ name: "no key" }]],
      ["POST", "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow", { defKeys: [{ a: 1 }] }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await t.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: bearer(tok.zhangsan as string),
        payload: payload as object | undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: expect.any(String) });
    }
  });

  it("reads a list or count POST sent without a body as an empty QueryFilter", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoCount",
      headers: bearer(tok.qianqi as string),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].typeId).toBe("total");
  });

  it("publishes the read routes in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/openapi.json" })).json();
    for (const path of [
      "/runtime/task/v1/getTodoList",
      "/runtime/instance/v1/getDoneList",
      "/runtime/instance/v1/instanceFlowImage",
      "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow",
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["POST", "/runtime/task/v1/getTodoList"],
      ["POST", "/runtime/task/v1/getTodoCount"],
      ["GET", "/runtime/instance/v1/myRequestCount"],
      ["GET", `/runtime/instance/v1/instanceFlowImage?proInstId=${instA}`],
      ["GET", "/runtime/instance/v1/getMyOftenFlow"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });
});
