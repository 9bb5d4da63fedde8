import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  canActOnTask,
  canViewInstance,
  requireTaskActor,
  taskRecord,
  taskRefusal,
  viewableInstance,
} from "../../server/bpm/read/access";
import { HttpError } from "../../server/http/errors";
import { insertDecision, instanceRow, onlyTask, startLeave } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * Who may see an instance and act on its task (server/bpm/read/access.ts; issue 17): one leave of zhangsan's
 * waiting at lisi, and qianqi, who has nothing to do with it. Each kind of involvement is given to qianqi
 * alone and taken away again: each one, and only one, opens the instance; a secretary sees it only through
 * an enabled record for this flow of a leader who holds an open task.
 */

let t: TestApp;
let instId: string;
let ids: Record<"zhangsan" | "lisi" | "qianqi" | "admin" | "acme", string>;
let tenantId: string;
/** The task's owner as the start left it (none: the column's default). */
let ownerAtStart: string;
beforeAll(async () => {
  t = await createTestApp();
  instId = await startLeave(t.app, await tokenOf(t.app, "zhangsan"), 1, "看谁能看");
  const users = await t.db
    .selectFrom("uc_user")
    .select(["id", "account", "tenant_id"])
    .where("account", "in", ["zhangsan", "lisi", "qianqi", "admin", "acme_admin"])
    .execute();
  const idOf = (account: string) => users.find((u) => u.account === account)?.id as string;
  ids = {
    zhangsan: idOf("zhangsan"),
    lisi: idOf("lisi"),
    qianqi: idOf("qianqi"),
    admin: idOf("admin"),
    acme: idOf("acme_admin"),
  };
  tenantId = users.find((u) => u.account === "zhangsan")?.tenant_id as string;
  ownerAtStart = (await onlyTask(t.db, instId)).owner_id;
});
afterAll(() => t.close());

const inst = () => instanceRow(t.db, instId);
const sees = async (userId: string, tenant = tenantId) =>
  canViewInstance(t.db, { id: userId, tenantId: tenant }, await inst());
const now = new Date();

/** Removes every trace of qianqi from the instance and every secretary record of hers. */
beforeEach(async () => {
  const q = ids.qianqi;
  await t.db.deleteFrom("bpm_task_candidate").where("identity_id", "=", q).execute();
  await t.db.deleteFrom("bpm_opinion").where("inst_id", "=", instId).where("auditor", "=", q).execute();
  await t.db.deleteFrom("bpm_exe_stack").where("inst_id", "=", instId).where("assignee_id", "=", q).execute();
  await t.db
    .deleteFrom("bpm_task_notice")
    .where("inst_id", "=", instId)
    .where("receiver_id", "=", q)
    .execute();
  await t.db.deleteFrom("bpm_task_follow").where("inst_id", "=", instId).where("user_id", "=", q).execute();
  await t.db.deleteFrom("bpm_secretary").where("secretary_id", "=", q).execute();
  const task = await onlyTask(t.db, instId);
  await t.db
    .updateTable("bpm_task")
    .set({ assignee_id: ids.lisi, owner_id: ownerAtStart })
    .where("id", "=", task.id)
    .execute();
});

/** Each way of being involved, given to qianqi alone. */
const involvements: Record<string, () => Promise<unknown>> = {
  "the task's assignee": async () =>
    t.db
      .updateTable("bpm_task")
      .set({ assignee_id: ids.qianqi })
      .where("id", "=", (await onlyTask(t.db, instId)).id)
      .execute(),
  "the task's owner": async () =>
    t.db
      .updateTable("bpm_task")
      .set({ owner_id: ids.qianqi })
      .where("id", "=", (await onlyTask(t.db, instId)).id)
      .execute(),
  "a user candidate of the task": async () =>
    t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: tenantId,
        task_id: (await onlyTask(t.db, instId)).id,
        type: "user",
        identity_id: ids.qianqi,
      })
      .execute(),
  "the auditor of an opinion": () => insertDecision(t.db, instId, { id: ids.qianqi, name: "钱七" }, now),
  "the assignee of an executed step": () =>
    t.db
      .insertInto("bpm_exe_stack")
      .values({
        id: `st-${Date.now()}`,
        tenant_id: tenantId,
        inst_id: instId,
        node_id: "x",
        node_name: "x",
        node_type: "userTask",
        task_id: null,
        assignee_id: ids.qianqi,
        action: "agree",
        depth: 99,
        create_time: now,
      })
      .execute(),
  "the receiver of a notice": () =>
    t.db
      .insertInto("bpm_task_notice")
      .values({
        id: `no-${Date.now()}`,
        tenant_id: tenantId,
        inst_id: instId,
        task_id: null,
        name: "x",
        subject: "x",
        def_key: "leave",
        def_name: "请假",
        type_id: null,
        owner_id: ids.zhangsan,
        receiver_id: ids.qianqi,
        create_time: now,
        opinion: null,
      })
      .execute(),
  "a follower": () =>
    t.db
      .insertInto("bpm_task_follow")
      .values({ tenant_id: tenantId, inst_id: instId, user_id: ids.qianqi, create_time: now })
      .execute(),
};

describe("who may see an instance", () => {
  it("its creator, through being its creator alone", async () => {
    expect(
      await canViewInstance(
        t.db,
        { id: ids.qianqi, tenantId },
        { ...(await inst()), creator_id: ids.qianqi },
      ),
    ).toBe(true);
  });

  it("its creator and a system administrator, and not someone who has nothing to do with it", async () => {
    expect(await sees(ids.zhangsan)).toBe(true);
    expect(await sees(ids.admin)).toBe(true);
    expect(await sees(ids.qianqi)).toBe(false);
  });

  it.each(Object.keys(involvements))("anyone who is %s, and only while they are", async (kind) => {
    expect(await sees(ids.qianqi)).toBe(false);
    await involvements[kind]();
    expect(await sees(ids.qianqi)).toBe(true);
  });

  it("not through a notice its sender revoked", async () => {
    await involvements["the receiver of a notice"]();
    expect(await sees(ids.qianqi)).toBe(true);
    await t.db
      .updateTable("bpm_task_notice")
      .set({ is_revoke: 1 })
      .where("inst_id", "=", instId)
      .where("receiver_id", "=", ids.qianqi)
      .execute();
    expect(await sees(ids.qianqi)).toBe(false);
  });

  it("not through a candidate entry of a group rather than of the user", async () => {
    await t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: tenantId,
        task_id: (await onlyTask(t.db, instId)).id,
        type: "org",
        identity_id: ids.qianqi,
      })
      .execute();
    expect(await sees(ids.qianqi)).toBe(false);
  });

  it("a secretary, through an enabled record for this flow of a leader who holds an open task", async () => {
    const record = (patch: { def_keys?: string | null; is_enabled?: number; leader_id?: string }) =>
      t.db
        .insertInto("bpm_secretary")
        .values({
          id: `se-${Math.random()}`,
          tenant_id: tenantId,
          leader_id: patch.leader_id ?? ids.lisi,
          leader_name: "李四",
          secretary_id: ids.qianqi,
          secretary_name: "钱七",
          def_keys: patch.def_keys === undefined ? null : patch.def_keys,
          is_enabled: patch.is_enabled ?? 1,
          create_time: now,
        })
        .execute();
    const cases: [string, Parameters<typeof record>[0], boolean][] = [
      ["disabled", { is_enabled: 0 }, false],
      ["for other flows", { def_keys: "expense,purchase" }, false],
      ["of a leader who holds no task of it", { leader_id: ids.admin }, false],
      ["for every flow (no keys)", {}, true],
      ["for this flow among others", { def_keys: "expense, leave" }, true],
    ];
    for (const [name, patch, expected] of cases) {
      await t.db.deleteFrom("bpm_secretary").where("secretary_id", "=", ids.qianqi).execute();
      await record(patch);
      expect([name, await sees(ids.qianqi)]).toEqual([name, expected]);
    }
  });

  it("answers 404 for a deleted instance and for another tenant's caller, 403 for someone uninvolved", async () => {
    const refusal = async (caller: { id: string; tenantId: string }) => {
      try {
        await viewableInstance(t.db, caller, instId);
        return "seen";
      } catch (err) {
        return err instanceof HttpError ? [err.statusCode, err.key] : err;
      }
    };
    expect(await refusal({ id: ids.qianqi, tenantId })).toEqual([403, "bpmNoViewRight"]);
    const acmeTenant = (
      await t.db
        .selectFrom("uc_user")
        .select("tenant_id")
        .where("id", "=", ids.acme)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    expect(await refusal({ id: ids.acme, tenantId: acmeTenant })).toEqual([404, "bpmInstanceNotFound"]);
    expect(await refusal({ id: ids.zhangsan, tenantId })).toBe("seen");
    await t.db.updateTable("bpm_instance").set({ is_dele: 1 }).where("id", "=", instId).execute();
    try {
      expect(await refusal({ id: ids.zhangsan, tenantId })).toEqual([404, "bpmInstanceNotFound"]);
    } finally {
      await t.db.updateTable("bpm_instance").set({ is_dele: 0 }).where("id", "=", instId).execute();
    }
  });
});

describe("who may act on a task", () => {
  const acts = async (userId: string, leaderId?: string) =>
    canActOnTask(t.db, { id: userId, tenantId }, await onlyTask(t.db, instId), leaderId);

  it("its assignee and a system administrator; not the creator, not someone else, not a made-up leader", async () => {
    expect(await acts(ids.lisi)).toBe(true);
    expect(await acts(ids.admin)).toBe(true);
    expect(await acts(ids.zhangsan)).toBe(false);
    expect(await acts(ids.qianqi)).toBe(false);
    expect(await acts(ids.qianqi, ids.lisi)).toBe(false);
    expect(await acts(ids.qianqi, "0")).toBe(false);
  });

  it("the secretary of the leader who holds it, for this flow, only when acting for that leader", async () => {
    await t.db
      .insertInto("bpm_secretary")
      .values({
        id: "se-act",
        tenant_id: tenantId,
        leader_id: ids.lisi,
        leader_name: "李四",
        secretary_id: ids.qianqi,
        secretary_name: "钱七",
        def_keys: "leave",
        is_enabled: 1,
        create_time: now,
      })
      .execute();
    expect(await acts(ids.qianqi, ids.lisi)).toBe(true);
    expect(await acts(ids.qianqi, ` ${ids.lisi} `)).toBe(true);
    expect(await acts(ids.qianqi)).toBe(false);
    expect(await acts(ids.qianqi, ids.zhangsan)).toBe(false);
    await t.db.updateTable("bpm_secretary").set({ def_keys: "expense" }).where("id", "=", "se-act").execute();
    expect(await acts(ids.qianqi, ids.lisi)).toBe(false);
  });
});

describe("why a task is refused", () => {
  const caller = (id: string) => ({ id, tenantId });
  /** The status, key and parameters of what a call throws, or "allowed". */
  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return "allowed";
    } catch (err) {
      return err instanceof HttpError ? [err.statusCode, err.key, err.params] : err;
    }
  };
  const offerTo = async (type: "user" | "org") =>
    t.db
      .insertInto("bpm_task_candidate")
      .values({
        tenant_id: tenantId,
        task_id: (await onlyTask(t.db, instId)).id,
        type,
        identity_id: ids.qianqi,
      })
      .execute();
  const unclaim = async () =>
    t.db
      .updateTable("bpm_task")
      .set({ assignee_id: "0" })
      .where("id", "=", (await onlyTask(t.db, instId)).id)
      .execute();

  it("finds a task of the caller's tenant, and answers 404 for another tenant's caller or an unknown id", async () => {
    const task = await onlyTask(t.db, instId);
    expect((await taskRecord(t.db, caller(ids.qianqi), task.id)).id).toBe(task.id);
    expect(await refusal(() => taskRecord(t.db, { id: ids.acme, tenantId: "t-acme" }, task.id))).toEqual([
      404,
      "bpmTaskNotFound",
      {},
    ]);
    expect(await refusal(() => taskRecord(t.db, caller(ids.lisi), "no-such-task"))).toEqual([
      404,
      "bpmTaskNotFound",
      {},
    ]);
  });

  it("lets the holder act and refuses anyone else with 403 bpmNoTaskRight", async () => {
    const task = await onlyTask(t.db, instId);
    expect(await refusal(() => requireTaskActor(t.db, caller(ids.lisi), task))).toBe("allowed");
    expect(await refusal(() => requireTaskActor(t.db, caller(ids.qianqi), task))).toEqual([
      403,
      "bpmNoTaskRight",
      {},
    ]);
  });

  it("tells a user candidate of a task someone else holds who holds it", async () => {
    await offerTo("user");
    const task = await onlyTask(t.db, instId);
    const claimed = [403, "bpmTaskClaimedBy", { name: "李四" }];
    expect(await refusal(() => requireTaskActor(t.db, caller(ids.qianqi), task))).toEqual(claimed);
    expect(await taskRefusal(t.db, caller(ids.qianqi), task)).toMatchObject({
      statusCode: 403,
      key: "bpmTaskClaimedBy",
      params: { name: "李四" },
    });
  });

  it("tells nobody else who holds it: not an outsider, not a candidate through a group entry", async () => {
    const task = await onlyTask(t.db, instId);
    expect(await taskRefusal(t.db, caller(ids.qianqi), task)).toMatchObject({
      key: "bpmNoTaskRight",
      params: {},
    });
    await offerTo("org");
    expect(await taskRefusal(t.db, caller(ids.qianqi), task)).toMatchObject({
      key: "bpmNoTaskRight",
      params: {},
    });
  });

  it("tells nobody a holder's name while nobody holds it", async () => {
    await unclaim();
    const task = await onlyTask(t.db, instId);
    expect(await taskRefusal(t.db, caller(ids.qianqi), task)).toMatchObject({
      key: "bpmNoTaskRight",
      params: {},
    });
    // A user candidate of an unclaimed task may act on it: holding it is being offered it.
    await offerTo("user");
    expect(await refusal(() => requireTaskActor(t.db, caller(ids.qianqi), task))).toBe("allowed");
  });
});
