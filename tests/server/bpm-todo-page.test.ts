import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlyTask, post, sameNodeAs, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/**
 * getTodoList pages are cut per branch (assigned / offered as a candidate) before the two are united
 * (todoPageQuery): every page must still be the matching slice of the whole list, in the list's order,
 * with quick search and user sorts applied before the cut, and the total counts every row.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "qianqi", string>;
type Row = { id: string; subject: string };
type Page = { rows: Row[]; total: number };

const TODO = "/runtime/task/v1/getTodoList";
const N = 24;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "qianqi"]);
  const parent = await onlyTask(t.db, await startLeave(t.app, tk.zhangsan, 2));
  const base = Date.parse("2026-11-01T08:00:00Z");
  // Even i: assigned to qianqi; odd i: unclaimed and offered to qianqi; i % 6 = 4: TRANSFORMING (not a
  // to-do). Create times interleave the two branches; subjects are unique ("pg-07" …).
  for (let i = 0; i < N; i++) {
    const id = `pg-task-${i}`;
    await t.db
      .insertInto("bpm_task")
      .values({
        ...sameNodeAs(parent),
        id,
        subject: `pg-${String((i * 7) % N).padStart(2, "0")} ${i % 3 === 0 ? "fizz" : "buzz"}`,
        status: i % 6 === 4 ? "TRANSFORMING" : "NORMAL",
        assignee_id: i % 2 === 0 ? "u-qianqi" : "0",
        creator_id: "u-zhangsan",
        creator_name: "张三",
        create_time: new Date(base + i * 60_000),
      })
      .execute();
    if (i % 2 === 1)
      await t.db
        .insertInto("bpm_task_candidate")
        .values({ tenant_id: parent.tenant_id, task_id: id, type: "user", identity_id: "u-qianqi" })
        .execute();
  }
});
afterAll(() => t.close());

async function page(body: Record<string, unknown>, n: number, size: number): Promise<Page> {
  const res = await post(t.app, tk.qianqi, TODO, { ...body, pageBean: { page: n, pageSize: size } });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

/** Pages of `size` read one after another until the list is exhausted; their rows joined. */
async function allPages(body: Record<string, unknown>, size: number) {
  const rows: Row[] = [];
  let total = -1;
  for (let n = 1; n < 20; n++) {
    const p = await page(body, n, size);
    total = p.total;
    rows.push(...p.rows);
    if (p.rows.length < size) break;
  }
  return { rows, total };
}

const ours = (rows: Row[]) => rows.filter((r) => r.id.startsWith("pg-task-"));

describe("getTodoList pages cut per branch", () => {
  it("pages of 5 in the default order are the slices of the whole list (both branches, no TRANSFORMING)", async () => {
    const whole = await page({}, 1, 500);
    const paged = await allPages({}, 5);
    expect(paged.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
    expect(paged.total).toBe(whole.total);
    const mine = ours(whole.rows).map((r) => r.id);
    const expected = Array.from({ length: N }, (_, i) => i)
      .filter((i) => i % 6 !== 4)
      .reverse()
      .map((i) => `pg-task-${i}`);
    expect(mine).toEqual(expected);
  });

  it("a user sort is applied before the cut: subject descending, page by page", async () => {
    const body = { sorter: [{ property: "subject", direction: "DESC" }] };
    const paged = ours((await allPages(body, 4)).rows).map((r) => r.subject);
    expect(paged).toHaveLength(20);
    expect(paged).toEqual([...paged].sort().reverse());
  });

  it("quick search is applied before the cut: page 2 of the fizz rows holds fizz rows only", async () => {
    const body = { querys: [{ property: "subject", value: "fizz", operation: "LIKE" }] };
    const p1 = await page(body, 1, 3);
    const p2 = await page(body, 2, 3);
    // fizz: i % 3 = 0 (never TRANSFORMING: i % 6 is 0 or 3) → 0, 3, …, 21: 8 rows
    expect(p1.total).toBe(8);
    expect([...p1.rows, ...p2.rows].map((r) => r.id)).toEqual([
      "pg-task-21",
      "pg-task-18",
      "pg-task-15",
      "pg-task-12",
      "pg-task-9",
      "pg-task-6",
    ]);
  });
});
