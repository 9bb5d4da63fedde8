import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  act,
  instanceRow,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  sameNodeAs,
  startExpense,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * The rules of copy-to and notices to read (server/bpm/engine/notices.ts; spec 2 §2.1, §7; CONTRACT §6.1,
 * §6.6), beside the flows of bpm-notices.test.ts: exactly what a send, a node's copy-to, a read, a
 * delete or revoke and a reply write (notice rows, opinions, outbox messages, audit rows), whom a send
 * skips, which node a notice is about, and every refusal with its status and message.
 */

type Users = "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi";
let t: TestApp;
let tok: Record<Users, string>;
let acme: string;
let acmeAdminId: string;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  acmeAdminId = (
    await t.db
      .selectFrom("uc_user")
      .select("id")
      .where("account", "=", "acme_admin")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const TRANS = "/runtime/instance/v1/transToMore";
const READ = "/runtime/task/v1/addReadRecord";
const REPLY = "/runtime/instance/v1/doNextCopyto";

const NOT_RECEIVER = "这不是发给您的传阅信息";
const NOTICE_GONE = "传阅信息不存在";
const INST_GONE = "流程实例不存在";
const NOT_REMOVABLE = "只能删除已阅的传阅，或撤回对方尚未阅读的传阅";

const del = (token: string, id: string) =>
  post(t.app, token, `/runtime/task/v1/delBpmTaskNoticeById?id=${encodeURIComponent(id)}`, {});

/** Status and message of an answer (errors and soft answers alike). */
const refusal = (res: { statusCode: number; json(): { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

/** The notices of an instance, by receiver. */
const noticesOf = (instId: string) =>
  t.db
    .selectFrom("bpm_task_notice")
    .selectAll()
    .where("inst_id", "=", instId)
    .orderBy("receiver_id")
    .orderBy("create_time")
    .execute();

async function noticeTo(instId: string, receiver: string) {
  const rows = (await noticesOf(instId)).filter((n) => n.receiver_id === receiver);
  const row = rows[rows.length - 1];
  if (!row) throw new Error(`no notice of ${instId} to ${receiver}`);
  return row;
}

/** The audit rows of an instance for one action, oldest first. */
async function auditsOf(instId: string, action: string) {
  const rows = await t.db
    .selectFrom("bpm_audit")
    .select(["user_id", "task_id", "detail"])
    .where("inst_id", "=", instId)
    .where("action", "=", action)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ userId: r.user_id, taskId: r.task_id, detail: parsed(r.detail) }));
}

/** The outbox messages of one kind about an instance, oldest first. */
async function messagesOf(kind: string, instId: string) {
  const rows = await t.db
    .selectFrom("bpm_outbox")
    .select(["recipient_id", "payload", "tenant_id"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
  return rows
    .map((r) => ({ to: r.recipient_id, tenant: r.tenant_id, payload: parsed(r.payload) }))
    .filter((m) => m.payload.instId === instId);
}

const opinionsWith = async (instId: string, status: string) =>
  (await opinionsOf(t.db, instId)).filter((o) => o.status === status);

/** lisi (the handler of zhangsan's leave) sends it with his task to `receivers`; the task. */
async function leaveSentByLisi(reason: string, receivers: string) {
  const inst = await startLeave(t.app, tok.zhangsan, 1, reason);
  const task = await onlyTask(t.db, inst);
  const res = await post(t.app, tok.lisi, TRANS, { instanceId: inst, taskId: task.id, userId: receivers });
  expect(res.statusCode).toBe(200);
  return { inst, task };
}

describe("transToMore: whom it notifies and what it writes", () => {
  it("skips the sender, unknown ids, another tenant's user and whoever still has an unread notice; trims and dedups the ids; writes rows, opinion, messages and audit", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "传阅规则");
    const row = await instanceRow(t.db, inst);
    const first = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    expect(first.json()).toEqual({ state: true, value: "1", message: "传阅成功" });

    const res = await post(t.app, tok.zhangsan, TRANS, {
      instanceId: inst,
      userId: ` u-wangwu ,u-zhangsan,, u-nobody,${acmeAdminId},u-qianqi , u-zhaoliu,u-wangwu `,
      copyToType: "1",
      opinion: "  请阅  ",
      files: "[]",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, value: "2", message: "传阅成功" });

    const rows = await noticesOf(inst);
    expect(rows.map((r) => [r.receiver_id, r.owner_id, r.copy_type, r.opinion])).toEqual([
      ["u-qianqi", "u-zhangsan", "0", null],
      ["u-wangwu", "u-zhangsan", "1", "请阅"],
      ["u-zhaoliu", "u-zhangsan", "1", "请阅"],
    ]);
    const wangwu = await noticeTo(inst, "u-wangwu");
    expect(wangwu).toEqual({
      id: expect.any(String),
      tenant_id: "t-platform",
      inst_id: inst,
      task_id: null,
      node_id: "managerApprove",
      name: "部门经理审批",
      subject: row.subject,
      def_key: "leave",
      def_name: row.def_name,
      type_id: row.type_id,
      owner_id: "u-zhangsan",
      receiver_id: "u-wangwu",
      status: "COPYTO",
      is_read: 0,
      is_revoke: 0,
      create_time: expect.any(Date),
      read_time: null,
      copy_type: "1",
      opinion: "请阅",
    });

    expect(await auditsOf(inst, "transToMore")).toEqual([
      {
        userId: "u-zhangsan",
        taskId: null,
        detail: { copyToType: "0", receivers: ["u-qianqi"], skipped: [] },
      },
      {
        userId: "u-zhangsan",
        taskId: null,
        detail: {
          copyToType: "1",
          receivers: ["u-wangwu", "u-zhaoliu"],
          skipped: ["u-zhangsan", "u-nobody", acmeAdminId, "u-qianqi"],
        },
      },
    ]);

    const copyto = await opinionsWith(inst, "copyto");
    expect(
      copyto.map((o) => [o.auditor, o.auditor_name, o.opinion, o.files, o.task_key, o.task_name]),
    ).toEqual([
      ["u-zhangsan", "张三", null, null, "managerApprove", "部门经理审批"],
      ["u-zhangsan", "张三", "请阅", "[]", "managerApprove", "部门经理审批"],
    ]);

    const messages = await messagesOf("noticeReceived", inst);
    expect(messages.map((m) => [m.to, m.tenant])).toEqual([
      ["u-qianqi", "t-platform"],
      ["u-wangwu", "t-platform"],
      ["u-zhaoliu", "t-platform"],
    ]);
    expect(messages[1]?.payload).toEqual({
      noticeId: wangwu.id,
      status: "COPYTO",
      instId: inst,
      subject: row.subject,
      sender: "张三",
      nodeName: "部门经理审批",
    });
  });

  it("sent to oneself only: value 0, no notice and no message, but the copyto opinion (a blank opinion is none) and the audit", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "只传自己");
    const res = await post(t.app, tok.zhangsan, TRANS, {
      instanceId: inst,
      userId: "u-zhangsan",
      opinion: "   ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, value: "0", message: "传阅成功" });
    expect(await noticesOf(inst)).toEqual([]);
    expect(await messagesOf("noticeReceived", inst)).toEqual([]);
    expect((await opinionsWith(inst, "copyto")).map((o) => [o.auditor, o.opinion])).toEqual([
      ["u-zhangsan", null],
    ]);
    expect(await auditsOf(inst, "transToMore")).toEqual([
      {
        userId: "u-zhangsan",
        taskId: null,
        detail: { copyToType: "0", receivers: [], skipped: ["u-zhangsan"] },
      },
    ]);
  });

  it("takes up to 50 receivers; 51 are refused with 400 错误的请求参数 and nothing is stored", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "五十人");
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `u-x${i}`).join(",");
    const fifty = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: ids(50) });
    expect(fifty.statusCode).toBe(200);
    expect(fifty.json()).toEqual({ state: true, value: "0", message: "传阅成功" });
    const tooMany = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: ids(51) });
    expect(refusal(tooMany)).toEqual([400, "错误的请求参数"]);
    expect(await opinionsWith(inst, "copyto")).toHaveLength(1);
    const audits = await auditsOf(inst, "transToMore");
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail.skipped).toHaveLength(50);
  });

  it("a revoked notice does not stop a new one; an unread one of another instance does not either", async () => {
    const { inst } = await leaveSentByLisi("撤回再传", "u-qianqi");
    const other = await startLeave(t.app, tok.zhangsan, 1, "另一实例");
    const elsewhere = await post(t.app, tok.zhangsan, TRANS, { instanceId: other, userId: "u-qianqi" });
    expect(elsewhere.json()).toEqual({ state: true, value: "1", message: "传阅成功" });
    const notice = await noticeTo(inst, "u-qianqi");
    expect((await del(tok.lisi, notice.id)).statusCode).toBe(200);
    const again = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    expect(again.json()).toEqual({ state: true, value: "1", message: "传阅成功" });
    expect((await noticesOf(inst)).map((n) => [n.owner_id, n.is_revoke])).toEqual([
      ["u-lisi", 1],
      ["u-zhangsan", 0],
    ]);
  });

  it("skips a disabled user (no notice, no message) and notifies them again once enabled", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "停用的接收人");
    const user = await t.db
      .selectFrom("uc_user")
      .select("id")
      .where("account", "=", "newbie")
      .executeTakeFirstOrThrow();
    await t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", user.id).execute();
    try {
      const res = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: `${user.id},u-qianqi` });
      expect(res.json()).toEqual({ state: true, value: "1", message: "传阅成功" });
      expect((await noticesOf(inst)).map((n) => n.receiver_id)).toEqual(["u-qianqi"]);
      expect((await messagesOf("noticeReceived", inst)).map((m) => m.to)).toEqual(["u-qianqi"]);
    } finally {
      await t.db.updateTable("uc_user").set({ status: 1 }).where("id", "=", user.id).execute();
    }
    const again = await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: user.id });
    expect(again.json()).toEqual({ state: true, value: "1", message: "传阅成功" });
  });

  it("refuses with status and message, storing nothing: 403 for who may not view it, 404 for another tenant's, an unknown or a deleted instance", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "传阅拒绝");
    expect(refusal(await post(t.app, tok.qianqi, TRANS, { instanceId: inst, userId: "u-wangwu" }))).toEqual([
      403,
      "没有查看该流程实例的权限",
    ]);
    expect(refusal(await post(t.app, acme, TRANS, { instanceId: inst, userId: acmeAdminId }))).toEqual([
      404,
      INST_GONE,
    ]);
    expect(
      refusal(await post(t.app, tok.zhangsan, TRANS, { instanceId: "no-such-inst", userId: "u-wangwu" })),
    ).toEqual([404, INST_GONE]);
    await t.db.updateTable("bpm_instance").set({ is_dele: 1 }).where("id", "=", inst).execute();
    expect(refusal(await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-wangwu" }))).toEqual(
      [404, INST_GONE],
    );
    expect(await noticesOf(inst)).toEqual([]);
    expect(await opinionsWith(inst, "copyto")).toEqual([]);
    expect(await auditsOf(inst, "transToMore")).toEqual([]);
  });
});

describe("transToMore: the node a notice is about", () => {
  it("the given task's node (not the oldest open task's); without a task the oldest open task's; a task of another instance is ignored", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "两个待办");
    const oldest = await onlyTask(t.db, inst);
    const laterId = `tk-gm-${inst}`;
    await t.db
      .insertInto("bpm_task")
      .values({
        ...sameNodeAs(oldest),
        id: laterId,
        node_id: "gmApprove",
        name: "总经理审批",
        assignee_id: "u-zhaoliu",
        creator_id: oldest.creator_id,
        creator_name: oldest.creator_name,
        create_time: new Date(new Date(oldest.create_time).getTime() + 60_000),
      })
      .execute();
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, taskId: laterId, userId: "u-wangwu" });
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" });
    expect((await noticesOf(inst)).map((n) => [n.receiver_id, n.task_id, n.node_id, n.name])).toEqual([
      ["u-qianqi", null, "managerApprove", "部门经理审批"],
      ["u-wangwu", laterId, "gmApprove", "总经理审批"],
    ]);
    expect((await auditsOf(inst, "transToMore")).map((a) => a.taskId)).toEqual([laterId, null]);
    expect((await opinionsWith(inst, "copyto")).map((o) => o.task_key)).toEqual([
      "gmApprove",
      "managerApprove",
    ]);

    const other = await startLeave(t.app, tok.zhangsan, 1, "别人的任务");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: other, taskId: oldest.id, userId: "u-wangwu" });
    expect((await noticesOf(other)).map((n) => [n.task_id, n.node_id])).toEqual([[null, "managerApprove"]]);
    expect((await auditsOf(other, "transToMore")).map((a) => a.taskId)).toEqual([null]);
  });

  it("an ended instance's notice is about the start node, and so is one whose open task's node left the flow", async () => {
    const ended = await startLeave(t.app, tok.zhangsan, 1, "已结束传阅");
    await act(t.app, t.db, tok.lisi, ended, "agree");
    expect(await openTasks(t.db, ended)).toEqual([]);
    const res = await post(t.app, tok.zhangsan, TRANS, { instanceId: ended, userId: "u-qianqi" });
    expect(res.json()).toEqual({ state: true, value: "1", message: "传阅成功" });
    expect(await noticeTo(ended, "u-qianqi")).toMatchObject({
      task_id: null,
      node_id: "start",
      name: "开始",
    });
    expect((await opinionsWith(ended, "copyto")).map((o) => [o.task_key, o.task_name])).toEqual([
      ["start", "开始"],
    ]);

    const moved = await startLeave(t.app, tok.zhangsan, 1, "节点已删");
    await t.db.updateTable("bpm_task").set({ node_id: "ghost" }).where("inst_id", "=", moved).execute();
    await post(t.app, tok.zhangsan, TRANS, { instanceId: moved, userId: "u-qianqi" });
    expect(await noticeTo(moved, "u-qianqi")).toMatchObject({ node_id: "start", name: "开始" });
  });
});

describe("copy-to configured on a node", () => {
  it("the notice carries the decided task, copy type node and no opinion; the copyTo audit names node and receivers; the starter is told", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "节点抄送细节");
    const row = await instanceRow(t.db, inst);
    const task = await onlyTask(t.db, inst);
    await act(t.app, t.db, tok.lisi, inst, "agree", { opinion: "同意" });
    const notice = await noticeTo(inst, "u-zhangsan");
    expect(notice).toMatchObject({
      task_id: task.id,
      node_id: "managerApprove",
      name: "部门经理审批",
      owner_id: "u-lisi",
      status: "COPYTO",
      copy_type: "node",
      opinion: null,
      is_read: 0,
    });
    expect(await auditsOf(inst, "copyTo")).toEqual([
      { userId: "u-lisi", taskId: task.id, detail: { nodeId: "managerApprove", receivers: ["u-zhangsan"] } },
    ]);
    expect(await messagesOf("noticeReceived", inst)).toEqual([
      {
        to: "u-zhangsan",
        tenant: "t-platform",
        payload: {
          noticeId: notice.id,
          status: "COPYTO",
          instId: inst,
          subject: row.subject,
          sender: "李四",
          nodeName: "部门经理审批",
        },
      },
    ]);
  });

  it("a starter who still has an unread notice of the instance gets none, and no copyTo audit row is written", async () => {
    const { inst } = await leaveSentByLisi("已有待阅", "u-zhangsan");
    await act(t.app, t.db, tok.lisi, inst, "agree");
    expect((await noticesOf(inst)).map((n) => [n.receiver_id, n.copy_type])).toEqual([["u-zhangsan", "0"]]);
    expect(await auditsOf(inst, "copyTo")).toEqual([]);
    expect((await messagesOf("noticeReceived", inst)).map((m) => m.to)).toEqual(["u-zhangsan"]);
  });

  it("a node without copy-to (the expense's 部门经理审批) sends nothing", async () => {
    const inst = await startExpense(t.app, tok.zhangsan, 300);
    await act(t.app, t.db, tok.lisi, inst, "agree");
    expect(await noticesOf(inst)).toEqual([]);
    expect(await auditsOf(inst, "copyTo")).toEqual([]);
  });
});

describe("reading a notice", () => {
  it("only its receiver reads it (the sender too gets 403); unknown or another tenant's notice 404; the read is stamped and audited once", async () => {
    const { inst, task } = await leaveSentByLisi("阅读规则", "u-zhaoliu,u-qianqi");
    const notice = await noticeTo(inst, "u-zhaoliu");
    expect(refusal(await post(t.app, tok.lisi, READ, { id: notice.id }))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await post(t.app, tok.qianqi, READ, { id: notice.id }))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await post(t.app, acme, READ, { id: notice.id }))).toEqual([404, NOTICE_GONE]);
    expect(refusal(await post(t.app, tok.zhaoliu, READ, { id: "nt-none" }))).toEqual([404, NOTICE_GONE]);
    expect((await noticeTo(inst, "u-zhaoliu")).is_read).toBe(0);

    const res = await post(t.app, tok.zhaoliu, READ, { id: notice.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, value: "", message: "已阅" });
    const read = await noticeTo(inst, "u-zhaoliu");
    expect(read).toEqual({ ...notice, is_read: 1, read_time: expect.any(Date) });
    expect((await noticeTo(inst, "u-qianqi")).is_read).toBe(0);
    expect(await auditsOf(inst, "readNotice")).toEqual([
      { userId: "u-zhaoliu", taskId: task.id, detail: { noticeId: notice.id } },
    ]);

    const again = await post(t.app, tok.zhaoliu, "/runtime/task/v1/noticeTurnDode", { id: notice.id });
    expect(again.json()).toEqual({ state: true, value: "", message: "已阅" });
    expect(await auditsOf(inst, "readNotice")).toHaveLength(1);
  });

  it("a revoked notice may still be read, and then deleted by its receiver", async () => {
    const { inst } = await leaveSentByLisi("撤回后阅读", "u-wangwu");
    const notice = await noticeTo(inst, "u-wangwu");
    expect((await del(tok.lisi, notice.id)).statusCode).toBe(200);
    expect((await post(t.app, tok.wangwu, READ, { id: notice.id })).statusCode).toBe(200);
    expect(await noticeTo(inst, "u-wangwu")).toMatchObject({ is_read: 1, is_revoke: 1 });
    const gone = await del(tok.wangwu, notice.id);
    expect(gone.json()).toEqual({ state: true, value: "", message: "删除成功" });
    expect(await noticesOf(inst)).toEqual([]);
  });
});

describe("deleting and revoking a notice", () => {
  it("the sender revokes an unread notice: 撤回成功, is_revoke 1, audited once though asked twice; its receiver may then not delete it", async () => {
    const { inst, task } = await leaveSentByLisi("撤回规则", "u-qianqi");
    const notice = await noticeTo(inst, "u-qianqi");
    for (let i = 0; i < 2; i++) {
      const res = await del(tok.lisi, notice.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ state: true, value: "", message: "撤回成功" });
    }
    expect(await noticeTo(inst, "u-qianqi")).toEqual({ ...notice, is_revoke: 1 });
    expect(await auditsOf(inst, "revokeNotice")).toEqual([
      { userId: "u-lisi", taskId: task.id, detail: { noticeId: notice.id } },
    ]);
    expect(refusal(await del(tok.qianqi, notice.id))).toEqual([409, NOT_REMOVABLE]);
  });

  it("the receiver deletes a read notice (删除成功, audited); an unread one by its receiver, a read one by its sender: 409; anyone else 403; unknown or another tenant's 404", async () => {
    const { inst, task } = await leaveSentByLisi("删除规则", "u-wangwu,u-zhaoliu");
    const toWangwu = await noticeTo(inst, "u-wangwu");
    expect(refusal(await del(tok.wangwu, toWangwu.id))).toEqual([409, NOT_REMOVABLE]);
    expect(refusal(await del(tok.qianqi, toWangwu.id))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await del(tok.zhaoliu, toWangwu.id))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await del(acme, toWangwu.id))).toEqual([404, NOTICE_GONE]);
    expect(refusal(await del(tok.wangwu, "nt-none"))).toEqual([404, NOTICE_GONE]);
    await post(t.app, tok.wangwu, READ, { id: toWangwu.id });
    expect(refusal(await del(tok.lisi, toWangwu.id))).toEqual([409, NOT_REMOVABLE]);
    expect(refusal(await del(tok.qianqi, toWangwu.id))).toEqual([403, NOT_RECEIVER]);
    expect((await noticesOf(inst)).map((n) => n.receiver_id)).toEqual(["u-wangwu", "u-zhaoliu"]);

    const res = await del(tok.wangwu, toWangwu.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, value: "", message: "删除成功" });
    expect((await noticesOf(inst)).map((n) => [n.receiver_id, n.is_read, n.is_revoke])).toEqual([
      ["u-zhaoliu", 0, 0],
    ]);
    expect(await auditsOf(inst, "deleteNotice")).toEqual([
      { userId: "u-wangwu", taskId: task.id, detail: { noticeId: toWangwu.id } },
    ]);
    expect(await auditsOf(inst, "revokeNotice")).toEqual([]);
  });
});

describe("replying to a notice", () => {
  it("回复成功: a copyto_reply opinion on the notice's node with its files, the notice read, the sender told the reply, an audit row", async () => {
    const { inst, task } = await leaveSentByLisi("回复规则", "u-zhaoliu,u-qianqi");
    const row = await instanceRow(t.db, inst);
    const notice = await noticeTo(inst, "u-zhaoliu");
    const res = await post(t.app, tok.zhaoliu, REPLY, {
      id: notice.id,
      opinion: "  已阅，同意  ",
      files: "[]",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, value: "", message: "回复成功" });
    const replies = await opinionsWith(inst, "copyto_reply");
    expect(
      replies.map((o) => [o.auditor, o.auditor_name, o.opinion, o.files, o.task_key, o.task_name]),
    ).toEqual([["u-zhaoliu", "赵六", "已阅，同意", "[]", "managerApprove", "部门经理审批"]]);
    expect(await noticeTo(inst, "u-zhaoliu")).toEqual({ ...notice, is_read: 1, read_time: expect.any(Date) });
    expect((await noticeTo(inst, "u-qianqi")).is_read).toBe(0);
    expect(await messagesOf("noticeReplied", inst)).toEqual([
      {
        to: "u-lisi",
        tenant: "t-platform",
        payload: { instId: inst, subject: row.subject, sender: "赵六", opinion: "已阅，同意" },
      },
    ]);
    expect(await auditsOf(inst, "replyNotice")).toEqual([
      { userId: "u-zhaoliu", taskId: task.id, detail: { noticeId: notice.id } },
    ]);
    expect(await auditsOf(inst, "readNotice")).toEqual([]);
  });

  it("a notice read before keeps its read time; a reply without files stores none", async () => {
    const { inst } = await leaveSentByLisi("先读后回", "u-qianqi");
    const notice = await noticeTo(inst, "u-qianqi");
    await post(t.app, tok.qianqi, READ, { id: notice.id });
    const readAt = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    await t.db
      .updateTable("bpm_task_notice")
      .set({ read_time: readAt })
      .where("id", "=", notice.id)
      .execute();
    expect((await post(t.app, tok.qianqi, REPLY, { id: notice.id, opinion: "收到" })).statusCode).toBe(200);
    const after = await noticeTo(inst, "u-qianqi");
    expect([after.is_read, new Date(after.read_time as Date).toISOString()]).toEqual([
      1,
      readAt.toISOString(),
    ]);
    expect((await opinionsWith(inst, "copyto_reply")).map((o) => [o.opinion, o.files])).toEqual([
      ["收到", null],
    ]);
  });

  it("a notice whose node left the flow: the reply is written on the start node", async () => {
    const { inst } = await leaveSentByLisi("节点不在", "u-qianqi");
    await t.db.updateTable("bpm_task_notice").set({ node_id: "ghost" }).where("inst_id", "=", inst).execute();
    const notice = await noticeTo(inst, "u-qianqi");
    expect((await post(t.app, tok.qianqi, REPLY, { id: notice.id, opinion: "好" })).statusCode).toBe(200);
    expect((await opinionsWith(inst, "copyto_reply")).map((o) => [o.task_key, o.task_name])).toEqual([
      ["start", "开始"],
    ]);
  });

  it("refuses with status and message, writing nothing: the sender 403, a blank reply 400, a revoked notice 409, unknown or another tenant's notice and a deleted instance 404", async () => {
    const { inst } = await leaveSentByLisi("回复拒绝", "u-zhaoliu,u-qianqi");
    const toZhaoliu = await noticeTo(inst, "u-zhaoliu");
    const toQianqi = await noticeTo(inst, "u-qianqi");
    const reply = (token: string, id: string, opinion = "可以") => post(t.app, token, REPLY, { id, opinion });
    expect(refusal(await reply(tok.lisi, toZhaoliu.id))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await reply(tok.qianqi, toZhaoliu.id))).toEqual([403, NOT_RECEIVER]);
    expect(refusal(await reply(tok.zhaoliu, toZhaoliu.id, "  "))).toEqual([400, "请填写回复内容"]);
    expect(refusal(await reply(acme, toZhaoliu.id))).toEqual([404, NOTICE_GONE]);
    expect(refusal(await reply(tok.zhaoliu, "nt-none"))).toEqual([404, NOTICE_GONE]);
    expect((await del(tok.lisi, toQianqi.id)).statusCode).toBe(200);
    expect(refusal(await reply(tok.qianqi, toQianqi.id))).toEqual([
      409,
      "该任务已被他人处理或已变更，请刷新后重试",
    ]);
    await t.db.updateTable("bpm_instance").set({ is_dele: 1 }).where("id", "=", inst).execute();
    expect(refusal(await reply(tok.zhaoliu, toZhaoliu.id))).toEqual([404, INST_GONE]);

    expect(await opinionsWith(inst, "copyto_reply")).toEqual([]);
    expect((await noticesOf(inst)).map((n) => [n.receiver_id, n.is_read])).toEqual([
      ["u-qianqi", 0],
      ["u-zhaoliu", 0],
    ]);
    expect(await messagesOf("noticeReplied", inst)).toEqual([]);
    expect(await auditsOf(inst, "replyNotice")).toEqual([]);
  });
});

describe("an instance whose flow definition cannot be found", () => {
  it("transToMore and a reply answer 500 流程定义不存在或未发布 and write nothing", async () => {
    const inst = await startLeave(t.app, tok.zhangsan, 1, "定义丢失");
    await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-zhaoliu" });
    const notice = await noticeTo(inst, "u-zhaoliu");
    // The instance is pinned to a version that is not the tenant's (a row of another tenant, never loaded).
    const row = await instanceRow(t.db, inst);
    const def = await t.db
      .selectFrom("bpm_definition")
      .selectAll()
      .where("id", "=", row.def_id)
      .executeTakeFirstOrThrow();
    const elsewhere = `${def.id}-elsewhere`;
    await t.db
      .insertInto("bpm_definition")
      .values({
        ...def,
        id: elsewhere,
        tenant_id: "t-acme",
        is_main: "N",
        status: "draft",
        version: def.version + 100,
        definition: JSON.stringify(def.definition),
        label_i18n: def.label_i18n === null ? null : JSON.stringify(def.label_i18n),
      })
      .execute();
    await t.db.updateTable("bpm_instance").set({ def_id: elsewhere }).where("id", "=", inst).execute();

    const missing = [500, "流程定义不存在或未发布"];
    expect(refusal(await post(t.app, tok.zhangsan, TRANS, { instanceId: inst, userId: "u-qianqi" }))).toEqual(
      missing,
    );
    expect(refusal(await post(t.app, tok.zhaoliu, REPLY, { id: notice.id, opinion: "收到" }))).toEqual(
      missing,
    );
    expect(await noticesOf(inst)).toEqual([notice]);
    expect(await opinionsWith(inst, "copyto")).toHaveLength(1);
    expect(await opinionsWith(inst, "copyto_reply")).toEqual([]);
    expect(await auditsOf(inst, "transToMore")).toHaveLength(1);
  });
});
