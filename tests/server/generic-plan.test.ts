import { type CompiledQuery, type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeaderScope, leaderTodoQuery } from "../../server/bpm/read/leader";
import { todoPageQuery, todoQuery } from "../../server/bpm/read/todo";
import { taskHeldBy, UNCLAIMED } from "../../server/bpm/tasks";
import type { Database } from "../../server/db";
import { createTestApp, type TestApp } from "./helpers";

/*
 * PGlite plans every prepared statement once, generically (plan_cache_mode force_generic_plan,
 * server/db/index.ts, bench/README.md §B). A generic plan cannot use a partial index whose predicate's
 * constant the query passes as a parameter, so the queries behind the to-do lists write the unclaimed
 * assignee '0' as a literal. Each query here is prepared and explained under a generic plan with
 * sequential scans priced out: the constant must reach the plan, so bpm_task_unclaimed_idx (migration 0036)
 * can serve it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The generic plan of a compiled query, as EXPLAIN prints it (one transaction; its settings end with it). */
function genericPlan(db: Database, compiled: CompiledQuery): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql.raw(`PREPARE generic_plan_probe AS ${compiled.sql}`).execute(trx);
    const args = compiled.parameters.length
      ? sql`(${sql.join(compiled.parameters.map((v) => sql.lit(v as string | number)))})`
      : sql``;
    const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN EXECUTE generic_plan_probe${args}`.execute(trx);
    await sql`DEALLOCATE generic_plan_probe`.execute(trx);
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

/** A plan that knows the assignee is '0': it uses the partial index, or keeps the constant as a condition. */
const KNOWS_UNCLAIMED = /bpm_task_unclaimed_idx|assignee_id\)? = '0'::text/;

const zhangsan = async () => {
  const row = await t.db
    .selectFrom("uc_user")
    .select(["id", "tenant_id"])
    .where("account", "=", "zhangsan")
    .executeTakeFirstOrThrow();
  return { id: row.id, tenantId: row.tenant_id };
};

describe("the to-do queries under a generic plan", () => {
  it("is how PGlite plans (the setting holds on its one connection)", async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(t.db);
    expect(rows[0]?.plan_cache_mode).toBe(t.config.databaseUrl ? "auto" : "force_generic_plan");
  });

  it("keep the unclaimed assignee a constant in the count, the page, the secretary's list and taskHeldBy", async () => {
    const caller = await zhangsan();
    const scopes = new Map<string, LeaderScope>([["u-lisi", { name: "李四", defKeys: null }]]);
    const queries = {
      count: todoQuery(t.db, caller).select(sql<number>`count(*)`.as("n")),
      page: todoPageQuery(t.db, caller, { pageBean: { page: 1, pageSize: 10 } }).selectAll(),
      leaders: leaderTodoQuery(t.db, caller, scopes).selectAll(),
      held: t.db
        .selectFrom("bpm_task as t")
        .select("t.id")
        .where("t.tenant_id", "=", caller.tenantId)
        .where((eb) => taskHeldBy(eb, "t", [caller.id])),
    };
    for (const [name, query] of Object.entries(queries)) {
      // Which index the planner takes depends on the table's size; that it may take the partial one
      // needs the constant in the plan (the probe below shows the difference).
      expect(await genericPlan(t.db, query.compile()), name).toMatch(KNOWS_UNCLAIMED);
    }
  });

  it("misses the partial index when its constant is a parameter (the check can fail)", async () => {
    const probe = (assignee: string | RawBuilder<string>) =>
      t.db
        .selectFrom("bpm_task")
        .select(["id", "status"])
        .where("id", "in", t.db.selectFrom("bpm_task_candidate").select("task_id"))
        .where("assignee_id", "=", assignee)
        .compile();
    expect(await genericPlan(t.db, probe(UNCLAIMED))).not.toMatch(KNOWS_UNCLAIMED);
    expect(await genericPlan(t.db, probe(sql.lit<string>(UNCLAIMED)))).toContain("bpm_task_unclaimed_idx");
  });
});
