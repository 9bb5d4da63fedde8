import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, complete, get, onlyTask, opinionsOf, startInstance, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

// Twenty candidates race for one shared task. The losers must get the answers PGlite (which serialises
// transactions) gives, on PostgreSQL too: a complete → 409 该任务已被他人处理或已变更, a claim → code 4.

const RACERS = 20;
const ROUNDS = 3;
let t: TestApp;
let tk: Record<"zhangsan" | "lisi", string>;
let racers: { id: string; token: string }[];

/** 18 more finance staff (copies of zhaoliu), so the purchase countersign is offered to 20 people. */
async function addFinanceStaff(count: number): Promise<string[]> {
  const model = await t.db
    .selectFrom("uc_user")
    .selectAll()
    .where("id", "=", "u-zhaoliu")
    .executeTakeFirstOrThrow();
  const finance = await t.db
    .selectFrom("uc_role")
    .select("id")
    .where("tenant_id", "=", "t-platform")
    .where("alias", "=", "finance")
    .executeTakeFirstOrThrow();
  const accounts = Array.from({ length: count }, (_, i) => `racer${String(i + 1).padStart(2, "0")}`);
  await t.db
    .insertInto("uc_user")
    .values(
      accounts.map((account, i) => ({
        ...model,
        id: `u-${account}`,
        account,
        fullname: `赛跑者${i + 1}`,
        mobile: null,
        email: null,
      })),
    )
    .execute();
  await t.db
    .insertInto("uc_user_role")
    .values(accounts.map((account) => ({ user_id: `u-${account}`, role_id: finance.id })))
    .execute();
  return accounts;
}

beforeAll(async () => {
  t = await createTestApp({ loginPerAddressPerMinute: 1000 });
  tk = await tokensOf(t.app, ["zhangsan", "lisi"]);
  const accounts = ["qianqi", "zhaoliu", ...(await addFinanceStaff(RACERS - 2))];
  const tokens = await tokensOf(t.app, accounts);
  racers = accounts.map((a) => ({ id: `u-${a}`, token: tokens[a] }));
});
afterAll(() => t.close());

/** A purchase waiting at the countersign node, offered to the twenty racers. */
async function sharedTask(): Promise<{ instId: string; taskId: string }> {
  const instId = await startInstance(t.app, tk.zhangsan, "purchase", {
    purchase: { item: "服务器", quantity: 1, unitPrice: 3000, total: 3000 },
  });
  await act(t.app, t.db, tk.lisi, instId, "agree");
  const task = await onlyTask(t.db, instId);
  const candidates = await t.db
    .selectFrom("bpm_task_candidate")
    .select("identity_id")
    .where("task_id", "=", task.id)
    .execute();
  expect(candidates.map((c) => c.identity_id).sort()).toEqual(racers.map((r) => r.id).sort());
  return { instId, taskId: task.id };
}

describe("twenty candidates race for one shared task", () => {
  it("complete: one 200 任务办理成功, nineteen 409 该任务已被他人处理或已变更 (never 403), one opinion", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { instId, taskId } = await sharedTask();
      const answers = await Promise.all(
        racers.map((r) => complete(t.app, r.token, { taskId, actionName: "agree", opinion: "同意" })),
      );
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(winners[0]?.json()).toMatchObject({ state: true, message: "任务办理成功" });
      for (const loser of answers.filter((a) => a.statusCode !== 200)) {
        expect(loser.statusCode).toBe(409);
        expect(loser.json()).toMatchObject({
          state: false,
          message: "该任务已被他人处理或已变更，请刷新后重试",
        });
      }
      const agreed = (await opinionsOf(t.db, instId)).filter((o) => o.status === "agree");
      expect(agreed.map((o) => o.task_key)).toEqual(["managerApprove", "countersign"]);
    }
  });

  it("claim (lockUnlock): one answers 1 and holds the task, nineteen answer 4 (never an HTTP error)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { taskId } = await sharedTask();
      const answers = await Promise.all(
        racers.map((r) => get(t.app, r.token, `/runtime/task/v1/lockUnlock?taskId=${taskId}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(racers.map(() => 200));
      const codes = answers.map((a) => a.json() as number);
      expect(codes.filter((c) => c === 1)).toHaveLength(1);
      expect(codes.filter((c) => c === 4)).toHaveLength(RACERS - 1);
      const winner = racers[codes.indexOf(1)];
      const task = await t.db
        .selectFrom("bpm_task")
        .select(["assignee_id", "version"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(task).toEqual({ assignee_id: winner?.id, version: 2 });
    }
  });
});
