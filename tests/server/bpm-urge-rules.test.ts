import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dateTimeText } from "../../server/time";
import { insertDecision, onlyTask, post, sameNodeAs, startLeave, tokensOf } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp } from "./helpers";

/*
 * The rules of 催办 urge (server/bpm/engine/urge.ts; issue 17): who may urge, who is urged (each person
 * once, the user candidates of a shared task), how long to wait (whole minutes, the caller's own latest
 * urge of this instance), and what is recorded. One leave of zhangsan's waiting at lisi; urges older than
 * the test are written straight into bpm_urge. The interval is the default, 30 minutes.
 */

const INTERVAL = 30;
let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "qianqi" | "admin", string>;
const ids: Record<string, string> = {};
let instId: string;
let otherInstId: string;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "qianqi", "admin"]);
  for (const u of await t.db.selectFrom("uc_user").select(["id", "account"]).execute()) ids[u.account] = u.id;
  instId = await startLeave(t.app, tok.zhangsan, 2, "催办规则");
  otherInstId = await startLeave(t.app, tok.zhangsan, 2, "催办规则之二");
  taskId = (await onlyTask(t.db, instId)).id;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom("bpm_urge").execute();
  await t.db.deleteFrom("bpm_outbox").where("kind", "=", "taskUrged").execute();
  await t.db
    .deleteFrom("bpm_opinion")
    .where("inst_id", "=", instId)
    .where("auditor", "=", ids.qianqi)
    .execute();
  await t.db.deleteFrom("bpm_task_candidate").where("task_id", "=", taskId).execute();
  await t.db.deleteFrom("bpm_task").where("inst_id", "=", instId).where("id", "!=", taskId).execute();
  await t.db.updateTable("bpm_task").set({ assignee_id: ids.lisi }).where("id", "=", taskId).execute();
});

const state = async (token: string, id = instId) => {
  const res = await post(t.app, token, "/runtime/instance/v1/getUrgrntById", { instId: id });
  return res.statusCode === 200 ? res.json().value : [res.statusCode, res.json().message];
};
const urge = (token: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/runtime/instance/v1/sendBpmTaskUrgent",
    headers: bearer(token),
    payload: { instId, ...body },
  });
/** An urge written `minutesAgo` minutes before now. */
const urgedBefore = (minutesAgo: number, userId = ids.zhangsan, inst = instId) =>
  t.db
    .insertInto("bpm_urge")
    .values({
      tenant_id: "t-platform",
      inst_id: inst,
      user_id: userId,
      opinion: null,
      receivers: JSON.stringify([]),
      create_time: new Date(Date.now() - minutesAgo * 60_000),
    })
    .execute();
const sentTo = async () =>
  (await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", "taskUrged").execute())
    .map((r) => r.recipient_id)
    .sort();
const candidate = (identity_id: string, identity_name: string, type = "user") =>
  t.db
    .insertInto("bpm_task_candidate")
    .values({ tenant_id: "t-platform", task_id: taskId, type, identity_id, identity_name })
    .execute();

describe("how long the caller waits", () => {
  it("may urge at once when they never urged, and is told no last time", async () => {
    const s = await state(tok.zhangsan);
    expect(s).toMatchObject({ waitMinutes: 0, intervalMinutes: INTERVAL, mayUrge: true, canUrge: true });
    expect(s).not.toHaveProperty("lastUrgeTime");
  });

  it("waits the whole minutes left of the interval after their latest urge, at least 1 while any time is left", async () => {
    for (const [ago, wait] of [
      [10, 20],
      [29.5, 1],
      [INTERVAL + 0.5, 0],
    ] as const) {
      await t.db.deleteFrom("bpm_urge").execute();
      await urgedBefore(ago);
      const s = await state(tok.zhangsan);
      expect([ago, s.waitMinutes, s.canUrge]).toEqual([ago, wait, wait === 0]);
      expect(s.lastUrgeTime).toBe(
        dateTimeText(
          new Date(
            (await t.db.selectFrom("bpm_urge").select("create_time").executeTakeFirstOrThrow())
              .create_time as Date,
          ),
        ),
      );
      expect((await urge(tok.zhangsan)).statusCode).toBe(wait === 0 ? 200 : 429);
    }
  });

  it("counts only the caller's own latest urge of this instance", async () => {
    await urgedBefore(100);
    await urgedBefore(10);
    expect((await state(tok.zhangsan)).waitMinutes).toBe(20);
    await t.db.deleteFrom("bpm_urge").execute();
    await urgedBefore(1, ids.admin);
    await urgedBefore(1, ids.zhangsan, otherInstId);
    expect((await state(tok.zhangsan)).waitMinutes).toBe(0);
    const res = await urge(tok.zhangsan);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers 429 naming the minutes left", async () => {
    await urgedBefore(25);
    const res = await urge(tok.zhangsan);
    expect([res.statusCode, res.json().message]).toEqual([429, "已催办，请在5分钟后再试"]);
    expect(await sentTo()).toEqual([]);
  });
});

describe("who may urge", () => {
  it("someone who decided on the instance; an outsider may neither urge nor see the state", async () => {
    expect(await state(tok.qianqi)).toEqual([403, "没有查看该流程实例的权限"]);
    expect((await urge(tok.qianqi)).statusCode).toBe(403);
    await insertDecision(t.db, instId, { id: ids.qianqi, name: "钱七" });
    expect(await state(tok.qianqi)).toMatchObject({ mayUrge: true, canUrge: true });
    expect((await urge(tok.qianqi)).statusCode).toBe(200);
  });

  it("nobody, once the instance has ended: no handlers, mayUrge false, and 409", async () => {
    await t.db.updateTable("bpm_instance").set({ status: "end" }).where("id", "=", instId).execute();
    try {
      expect(await state(tok.zhangsan)).toMatchObject({ handlers: [], mayUrge: false, canUrge: false });
      const res = await urge(tok.zhangsan);
      expect([res.statusCode, res.json().message]).toEqual([409, "流程实例不在运行中"]);
    } finally {
      await t.db.updateTable("bpm_instance").set({ status: "running" }).where("id", "=", instId).execute();
    }
  });
});

describe("who is urged", () => {
  it("each user candidate of a shared task, by name, and no group candidate", async () => {
    await t.db.updateTable("bpm_task").set({ assignee_id: "0" }).where("id", "=", taskId).execute();
    await candidate(ids.qianqi, "Beta");
    await candidate(ids.admin, "Alpha");
    await candidate(ids.lisi, "Group", "org");
    expect((await state(tok.zhangsan)).handlers).toEqual([
      { taskId, nodeId: expect.any(String), nodeName: "部门经理审批", userId: ids.admin, userName: "Alpha" },
      { taskId, nodeId: expect.any(String), nodeName: "部门经理审批", userId: ids.qianqi, userName: "Beta" },
    ]);
    expect((await urge(tok.zhangsan)).statusCode).toBe(200);
    expect(await sentTo()).toEqual([ids.admin, ids.qianqi].sort());
  });

  it("nobody when a shared task has no user candidate: canUrge false and 409", async () => {
    await t.db.updateTable("bpm_task").set({ assignee_id: "0" }).where("id", "=", taskId).execute();
    await candidate(ids.lisi, "Group", "org");
    expect(await state(tok.zhangsan)).toMatchObject({ handlers: [], mayUrge: true, canUrge: false });
    const res = await urge(tok.zhangsan);
    expect([res.statusCode, res.json().message]).toEqual([409, "当前没有可催办的处理人"]);
    expect(await t.db.selectFrom("bpm_urge").selectAll().execute()).toEqual([]);
  });

  it("each person once, however many of the instance's open tasks they hold; not a task that is no longer to do", async () => {
    const task = await onlyTask(t.db, instId);
    for (const [id, status] of [
      [`${taskId}-2`, "NORMAL"],
      [`${taskId}-3`, "TRANSFORMING"],
    ]) {
      await t.db
        .insertInto("bpm_task")
        .values({
          ...sameNodeAs(task),
          id,
          status,
          owner_id: "0",
          assignee_id: ids.lisi,
          creator_id: ids.zhangsan,
          creator_name: "张三",
          create_time: new Date(),
        })
        .execute();
    }
    const handlers = (await state(tok.zhangsan)).handlers as { taskId: string }[];
    expect(handlers.map((h) => h.taskId).sort()).toEqual([taskId, `${taskId}-2`].sort());
    expect((await urge(tok.zhangsan)).statusCode).toBe(200);
    expect(await sentTo()).toEqual([ids.lisi]);
    const row = await t.db.selectFrom("bpm_urge").selectAll().executeTakeFirstOrThrow();
    expect(row.receivers).toEqual([{ id: ids.lisi, name: "李四" }]);
  });
});

describe("what is recorded", () => {
  const audits = async () =>
    (
      await t.db
        .selectFrom("bpm_audit")
        .select("detail")
        .where("action", "=", "urge")
        .where("inst_id", "=", instId)
        .execute()
    ).map((r) => r.detail);

  it("the trimmed opinion in the urge and the message, none for a blank one; the receivers and message type in the audit", async () => {
    // The audit is append-only: count what this test adds.
    const before = (await audits()).length;
    const res = await urge(tok.zhangsan, { opinion: "  请今天处理  ", messageType: "mail" });
    expect([res.statusCode, res.json().message]).toEqual([200, "催办成功"]);
    const row = await t.db.selectFrom("bpm_urge").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: ids.zhangsan, opinion: "请今天处理" });
    const message = await t.db
      .selectFrom("bpm_outbox")
      .selectAll()
      .where("kind", "=", "taskUrged")
      .executeTakeFirstOrThrow();
    expect(message.payload).toMatchObject({
      taskId,
      instId,
      opinion: "请今天处理",
      urger: "张三",
      nodeName: "部门经理审批",
    });
    const mailed = await audits();
    expect(mailed).toHaveLength(before + 1);
    expect(mailed).toContainEqual({ receivers: [ids.lisi], messageType: "mail" });

    await t.db.deleteFrom("bpm_urge").execute();
    await t.db.deleteFrom("bpm_outbox").where("kind", "=", "taskUrged").execute();
    expect((await urge(tok.zhangsan, { opinion: "   " })).statusCode).toBe(200);
    expect((await t.db.selectFrom("bpm_urge").selectAll().executeTakeFirstOrThrow()).opinion).toBeNull();
    const blank = await t.db
      .selectFrom("bpm_outbox")
      .selectAll()
      .where("kind", "=", "taskUrged")
      .executeTakeFirstOrThrow();
    expect((blank.payload as { opinion: string }).opinion).toBe("");
    const inner = await audits();
    expect(inner).toHaveLength(before + 2);
    expect(
      inner.filter(
        (d) => JSON.stringify(d) === JSON.stringify({ receivers: [ids.lisi], messageType: "inner" }),
      ),
    ).toHaveLength(
      mailed.filter(
        (d) => JSON.stringify(d) === JSON.stringify({ receivers: [ids.lisi], messageType: "inner" }),
      ).length + 1,
    );
  });
});
