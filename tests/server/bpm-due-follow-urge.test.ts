import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addWorkingTime, workCalendar } from "../../server/bpm/engine/workTime";
import { runDueJobs } from "../../server/services/jobs/worker";
import { dateOnlyText, dateTimeText } from "../../server/time";
import { act, get, onlyTask, post, startLeave, tokensOf } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp } from "./helpers";

/**
 * Urge (催办), follow (跟踪) and due times (到期) of issue 14 §1: due times in working time from the node's
 * setting and the tenant's calendar, extended; reminder and escalation jobs run from the jobs table at an
 * injected time, once however many workers run; urges with fatigue control; followers' messages.
 */

let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "admin", string>;
const ids: Record<string, string> = {};

/** The next `n` weekdays after today (app zone), "yyyy-MM-dd". */
function nextWeekdays(n: number): string[] {
  const out: string[] = [];
  let d = dateOnlyText(new Date());
  while (out.length < n) {
    const [y, m, day] = d.split("-").map(Number);
    const next = new Date(Date.UTC(y as number, (m as number) - 1, (day as number) + 1));
    d = next.toISOString().slice(0, 10);
    const wd = next.getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d);
  }
  return out;
}
const holidays = nextWeekdays(2);
const calendar = workCalendar(new Map(holidays.map((d) => [d, false])));

const jobsOf = (taskId: string) =>
  t.db
    .selectFrom("job")
    .selectAll()
    .where((eb) => eb(eb.ref("payload", "->>").key("taskId" as never), "=", taskId))
    .orderBy("run_at")
    .orderBy("id")
    .execute();
const outboxOf = (kind: string, pick: (p: Record<string, unknown>) => boolean) =>
  t.db
    .selectFrom("bpm_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .execute()
    .then((rows) => rows.filter((r) => pick(r.payload as Record<string, unknown>)));

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]);
  for (const u of await t.db.selectFrom("uc_user").select(["id", "account"]).execute()) ids[u.account] = u.id;
  await t.db
    .insertInto("work_calendar")
    .values(holidays.map((day) => ({ tenant_id: "t-platform", day, is_workday: false })))
    .execute();
});
afterAll(() => t.close());

describe("due times", () => {
  let instId: string;
  let taskId: string;
  let due: Date;

  it("gives the leave's manager approval a due time 2 working days on, skipping weekends and calendar holidays", async () => {
    instId = await startLeave(t.app, tok.zhangsan, 2, "到期测试");
    const task = await onlyTask(t.db, instId);
    taskId = task.id;
    expect(task.due_time).not.toBeNull();
    due = new Date(task.due_time as Date);
    const created = new Date(task.create_time);
    expect(due.getTime()).toBe(addWorkingTime(created, 2, "day", calendar).getTime());
    // The holidays count: without them it would be earlier.
    expect(due.getTime()).toBeGreaterThan(addWorkingTime(created, 2, "day", workCalendar()).getTime());
    expect(holidays).not.toContain(dateOnlyText(due));
    expect([0, 6]).not.toContain(new Date(`${dateOnlyText(due)}T00:00:00Z`).getUTCDay());

    const res = await get(t.app, tok.lisi, `/runtime/bpmTaskDueTime/v1/getByTaskId?taskId=${taskId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ taskId, dueTime: dateTimeText(due), dueStatus: 0 });
    const list = await post(t.app, tok.lisi, "/runtime/task/v1/getTodoList", { pageBean: { pageSize: 100 } });
    const row = (list.json().rows as { id: string; dueTime?: string; dueStatus?: number }[]).find(
      (r) => r.id === taskId,
    );
    expect(row).toMatchObject({ dueTime: dateTimeText(due), dueStatus: 0 });
    // Someone who may not view the instance learns nothing.
    const other = await get(t.app, tok.qianqi, `/runtime/bpmTaskDueTime/v1/getByTaskId?taskId=${taskId}`);
    expect(other.statusCode).toBe(403);
  });

  it("schedules a reminder before the due time and an escalation at it", async () => {
    const jobs = await jobsOf(taskId);
    expect(jobs.map((j) => j.kind)).toEqual(["taskDueRemind", "taskDueEscalate"]);
    const [remind, escalate] = jobs as [(typeof jobs)[number], (typeof jobs)[number]];
    expect(new Date(escalate.run_at).getTime()).toBe(due.getTime());
    // One working hour before the due time.
    expect(addWorkingTime(new Date(remind.run_at), 1, "hour", calendar).getTime()).toBe(due.getTime());
  });

  it("runs the reminder at its time once, even with two workers at once, and not before", async () => {
    const [remind] = await jobsOf(taskId);
    const runAt = new Date((remind as { run_at: Date }).run_at);
    await runDueJobs(t.db, new Date(runAt.getTime() - 1000));
    const mine = (p: Record<string, unknown>) => p.taskId === taskId;
    expect(await outboxOf("taskDueRemind", mine)).toHaveLength(0);
    await Promise.all([runDueJobs(t.db, runAt), runDueJobs(t.db, runAt)]);
    await runDueJobs(t.db, runAt);
    const sent = await outboxOf("taskDueRemind", mine);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient_id).toBe(ids.lisi);
    expect((await jobsOf(taskId))[0]?.done_at).not.toBeNull();
  });

  it("extends the due time by working hours (holder only), superseding the jobs", async () => {
    const preview = await get(
      t.app,
      tok.lisi,
      `/runtime/bpmTaskDueTime/v1/getExpirationDate?id=${taskId}&addDueTime=4`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = addWorkingTime(due, 4, "hour", calendar);
    expect(preview.json().value).toBe(dateTimeText(expected));
    expect(new Date((await onlyTask(t.db, instId)).due_time as Date).getTime()).toBe(due.getTime());

    const starter = await post(t.app, tok.zhangsan, "/runtime/bpmTaskDueTime/v1/save", {
      taskId,
      addDueTime: 4,
    });
    expect(starter.statusCode).toBe(403);
    const zero = await post(t.app, tok.lisi, "/runtime/bpmTaskDueTime/v1/save", { taskId, addDueTime: 0 });
    expect(zero.statusCode).toBe(400);
    const res = await post(t.app, tok.lisi, "/runtime/bpmTaskDueTime/v1/save", {
      taskId,
      addDueTime: 4,
      remark: "等材料",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: true,
      message: "到期时间已延长",
      value: dateTimeText(expected),
    });
    expect(new Date((await onlyTask(t.db, instId)).due_time as Date).getTime()).toBe(expected.getTime());
    const jobs = await jobsOf(taskId);
    const pending = jobs.filter((j) => j.done_at === null);
    expect(pending.map((j) => j.kind).sort()).toEqual(["taskDueEscalate", "taskDueRemind"]);
    expect(pending.every((j) => j.payload.dueTime === expected.toISOString())).toBe(true);
    expect(jobs.find((j) => j.kind === "taskDueEscalate" && j.done_at !== null)?.last_error).toBe(
      "superseded",
    );
    const audit = await t.db
      .selectFrom("bpm_audit")
      .selectAll()
      .where("task_id", "=", taskId)
      .where("action", "=", "taskDueTimeSave")
      .execute();
    expect(audit).toHaveLength(1);
    due = expected;
  });

  it("escalates to the handler's manager (up the org tree) once the due time has passed", async () => {
    // lisi heads R&D; the root org gets a manager post (zhaoliu) for this test.
    await t.db
      .insertInto("uc_post")
      .values({
        id: "p-ceo-test",
        tenant_id: "t-platform",
        org_id: "o-root",
        code: "ceo-test",
        name: "CEO",
        is_manager: true,
      })
      .execute();
    await t.db
      .insertInto("uc_user_post")
      .values({ user_id: ids.zhaoliu as string, post_id: "p-ceo-test" })
      .execute();
    const mine = (p: Record<string, unknown>) => p.taskId === taskId;
    const after = new Date(due.getTime() + 1000);
    await Promise.all([runDueJobs(t.db, after), runDueJobs(t.db, after)]);
    const sent = await outboxOf("taskDueEscalate", mine);
    expect(sent.map((r) => r.recipient_id)).toEqual([ids.zhaoliu]);
    expect(await outboxOf("taskDueRemind", mine)).toHaveLength(2); // the first and the extended one
    const list = await post(t.app, tok.lisi, "/runtime/task/v1/getTodoList", { pageBean: { pageSize: 100 } });
    expect(list.statusCode).toBe(200);
  });

  it("a job of a task already done does nothing", async () => {
    const done = await startLeave(t.app, tok.zhangsan, 1, "到期已办");
    const task = await onlyTask(t.db, done);
    await act(t.app, t.db, tok.lisi, done, "agree");
    const far = new Date(Date.now() + 400 * 86_400_000);
    await runDueJobs(t.db, far);
    const mine = (p: Record<string, unknown>) => p.taskId === task.id;
    expect(await outboxOf("taskDueRemind", mine)).toHaveLength(0);
    expect(await outboxOf("taskDueEscalate", mine)).toHaveLength(0);
    expect((await jobsOf(task.id)).every((j) => j.done_at !== null)).toBe(true);
  });

  it("retries a failing job with backoff and gives up after its attempts", async () => {
    await t.db
      .insertInto("job")
      .values({ tenant_id: "t-platform", kind: "testFail", run_at: new Date(0), payload: "{}" })
      .execute();
    const failing = { testFail: async () => Promise.reject(new Error("boom")) };
    let now = new Date(1_000_000);
    for (let i = 0; i < 5; i++) {
      await runDueJobs(t.db, now, failing);
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    const row = await t.db
      .selectFrom("job")
      .selectAll()
      .where("kind", "=", "testFail")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 5, last_error: "boom" });
    expect(row.done_at).not.toBeNull();
  });
});

describe("urge", () => {
  const urge = (token: string, instId: string, lang = "zh-CN", opinion = "请尽快") =>
    t.app.inject({
      method: "POST",
      url: "/runtime/instance/v1/sendBpmTaskUrgent",
      headers: { ...bearer(token), "accept-language": lang },
      payload: { instId, opinion },
    });

  it("messages the current handlers once, then refuses within the interval, plainly", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 2, "催办测试");
    const task = await onlyTask(t.db, instId);
    const conf = await post(t.app, tok.zhangsan, "/runtime/instance/v1/getUrgentStateConf", {});
    expect(conf.json()).toMatchObject({ state: true, value: [] });
    const state = await post(t.app, tok.zhangsan, "/runtime/instance/v1/getUrgrntById", { instId });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().value).toMatchObject({
      canUrge: true,
      waitMinutes: 0,
      handlers: [{ taskId: task.id, userId: ids.lisi, nodeName: "部门经理审批" }],
    });

    const first = await urge(tok.zhangsan, instId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ state: true, message: "催办成功" });
    const sent = await outboxOf("taskUrged", (p) => p.instId === instId);
    expect(sent.map((r) => r.recipient_id)).toEqual([ids.lisi]);
    expect(sent[0]?.payload).toMatchObject({ taskId: task.id, opinion: "请尽快" });

    const again = await urge(tok.zhangsan, instId);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("已催办，请在30分钟后再试");
    const en = await urge(tok.zhangsan, instId, "en-US");
    expect(en.json().message).toBe("Already urged; try again in 30 minutes");
    const after = await post(t.app, tok.zhangsan, "/runtime/instance/v1/getUrgrntById", { instId });
    expect(after.json().value).toMatchObject({ canUrge: false, waitMinutes: 30 });
    expect(await outboxOf("taskUrged", (p) => p.instId === instId)).toHaveLength(1);

    // Not the starter, no decision on it, no admin: refused. An admin may.
    expect((await urge(tok.qianqi, instId)).statusCode).toBe(403);
    expect((await urge(tok.admin, instId)).statusCode).toBe(200);
    expect((await urge(tok.zhangsan, "no-such-inst")).statusCode).toBe(404);
  });

  it("records one urge of two sent at once", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 2, "催办并发");
    const answers = await Promise.all([urge(tok.zhangsan, instId), urge(tok.zhangsan, instId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const rows = await t.db.selectFrom("bpm_urge").selectAll().where("inst_id", "=", instId).execute();
    expect(rows).toHaveLength(1);
    expect(await outboxOf("taskUrged", (p) => p.instId === instId)).toHaveLength(1);
  });

  it("refuses an urge of an instance that has ended", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 1, "催办已结束");
    await act(t.app, t.db, tok.lisi, instId, "agree");
    expect((await urge(tok.zhangsan, instId)).statusCode).toBe(409);
  });
});

describe("follow", () => {
  it("tells followers when a followed node is passed and when the instance ends", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 5, "跟踪测试");
    // qianqi is not involved: may not follow.
    const refused = await post(t.app, tok.qianqi, "/runtime/taskFollow/v1/save", {
      instId,
      nodeIds: [],
      follow: true,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await post(t.app, tok.admin, "/runtime/taskFollow/v1/save", {
      instId,
      nodeIds: ["nope"],
      follow: true,
    });
    expect(bad.statusCode).toBe(400);
    const whole = await post(t.app, tok.zhangsan, "/runtime/taskFollow/v1/save", {
      instId,
      nodeIds: [],
      follow: true,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().message).toBe("跟踪成功");
    const node = await post(t.app, tok.admin, "/runtime/taskFollow/v1/save", {
      instId,
      nodeIds: ["gmApprove"],
      follow: true,
    });
    expect(node.statusCode, node.body).toBe(200);
    const followed = await get(t.app, tok.admin, `/runtime/taskFollow/v1/getFollowedNode?instId=${instId}`);
    expect(followed.json().value).toMatchObject({
      follow: true,
      wholeInstance: false,
      nodeIds: ["gmApprove"],
    });
    expect(followed.json().value.nodes.map((n: { id: string }) => n.id)).toEqual([
      "managerApprove",
      "gmApprove",
    ]);

    const passed = () => outboxOf("followNodePassed", (p) => p.instId === instId);
    await act(t.app, t.db, tok.lisi, instId, "agree");
    expect((await passed()).map((r) => r.recipient_id)).toEqual([ids.zhangsan]);
    await act(t.app, t.db, tok.zhaoliu, instId, "agree");
    // The whole-instance follower hears of both nodes; the node follower of gmApprove only.
    expect((await passed()).map((r) => r.recipient_id).sort()).toEqual(
      [ids.zhangsan, ids.zhangsan, ids.admin].sort(),
    );
    const ended = await outboxOf("followInstanceEnded", (p) => p.instId === instId);
    expect(ended.map((r) => r.recipient_id).sort()).toEqual([ids.zhangsan, ids.admin].sort());
  });

  it("stops following", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 2, "取消跟踪");
    await post(t.app, tok.zhangsan, "/runtime/taskFollow/v1/save", { instId, nodeIds: [], follow: true });
    const off = await post(t.app, tok.zhangsan, "/runtime/taskFollow/v1/save", {
      instId,
      nodeIds: [],
      follow: false,
    });
    expect(off.json().message).toBe("已取消跟踪");
    const state = await get(t.app, tok.zhangsan, `/runtime/taskFollow/v1/getFollowedNode?instId=${instId}`);
    expect(state.json().value).toMatchObject({ follow: false, nodeIds: [] });
    await act(t.app, t.db, tok.lisi, instId, "agree");
    expect(await outboxOf("followNodePassed", (p) => p.instId === instId)).toHaveLength(0);
    expect(await outboxOf("followInstanceEnded", (p) => p.instId === instId)).toHaveLength(0);
  });
});
