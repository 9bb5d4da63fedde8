import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../../server/db";
import type { BoDataBag, DoNext, StartFlow } from "../../src/api/contract";
import { bearer, tokenOf } from "./helpers";

/** Shared helpers of the flow tests (engine and read side): start flows, find tasks, act on them. */

/** Base64 of a BO data bag, as start/complete send `data`. */
export const encodeBag = (bag: BoDataBag) => Buffer.from(JSON.stringify(bag), "utf8").toString("base64");

/** Tokens of several demo accounts of tenant platform (acme_admin signs in to acme). */
export async function tokensOf<A extends string>(
  app: FastifyInstance,
  accounts: A[],
): Promise<Record<A, string>> {
  const out = {} as Record<A, string>;
  for (const account of accounts) out[account] = await tokenOf(app, account);
  return out;
}

/** A leave's BO data: `days` work days from 2030-03-04 (a Monday). */
export function leaveBag(days: number, reason = "测试请假"): BoDataBag {
  const end = new Date(Date.UTC(2030, 2, 4 + Math.max(0, days - 1)));
  return { leave: { reason, startDate: "2030-03-04", endDate: end.toISOString().slice(0, 10), days } };
}

/** An expense's BO data with one line of `amount`. */
export function expenseBag(amount: number, title = "测试报销"): BoDataBag {
  return { expense: { title, sub_items: [{ item: "差旅", amount }], amount } };
}

/** POST a JSON body as a signed-in user. */
export function post(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });
}

/** GET as a signed-in user. */
export function get(app: FastifyInstance, token: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, headers: bearer(token) });
}

/** POST /runtime/instance/v1/start; the raw answer. */
export function startFlowAs(
  app: FastifyInstance,
  token: string,
  body: StartFlow,
  headers: Record<string, string> = {},
) {
  return post(app, token, "/runtime/instance/v1/start", body, headers);
}

/** Starts a flow and returns the new instance id (fails the test when the start is refused). */
export async function startInstance(
  app: FastifyInstance,
  token: string,
  flowKey: string,
  bag: BoDataBag,
): Promise<string> {
  const res = await startFlowAs(app, token, { flowKey, data: encodeBag(bag) });
  const body = res.json() as { state?: boolean; instId?: string; message?: string };
  if (res.statusCode !== 200 || !body.state || !body.instId)
    throw new Error(`start of ${flowKey} failed: ${res.statusCode} ${res.body}`);
  return body.instId;
}

/** Starts a leave of `days` days as the token's user (zhangsan's lands at lisi). */
export const startLeave = (app: FastifyInstance, token: string, days: number, reason?: string) =>
  startInstance(app, token, "leave", leaveBag(days, reason));

/** Starts an expense of `amount` as the token's user. */
export const startExpense = (app: FastifyInstance, token: string, amount: number) =>
  startInstance(app, token, "expense", expenseBag(amount));

/** The open tasks of an instance, oldest first. */
export function openTasks(db: Database, instId: string) {
  return db
    .selectFrom("bpm_task")
    .selectAll()
    .where("inst_id", "=", instId)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
}

/** The one open task of an instance (fails when there is not exactly one). */
export async function onlyTask(db: Database, instId: string) {
  const tasks = await openTasks(db, instId);
  if (tasks.length !== 1) throw new Error(`expected one open task of ${instId}, found ${tasks.length}`);
  return tasks[0] as (typeof tasks)[number];
}

/**
 * The instance, definition and node columns of a task, for a test that inserts more tasks beside it
 * (sub-tasks, bulk lists): spread it into a bpm_task row and add the row's own columns.
 */
export function sameNodeAs(task: Awaited<ReturnType<typeof onlyTask>>) {
  const { tenant_id, inst_id, def_id, def_key, def_name, type_id, node_id, name, subject } = task;
  return { tenant_id, inst_id, def_id, def_key, def_name, type_id, node_id, name, subject };
}

/** The instance row. */
export function instanceRow(db: Database, instId: string) {
  return db.selectFrom("bpm_instance").selectAll().where("id", "=", instId).executeTakeFirstOrThrow();
}

/** The opinions of an instance in the order they were written. */
export function opinionsOf(db: Database, instId: string) {
  return db
    .selectFrom("bpm_opinion")
    .selectAll()
    .where("inst_id", "=", instId)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
}

/**
 * Records that `auditor` decided (agree) on the instance's current step, as an opinion row written by hand:
 * for tests of what a past decision entitles someone to (seeing the instance, urging it).
 */
export async function insertDecision(
  db: Database,
  instId: string,
  auditor: { id: string; name: string },
  createTime = new Date(),
) {
  const task = await onlyTask(db, instId);
  await db
    .insertInto("bpm_opinion")
    .values({
      id: `op-${auditor.id}-${createTime.getTime()}`,
      tenant_id: task.tenant_id,
      inst_id: instId,
      def_id: task.def_id,
      task_id: null,
      task_key: "x",
      task_name: "x",
      qualfieds: JSON.stringify([]),
      auditor: auditor.id,
      auditor_name: auditor.name,
      agent_leader_id: null,
      opinion: null,
      status: "agree",
      create_time: createTime,
      files: null,
      zfiles: null,
      org_path: null,
      post_name: null,
    })
    .execute();
}

/** An expense of 800 started by `starter`, agreed by `manager` (lisi), now at finance review (qianqi). */
export async function expenseAtFinance(app: FastifyInstance, db: Database, starter: string, manager: string) {
  const instId = await startExpense(app, starter, 800);
  await act(app, db, manager, instId, "agree");
  const task = await onlyTask(db, instId);
  if (task.node_id !== "financeAudit")
    throw new Error(`expected financeAudit, the task is at ${task.node_id}`);
  return instId;
}

/** POST /runtime/task/v1/complete; the raw answer. */
export function complete(
  app: FastifyInstance,
  token: string,
  body: DoNext,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(app, token, "/runtime/task/v1/complete", body, headers);
}

/** Completes the one open task of an instance with an action (fails the test on a refusal). */
export async function act(
  app: FastifyInstance,
  db: Database,
  token: string,
  instId: string,
  actionName: DoNext["actionName"],
  extra: Partial<DoNext> = {},
): Promise<void> {
  const task = await onlyTask(db, instId);
  const res = await complete(app, token, { taskId: task.id, actionName, ...extra });
  if (res.statusCode !== 200)
    throw new Error(`${actionName} on ${task.name} failed: ${res.statusCode} ${res.body}`);
}

/** How many audit rows of these actions there are, in every tenant (to show that an action wrote none). */
export async function auditCount(db: Database, actions: string[]): Promise<number> {
  const row = await db
    .selectFrom("bpm_audit")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("action", "in", actions)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
