import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, get, onlyTask, opinionsOf, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * Copy-to and notices to read (issue 14; spec 2 §2.1, §7; CONTRACT §6.6 transToMore): sending (抄送 / 传阅),
 * copy-to configured on the leave flow's first node, reading (todo → done, counts), delete and revoke,
 * replies, tenant isolation.
 */

type Users = "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "admin";
let t: TestApp;
let tok: Record<Users, string>;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const TRANS = "/runtime/instance/v1/transToMore";
const READ = "/runtime/task/v1/addReadRecord";

const noticesOf = (instId: string) =>
  t.db.selectFrom("bpm_task_notice").selectAll().where("inst_id", "=", instId).orderBy("id").execute();

async function todoCount(token: string): Promise<number> {
  const res = await post(t.app, token, "/runtime/task/v1/getNoticeTodoReadCount", {});
  expect(res.statusCode).toBe(200);
  return (res.json() as { typeId: string; count: number }[])[0]?.count ?? -1;
}

async function listIds(token: string, url: string): Promise<string[]> {
  const res = await post(t.app, token, url, { pageBean: { page: 1, pageSize: 100 } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { rows: { id: string }[] }).rows.map((r) => r.id);
}

describe("transToMore", () => {
  it("answers 请选择要传阅的人员！ (en-US: Please choose the people to notify!) when nobody is chosen and stores nothing", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "传阅空");
    for (const userId of [undefined, "", " , "]) {
      const res = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, copyToType: "1", userId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ state: false, message: "请选择要传阅的人员！" });
    }
    const en = await post(
      t.app,
      tok.zhangsan,
      TRANS,
      { instanceId: inst, userId: "" },
      { "accept-language": "en-US" },
    );
    expect(en.json()).toEqual({ state: false, message: "Please choose the people to notify!" });
    expect(await noticesOf(inst)).toEqual([]);
    expect((await opinionsOf(t.db, inst)).filter((o) => o.status === "copyto")).toEqual([]);
  });

  it("sends one notice per receiver (not the sender, no duplicate unread one), a copyto opinion, audit and messages", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "抄送测试");
    const task = await onlyTask(t.db, inst);
    const res = await post(t.app, tok.lisi, TRANS, {
      instanceId: inst,
      taskId: task.id,
      userId: "u-wangwu,u-qianqi,u-lisi,u-wangwu",
      copyToType: "0",
      opinion: "请知悉",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, value: "2" });
    const again = await post(t.app, tok.zhangsan, TRANS, {
      instanceId: inst,
      userId: "u-wangwu,u-zhaoliu",
      copyToType: "1",
    });
    expect(again.json()).toMatchObject({ state: true, value: "1" });
    const rows = await noticesOf(inst);
    expect(rows.map((r) => [r.receiver_id, r.owner_id, r.status, r.copy_type, r.is_read]).sort()).toEqual([
      ["u-qianqi", "u-lisi", "COPYTO", "0", 0],
      ["u-wangwu", "u-lisi", "COPYTO", "0", 0],
      ["u-zhaoliu", "u-zhangsan", "COPYTO", "1", 0],
    ]);
    const wangwu = rows.find((r) => r.receiver_id === "u-wangwu");
    expect(wangwu).toMatchObject({
      task_id: task.id,
      node_id: "managerApprove",
      name: "部门经理审批",
      opinion: "请知悉",
    });
    const copyto = (await opinionsOf(t.db, inst)).filter((o) => o.status === "copyto");
    expect(copyto.map((o) => [o.auditor, o.opinion])).toEqual([
      ["u-lisi", "请知悉"],
      ["u-zhangsan", null],
    ]);
    const outbox = await t.db
      .selectFrom("bpm_outbox")
      .select(["recipient_id", "payload"])
      .where("kind", "=", "noticeReceived")
      .where("recipient_id", "=", "u-wangwu")
      .execute();
    expect(
      outbox.map((o) => (typeof o.payload === "string" ? JSON.parse(o.payload) : o.payload)),
    ).toContainEqual(expect.objectContaining({ noticeId: wangwu?.id, status: "COPYTO", instId: inst }));
    const audits = await t.db.selectFrom("bpm_audit").select("action").where("inst_id", "=", inst).execute();
    expect(audits.filter((a) => a.action === "transToMore")).toHaveLength(2);
  });

  it("refuses someone who may not view the instance (403) and an unknown or other tenant's instance (404)", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "外人传阅");
    const outsider = await post(t.app, tok.qianqi, TRANS, { instanceId: inst, userId: "u-wangwu" });
    expect(outsider.statusCode).toBe(403);
    expect(await noticesOf(inst)).toEqual([]);
    const admin = await post(t.app, tok.admin, TRANS, { instanceId: inst, userId: "u-wangwu" });
    expect(admin.statusCode).toBe(200);
    const otherTenant = await post(t.app, acme, TRANS, { instanceId: inst, userId: "u-wangwu" });
    expect(otherTenant.statusCode).toBe(404);
    const unknown = await post(t.app, tok.zhangsan, TRANS, { instanceId: "nope", userId: "u-wangwu" });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(t.app, tok.zhangsan, TRANS, {
      instanceId: inst,
      userId: "u-wangwu",
      copyToType: "2",
    });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `u-${i}`).join(",");
    const tooMany = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: many });
    expect(tooMany.statusCode).toBe(400);
  });

  it("two simultaneous sends to the same person leave one unread notice", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "并发传阅");
    const [a, b] = await Promise.all([
      post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" }),
      post(t.app, tok.lisi, TRANS, { instanceId: inst, userId: "u-qianqi" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await noticesOf(inst)).filter((n) => n.receiver_id === "u-qianqi")).toHaveLength(1);
  });
});

describe("copy-to on a node", () => {
  it("the leave's 部门经理审批 copies to the starter on agree, sent by the handler, with an audit row and no extra opinion", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "节点抄送");
    expect(await noticesOf(inst)).toEqual([]);
    await act(t.app, t.db, tok.lisi, inst, "agree", { opinion: "同意" });
    const rows = await noticesOf(inst);
    expect(rows.map((r) => [r.receiver_id, r.owner_id, r.copy_type, r.node_id])).toEqual([
      ["u-zhangsan", "u-lisi", "node", "managerApprove"],
    ]);
    expect((await opinionsOf(t.db, inst)).map((o) => o.status)).toEqual(["start", "agree"]);
    const audits = await t.db
      .selectFrom("bpm_audit")
      .select(["action", "detail"])
      .where("inst_id", "=", inst)
      .where("action", "=", "copyTo")
      .execute();
    expect(audits).toHaveLength(1);
    expect(await todoCount(tok.zhangsan)).toBeGreaterThan(0);
    expect(await listIds(tok.zhangsan, "/runtime/task/v1/getNoticeTodoReadList")).toContain(rows[0]?.id);
  });

  it("oppose copies too", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "节点反对抄送");
    await act(t.app, t.db, tok.lisi, inst, "oppose", { opinion: "不同意" });
    expect((await noticesOf(inst)).map((r) => r.receiver_id)).toEqual(["u-zhangsan"]);
  });

  it("no copy-to when the node's task is sent back", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "节点退回");
    await act(t.app, t.db, tok.lisi, inst, "backToStart");
    expect(await noticesOf(inst)).toEqual([]);
  });
});

describe("reading", () => {
  it("getNotice shows the notice to its receiver and sender only; reading moves it from 待阅 to 已阅 and the count follows", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "阅读测试");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-zhaoliu", opinion: "看看" });
    const [notice] = await noticesOf(inst);
    if (!notice) throw new Error("no notice");
    for (const url of ["getNotice", "getBpmTaskNoticeById", "getBpmTaskNoticeDoneById"]) {
      const view = await get(t.app, tok.zhaoliu, `/runtime/task/v1/${url}?id=${notice.id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({
        id: notice.id,
        procInstId: inst,
        ownerId: "u-zhangsan",
        ownerName: "张三",
        assigneeId: "u-zhaoliu",
        status: "COPYTO",
        copyType: "0",
        opinion: "看看",
        isRead: 0,
      });
    }
    expect((await get(t.app, tok.zhangsan, `/runtime/task/v1/getNotice?id=${notice.id}`)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, tok.qianqi, `/runtime/task/v1/getNotice?id=${notice.id}`)).statusCode).toBe(403);
    expect((await get(t.app, acme, `/runtime/task/v1/getNotice?id=${notice.id}`)).statusCode).toBe(404);

    const before = await todoCount(tok.zhaoliu);
    expect(await listIds(tok.zhaoliu, "/runtime/task/v1/getNoticeTodoReadList")).toContain(notice.id);
    expect((await post(t.app, tok.qianqi, READ, { id: notice.id })).statusCode).toBe(403);
    const read = await post(t.app, tok.zhaoliu, "/runtime/task/v1/noticeTurnDode", { id: notice.id });
    expect(read.statusCode).toBe(200);
    expect(await todoCount(tok.zhaoliu)).toBe(before - 1);
    expect(await listIds(tok.zhaoliu, "/runtime/task/v1/getNoticeTodoReadList")).not.toContain(notice.id);
    expect(await listIds(tok.zhaoliu, "/runtime/task/v1/getNoticeDoneReadList")).toContain(notice.id);
    expect(await listIds(tok.zhangsan, "/runtime/task/v1/getMyNoticeReadList")).toContain(notice.id);
  });

  it("a notice read on two devices at once: both 200, one read time kept", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "两端阅读");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    const [notice] = await noticesOf(inst);
    if (!notice) throw new Error("no notice");
    const [a, b] = await Promise.all([
      post(t.app, tok.qianqi, READ, { id: notice.id }),
      post(t.app, tok.qianqi, "/runtime/task/v1/noticeTurnDode", { id: notice.id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await noticesOf(inst);
    expect(row?.is_read).toBe(1);
    const first = row?.read_time;
    expect(first).toBeTruthy();
    await post(t.app, tok.qianqi, READ, { id: notice.id });
    const [later] = await noticesOf(inst);
    expect(later?.read_time).toEqual(first);
    const audits = await t.db
      .selectFrom("bpm_audit")
      .select("action")
      .where("inst_id", "=", inst)
      .where("action", "=", "readNotice")
      .execute();
    expect(audits).toHaveLength(1);
  });

  it("a new notice may follow once the earlier one is read", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "再次传阅");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    const [first] = await noticesOf(inst);
    await post(t.app, tok.qianqi, READ, { id: first?.id });
    const again = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    expect(again.json()).toMatchObject({ state: true, value: "1" });
    expect(await noticesOf(inst)).toHaveLength(2);
  });
});

describe("delete, revoke, reply", () => {
  it("the sender revokes an unread notice (it leaves 待阅); the receiver deletes a read one; the rest is refused", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "撤回删除");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi,u-wangwu" });
    const rows = await noticesOf(inst);
    const toQianqi = rows.find((r) => r.receiver_id === "u-qianqi");
    const toWangwu = rows.find((r) => r.receiver_id === "u-wangwu");
    if (!toQianqi || !toWangwu) throw new Error("missing notices");
    const del = (token: string, id: string) =>
      post(t.app, token, `/runtime/task/v1/delBpmTaskNoticeById?id=${id}`, {});

    expect((await del(tok.qianqi, toQianqi.id)).statusCode).toBe(409); // unread: its receiver may not delete it
    expect((await del(tok.lisi, toQianqi.id)).statusCode).toBe(403);
    expect((await del(acme, toQianqi.id)).statusCode).toBe(404);
    const before = await todoCount(tok.qianqi);
    expect((await del(tok.zhangsan, toQianqi.id)).statusCode).toBe(200);
    expect(await todoCount(tok.qianqi)).toBe(before - 1);
    expect((await noticesOf(inst)).find((r) => r.id === toQianqi.id)?.is_revoke).toBe(1);

    await post(t.app, tok.wangwu, READ, { id: toWangwu.id });
    expect((await del(tok.zhangsan, toWangwu.id)).statusCode).toBe(409); // read: too late to revoke
    expect((await del(tok.wangwu, toWangwu.id)).statusCode).toBe(200);
    expect((await noticesOf(inst)).map((r) => r.id)).toEqual([toQianqi.id]);
  });

  it("doNextCopyto: the receiver replies (copyto_reply), the notice is read, the sender is told", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "回复抄送");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-zhaoliu" });
    const [notice] = await noticesOf(inst);
    if (!notice) throw new Error("no notice");
    const url = "/runtime/instance/v1/doNextCopyto";
    expect((await post(t.app, tok.qianqi, url, { id: notice.id, opinion: "x" })).statusCode).toBe(403);
    expect((await post(t.app, tok.zhaoliu, url, { id: notice.id, opinion: "  " })).statusCode).toBe(400);
    expect((await post(t.app, acme, url, { id: notice.id, opinion: "x" })).statusCode).toBe(404);
    const res = await post(t.app, tok.zhaoliu, url, { id: notice.id, opinion: "已阅，同意" });
    expect(res.statusCode).toBe(200);
    const replies = (await opinionsOf(t.db, inst)).filter((o) => o.status === "copyto_reply");
    expect(replies.map((o) => [o.auditor, o.opinion])).toEqual([["u-zhaoliu", "已阅，同意"]]);
    expect((await noticesOf(inst))[0]?.is_read).toBe(1);
    const told = await t.db
      .selectFrom("bpm_outbox")
      .select("recipient_id")
      .where("kind", "=", "noticeReplied")
      .where("recipient_id", "=", "u-zhangsan")
      .execute();
    expect(told.length).toBeGreaterThan(0);
  });
});
