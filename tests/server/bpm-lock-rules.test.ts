import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFor } from "../../server/bpm/engine/actor";
import type { Trx } from "../../server/bpm/engine/context";
import { lockUnlock as lockUnlockAction } from "../../server/bpm/engine/lock";
import { act, auditCount, get, onlyTask, startInstance, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * The lock codes of canLock and the claim/release of lockUnlock (server/bpm/engine/lock.ts; CONTRACT §6.7),
 * beside the walk-through of bpm-engine-actions.test.ts: every branch of the code with its exact value, who
 * the code is computed for (the caller, or the leader a secretary acts for), what a claim and a release
 * write (assignee, locked, version, audit) and what every other code leaves alone, the race of two
 * claims, and the conditional update's guards against a task that changed since it was read.
 */

type Account = "admin" | "acme_admin" | "zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi";
let t: TestApp;
let tk: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await tokensOf(t.app, ["admin", "zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi"]);
  tk = { ...platform, acme_admin: await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme") };
});
afterAll(() => t.close());

const NOT_CANDIDATE = "您不是该任务的处理人";
const NOT_SECRETARY = "您不是该领导的秘书，不能代其操作";

/** GET canLock / lockUnlock; the status and the raw body (a bare integer on 200) or the error message. */
async function ask(token: string, path: "canLock" | "lockUnlock", taskId: string, leaderId?: string) {
  const res = await get(
    t.app,
    token,
    `/runtime/task/v1/${path}?taskId=${encodeURIComponent(taskId)}${leaderId ? `&leaderId=${leaderId}` : ""}`,
  );
  if (res.statusCode === 200) return [res.statusCode, res.body] as const;
  return [res.statusCode, res.json().message as string] as const;
}
const canLock = (token: string, taskId: string, leaderId?: string) => ask(token, "canLock", taskId, leaderId);
const lockUnlock = (token: string, taskId: string, leaderId?: string) =>
  ask(token, "lockUnlock", taskId, leaderId);

/** A purchase waiting at the countersign node: offered to qianqi and zhaoliu, claimed by nobody. */
async function countersignTask(): Promise<{ instId: string; taskId: string }> {
  const instId = await startInstance(t.app, tk.zhangsan, "purchase", {
    purchase: { item: "投影仪", quantity: 1, unitPrice: 3000, total: 3000 },
  });
  await act(t.app, t.db, tk.lisi, instId, "agree");
  const task = await onlyTask(t.db, instId);
  expect([task.node_id, task.assignee_id]).toEqual(["countersign", "0"]);
  return { instId, taskId: task.id };
}

/** A leave waiting at lisi: assigned to lisi directly, no candidates. */
async function leaveAtLisi(): Promise<{ instId: string; taskId: string }> {
  const instId = await startLeave(t.app, tk.zhangsan, 1);
  const task = await onlyTask(t.db, instId);
  expect(task.assignee_id).toBe("u-lisi");
  return { instId, taskId: task.id };
}

const taskRow = (taskId: string) =>
  t.db.selectFrom("bpm_task").selectAll().where("id", "=", taskId).executeTakeFirstOrThrow();

/** The assignee, locked flag and version of a task. */
const lockOf = async (taskId: string) => {
  const { assignee_id, locked, version } = await taskRow(taskId);
  return { assignee: assignee_id, locked, version };
};

/** The lock/unlock audit rows of a task, oldest first. */
const lockAudits = async (taskId: string) =>
  (
    await t.db
      .selectFrom("bpm_audit")
      .select(["action", "user_id", "inst_id", "task_id", "tenant_id"])
      .where("task_id", "=", taskId)
      .where("action", "in", ["lock", "unlock"])
      .orderBy("id")
      .execute()
  ).map((r) => ({
    action: r.action,
    userId: r.user_id,
    instId: r.inst_id,
    taskId: r.task_id,
    tenant: r.tenant_id,
  }));

const allLockAudits = () => auditCount(t.db, ["lock", "unlock"]);

const forbid = (instId: string, flag: 0 | 1) =>
  t.db.updateTable("bpm_instance").set({ is_forbidden: flag }).where("id", "=", instId).execute();

/** Makes `account` a secretary of `leader` (platform tenant, every flow). */
const addSecretary = (account: string, leader: string, leaderName: string) =>
  t.db
    .insertInto("bpm_secretary")
    .values({
      id: `sec-lock-${account}-${leader}`,
      tenant_id: "t-platform",
      leader_id: `u-${leader}`,
      leader_name: leaderName,
      secretary_id: `u-${account}`,
      secretary_name: account,
      def_keys: null,
      is_enabled: 1,
    })
    .execute();

describe("canLock: 0 for a task the caller's tenant does not have", () => {
  it("an unknown task is 0 for anyone, on both endpoints; lockUnlock writes nothing", async () => {
    const audits = await allLockAudits();
    expect(await canLock(tk.zhangsan, "no-such-task")).toEqual([200, "0"]);
    expect(await canLock(tk.admin, "no-such-task")).toEqual([200, "0"]);
    expect(await lockUnlock(tk.qianqi, "no-such-task")).toEqual([200, "0"]);
    expect(await lockUnlock(tk.admin, "no-such-task", "u-lisi")).toEqual([200, "0"]);
    expect(await allLockAudits()).toBe(audits);
  });

  it("a task of another tenant is 0, even for a sysAdmin (of either tenant); it is not claimed", async () => {
    const { taskId } = await countersignTask();
    const before = await taskRow(taskId);
    // acme's sysAdmin would get 5 (admin view) if the task were read across tenants
    expect(await canLock(tk.acme_admin, taskId)).toEqual([200, "0"]);
    expect(await lockUnlock(tk.acme_admin, taskId)).toEqual([200, "0"]);
    expect(await taskRow(taskId)).toEqual(before);
    expect(await lockAudits(taskId)).toEqual([]);
    // and the other way round: the platform's sysAdmin asking for acme's seeded task
    const acmeTask = await t.db
      .selectFrom("bpm_task")
      .select("id")
      .where("tenant_id", "=", "t-acme")
      .executeTakeFirstOrThrow();
    const acmeBefore = await taskRow(acmeTask.id);
    expect(await canLock(tk.admin, acmeTask.id)).toEqual([200, "0"]);
    expect(await lockUnlock(tk.admin, acmeTask.id)).toEqual([200, "0"]);
    expect(await taskRow(acmeTask.id)).toEqual(acmeBefore);
    // acme's own sysAdmin sees it (2 when it is theirs, else 5 or a handler's code — anything but 0)
    expect((await canLock(tk.acme_admin, acmeTask.id))[1]).not.toBe("0");
  });

  it("a handled task is 0 on both endpoints and stays untouched", async () => {
    const { instId, taskId } = await leaveAtLisi();
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect(await canLock(tk.lisi, taskId)).toEqual([200, "0"]);
    expect(await lockUnlock(tk.lisi, taskId)).toEqual([200, "0"]);
    expect(await lockAudits(taskId)).toEqual([]);
  });
});

describe("canLock: 6 while the task's own instance is forbidden", () => {
  it("the assignee, a candidate, the claimer and the sysAdmin all get 6; another instance is not affected", async () => {
    const leave = await leaveAtLisi();
    const other = await leaveAtLisi();
    const purchase = await countersignTask();
    await forbid(leave.instId, 1);
    await forbid(purchase.instId, 1);
    try {
      expect(await canLock(tk.lisi, leave.taskId)).toEqual([200, "6"]);
      expect(await canLock(tk.wangwu, leave.taskId, "u-lisi")).toEqual([200, "6"]);
      expect(await canLock(tk.qianqi, purchase.taskId)).toEqual([200, "6"]);
      expect(await canLock(tk.admin, purchase.taskId)).toEqual([200, "6"]);
      // the flag is read from the task's instance, not from any instance
      expect(await canLock(tk.lisi, other.taskId)).toEqual([200, "2"]);
    } finally {
      await forbid(leave.instId, 0);
      await forbid(purchase.instId, 0);
    }
    expect(await canLock(tk.lisi, leave.taskId)).toEqual([200, "2"]);
    expect(await canLock(tk.qianqi, purchase.taskId)).toEqual([200, "1"]);
  });

  it("lockUnlock on a forbidden instance neither claims nor releases (6, no version bump, no audit)", async () => {
    const { instId, taskId } = await countersignTask();
    await forbid(instId, 1);
    try {
      const unclaimed = await taskRow(taskId);
      expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "6"]);
      expect(await taskRow(taskId)).toEqual(unclaimed);
      await forbid(instId, 0);
      expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "1"]);
      await forbid(instId, 1);
      const claimed = await taskRow(taskId);
      // qianqi holds it (she would get 3 and release it) — while forbidden nothing moves
      expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "6"]);
      expect(await taskRow(taskId)).toEqual(claimed);
      expect((await lockAudits(taskId)).map((a) => a.action)).toEqual(["lock"]);
    } finally {
      await forbid(instId, 0);
    }
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "3"]);
  });
});

describe("canLock: the handler's codes", () => {
  it("1 for each candidate of an unclaimed task; 3 for the claimer, 4 for the other candidate", async () => {
    const { taskId } = await countersignTask();
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "1"]);
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([200, "1"]);
    expect(await lockUnlock(tk.zhaoliu, taskId)).toEqual([200, "1"]);
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([200, "3"]);
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "4"]);
  });

  it("2 for a task assigned to me with no candidates; 3 once the task also has candidates", async () => {
    const { taskId } = await leaveAtLisi();
    expect(await canLock(tk.lisi, taskId)).toEqual([200, "2"]);
    await t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: "t-platform",
        task_id: taskId,
        type: "user",
        identity_id: "u-zhaoliu",
        identity_name: "赵六",
      })
      .execute();
    expect(await canLock(tk.lisi, taskId)).toEqual([200, "3"]);
    // a candidate of a task somebody already holds
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([200, "4"]);
  });

  it("only user candidates count: a role row naming the caller does not make them a candidate", async () => {
    const { taskId } = await leaveAtLisi();
    await t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: "t-platform",
        task_id: taskId,
        type: "role",
        identity_id: "u-zhaoliu",
        identity_name: "x",
      })
      .execute();
    expect(await canLock(tk.lisi, taskId)).toEqual([200, "2"]);
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([403, NOT_CANDIDATE]);
  });

  it("a sysAdmin who is not a handler gets 5; a sysAdmin who is one gets the handler's code", async () => {
    const purchase = await countersignTask();
    expect(await canLock(tk.admin, purchase.taskId)).toEqual([200, "5"]);
    const leave = await leaveAtLisi();
    expect(await canLock(tk.admin, leave.taskId)).toEqual([200, "5"]);
    await t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: "t-platform",
        task_id: purchase.taskId,
        type: "user",
        identity_id: "u-admin",
        identity_name: "管理员",
      })
      .execute();
    expect(await canLock(tk.admin, purchase.taskId)).toEqual([200, "1"]);
    await t.db
      .updateTable("bpm_task")
      .set({ assignee_id: "u-admin" })
      .where("id", "=", leave.taskId)
      .execute();
    expect(await canLock(tk.admin, leave.taskId)).toEqual([200, "2"]);
  });

  it("anyone else is refused: 403 您不是该任务的处理人, on both endpoints, and nothing changes", async () => {
    const purchase = await countersignTask();
    const leave = await leaveAtLisi();
    const before = await taskRow(purchase.taskId);
    expect(await canLock(tk.lisi, purchase.taskId)).toEqual([403, NOT_CANDIDATE]);
    expect(await canLock(tk.zhangsan, purchase.taskId)).toEqual([403, NOT_CANDIDATE]);
    expect(await lockUnlock(tk.wangwu, purchase.taskId)).toEqual([403, NOT_CANDIDATE]);
    // a task with no candidates at all, assigned to somebody else
    expect(await canLock(tk.zhangsan, leave.taskId)).toEqual([403, NOT_CANDIDATE]);
    expect(await lockUnlock(tk.qianqi, leave.taskId)).toEqual([403, NOT_CANDIDATE]);
    expect(await taskRow(purchase.taskId)).toEqual(before);
    expect(await lockAudits(purchase.taskId)).toEqual([]);
  });
});

describe("canLock for a leader (leaderId)", () => {
  it("a secretary gets the leader's code; without leaderId her own; a leaderId of 0 or her own id is no leader", async () => {
    const { taskId } = await leaveAtLisi();
    expect(await canLock(tk.wangwu, taskId, "u-lisi")).toEqual([200, "2"]);
    expect(await canLock(tk.wangwu, taskId)).toEqual([403, NOT_CANDIDATE]);
    expect(await canLock(tk.wangwu, taskId, "0")).toEqual([403, NOT_CANDIDATE]);
    expect(await canLock(tk.wangwu, taskId, "u-wangwu")).toEqual([403, NOT_CANDIDATE]);
    // someone who is not lisi's secretary may not act for lisi
    expect(await canLock(tk.zhangsan, taskId, "u-lisi")).toEqual([403, NOT_SECRETARY]);
  });

  it("a secretary of a candidate leader gets 1, then 3 once the leader holds it; the other candidate 4", async () => {
    const { taskId } = await countersignTask();
    await addSecretary("wangwu", "zhaoliu", "赵六");
    expect(await canLock(tk.wangwu, taskId, "u-zhaoliu")).toEqual([200, "1"]);
    expect(await lockUnlock(tk.zhaoliu, taskId)).toEqual([200, "1"]);
    expect(await canLock(tk.wangwu, taskId, "u-zhaoliu")).toEqual([200, "3"]);
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "4"]);
  });

  it("a sysAdmin acting for a leader who is not a handler is refused (403), not given the admin view 5", async () => {
    const purchase = await countersignTask();
    const leave = await leaveAtLisi();
    await addSecretary("admin", "lisi", "李四");
    const before = await taskRow(purchase.taskId);
    expect(await canLock(tk.admin, purchase.taskId, "u-lisi")).toEqual([403, NOT_CANDIDATE]);
    expect(await lockUnlock(tk.admin, purchase.taskId, "u-lisi")).toEqual([403, NOT_CANDIDATE]);
    expect(await taskRow(purchase.taskId)).toEqual(before);
    // for a task of the leader the admin gets the leader's code
    expect(await canLock(tk.admin, leave.taskId, "u-lisi")).toEqual([200, "2"]);
    // without a leader (none, "0", or the admin's own id) the admin view stays
    expect(await canLock(tk.admin, purchase.taskId)).toEqual([200, "5"]);
    expect(await canLock(tk.admin, purchase.taskId, "0")).toEqual([200, "5"]);
    expect(await canLock(tk.admin, purchase.taskId, "u-admin")).toEqual([200, "5"]);
  });
});

describe("lockUnlock: claim, release and no-ops", () => {
  it("code 1 claims: assignee = caller, locked, version + 1, one audit row lock; the answer is a bare integer", async () => {
    const { instId, taskId } = await countersignTask();
    const before = await taskRow(taskId);
    expect(before.locked).toBe(false);
    const res = await get(t.app, tk.qianqi, `/runtime/task/v1/lockUnlock?taskId=${taskId}`);
    expect([res.statusCode, res.body]).toEqual([200, "1"]);
    expect(res.json()).toBe(1);
    expect(await lockOf(taskId)).toEqual({ assignee: "u-qianqi", locked: true, version: before.version + 1 });
    expect(await lockAudits(taskId)).toEqual([
      { action: "lock", userId: "u-qianqi", instId, taskId, tenant: "t-platform" },
    ]);
    // the rest of the row is untouched
    const after = await taskRow(taskId);
    expect({
      ...after,
      assignee_id: before.assignee_id,
      locked: before.locked,
      version: before.version,
    }).toEqual(before);
  });

  it("code 3 releases: assignee back to 0 (unclaimed), unlocked, version + 1, audit unlock; the others may claim again", async () => {
    const { instId, taskId } = await countersignTask();
    expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "1"]);
    const claimed = await taskRow(taskId);
    expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "3"]);
    expect(await lockOf(taskId)).toEqual({ assignee: "0", locked: false, version: claimed.version + 1 });
    expect(await lockAudits(taskId)).toEqual([
      { action: "lock", userId: "u-qianqi", instId, taskId, tenant: "t-platform" },
      { action: "unlock", userId: "u-qianqi", instId, taskId, tenant: "t-platform" },
    ]);
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([200, "1"]);
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "1"]);
  });

  it("codes 2, 4 and 5 change nothing: same row, same version, no audit; each answered as a bare integer", async () => {
    const leave = await leaveAtLisi();
    const leaveBefore = await taskRow(leave.taskId);
    expect(await lockUnlock(tk.lisi, leave.taskId)).toEqual([200, "2"]);
    expect(await lockUnlock(tk.wangwu, leave.taskId, "u-lisi")).toEqual([200, "2"]);
    expect(await taskRow(leave.taskId)).toEqual(leaveBefore);
    expect(await lockAudits(leave.taskId)).toEqual([]);

    const { taskId } = await countersignTask();
    expect(await lockUnlock(tk.admin, taskId)).toEqual([200, "5"]);
    expect(await lockOf(taskId)).toMatchObject({ assignee: "0", locked: false });
    expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "1"]);
    const claimed = await taskRow(taskId);
    expect(await lockUnlock(tk.zhaoliu, taskId)).toEqual([200, "4"]);
    expect(await lockUnlock(tk.admin, taskId)).toEqual([200, "5"]);
    expect(await taskRow(taskId)).toEqual(claimed);
    expect((await lockAudits(taskId)).map((a) => a.action)).toEqual(["lock"]);
  });

  it("a secretary claims for the leader: the leader becomes the assignee, the audit names the secretary", async () => {
    const { instId, taskId } = await countersignTask();
    await addSecretary("lisi", "qianqi", "钱七");
    const before = await taskRow(taskId);
    expect(await lockUnlock(tk.lisi, taskId, "u-qianqi")).toEqual([200, "1"]);
    expect(await lockOf(taskId)).toEqual({ assignee: "u-qianqi", locked: true, version: before.version + 1 });
    expect(await canLock(tk.qianqi, taskId)).toEqual([200, "3"]);
    expect(await canLock(tk.zhaoliu, taskId)).toEqual([200, "4"]);
    // the secretary alone is no handler
    expect(await canLock(tk.lisi, taskId)).toEqual([403, NOT_CANDIDATE]);
    // and releases it for the leader
    expect(await lockUnlock(tk.lisi, taskId, "u-qianqi")).toEqual([200, "3"]);
    expect(await lockOf(taskId)).toEqual({ assignee: "0", locked: false, version: before.version + 2 });
    expect(await lockAudits(taskId)).toEqual([
      { action: "lock", userId: "u-lisi", instId, taskId, tenant: "t-platform" },
      { action: "unlock", userId: "u-lisi", instId, taskId, tenant: "t-platform" },
    ]);
  });

  it("two candidates claim at the same time: one gets 1 and holds the task, the other 4; one audit row", async () => {
    const { taskId } = await countersignTask();
    const before = await taskRow(taskId);
    const answers = await Promise.all([lockUnlock(tk.qianqi, taskId), lockUnlock(tk.zhaoliu, taskId)]);
    expect(answers.map(([status]) => status)).toEqual([200, 200]);
    expect(answers.map(([, body]) => body).sort()).toEqual(["1", "4"]);
    const winner = answers[0]?.[1] === "1" ? "u-qianqi" : "u-zhaoliu";
    expect(await lockOf(taskId)).toEqual({ assignee: winner, locked: true, version: before.version + 1 });
    expect(await lockAudits(taskId)).toEqual([
      expect.objectContaining({ action: "lock", userId: winner, taskId }),
    ]);
  });
});

/**
 * `trx` whose UPDATE statements first run `meanwhile` (on the same transaction): the task changes between
 * lockUnlock's read of it and its conditional update, as if a concurrent writer had not taken the lock.
 */
function changingBeforeUpdate(trx: Trx, meanwhile: (trx: Trx) => Promise<unknown>): Trx {
  type Fn = (...args: unknown[]) => unknown;
  const wrap = <B extends object>(builder: B): B =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "executeTakeFirst")
          return async (...args: unknown[]) => {
            await meanwhile(trx);
            return (value as Fn).apply(target, args);
          };
        return (...args: unknown[]) => {
          const out = (value as Fn).apply(target, args);
          return typeof out === "object" && out !== null && "executeTakeFirst" in out ? wrap(out) : out;
        };
      },
    });
  return new Proxy(trx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "updateTable")
        return (...args: unknown[]) => wrap((value as Fn).apply(target, args) as object);
      return (value as Fn).bind(target);
    },
  });
}

describe("lockUnlock: the conditional update refuses a task that changed since it was read (409)", () => {
  const actorOf = (account: string) =>
    actorFor(t.db, { id: `u-${account}`, tenantId: "t-platform", account }, { lang: "zh-CN" });

  /** Runs lockUnlock with the task changed by `change` just before the update; the error it throws. */
  async function lockUnlockChanged(account: string, taskId: string, change: Record<string, unknown>) {
    const actor = await actorOf(account);
    return t.db
      .transaction()
      .execute((trx) =>
        lockUnlockAction(
          changingBeforeUpdate(trx, async (db) => {
            if (Object.keys(change).length > 0)
              await db.updateTable("bpm_task").set(change).where("id", "=", taskId).execute();
          }),
          actor,
          taskId,
        ),
      )
      .then(
        (answer) => ({ answer }),
        (error: { statusCode?: number; key?: string }) => ({ statusCode: error.statusCode, key: error.key }),
      );
  }

  it("the direct call claims as the route does when nothing changed", async () => {
    const { taskId } = await countersignTask();
    const before = await taskRow(taskId);
    const actor = await actorOf("qianqi");
    const answer = await t.db.transaction().execute((trx) => lockUnlockAction(trx, actor, taskId));
    expect(answer).toEqual({ status: 200, body: 1 });
    expect(await lockOf(taskId)).toEqual({ assignee: "u-qianqi", locked: true, version: before.version + 1 });
  });

  it("a claim: a newer version, another status or a claimer already there → 409 bpmTaskConflict, nothing written", async () => {
    const { taskId } = await countersignTask();
    const before = await taskRow(taskId);
    const changes: Record<string, unknown>[] = [
      { version: before.version + 5 },
      { status: "DELIVERTO" },
      { assignee_id: "u-zhaoliu" },
    ];
    for (const change of changes) {
      expect(await lockUnlockChanged("qianqi", taskId, change)).toEqual({
        statusCode: 409,
        key: "bpmTaskConflict",
      });
      expect(await taskRow(taskId)).toEqual(before);
    }
    expect(await lockAudits(taskId)).toEqual([]);
    // unchanged, the same claim goes through
    expect(await lockUnlockChanged("qianqi", taskId, {})).toEqual({ answer: { status: 200, body: 1 } });
    expect(await lockOf(taskId)).toEqual({ assignee: "u-qianqi", locked: true, version: before.version + 1 });
  });

  it("a release: a newer version, another status or another holder → 409, the claim stays", async () => {
    const { taskId } = await countersignTask();
    expect(await lockUnlock(tk.qianqi, taskId)).toEqual([200, "1"]);
    const claimed = await taskRow(taskId);
    for (const change of [{ version: claimed.version + 5 }, { status: "DELIVERTO" }, { assignee_id: "0" }]) {
      expect(await lockUnlockChanged("qianqi", taskId, change)).toEqual({
        statusCode: 409,
        key: "bpmTaskConflict",
      });
      expect(await taskRow(taskId)).toEqual(claimed);
    }
    expect((await lockAudits(taskId)).map((a) => a.action)).toEqual(["lock"]);
    expect(await lockUnlockChanged("qianqi", taskId, {})).toEqual({ answer: { status: 200, body: 3 } });
    expect(await lockOf(taskId)).toEqual({ assignee: "0", locked: false, version: claimed.version + 1 });
  });
});
