import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStartRight, startableLeaders, userIdentities } from "../../server/bpm/engine/identities";
import {
  act,
  complete,
  encodeBag,
  get,
  instanceRow,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startFlowAs,
  startInstance,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let tk: Record<"admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
});
afterAll(() => t.close());

/** A purchase waiting at the countersign node, offered to qianqi and zhaoliu. */
async function purchaseAtCountersign(): Promise<{ instId: string; taskId: string }> {
  const instId = await startInstance(t.app, tk.zhangsan, "purchase", {
    purchase: { item: "投影仪", quantity: 1, unitPrice: 3000, total: 3000 },
  });
  await act(t.app, t.db, tk.lisi, instId, "agree");
  return { instId, taskId: (await onlyTask(t.db, instId)).id };
}

const code = async (token: string, path: string, taskId: string, leaderId?: string) => {
  const res = await get(
    t.app,
    token,
    `/runtime/task/v1/${path}?taskId=${taskId}${leaderId ? `&leaderId=${leaderId}` : ""}`,
  );
  return res.statusCode === 200 ? (res.json() as number) : res.statusCode;
};

describe("identities and start rights (used by the read side)", () => {
  it("reads a user's roles, posts and orgs", async () => {
    const me = await userIdentities(t.db, "t-platform", "u-lisi");
    expect(me).toMatchObject({
      fullname: "李四",
      roleAliases: ["deptManager", "staff"],
      postCodes: ["rd-manager"],
      orgIds: ["o-rd"],
      masterOrgId: "o-rd",
    });
    expect((await userIdentities(t.db, "t-acme", "u-lisi")).fullname).toBe("");
  });

  it("start rights: everyone, user, role, org and post rows; admin skips", async () => {
    await t.db
      .insertInto("bpm_def_right")
      .values([
        { tenant_id: "t-platform", def_key: "r-user", right_type: "user", identity_id: "u-qianqi" },
        { tenant_id: "t-platform", def_key: "r-org", right_type: "org", identity_id: "o-gm" },
      ])
      .execute();
    expect(await hasStartRight(t.db, "t-platform", "u-zhangsan", false, "leave")).toBe(true);
    expect(await hasStartRight(t.db, "t-platform", "u-qianqi", false, "r-user")).toBe(true);
    expect(await hasStartRight(t.db, "t-platform", "u-zhangsan", false, "r-user")).toBe(false);
    expect(await hasStartRight(t.db, "t-platform", "u-zhaoliu", false, "r-org")).toBe(true);
    expect(await hasStartRight(t.db, "t-platform", "u-zhangsan", false, "r-org")).toBe(false);
    expect(await hasStartRight(t.db, "t-platform", "u-zhangsan", true, "r-org")).toBe(true);
    expect(await hasStartRight(t.db, "t-acme", "u-acme_admin", false, "expense")).toBe(false);
  });

  it("startableLeaders lists the leaders a user is an enabled secretary of, for the flow", async () => {
    expect(await startableLeaders(t.db, "t-platform", "u-wangwu", "leave")).toEqual([
      { id: "u-lisi", name: "李四" },
    ]);
    expect(await startableLeaders(t.db, "t-platform", "u-zhangsan", "leave")).toEqual([]);
    await t.db
      .insertInto("bpm_secretary")
      .values({
        id: "sec-test-zhaoliu",
        tenant_id: "t-platform",
        leader_id: "u-zhaoliu",
        leader_name: "赵六",
        secretary_id: "u-wangwu",
        secretary_name: "王五",
        def_keys: "expense,purchase",
      })
      .execute();
    expect(await startableLeaders(t.db, "t-platform", "u-wangwu", "expense")).toEqual([
      { id: "u-lisi", name: "李四" },
      { id: "u-zhaoliu", name: "赵六" },
    ]);
    expect(await startableLeaders(t.db, "t-platform", "u-wangwu", "leave")).toEqual([
      { id: "u-lisi", name: "李四" },
    ]);
  });
});

describe("lock and unlock (签收)", () => {
  it("codes: 1 unclaimed candidate task, 3 after claiming, 4 for the other candidate, 5 for the admin", async () => {
    const { taskId } = await purchaseAtCountersign();
    expect(await code(tk.qianqi, "canLock", taskId)).toBe(1);
    expect(await code(tk.qianqi, "lockUnlock", taskId)).toBe(1);
    expect((await onlyTaskById(taskId)).assignee_id).toBe("u-qianqi");
    expect(await code(tk.qianqi, "canLock", taskId)).toBe(3);
    expect(await code(tk.zhaoliu, "canLock", taskId)).toBe(4);
    expect(await code(tk.zhaoliu, "lockUnlock", taskId)).toBe(4);
    expect(await code(tk.admin, "canLock", taskId)).toBe(5);
    expect(await code(tk.lisi, "canLock", taskId)).toBe(403);
  });

  it("the other candidate cannot complete a claimed task (409); unlocking gives it back to the candidates", async () => {
    const { instId, taskId } = await purchaseAtCountersign();
    await get(t.app, tk.qianqi, `/runtime/task/v1/lockUnlock?taskId=${taskId}`);
    const res = await complete(t.app, tk.zhaoliu, { taskId, actionName: "agree" });
    expect(res.statusCode).toBe(409);
    expect(await code(tk.qianqi, "lockUnlock", taskId)).toBe(3);
    expect((await onlyTaskById(taskId)).assignee_id).toBe("0");
    expect(await code(tk.zhaoliu, "canLock", taskId)).toBe(1);
    await act(t.app, t.db, tk.zhaoliu, instId, "agree");
    expect((await instanceRow(t.db, instId)).status).toBe("end");
  });

  it("the other candidate opening a claimed task hears who signed for it; an outsider does not", async () => {
    const { taskId } = await purchaseAtCountersign();
    await get(t.app, tk.qianqi, `/runtime/task/v1/lockUnlock?taskId=${taskId}`);
    const other = await get(t.app, tk.zhaoliu, `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("该任务已由 钱七 签收，您不是该任务的处理人");
    const outsider = await get(t.app, tk.wangwu, `/runtime/task/v1/taskDetail?taskId=${taskId}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe("您不是该任务的处理人");
  });

  it("2 for a task assigned to me alone, 0 once it is handled, 6 when the instance is forbidden", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    expect(await code(tk.lisi, "canLock", task.id)).toBe(2);
    expect(await code(tk.lisi, "lockUnlock", task.id)).toBe(2);
    await t.db.updateTable("bpm_instance").set({ is_forbidden: 1 }).where("id", "=", instId).execute();
    expect(await code(tk.lisi, "canLock", task.id)).toBe(6);
    const refused = await complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("流程实例已被禁止，不能办理");
    await t.db.updateTable("bpm_instance").set({ is_forbidden: 0 }).where("id", "=", instId).execute();
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect(await code(tk.lisi, "canLock", task.id)).toBe(0);
  });

  it("a secretary asks for the leader's code with leaderId", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    expect(await code(tk.wangwu, "canLock", task.id, "u-lisi")).toBe(2);
    expect(await code(tk.zhangsan, "canLock", task.id, "u-lisi")).toBe(403);
  });
});

async function onlyTaskById(taskId: string) {
  return t.db.selectFrom("bpm_task").selectAll().where("id", "=", taskId).executeTakeFirstOrThrow();
}

describe("a secretary completes a leader's task", () => {
  it("wangwu agrees for lisi: the opinion names wangwu as auditor acting for lisi", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    await act(t.app, t.db, tk.wangwu, instId, "agree", { agentLeaderId: "u-lisi" });
    const opinions = await opinionsOf(t.db, instId);
    expect(opinions[1]).toMatchObject({ status: "agree", auditor: "u-wangwu", agent_leader_id: "u-lisi" });
  });
});

describe("end process", () => {
  it("a handler ends the instance: 终止成功, status manualend, open tasks gone, opinion manual_end", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const task = await onlyTask(t.db, instId);
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/doEndProcess", {
      taskId: task.id,
      endReason: "培训取消",
    });
    expect(res.json()).toEqual({ state: true, message: "终止成功", value: "" });
    const inst = await instanceRow(t.db, instId);
    expect(inst.status).toBe("manualend");
    expect(inst.end_time).toBeTruthy();
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    expect((await opinionsOf(t.db, instId)).at(-1)).toMatchObject({
      status: "manual_end",
      opinion: "培训取消",
      auditor: "u-lisi",
    });
  });

  it("someone who is not a handler cannot end it (403); a sysAdmin can", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const refused = await post(t.app, tk.zhangsan, "/runtime/instance/v1/doEndProcess", {
      taskId: task.id,
      endReason: "x",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("您不是该任务的处理人");
    const res = await post(t.app, tk.admin, "/runtime/instance/v1/doEndProcess", {
      taskId: task.id,
      endReason: "管理员终止",
    });
    expect(res.json().state).toBe(true);
    expect((await instanceRow(t.db, instId)).status).toBe("manualend");
  });
});

describe("revoke", () => {
  it("a handler revokes an agree while the next task is untouched: the task comes back to them, opinion revoker", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const mine = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      taskId: mine.id,
      cause: "还需斟酌",
    });
    expect(res.json()).toEqual({ state: true, message: "撤回成功", value: "" });
    const back = await onlyTask(t.db, instId);
    expect(back).toMatchObject({
      node_id: "managerApprove",
      assignee_id: "u-lisi",
      status: "NORMAL",
      origin: "revoke",
    });
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).toEqual(["start", "agree", "revoker"]);
    const stack = await t.db
      .selectFrom("bpm_exe_stack")
      .select("node_id")
      .where("inst_id", "=", instId)
      .orderBy("depth")
      .execute();
    expect(stack.map((s) => s.node_id)).toEqual(["start"]);
    // the revoked decision cannot be revoked a second time
    const again = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      taskId: mine.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it("the done list offers 撤回 exactly where the revoke would succeed: not on a decision already revoked", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const doneRows = async () =>
      (
        (
          await post(t.app, tk.lisi, "/runtime/instance/v1/getDoneList?isCheckRevoke=true", {
            pageBean: { pageSize: 100 },
          })
        ).json().rows as { procInstId: string; opinionStatus: string; taskId: string; revoke: boolean }[]
      ).filter((r) => r.procInstId === instId);
    const first = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await doneRows()).map((r) => [r.taskId, r.revoke])).toEqual([[first.id, true]]);
    await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      taskId: first.id,
    });
    // the revoked agree is no longer offered (revoking it again answers 409)
    expect((await doneRows()).filter((r) => r.revoke)).toEqual([]);
    const second = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const rows = await doneRows();
    expect(rows.filter((r) => r.revoke).map((r) => r.taskId)).toEqual([second.id]);
    // once the next approver saved a draft, nothing is offered
    const next = await onlyTask(t.db, instId);
    await post(t.app, tk.zhaoliu, "/runtime/task/v1/saveDraft", { taskId: next.id, opinion: "再看看" });
    expect((await doneRows()).filter((r) => r.revoke)).toEqual([]);
  });

  it("cannot revoke once the next task was touched (a draft saved on it): 409, nothing changed", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    const mine = await onlyTask(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const next = await onlyTask(t.db, instId);
    const draft = await post(t.app, tk.zhaoliu, "/runtime/task/v1/saveDraft", {
      taskId: next.id,
      opinion: "再看看",
    });
    expect(draft.json()).toEqual({ state: true, message: "保存草稿成功", value: "" });
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      taskId: mine.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("后续任务已被处理或不存在，不能撤回");
    expect((await onlyTask(t.db, instId)).id).toBe(next.id);
  });

  it("an oppose is not revocable; neither is a decision that ended the instance", async () => {
    const opposed = await startLeave(t.app, tk.zhangsan, 5);
    const t1 = await onlyTask(t.db, opposed);
    await act(t.app, t.db, tk.lisi, opposed, "oppose");
    expect(
      (
        await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
          instanceId: opposed,
          taskId: t1.id,
        })
      ).statusCode,
    ).toBe(409);
    const ended = await startLeave(t.app, tk.zhangsan, 1);
    const t2 = await onlyTask(t.db, ended);
    await act(t.app, t.db, tk.lisi, ended, "agree");
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/revokeInstance", {
      instanceId: ended,
      taskId: t2.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("流程实例不在运行中");
  });

  it("the starter revokes the whole instance while the first task is untouched, then restarts it", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2);
    const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", {
      instanceId: instId,
      cause: "时间有变",
    });
    expect(res.json().state).toBe(true);
    expect((await instanceRow(t.db, instId)).status).toBe("revoke");
    expect(await openTasks(t.db, instId)).toHaveLength(0);
    const restart = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag({ leave: { reason: "改期", startDate: "2030-03-04", endDate: "2030-03-05", days: 2 } }),
    });
    expect(restart.json()).toMatchObject({ state: true, instId });
    expect((await onlyTask(t.db, instId)).assignee_id).toBe("u-lisi");
  });

  it("the starter cannot revoke once the first task was handled", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 5);
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/revokeInstance", { instanceId: instId });
    expect(res.statusCode).toBe(409);
    expect((await instanceRow(t.db, instId)).status).toBe("running");
  });
});

describe("task draft, next task and isEnd", () => {
  it("task saveDraft keeps the opinion and data on the task and moves nothing", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const data = encodeBag({ leave: { reason: "改了" } });
    const res = await post(t.app, tk.lisi, "/runtime/task/v1/saveDraft", {
      taskId: task.id,
      opinion: "草拟意见",
      data,
    });
    expect(res.json()).toMatchObject({ state: true, message: "保存草稿成功" });
    const saved = await onlyTask(t.db, instId);
    expect(saved).toMatchObject({
      id: task.id,
      draft_opinion: "草拟意见",
      draft_data: { leave: { reason: "改了" } },
      version: task.version + 1,
    });
    expect(await opinionsOf(t.db, instId)).toHaveLength(1);
  });

  it('nextTask answers my oldest other to-do, or ""', async () => {
    const first = await startLeave(t.app, tk.zhangsan, 1);
    const second = await startLeave(t.app, tk.zhangsan, 1);
    const a = await onlyTask(t.db, first);
    const b = await onlyTask(t.db, second);
    const res = await get(t.app, tk.lisi, `/runtime/task/v1/nextTask?taskId=${b.id}`);
    expect(res.json().state).toBe(true);
    const next = res.json().value as string;
    expect(next).not.toBe(b.id);
    expect(next).toBeTruthy();
    const mine = await t.db
      .selectFrom("bpm_task")
      .select(["id", "create_time"])
      .where("assignee_id", "=", "u-lisi")
      .orderBy("create_time")
      .orderBy("id")
      .execute();
    expect(next).toBe(mine.find((m) => m.id !== b.id)?.id);
    expect(mine.map((m) => m.id)).toContain(a.id);
    const none = await get(t.app, tk.wangwu, "/runtime/task/v1/nextTask");
    expect(none.json()).toEqual({ state: true, value: "" });
  });

  it("isEnd tells whether the instance of a task (open or handled) or of instId has ended", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    expect((await post(t.app, tk.lisi, "/runtime/task/v1/isEnd", { taskId: task.id })).json()).toEqual({
      state: true,
      value: false,
    });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await post(t.app, tk.lisi, "/runtime/task/v1/isEnd", { taskId: task.id })).json()).toEqual({
      state: true,
      value: true,
    });
    expect((await post(t.app, tk.lisi, `/runtime/task/v1/isEnd?instId=${instId}`, {})).json().value).toBe(
      true,
    );
    expect((await post(t.app, tk.lisi, "/runtime/task/v1/isEnd", { taskId: "nope" })).statusCode).toBe(404);
  });

  it("isEnd answers only those who may view the instance, as the instance read does (403 / 404)", async () => {
    const acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
    const instId = await startLeave(t.app, tk.zhangsan, 1);
    const task = await onlyTask(t.db, instId);
    const read = (token: string) =>
      get(t.app, token, `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`);
    const byTask = (token: string) => post(t.app, token, "/runtime/task/v1/isEnd", { taskId: task.id });
    const byInst = (token: string) => post(t.app, token, `/runtime/task/v1/isEnd?instId=${instId}`, {});
    for (const [token, status] of [
      [tk.qianqi, 403],
      [acme, 404],
      [tk.zhangsan, 200],
      [tk.lisi, 200],
      [tk.admin, 200],
    ] as const) {
      expect((await read(token)).statusCode).toBe(status);
      const answers = [await byTask(token), await byInst(token)];
      expect(answers.map((a) => a.statusCode)).toEqual([status, status]);
      if (status === 200) for (const a of answers) expect(a.json()).toEqual({ state: true, value: false });
      else for (const a of answers) expect(a.json().value).toBeUndefined();
    }
    const refused = await byInst(tk.qianqi);
    expect(refused.json()).toMatchObject({ state: false });
  });
});
