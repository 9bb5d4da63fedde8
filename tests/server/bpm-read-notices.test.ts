import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, onlyTask, post, startExpense, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * The notice lists (spec 2 §2.1 v-todoRead / v-doneRead / v-myRead, CONTRACT §6.1): notices sent to me
 * still to read, those I read, those I sent, with their counts. The notices are inserted here — on the
 * seeded demo's instances and on instances started through HTTP (the actions: bpm-notices.test.ts).
 */

const T = "t-platform";
let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "admin", string>;
let acme: string;
let seededLeave: string; // the demo's 家中有事 leave (at lisi)
let leave: string; // started here by zhangsan, at lisi
let expense: string; // started here by zhangsan
let leaveTask: string; // lisi's open task on `leave`

type Row = Record<string, unknown>;
type Page = { rows: Row[]; total: number; page: number; pageSize: number };

const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 8, minute, 0));

async function notice(values: {
  id: string;
  inst: string;
  owner: string;
  receiver: string;
  minute: number;
  name?: string;
  status?: string;
  isRead?: number;
  isRevoke?: number;
  taskId?: string;
  tenant?: string;
}) {
  const inst = await t.db
    .selectFrom("bpm_instance")
    .select(["subject", "def_key", "def_name", "type_id"])
    .where("id", "=", values.inst)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("bpm_task_notice")
    .values({
      id: values.id,
      tenant_id: values.tenant ?? T,
      inst_id: values.inst,
      task_id: values.taskId ?? null,
      node_id: "managerApprove",
      name: values.name ?? "部门经理审批",
      subject: inst.subject,
      def_key: inst.def_key,
      def_name: inst.def_name,
      type_id: inst.type_id,
      owner_id: values.owner,
      receiver_id: values.receiver,
      status: values.status ?? "COPYTO",
      is_read: values.isRead ?? 0,
      is_revoke: values.isRevoke ?? 0,
      create_time: at(values.minute),
      read_time: values.isRead ? at(values.minute + 30) : null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  seededLeave = (
    await t.db
      .selectFrom("bpm_instance")
      .select("id")
      .where("tenant_id", "=", T)
      .where("subject", "like", "%家中有事%")
      .executeTakeFirstOrThrow()
  ).id;
  leave = await startLeave(t.app, tok.zhangsan, 2, "读阅测试");
  expense = await startExpense(t.app, tok.zhangsan, 880);
  leaveTask = (await onlyTask(t.db, leave)).id;
  // The demo's own notices (its leave's 部门经理审批 copies to the starter) go: these lists hold only the ones below.
  await t.db.deleteFrom("bpm_task_notice").execute();
  // To zhaoliu: three unread (one sent with lisi's task), one read, one revoked; to qianqi: one unread.
  await notice({ id: "nt-1", inst: seededLeave, owner: "u-lisi", receiver: "u-zhaoliu", minute: 1 });
  await notice({
    id: "nt-2",
    inst: expense,
    owner: "u-zhangsan",
    receiver: "u-zhaoliu",
    minute: 2,
    name: "部门经理审批",
    status: "FOLLOW",
  });
  await notice({
    id: "nt-3",
    inst: leave,
    owner: "u-lisi",
    receiver: "u-zhaoliu",
    minute: 3,
    taskId: leaveTask,
  });
  await notice({
    id: "nt-4",
    inst: seededLeave,
    owner: "u-lisi",
    receiver: "u-zhaoliu",
    minute: 4,
    isRead: 1,
  });
  await notice({ id: "nt-5", inst: leave, owner: "u-lisi", receiver: "u-zhaoliu", minute: 5, isRevoke: 1 });
  await notice({ id: "nt-6", inst: leave, owner: "u-lisi", receiver: "u-qianqi", minute: 6 });
  await t.db.updateTable("bpm_task").set({ priority: 3 }).where("id", "=", leaveTask).execute();
  const acmeInst = await t.db
    .selectFrom("bpm_instance")
    .select("id")
    .where("tenant_id", "=", "t-acme")
    .executeTakeFirstOrThrow();
  const acmeAdmin = await t.db
    .selectFrom("uc_user")
    .select("id")
    .where("account", "=", "acme_admin")
    .executeTakeFirstOrThrow();
  await notice({
    id: "nt-acme",
    inst: acmeInst.id,
    owner: acmeAdmin.id,
    receiver: acmeAdmin.id,
    minute: 7,
    tenant: "t-acme",
  });
});
afterAll(() => t.close());

const TODO = "/runtime/task/v1/getNoticeTodoReadList";
const DONE = "/runtime/task/v1/getNoticeDoneReadList";
const MINE = "/runtime/task/v1/getMyNoticeReadList";

const list = async (token: string, url: string, body: object = {}): Promise<Page> => {
  const res = await post(t.app, token, url, { pageBean: { page: 1, pageSize: 50 }, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const ids = (page: Page) => page.rows.map((r) => r.id);
const quick = (value: string) => ({
  querys: [
    { property: "bt.subject_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
    { property: "bt.proc_def_name_", value, operation: "LIKE", relation: "OR", group: "quickSearch" },
  ],
});

describe("getNoticeTodoReadList: notices sent to me that I have not read", () => {
  it("holds the receiver's unread, not revoked notices, newest first", async () => {
    const zhaoliu = await list(tok.zhaoliu, TODO);
    expect(ids(zhaoliu)).toEqual(["nt-3", "nt-2", "nt-1"]);
    expect(zhaoliu.total).toBe(3);
    expect(ids(await list(tok.qianqi, TODO))).toEqual(["nt-6"]);
    expect((await list(tok.zhangsan, TODO)).total).toBe(0);
    expect((await list(tok.lisi, TODO)).rows).toEqual([]);
  });

  it("answers notice rows: the receiver as assignee, the sender as owner, the instance's fields", async () => {
    const [nt3, nt2, nt1] = (await list(tok.zhaoliu, TODO)).rows;
    const inst = await t.db
      .selectFrom("bpm_instance")
      .select(["def_id", "subject"])
      .where("id", "=", leave)
      .executeTakeFirstOrThrow();
    expect(nt3).toEqual({
      id: "nt-3",
      taskId: leaveTask,
      name: "部门经理审批",
      subject: inst.subject,
      nodeId: "managerApprove",
      procInstId: leave,
      procDefId: inst.def_id,
      procDefKey: "leave",
      procDefName: "请假申请",
      parentId: "0",
      ownerId: "u-lisi",
      ownerName: "李四",
      assigneeId: "u-zhaoliu",
      assigneeName: "赵六",
      status: "COPYTO",
      priority: 3,
      createTime: expect.stringMatching(/^2031-01-01 \d\d:03:00$/),
      supportMobile: 1,
      typeId: "st-platform-hr",
      creatorId: "u-zhangsan",
      creator: "张三",
      createDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      instStatus: "running",
      isRead: 0,
      isRevoke: 0,
    });
    expect(nt2).toMatchObject({ status: "FOLLOW", ownerName: "张三", procDefKey: "expense", taskId: "" });
    expect(nt1).toMatchObject({ procInstId: seededLeave, priority: 0, isRead: 0 });
  });

  it("agrees with getNoticeTodoReadCount (total, then per category)", async () => {
    for (const who of ["zhaoliu", "qianqi", "zhangsan"] as const) {
      const page = await list(tok[who], TODO);
      const count = (await post(t.app, tok[who], "/runtime/task/v1/getNoticeTodoReadCount", {})).json();
      expect(count[0]).toEqual({ typeId: "total", count: page.total });
    }
    const zhaoliu = (await post(t.app, tok.zhaoliu, "/runtime/task/v1/getNoticeTodoReadCount", {})).json();
    expect(zhaoliu).toEqual([
      { typeId: "total", count: 3 },
      { typeId: "st-platform-hr", typeName: "人事行政", count: 2 },
      { typeId: "st-platform-finance", typeName: "财务管理", count: 1 },
    ]);
  });

  it("quick-searches subject and flow name (group quickSearch, relation OR); params.defKey narrows to a flow", async () => {
    expect(ids(await list(tok.zhaoliu, TODO, quick("读阅测试")))).toEqual(["nt-3"]);
    expect(ids(await list(tok.zhaoliu, TODO, quick("费用报销")))).toEqual(["nt-2"]);
    expect(ids(await list(tok.zhaoliu, TODO, quick("没有这样的")))).toEqual([]);
    expect(ids(await list(tok.zhaoliu, TODO, { params: { defKey: "leave" } }))).toEqual(["nt-3", "nt-1"]);
    expect(ids(await list(tok.zhaoliu, TODO, { params: { defKey: "" } }))).toEqual(["nt-3", "nt-2", "nt-1"]);
  });

  it("pages (page 2 of size 2 holds the oldest) and sorts on a whitelisted property", async () => {
    const page = await list(tok.zhaoliu, TODO, { pageBean: { page: 2, pageSize: 2 } });
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(ids(page)).toEqual(["nt-1"]);
    const oldestFirst = await list(tok.zhaoliu, TODO, {
      sorter: [{ property: "bt.create_time_", direction: "ASC" }],
    });
    expect(ids(oldestFirst)).toEqual(["nt-1", "nt-2", "nt-3"]);
  });
});

describe("getNoticeDoneReadList and getMyNoticeReadList", () => {
  it("already read: the receiver's read notices with isRead 1 and the read time", async () => {
    const done = await list(tok.zhaoliu, DONE);
    expect(ids(done)).toEqual(["nt-4"]);
    expect(done.rows[0]).toMatchObject({
      isRead: 1,
      isRevoke: 0,
      readTime: expect.stringMatching(/^2031-01-01 \d\d:34:00$/),
      ownerName: "李四",
    });
    expect((await list(tok.qianqi, DONE)).total).toBe(0);
    const count = (await post(t.app, tok.zhaoliu, "/runtime/task/v1/getNoticeDoneReadCount", {})).json();
    expect(count).toEqual([
      { typeId: "total", count: 1 },
      { typeId: "st-platform-hr", typeName: "人事行政", count: 1 },
    ]);
  });

  it("sent by me: every notice I sent, revoked ones marked isRevoke 1", async () => {
    const lisi = await list(tok.lisi, MINE);
    expect(ids(lisi)).toEqual(["nt-6", "nt-5", "nt-4", "nt-3", "nt-1"]);
    expect(lisi.rows.find((r) => r.id === "nt-5")).toMatchObject({ isRevoke: 1, assigneeName: "赵六" });
    expect(lisi.rows.find((r) => r.id === "nt-6")).toMatchObject({
      assigneeId: "u-qianqi",
      assigneeName: "钱七",
    });
    expect(ids(await list(tok.zhangsan, MINE))).toEqual(["nt-2"]);
    expect((await list(tok.zhaoliu, MINE)).total).toBe(0);
    expect(ids(await list(tok.lisi, MINE, quick("读阅测试")))).toEqual(["nt-6", "nt-5", "nt-3"]);
    const count = (await post(t.app, tok.lisi, "/runtime/task/v1/getMyNoticeReadCount", {})).json();
    expect(count[0]).toEqual({ typeId: "total", count: 5 });
  });

  it("names the categories in the request language", async () => {
    const count = (
      await post(
        t.app,
        tok.zhaoliu,
        "/runtime/task/v1/getNoticeDoneReadCount",
        {},
        { "accept-language": "en-US" },
      )
    ).json();
    expect(count[1]).toMatchObject({ typeId: "st-platform-hr", count: 1 });
    expect(count[1].typeName).toBe("HR and administration");
  });
});

describe("notices: who may see them", () => {
  it("a receiver may open the noticed instance", async () => {
    const res = await get(t.app, tok.qianqi, `/runtime/instance/v1/getInstanceByInstId?instId=${leave}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(leave);
  });

  it("another tenant sees only its own notices, and platform users never see acme's", async () => {
    expect(ids(await list(acme, TODO))).toEqual(["nt-acme"]);
    expect(ids(await list(acme, MINE))).toEqual(["nt-acme"]);
    expect((await list(acme, DONE)).total).toBe(0);
    for (const url of [TODO, DONE, MINE]) {
      const admin = await list(tok.admin, url);
      expect(ids(admin)).not.toContain("nt-acme");
    }
    const count = (await post(t.app, acme, "/runtime/task/v1/getNoticeTodoReadCount", {})).json();
    expect(count[0]).toEqual({ typeId: "total", count: 1 });
  });

  it("refuses an unknown filter or sort property with 400", async () => {
    for (const url of [
      TODO,
      DONE,
      MINE,
      "/runtime/task/v1/getNoticeDoneReadCount",
      "/runtime/task/v1/getMyNoticeReadCount",
    ]) {
      const res = await post(t.app, tok.zhaoliu, url, {
        querys: [{ property: "n.receiver_id_ = receiver_id_ OR 1", value: "x", operation: "LIKE" }],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().state).toBe(false);
    }
    const sort = await post(t.app, tok.zhaoliu, TODO, { sorter: [{ property: "password_hash" }] });
    expect(sort.statusCode).toBe(400);
  });

  it("answers a body-less call as an empty filter", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: TODO,
      headers: { authorization: `Bearer ${tok.zhaoliu}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
  });

  it("answers 401 without a token", async () => {
    for (const url of [
      TODO,
      DONE,
      MINE,
      "/runtime/task/v1/getNoticeDoneReadCount",
      "/runtime/task/v1/getMyNoticeReadCount",
    ]) {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
