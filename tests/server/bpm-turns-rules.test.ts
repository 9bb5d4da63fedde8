import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decisionStatus,
  finishTurns,
  HANDOVER_STATUSES,
  idList,
  insertTurn,
  nodeOfTask,
} from "../../server/bpm/engine/turns";
import {
  act,
  complete,
  instanceRow,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startExpense,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of 转办 delegation and of taking it back (server/bpm/engine/turns.ts; issue 17), beside the flows
 * of bpm-delegate.test.ts: the helpers turns.ts shares with complete and transfer (decisionStatus, idList,
 * HANDOVER_STATUSES, nodeOfTask, insertTurn, finishTurns), everything a delegation writes (task, turn row,
 * opinion, message, audit, answer) and who it is done as (the holder, a secretary for their leader, a
 * sysAdmin, a delegate delegating again), each refusal with its status and text, and which turn revokeTrans
 * takes back (the latest running delegation of the caller's tenant) and when it may not. Every test starts
 * its own 1-day leave of zhangsan's, waiting at lisi (wangwu is lisi's secretary, admin a sysAdmin).
 */

type Account = "admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi";
let t: TestApp;
let tk: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

const EN = { "accept-language": "en-US" };
const DELEGATED = "转办成功";
const REVOKED = "收回成功";
const SELF = "不能转办给自己或当前处理人";
const TOUCHED = "转办任务已被处理或已变更，不能收回";
const NOT_OWNER = "只有转办人才能收回该任务";
const FORBIDDEN = "流程实例已被禁止，不能办理";
const CANNOT_HAND_OVER = "该任务当前状态不能转办或流转";

/** A 1-day leave of zhangsan's waiting at lisi: its instance and lisi's task. */
async function leaveAtLisi(reason: string) {
  const instId = await startLeave(t.app, tk.zhangsan, 1, reason);
  return { instId, task: await onlyTask(t.db, instId) };
}
type Task = Awaited<ReturnType<typeof leaveAtLisi>>["task"];

const delegate = (token: string, body: object, query = "", headers: Record<string, string> = {}) =>
  post(t.app, token, `/runtime/task/v1/delegate${query}`, body, headers);
const revokeTrans = (token: string, body: object, headers: Record<string, string> = {}) =>
  post(t.app, token, "/runtime/instance/v1/revokeTrans", body, headers);

/** Delegates (fails the test when refused). */
async function delegated(token: string, taskId: string, userId: string, query = "") {
  const res = await delegate(token, { taskId, userId }, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ state: true, message: DELEGATED, value: "" });
}

const turnsOf = (taskId: string) =>
  t.db
    .selectFrom("bpm_task_turn")
    .selectAll()
    .where("task_id", "=", taskId)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
const auditsOf = async (instId: string, action: string) =>
  (
    await t.db
      .selectFrom("bpm_audit")
      .select(["detail", "task_id", "user_id"])
      .where("inst_id", "=", instId)
      .where("action", "=", action)
      .orderBy("create_time")
      .orderBy("id")
      .execute()
  ).map((a) => [a.detail, a.task_id, a.user_id]);
const messagesOf = async (instId: string, kind: string) =>
  (await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute())
    .filter((r) => (r.payload as { instId?: string }).instId === instId)
    .map((r) => ({ to: r.recipient_id, payload: r.payload }));
const qualified = (...people: [string, string][]) => people.map(([id, name]) => ({ id, name, type: "user" }));
const time = (d: unknown) => new Date(d as Date).getTime();
const setUserStatus = (userId: string, status: number) =>
  t.db.updateTable("uc_user").set({ status }).where("id", "=", userId).execute();

/** The payload of a delegation's messages (taskDelegated, taskDelegationRevoked). */
const payloadOf = (instId: string, task: Task, ownerName: string) => ({
  taskId: task.id,
  instId,
  subject: task.subject,
  nodeName: task.name,
  ownerName,
});

describe("the helpers", () => {
  it("decisionStatus: a delegate's agree and oppose are delivertoAgree and delivertoOppose, nothing else changes", () => {
    expect(decisionStatus("DELIVERTO", "agree")).toBe("delivertoAgree");
    expect(decisionStatus("DELIVERTO", "oppose")).toBe("delivertoOppose");
    expect(decisionStatus("DELIVERTO", "reject")).toBe("reject");
    expect(decisionStatus("DELIVERTO", "backToStart")).toBe("backToStart");
    for (const status of ["NORMAL", "BACK", "TRANSFORMING", "deliverto"]) {
      expect(decisionStatus(status, "agree"), status).toBe("agree");
      expect(decisionStatus(status, "oppose"), status).toBe("oppose");
    }
  });

  it("idList: the distinct, trimmed, non-empty ids of a comma list, in order", () => {
    expect(idList(undefined)).toEqual([]);
    expect(idList("")).toEqual([]);
    expect(idList(" , ,")).toEqual([]);
    expect(idList("u-a")).toEqual(["u-a"]);
    expect(idList(" u-b , u-a,,u-b ,u-c")).toEqual(["u-b", "u-a", "u-c"]);
    expect(idList("u-a u-b")).toEqual(["u-a u-b"]);
  });

  it("a task may be handed over from NORMAL, BACK and DELIVERTO; its node is its id and name", async () => {
    expect(HANDOVER_STATUSES).toEqual(["NORMAL", "BACK", "DELIVERTO"]);
    const { task } = await leaveAtLisi("节点");
    expect(nodeOfTask(task)).toEqual({ id: task.node_id, name: task.name, type: "userTask" });
  });

  it("insertTurn writes every column of a running hand-over, the assignees joined by commas", async () => {
    const { instId, task } = await leaveAtLisi("写入流转记录");
    const inst = await instanceRow(t.db, instId);
    const now = new Date(Date.now() - 5000);
    const people = [
      { id: "u-wangwu", name: "王五" },
      { id: "u-zhaoliu", name: "赵六" },
    ];
    const [plain, withSettings] = await t.db.transaction().execute(async (trx) => [
      await insertTurn(
        trx,
        inst,
        task,
        { ownerId: "u-lisi", ownerName: "李四", assignees: people, type: "transform", taskVersion: 7 },
        now,
      ),
      await insertTurn(
        trx,
        inst,
        task,
        {
          ownerId: "u-qianqi",
          ownerName: "钱七",
          assignees: people.slice(1),
          type: "deliverto",
          taskVersion: 8,
          settings: { voteAmount: 2 },
        },
        now,
      ),
    ]);
    const rows = await turnsOf(task.id);
    expect(rows.map((r) => r.id).sort()).toEqual([plain, withSettings].sort());
    const row = rows.find((r) => r.id === plain);
    expect({ ...row, create_time: time(row?.create_time) }).toEqual({
      id: plain,
      tenant_id: inst.tenant_id,
      task_id: task.id,
      inst_id: instId,
      def_key: task.def_key,
      type_id: task.type_id,
      subject: task.subject,
      node_id: task.node_id,
      task_name: task.name,
      owner_id: "u-lisi",
      owner_name: "李四",
      assignee_id: "u-wangwu,u-zhaoliu",
      assignee_name: "王五,赵六",
      turn_type: "transform",
      status: "running",
      create_time: now.getTime(),
      finish_time: null,
      task_version: 7,
      settings: {},
    });
    expect(rows.find((r) => r.id === withSettings)).toMatchObject({
      owner_id: "u-qianqi",
      owner_name: "钱七",
      assignee_id: "u-zhaoliu",
      assignee_name: "赵六",
      turn_type: "deliverto",
      task_version: 8,
      settings: { voteAmount: 2 },
    });
  });

  it("finishTurns finishes the running turns of that task only, leaving taken-back ones and other tasks'", async () => {
    const a = await leaveAtLisi("结束流转记录");
    const b = await leaveAtLisi("其他任务");
    const [instA, instB] = [await instanceRow(t.db, a.instId), await instanceRow(t.db, b.instId)];
    const then = new Date(Date.now() - 60_000);
    const now = new Date(Date.now() - 1000);
    const turn = { ownerId: "u-lisi", ownerName: "李四", assignees: [{ id: "u-zhaoliu", name: "赵六" }] };
    const ids = await t.db.transaction().execute(async (trx) => {
      const running = [
        await insertTurn(trx, instA, a.task, { ...turn, type: "deliverto", taskVersion: 2 }, then),
        await insertTurn(trx, instA, a.task, { ...turn, type: "transform", taskVersion: 3 }, then),
      ];
      const cancelled = await insertTurn(
        trx,
        instA,
        a.task,
        { ...turn, type: "deliverto", taskVersion: 4 },
        then,
      );
      await trx
        .updateTable("bpm_task_turn")
        .set({ status: "cancel", finish_time: then })
        .where("id", "=", cancelled)
        .execute();
      const other = await insertTurn(
        trx,
        instB,
        b.task,
        { ...turn, type: "deliverto", taskVersion: 2 },
        then,
      );
      await finishTurns(trx, a.task, now);
      return { running, cancelled, other };
    });
    const byId = new Map(
      [...(await turnsOf(a.task.id)), ...(await turnsOf(b.task.id))].map((r) => [
        r.id,
        [r.status, r.finish_time === null ? null : time(r.finish_time)],
      ]),
    );
    for (const id of ids.running) expect(byId.get(id)).toEqual(["finish", now.getTime()]);
    expect(byId.get(ids.cancelled)).toEqual(["cancel", then.getTime()]);
    expect(byId.get(ids.other)).toEqual(["running", null]);
  });
});

describe("delegate (转办)", () => {
  it("writes the delegation: task, turn row, opinion with its text, files and delegate, message, audit, answer", async () => {
    const { instId, task } = await leaveAtLisi("转办写入");
    const before = Date.now();
    const res = await delegate(tk.lisi, {
      taskId: task.id,
      userId: " u-zhaoliu ,u-zhaoliu",
      opinion: "请代我审批",
      files: "[]",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: true, message: DELEGATED, value: "" });
    expect(await onlyTask(t.db, instId)).toEqual({
      ...task,
      status: "DELIVERTO",
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      version: task.version + 1,
    });
    const [turn, ...more] = await turnsOf(task.id);
    expect(more).toEqual([]);
    expect(time(turn?.create_time)).toBeGreaterThanOrEqual(before - 1000);
    expect({ ...turn, id: "", create_time: null }).toEqual({
      id: "",
      tenant_id: "t-platform",
      task_id: task.id,
      inst_id: instId,
      def_key: "leave",
      type_id: task.type_id,
      subject: task.subject,
      node_id: task.node_id,
      task_name: task.name,
      owner_id: "u-lisi",
      owner_name: "李四",
      assignee_id: "u-zhaoliu",
      assignee_name: "赵六",
      turn_type: "deliverto",
      status: "running",
      create_time: null,
      finish_time: null,
      task_version: task.version + 1,
      settings: {},
    });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      task_id: task.id,
      task_key: task.node_id,
      task_name: task.name,
      auditor: "u-lisi",
      auditor_name: "李四",
      agent_leader_id: null,
      opinion: "请代我审批",
      files: "[]",
      qualfieds: qualified(["u-zhaoliu", "赵六"]),
    });
    expect(await messagesOf(instId, "taskDelegated")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, "李四") },
    ]);
    expect(await auditsOf(instId, "taskDelegate")).toEqual([
      [{ delegateId: "u-zhaoliu" }, task.id, "u-lisi"],
    ]);
  });

  it("without an opinion or files the opinion row has none; the answer follows the caller's language", async () => {
    const { instId, task } = await leaveAtLisi("转办无意见");
    const res = await delegate(tk.lisi, { taskId: task.id, userId: "u-qianqi" }, "", EN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: true, message: "Task delegated", value: "" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      opinion: null,
      files: null,
      qualfieds: qualified(["u-qianqi", "钱七"]),
    });
  });

  it("a secretary delegates as their leader: the leader owns the delegation and takes it back, the secretary signs", async () => {
    const { instId, task } = await leaveAtLisi("秘书转办");
    await delegated(tk.wangwu, task.id, "u-zhaoliu", "?leaderId=u-lisi");
    expect(await onlyTask(t.db, instId)).toMatchObject({ owner_id: "u-lisi", assignee_id: "u-zhaoliu" });
    expect(await turnsOf(task.id)).toMatchObject([
      { owner_id: "u-lisi", owner_name: "李四", assignee_id: "u-zhaoliu", status: "running" },
    ]);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      auditor: "u-wangwu",
      auditor_name: "王五",
      agent_leader_id: "u-lisi",
      qualfieds: qualified(["u-zhaoliu", "赵六"]),
    });
    expect(await messagesOf(instId, "taskDelegated")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, "李四") },
    ]);
    expect(await auditsOf(instId, "taskDelegate")).toEqual([
      [{ delegateId: "u-zhaoliu", leaderId: "u-lisi" }, task.id, "u-wangwu"],
    ]);
    // The delegation is the leader's: the secretary cannot take it back, the leader can.
    const refused = await revokeTrans(tk.wangwu, { taskId: task.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, NOT_OWNER]);
    const back = await revokeTrans(tk.lisi, { taskId: task.id });
    expect([back.statusCode, back.json().message]).toEqual([200, REVOKED]);
    expect(await onlyTask(t.db, instId)).toMatchObject({ assignee_id: "u-lisi", status: "NORMAL" });
  });

  it("a sysAdmin delegates a task that is not theirs: they own the delegation, audited asAdmin", async () => {
    const { instId, task } = await leaveAtLisi("管理员转办");
    const admin = await t.db
      .selectFrom("uc_user")
      .select("fullname")
      .where("id", "=", "u-admin")
      .executeTakeFirstOrThrow();
    await delegated(tk.admin, task.id, "u-zhaoliu");
    expect(await onlyTask(t.db, instId)).toMatchObject({ owner_id: "u-admin", assignee_id: "u-zhaoliu" });
    expect(await turnsOf(task.id)).toMatchObject([{ owner_id: "u-admin", owner_name: admin.fullname }]);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      auditor: "u-admin",
      agent_leader_id: null,
    });
    expect(await messagesOf(instId, "taskDelegated")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, admin.fullname) },
    ]);
    expect(await auditsOf(instId, "taskDelegate")).toEqual([
      [{ delegateId: "u-zhaoliu", asAdmin: true }, task.id, "u-admin"],
    ]);
    const back = await revokeTrans(tk.admin, { taskId: task.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(await onlyTask(t.db, instId)).toMatchObject({ assignee_id: "u-admin", status: "NORMAL" });
  });

  it("a delegate delegates again: the owner stays, the first turn finishes, the owner takes the second back", async () => {
    const { instId, task } = await leaveAtLisi("再次转办");
    await delegated(tk.lisi, task.id, "u-qianqi");
    const before = Date.now();
    await delegated(tk.qianqi, task.id, "u-zhaoliu");
    expect(await onlyTask(t.db, instId)).toMatchObject({
      status: "DELIVERTO",
      owner_id: "u-lisi",
      assignee_id: "u-zhaoliu",
      version: task.version + 2,
    });
    const [first, second] = await turnsOf(task.id);
    expect(first).toMatchObject({
      assignee_id: "u-qianqi",
      status: "finish",
      task_version: task.version + 1,
    });
    expect(time(first?.finish_time)).toBeGreaterThanOrEqual(before - 1000);
    expect(second).toMatchObject({
      owner_id: "u-lisi",
      owner_name: "李四",
      assignee_id: "u-zhaoliu",
      assignee_name: "赵六",
      status: "running",
      finish_time: null,
      task_version: task.version + 2,
    });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto",
      auditor: "u-qianqi",
      agent_leader_id: null,
    });
    expect((await messagesOf(instId, "taskDelegated")).at(-1)).toEqual({
      to: "u-zhaoliu",
      payload: payloadOf(instId, task, "李四"),
    });
    expect((await auditsOf(instId, "taskDelegate")).at(-1)).toEqual([
      { delegateId: "u-zhaoliu" },
      task.id,
      "u-qianqi",
    ]);
    // The first delegate no longer holds it and never owned it; the owner takes it back from the second.
    const refused = await revokeTrans(tk.qianqi, { taskId: task.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, NOT_OWNER]);
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(200);
    expect(await onlyTask(t.db, instId)).toMatchObject({ assignee_id: "u-lisi", status: "NORMAL" });
    expect((await turnsOf(task.id)).map((r) => r.status)).toEqual(["finish", "cancel"]);
    expect(await messagesOf(instId, "taskDelegationRevoked")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, "李四") },
    ]);
  });

  it("a new delegation finishes only its own task's running turn: taken-back turns and other tasks' stay", async () => {
    const a = await leaveAtLisi("别的转办");
    await delegated(tk.lisi, a.task.id, "u-zhaoliu");
    const { task } = await leaveAtLisi("收回后再转办");
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(200);
    const [cancelled] = await turnsOf(task.id);
    await delegated(tk.lisi, task.id, "u-qianqi");
    const [again, latest] = await turnsOf(task.id);
    expect(again).toEqual(cancelled);
    expect(again?.status).toBe("cancel");
    expect(latest).toMatchObject({
      status: "running",
      assignee_id: "u-qianqi",
      task_version: task.version + 3,
    });
    expect(await turnsOf(a.task.id)).toMatchObject([{ status: "running", finish_time: null }]);
  });

  it("the leader's name is the one of their account, none when the leader or the owner is disabled", async () => {
    const one = await leaveAtLisi("领导停用");
    const two = await leaveAtLisi("转办人停用");
    await delegated(tk.lisi, two.task.id, "u-qianqi");
    await setUserStatus("u-lisi", 0);
    try {
      // A secretary acting for a disabled leader: the leader owns it, nameless.
      await delegated(tk.wangwu, one.task.id, "u-zhaoliu", "?leaderId=u-lisi");
      // A delegate re-delegating the task of a disabled owner.
      await delegated(tk.qianqi, two.task.id, "u-zhaoliu");
    } finally {
      await setUserStatus("u-lisi", 1);
    }
    expect(await turnsOf(one.task.id)).toMatchObject([{ owner_id: "u-lisi", owner_name: "" }]);
    expect(await messagesOf(one.instId, "taskDelegated")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(one.instId, one.task, "") },
    ]);
    expect((await turnsOf(two.task.id)).at(-1)).toMatchObject({ owner_id: "u-lisi", owner_name: "" });
    expect((await messagesOf(two.instId, "taskDelegated")).at(-1)?.payload).toEqual(
      payloadOf(two.instId, two.task, ""),
    );
  });

  it("a task sent back (BACK) may be delegated; a transferring one may not (409), whatever the language", async () => {
    const instId = await startExpense(t.app, tk.zhangsan, 800);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    await act(t.app, t.db, tk.qianqi, instId, "reject");
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({ status: "BACK", assignee_id: "u-lisi" });
    await delegated(tk.lisi, back.id, "u-zhaoliu");
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "DELIVERTO", owner_id: "u-lisi" });
    const done = await complete(t.app, tk.zhaoliu, { taskId: back.id, actionName: "agree" });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await opinionsOf(t.db, instId)).find((o) => o.task_id === back.id && o.auditor === "u-zhaoliu"),
    ).toMatchObject({ status: "delivertoAgree" });

    const { instId: leave, task } = await leaveAtLisi("流转中不能转办");
    const sent = await post(t.app, tk.lisi, "/runtime/task/v1/taskToTrans", {
      taskId: task.id,
      userIds: "u-wangwu",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const transforming = (await openTasks(t.db, leave)).find((x) => x.id === task.id);
    for (const [headers, text] of [
      [{}, CANNOT_HAND_OVER],
      [EN, "The task cannot be delegated or transferred in its current state"],
    ] as const) {
      const res = await delegate(tk.lisi, { taskId: task.id, userId: "u-zhaoliu" }, "", headers);
      expect([res.statusCode, res.json().message]).toEqual([409, text]);
    }
    expect((await openTasks(t.db, leave)).find((x) => x.id === task.id)).toEqual(transforming);
    expect((await turnsOf(task.id)).map((r) => r.turn_type)).toEqual(["transform"]);
  });

  it("refuses the caller, the task's holder, the leader acted for, nobody, several, unknown users: changing nothing", async () => {
    const { instId, task } = await leaveAtLisi("转办拒绝");
    const opinions = await opinionsOf(t.db, instId);
    const self = [SELF, "You cannot delegate a task to yourself or to its current handler"];
    const toLeader = [
      "代领导转办时不能再转办给领导！",
      "When acting for a leader you cannot delegate to that leader!",
    ];
    const nobody = ["请选择转办人员", "Choose the person to delegate the task to"];
    const several = ["只能转办给一个人", "A task can be delegated to one person only"];
    const unknownUser = ["所选人员不存在或已停用", "A chosen person does not exist or is disabled"];
    const notHandler = ["您不是该任务的处理人", "You are not a handler of this task"];
    const cases: [string, string, string, number, string[]][] = [
      // a secretary delegating to themselves: only the caller is the target
      [tk.wangwu, "u-wangwu", "?leaderId=u-lisi", 400, self],
      // a sysAdmin delegating to the task's holder: only the holder is the target
      [tk.admin, "u-lisi", "", 400, self],
      [tk.wangwu, "u-lisi", "?leaderId=u-lisi", 400, toLeader],
      [tk.lisi, ",", "", 400, nobody],
      [tk.lisi, "u-zhaoliu,u-qianqi", "", 400, several],
      [tk.lisi, "u-nobody", "", 400, unknownUser],
      [tk.zhaoliu, "u-qianqi", "", 403, notHandler],
    ];
    for (const [token, userId, query, status, [zh, en]] of cases) {
      const res = await delegate(token, { taskId: task.id, userId }, query);
      expect([res.statusCode, res.json().message], `${userId}${query}`).toEqual([status, zh]);
      const english = await delegate(token, { taskId: task.id, userId }, query, EN);
      expect([english.statusCode, english.json().message], `${userId}${query}`).toEqual([status, en]);
    }
    // The nobody and several-users checks come before the task is looked for.
    const unknown = await delegate(tk.lisi, { taskId: "no-such-task", userId: "" });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "请选择转办人员"]);
    const gone = await delegate(tk.lisi, { taskId: "no-such-task", userId: "u-zhaoliu" });
    expect([gone.statusCode, gone.json().message]).toEqual([404, "任务不存在"]);
    expect(await onlyTask(t.db, instId)).toEqual(task);
    expect(await opinionsOf(t.db, instId)).toEqual(opinions);
    expect(await turnsOf(task.id)).toEqual([]);
    expect(await auditsOf(instId, "taskDelegate")).toEqual([]);
    expect(await messagesOf(instId, "taskDelegated")).toEqual([]);
  });
});

describe("revokeTrans (收回)", () => {
  it("writes the revocation: task back to the owner, turn cancelled, opinion, message, audit, answer", async () => {
    const { instId, task } = await leaveAtLisi("收回写入");
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    const before = Date.now();
    const res = await revokeTrans(tk.lisi, { taskId: task.id, opinion: "我自己来" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: true, message: REVOKED, value: "" });
    expect(await onlyTask(t.db, instId)).toEqual({
      ...task,
      status: "NORMAL",
      owner_id: "u-lisi",
      assignee_id: "u-lisi",
      version: task.version + 2,
    });
    const [turn] = await turnsOf(task.id);
    expect(turn).toMatchObject({ status: "cancel", owner_id: "u-lisi", assignee_id: "u-zhaoliu" });
    expect(time(turn?.finish_time)).toBeGreaterThanOrEqual(before - 1000);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto_cancel",
      task_id: task.id,
      task_key: task.node_id,
      task_name: task.name,
      auditor: "u-lisi",
      auditor_name: "李四",
      agent_leader_id: null,
      opinion: "我自己来",
      files: null,
      qualfieds: qualified(["u-zhaoliu", "赵六"]),
    });
    expect(await messagesOf(instId, "taskDelegationRevoked")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, "李四") },
    ]);
    expect(await auditsOf(instId, "taskRevokeDelegation")).toEqual([
      [{ delegateId: "u-zhaoliu" }, task.id, "u-lisi"],
    ]);
  });

  it("without an opinion none is written; the answer follows the caller's language", async () => {
    const { instId, task } = await leaveAtLisi("收回无意见");
    await delegated(tk.lisi, task.id, "u-qianqi");
    const res = await revokeTrans(tk.lisi, { taskId: task.id }, EN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: true, message: "Delegation taken back", value: "" });
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "deliverto_cancel",
      opinion: null,
      qualfieds: qualified(["u-qianqi", "钱七"]),
    });
  });

  it("refusals: no delegation, not the owner, a suspended instance, an unknown task; each changes nothing", async () => {
    const { instId, task } = await leaveAtLisi("收回拒绝");
    // Never delegated: nothing to take back.
    for (const [headers, text] of [
      [{}, TOUCHED],
      [EN, "The delegated task has already been handled or changed; it cannot be taken back"],
    ] as const) {
      const res = await revokeTrans(tk.lisi, { taskId: task.id }, headers);
      expect([res.statusCode, res.json().message]).toEqual([409, text]);
    }
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    const held = await onlyTask(t.db, instId);
    const opinions = await opinionsOf(t.db, instId);
    for (const token of [tk.zhaoliu, tk.qianqi, tk.admin]) {
      const res = await revokeTrans(token, { taskId: task.id });
      expect([res.statusCode, res.json().message]).toEqual([403, NOT_OWNER]);
    }
    const en = await revokeTrans(tk.zhaoliu, { taskId: task.id }, EN);
    expect([en.statusCode, en.json().message]).toEqual([
      403,
      "Only the person who delegated the task can take it back",
    ]);
    // A suspended instance: the owner cannot take it back (the owner is asked first).
    await t.db.updateTable("bpm_instance").set({ is_forbidden: 1 }).where("id", "=", instId).execute();
    try {
      const res = await revokeTrans(tk.lisi, { taskId: task.id });
      expect([res.statusCode, res.json().message]).toEqual([409, FORBIDDEN]);
      const other = await revokeTrans(tk.zhaoliu, { taskId: task.id });
      expect([other.statusCode, other.json().message]).toEqual([403, NOT_OWNER]);
    } finally {
      await t.db.updateTable("bpm_instance").set({ is_forbidden: 0 }).where("id", "=", instId).execute();
    }
    const unknown = await revokeTrans(tk.lisi, { taskId: "no-such-task" });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "任务不存在"]);
    expect(await onlyTask(t.db, instId)).toEqual(held);
    expect(await opinionsOf(t.db, instId)).toEqual(opinions);
    expect(await turnsOf(task.id)).toMatchObject([{ status: "running", finish_time: null }]);
    expect(await auditsOf(instId, "taskRevokeDelegation")).toEqual([]);
    expect(await messagesOf(instId, "taskDelegationRevoked")).toEqual([]);
    // Once the instance runs again the owner takes it back.
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(200);
  });

  it("a task whose instance is not in the caller's tenant is not found (404)", async () => {
    const { instId, task } = await leaveAtLisi("实例不在本租户");
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    await t.db.updateTable("bpm_instance").set({ tenant_id: "t-acme" }).where("id", "=", instId).execute();
    try {
      const res = await revokeTrans(tk.lisi, { taskId: task.id });
      expect([res.statusCode, res.json().message]).toEqual([404, "请求的资源不存在"]);
    } finally {
      await t.db
        .updateTable("bpm_instance")
        .set({ tenant_id: "t-platform" })
        .where("id", "=", instId)
        .execute();
    }
    expect(await turnsOf(task.id)).toMatchObject([{ status: "running" }]);
    expect((await revokeTrans(tk.lisi, { taskId: task.id })).statusCode).toBe(200);
  });

  it("the delegate's transfer is not a delegation: nobody takes the task back while it runs or after it", async () => {
    const { instId, task } = await leaveAtLisi("转办后流转收回");
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    const sent = await post(t.app, tk.zhaoliu, "/runtime/task/v1/taskToTrans", {
      taskId: task.id,
      userIds: "u-qianqi",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The owner: the task is transferring (touched); the transfer's owner: not the delegation's owner.
    const owner = await revokeTrans(tk.lisi, { taskId: task.id });
    expect([owner.statusCode, owner.json().message]).toEqual([409, TOUCHED]);
    const byDelegate = await revokeTrans(tk.zhaoliu, { taskId: task.id });
    expect([byDelegate.statusCode, byDelegate.json().message]).toEqual([403, NOT_OWNER]);
    // The vote brings it back to the delegate, DELIVERTO again but at another version: still touched.
    const sub = (await openTasks(t.db, instId)).find((x) => x.status === "TRANSFORMED");
    const voted = await complete(t.app, tk.qianqi, { taskId: sub?.id ?? "", actionName: "agreeTrans" });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(await onlyTask(t.db, instId)).toMatchObject({ status: "DELIVERTO", assignee_id: "u-zhaoliu" });
    const late = await revokeTrans(tk.lisi, { taskId: task.id });
    expect([late.statusCode, late.json().message]).toEqual([409, TOUCHED]);
    expect((await turnsOf(task.id)).map((r) => [r.turn_type, r.status])).toEqual([
      ["deliverto", "running"],
      ["transform", "finish"],
    ]);
  });

  it("takes back the latest running delegation of the caller's tenant, and only that one", async () => {
    const { instId, task } = await leaveAtLisi("最新的转办");
    await delegated(tk.lisi, task.id, "u-zhaoliu");
    const [mine] = await turnsOf(task.id);
    if (!mine) throw new Error("no turn");
    const at = (ms: number) => new Date(time(mine.create_time) + ms);
    // Rows that look like zhaoliu's delegations of the same task, none of which is the one to take back.
    const decoy = {
      ...mine,
      owner_id: "u-zhaoliu",
      owner_name: "赵六",
      assignee_id: "u-qianqi",
      settings: "{}",
    };
    const decoys = [
      { ...decoy, id: `${mine.id}-older`, create_time: at(-60_000) },
      {
        ...decoy,
        id: `${mine.id}-cancel`,
        create_time: at(60_000),
        status: "cancel",
        finish_time: at(60_000),
      },
      { ...decoy, id: `${mine.id}-acme`, create_time: at(60_000), tenant_id: "t-acme" },
      { ...decoy, id: `${mine.id}-transform`, create_time: at(60_000), turn_type: "transform" },
    ];
    await t.db.insertInto("bpm_task_turn").values(decoys).execute();
    const refused = await revokeTrans(tk.zhaoliu, { taskId: task.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, NOT_OWNER]);
    const res = await revokeTrans(tk.lisi, { taskId: task.id });
    expect(res.statusCode, res.body).toBe(200);
    const after = new Map((await turnsOf(task.id)).map((r) => [r.id, r.status]));
    expect(Object.fromEntries(after)).toEqual({
      [mine.id]: "cancel",
      [`${mine.id}-older`]: "running",
      [`${mine.id}-cancel`]: "cancel",
      [`${mine.id}-acme`]: "running",
      [`${mine.id}-transform`]: "running",
    });
    expect(await onlyTask(t.db, instId)).toMatchObject({ assignee_id: "u-lisi", status: "NORMAL" });
    expect(await messagesOf(instId, "taskDelegationRevoked")).toEqual([
      { to: "u-zhaoliu", payload: payloadOf(instId, task, "李四") },
    ]);
  });
});
