import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../server/bpm/engine/context";
import { nextTaskId } from "../../server/bpm/engine/queries";
import { leaderScopes, leaderTodoQuery, secretaryRecords } from "../../server/bpm/read/leader";
import { todoQuery } from "../../server/bpm/read/todo";
import { holds, isTodoStatus, NOT_TODO_STATUSES, taskHeldBy } from "../../server/bpm/tasks";
import { createTestApp, type TestApp } from "./helpers";

/* server/bpm/tasks.ts is the one definition of "who holds a task" and "is it a to-do": these tests fail as
   soon as one of its users (the to-do lists, the leaders' to-dos, the next task) answers otherwise. */

let t: TestApp;
const T = "t-platform";
const USERS = ["u-zhangsan", "u-lisi", "u-wangwu", "u-zhaoliu", "u-qianqi", "u-admin"];

beforeAll(async () => {
  t = await createTestApp();
  // Copies of lisi's task that cover each case: a to-do in a non-to-do status, an unclaimed one offered
  // to lisi and qianqi, the same in a non-to-do status, and one claimed by zhaoliu although qianqi is a candidate.
  const base = await t.db
    .selectFrom("bpm_task")
    .selectAll()
    .where("tenant_id", "=", T)
    .where("assignee_id", "=", "u-lisi")
    .executeTakeFirstOrThrow();
  const copies = [
    { id: "tk-transforming", assignee_id: "u-lisi", status: "TRANSFORMING", offered: [] },
    { id: "tk-offered", assignee_id: "0", status: "NORMAL", offered: ["u-lisi", "u-qianqi"] },
    { id: "tk-offered-copy", assignee_id: "0", status: "COPYTO", offered: ["u-lisi", "u-qianqi"] },
    { id: "tk-claimed", assignee_id: "u-zhaoliu", status: "NORMAL", offered: ["u-zhaoliu", "u-qianqi"] },
  ];
  for (const [i, { offered, ...copy }] of copies.entries()) {
    await t.db
      .insertInto("bpm_task")
      .values({
        ...base,
        ...copy,
        draft_data: base.draft_data && JSON.stringify(base.draft_data),
        create_time: new Date(base.create_time.getTime() + (i + 1) * 1000),
      })
      .execute();
    for (const user of offered)
      await t.db
        .insertInto("bpm_task_candidate")
        .values({ tenant_id: T, task_id: copy.id, type: "user", identity_id: user, identity_name: user })
        .execute();
  }
});
afterAll(() => t.close());

/** The to-do ids of `userIds` by the one predicate, oldest first. */
async function heldTodos(userIds: string[]): Promise<string[]> {
  const rows = await t.db
    .selectFrom("bpm_task as t")
    .select("t.id")
    .where("t.tenant_id", "=", T)
    .where("t.status", "not in", NOT_TODO_STATUSES)
    .where((eb) => taskHeldBy(eb, "t", userIds))
    .orderBy("t.create_time", "asc")
    .orderBy("t.id", "asc")
    .execute();
  return rows.map((r) => r.id);
}

const actorOf = (userId: string): Actor => ({
  tenantId: T,
  userId,
  account: userId.slice(2),
  fullname: userId,
  lang: "zh-CN",
  isAdmin: async () => false,
});

describe("who holds a task, and its to-dos", () => {
  it("the in-memory predicate and the SQL one agree on every task and demo user", async () => {
    const tasks = await t.db.selectFrom("bpm_task").selectAll().where("tenant_id", "=", T).execute();
    const candidates = await t.db
      .selectFrom("bpm_task_candidate")
      .select(["task_id", "identity_id"])
      .where("tenant_id", "=", T)
      .where("type", "=", "user")
      .execute();
    let held = 0;
    for (const user of USERS) {
      const expected = new Set(await heldTodos([user]));
      for (const task of tasks) {
        const ids = candidates.filter((c) => c.task_id === task.id).map((c) => c.identity_id);
        const mine = holds(task, user, ids) && isTodoStatus(task.status);
        expect(mine, `${user} ${task.id}`).toBe(expected.has(task.id));
        if (mine) held += 1;
      }
    }
    expect(held).toBeGreaterThan(3);
    expect(NOT_TODO_STATUSES.every((s) => !isTodoStatus(s))).toBe(true);
  });

  it("the to-do list and the next task use the same predicate and status list", async () => {
    for (const user of USERS) {
      const expected = await heldTodos([user]);
      const listed = await todoQuery(t.db, { id: user, tenantId: T }).select("bt.id").execute();
      expect(listed.map((r) => r.id).sort(), user).toEqual([...expected].sort());
      expect(await nextTaskId(t.db, actorOf(user), undefined), user).toBe(expected[0] ?? "");
      if (expected.length > 1) expect(await nextTaskId(t.db, actorOf(user), expected[0])).toBe(expected[1]);
    }
  });

  it("a secretary's leader to-dos are the leader's by the same predicate (within the covered flows)", async () => {
    const caller = { id: "u-wangwu", tenantId: T };
    const scopes = leaderScopes(await secretaryRecords(t.db, caller));
    expect(scopes.size).toBeGreaterThan(0);
    const listed = await leaderTodoQuery(t.db, caller, scopes).select(["bt.id", "bt.def_key"]).execute();
    const leaders = [...scopes.keys()];
    const expected = new Set(await heldTodos(leaders));
    for (const row of listed) expect(expected.has(row.id), row.id).toBe(true);
    const everyFlow = leaders.every((id) => scopes.get(id)?.defKeys === null);
    if (everyFlow) expect(listed.length).toBe(expected.size);
    expect(listed.length).toBeGreaterThan(0);
  });
});
