import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFor } from "../../server/bpm/engine/actor";
import { completeTask } from "../../server/bpm/engine/complete";
import type { Trx } from "../../server/bpm/engine/context";
import type { FlowDefinitionJson } from "../../server/bpm/engine/definitionTypes";
import { keepFollows, notifyEndFollowers, notifyNodeFollowers } from "../../server/bpm/engine/follow";
import { saveDefinitionVersion } from "../../server/bpm/engine/store";
import {
  act,
  auditCount,
  encodeBag,
  instanceRow,
  leaveBag,
  onlyTask,
  post,
  startExpense,
  startFlowAs,
  startInstance,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * The rules of 跟踪 follow (server/bpm/engine/follow.ts; issue 14 §1, spec 2 §7), beside the walk-through of
 * bpm-due-follow-urge.test.ts: which instance getFollowedNode and save answer for (404 for one the caller's
 * tenant does not have or that is deleted, 403 for a non-viewer), the exact state getFollowedNode reports
 * (whole instance, nodes, the definition's user task nodes), what save writes (replace, dedupe, node check,
 * partial and full unfollow, audit, answer in both languages) and whom the hooks of a decision and of an
 * instance's end tell (followNodePassed, followInstanceEnded: exact recipients and payloads), both with the
 * follow rows read alongside the task (complete) and read on their own (a start that ends the instance).
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

const EN = { "accept-language": "en-US" };
const SAVE = "/runtime/taskFollow/v1/save";
const FOLLOWED = "跟踪成功";
const UNFOLLOWED = "已取消跟踪";
const NOT_FOUND = "流程实例不存在";
const NO_VIEW = "没有查看该流程实例的权限";
const BAD_NODE = "所选节点不属于该流程";
/** The user task nodes of the leave flow, in definition order. */
const LEAVE_NODES = [
  { id: "managerApprove", name: "部门经理审批" },
  { id: "gmApprove", name: "总经理审批" },
];

/** GET getFollowedNode; the status and the body on 200, else the status and the error message. */
async function followed(token: string, instId: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "GET",
    url: `/runtime/taskFollow/v1/getFollowedNode?instId=${encodeURIComponent(instId)}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  if (res.statusCode === 200) return [res.statusCode, res.json()] as const;
  return [res.statusCode, res.json().message as string] as const;
}

/** The value of getFollowedNode. */
interface FollowState {
  instId: string;
  follow: boolean;
  wholeInstance: boolean;
  nodeIds: string[];
  nodes: { id: string; name: string }[];
}

/** The value of getFollowedNode (fails the test on a refusal), its node ids sorted. */
async function stateOf(token: string, instId: string): Promise<FollowState> {
  const [status, body] = await followed(token, instId);
  expect(status, JSON.stringify(body)).toBe(200);
  const value = (body as { value: FollowState }).value;
  return { ...value, nodeIds: [...value.nodeIds].sort() };
}

/** POST save; the status and the whole body. */
async function save(
  token: string,
  body: { instId: string; nodeIds?: string[]; follow: boolean },
  headers: Record<string, string> = {},
) {
  const res = await post(t.app, token, SAVE, body, headers);
  return [res.statusCode, res.json()] as const;
}

/** Saves (fails the test on a refusal). */
async function saved(token: string, body: { instId: string; nodeIds?: string[]; follow: boolean }) {
  const [status, answer] = await save(token, body);
  expect(status, JSON.stringify(answer)).toBe(200);
}

/** The follow rows of an instance id in every tenant: [tenant, user, node], sorted. */
const rowsOf = async (instId: string) =>
  (
    await t.db
      .selectFrom("bpm_task_follow")
      .select(["tenant_id", "user_id", "node_id"])
      .where("inst_id", "=", instId)
      .orderBy("tenant_id")
      .orderBy("user_id")
      .orderBy("node_id")
      .execute()
  ).map((r) => [r.tenant_id, r.user_id, r.node_id]);

/** A follow row written by hand (another tenant's, or one save never writes). */
const insertFollow = (tenant: string, instId: string, userId: string, nodeId: string) =>
  t.db
    .insertInto("bpm_task_follow")
    .values({ tenant_id: tenant, inst_id: instId, user_id: userId, node_id: nodeId })
    .execute();

/** The follow/unfollow audit rows of an instance id, oldest first. */
const auditsOf = async (instId: string) =>
  (
    await t.db
      .selectFrom("bpm_audit")
      .select(["tenant_id", "user_id", "account", "action", "inst_id", "task_id", "detail"])
      .where("inst_id", "=", instId)
      .where("action", "in", ["follow", "unfollow"])
      .orderBy("id")
      .execute()
  ).map((a) => ({
    tenant: a.tenant_id,
    userId: a.user_id,
    account: a.account,
    action: a.action,
    instId: a.inst_id,
    taskId: a.task_id,
    detail: a.detail,
  }));
const allFollowAudits = () => auditCount(t.db, ["follow", "unfollow"]);

/** The messages of a kind about an instance, in the order queued: recipient and payload. */
const messagesOf = async (instId: string, kind: "followNodePassed" | "followInstanceEnded") =>
  (await t.db.selectFrom("bpm_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute())
    .filter((r) => (r.payload as { instId?: string }).instId === instId)
    .map((r) => ({ tenant: r.tenant_id, to: r.recipient_id, payload: r.payload }));

/** A 1-day leave of zhangsan's waiting at lisi (ends when lisi agrees). */
const leave = (reason: string, days = 1) => startLeave(t.app, tk.zhangsan, days, reason);

/** The audit row of a follow/unfollow by a platform user. */
const auditRow = (
  account: string,
  action: "follow" | "unfollow",
  instId: string,
  nodeIds: string[],
  tenant = "t-platform",
) => ({ tenant, userId: `u-${account}`, account, action, instId, taskId: null, detail: { nodeIds } });

/**
 * Pins an instance to a copy of its definition row (a draft version, not the main one) with some columns
 * changed: another tenant, or a broken JSON.
 */
async function copyDefinition(instId: string, changes: { tenant_id?: string; definition?: unknown }) {
  const row = await t.db
    .selectFrom("bpm_definition")
    .selectAll()
    .where("id", "=", (await instanceRow(t.db, instId)).def_id)
    .executeTakeFirstOrThrow();
  const id = `${row.id}-follow-${instId}`;
  await t.db
    .insertInto("bpm_definition")
    .values({
      ...row,
      id,
      tenant_id: changes.tenant_id ?? row.tenant_id,
      is_main: "N",
      status: "draft",
      version: row.version + 100,
      definition: JSON.stringify(changes.definition ?? row.definition),
      label_i18n: row.label_i18n === null ? null : JSON.stringify(row.label_i18n),
    })
    .execute();
  await t.db.updateTable("bpm_instance").set({ def_id: id }).where("id", "=", instId).execute();
}

describe("which instance: 404 unless the caller's tenant has it undeleted, 403 for a non-viewer", () => {
  it("an unknown instance is 404 流程实例不存在 on both endpoints, even for a sysAdmin; nothing is written", async () => {
    const audits = await allFollowAudits();
    expect(await followed(tk.admin, "no-such-inst")).toEqual([404, NOT_FOUND]);
    expect(await followed(tk.admin, "no-such-inst", EN)).toEqual([404, "The flow instance does not exist"]);
    expect(await save(tk.admin, { instId: "no-such-inst", follow: true })).toEqual([
      404,
      expect.objectContaining({ state: false, message: NOT_FOUND }),
    ]);
    expect(await save(tk.admin, { instId: "no-such-inst", nodeIds: ["gmApprove"], follow: false })).toEqual([
      404,
      expect.objectContaining({ state: false, message: NOT_FOUND }),
    ]);
    expect(await rowsOf("no-such-inst")).toEqual([]);
    expect(await allFollowAudits()).toBe(audits);
  });

  it("another tenant's instance is 404 for a sysAdmin of either tenant; nothing is stored", async () => {
    const instId = await leave("他租户");
    // acme's sysAdmin would see and follow it (a tenant admin views everything) if read across tenants
    expect(await followed(tk.acme_admin, instId)).toEqual([404, NOT_FOUND]);
    expect((await save(tk.acme_admin, { instId, follow: true }))[0]).toBe(404);
    // and the other way round: the platform's sysAdmin asking for acme's seeded instance
    const acme = await t.db
      .selectFrom("bpm_instance")
      .select("id")
      .where("tenant_id", "=", "t-acme")
      .executeTakeFirstOrThrow();
    expect(await followed(tk.admin, acme.id)).toEqual([404, NOT_FOUND]);
    expect(await save(tk.admin, { instId: acme.id, follow: true })).toEqual([
      404,
      expect.objectContaining({ message: NOT_FOUND }),
    ]);
    expect(await rowsOf(instId)).toEqual([]);
    expect(await rowsOf(acme.id)).toEqual([]);
    expect(await auditsOf(instId)).toEqual([]);
    expect(await auditsOf(acme.id)).toEqual([]);
    // acme's own sysAdmin may
    expect((await followed(tk.acme_admin, acme.id))[0]).toBe(200);
  });

  it("a deleted instance (is_dele 1) is 404 for its starter and a sysAdmin; undeleted it answers again", async () => {
    const instId = await leave("已删除");
    await saved(tk.zhangsan, { instId, follow: true });
    await t.db.updateTable("bpm_instance").set({ is_dele: 1 }).where("id", "=", instId).execute();
    try {
      expect(await followed(tk.zhangsan, instId)).toEqual([404, NOT_FOUND]);
      expect(await followed(tk.admin, instId)).toEqual([404, NOT_FOUND]);
      expect((await save(tk.zhangsan, { instId, follow: false }))[0]).toBe(404);
      expect((await save(tk.admin, { instId, nodeIds: ["gmApprove"], follow: true }))[0]).toBe(404);
      expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
    } finally {
      await t.db.updateTable("bpm_instance").set({ is_dele: 0 }).where("id", "=", instId).execute();
    }
    expect((await stateOf(tk.zhangsan, instId)).wholeInstance).toBe(true);
    expect(await auditsOf(instId)).toEqual([auditRow("zhangsan", "follow", instId, [])]);
  });

  it("someone who may not view the instance is 403 没有查看该流程实例的权限 on both endpoints", async () => {
    const instId = await leave("无权查看");
    expect(await followed(tk.qianqi, instId)).toEqual([403, NO_VIEW]);
    expect(await save(tk.qianqi, { instId, follow: true })).toEqual([
      403,
      expect.objectContaining({ state: false, message: NO_VIEW }),
    ]);
    expect(await rowsOf(instId)).toEqual([]);
    expect(await auditsOf(instId)).toEqual([]);
  });
});

describe("getFollowedNode: what I follow and the nodes to choose from", () => {
  it("following nothing: follow false, no whole instance, no nodes; the definition's user task nodes with names", async () => {
    const instId = await leave("未跟踪");
    expect(await followed(tk.zhangsan, instId)).toEqual([
      200,
      {
        state: true,
        value: { instId, follow: false, wholeInstance: false, nodeIds: [], nodes: LEAVE_NODES },
      },
    ]);
    // the expense flow has three user task nodes (the gateway, start and end are none)
    const expense = await startExpense(t.app, tk.zhangsan, 100);
    expect((await stateOf(tk.zhangsan, expense)).nodes).toEqual([
      { id: "managerApprove", name: "部门经理审批" },
      { id: "financeAudit", name: "财务审核" },
      { id: "gmApprove", name: "总经理审批" },
    ]);
  });

  it("following the whole instance: follow and wholeInstance true, no node ids", async () => {
    const instId = await leave("跟踪整体");
    await saved(tk.zhangsan, { instId, nodeIds: [], follow: true });
    expect(await followed(tk.zhangsan, instId)).toEqual([
      200,
      {
        state: true,
        value: { instId, follow: true, wholeInstance: true, nodeIds: [], nodes: LEAVE_NODES },
      },
    ]);
  });

  it("following two nodes: follow true, wholeInstance false, both node ids", async () => {
    const instId = await leave("跟踪两个节点");
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove", "managerApprove"], follow: true });
    expect(await stateOf(tk.zhangsan, instId)).toEqual({
      instId,
      follow: true,
      wholeInstance: false,
      nodeIds: ["gmApprove", "managerApprove"],
      nodes: LEAVE_NODES,
    });
  });

  it("a whole-instance row beside a node row (written by hand): wholeInstance true, the node id listed", async () => {
    const instId = await leave("整体加节点");
    await insertFollow("t-platform", instId, "u-zhangsan", "gmApprove");
    await insertFollow("t-platform", instId, "u-zhangsan", "");
    expect(await stateOf(tk.zhangsan, instId)).toEqual({
      instId,
      follow: true,
      wholeInstance: true,
      nodeIds: ["gmApprove"],
      nodes: LEAVE_NODES,
    });
  });

  it("only my rows of this instance in my tenant count: not another user's, instance's or tenant's", async () => {
    const instId = await leave("只看自己");
    const other = await leave("另一个实例");
    await saved(tk.lisi, { instId, follow: true });
    await saved(tk.zhangsan, { instId: other, follow: true });
    // a row of the same instance id and user in another tenant
    await insertFollow("t-acme", instId, "u-zhangsan", "gmApprove");
    expect(await stateOf(tk.zhangsan, instId)).toEqual({
      instId,
      follow: false,
      wholeInstance: false,
      nodeIds: [],
      nodes: LEAVE_NODES,
    });
    expect((await stateOf(tk.lisi, instId)).wholeInstance).toBe(true);
    expect((await stateOf(tk.zhangsan, other)).wholeInstance).toBe(true);
  });

  it("an instance whose definition cannot be found has no nodes to choose; a node given is refused (400)", async () => {
    const instId = await leave("定义丢失");
    // the instance is pinned to a definition row of another tenant (never loaded for this one)
    await copyDefinition(instId, { tenant_id: "t-acme" });
    expect(await stateOf(tk.zhangsan, instId)).toEqual({
      instId,
      follow: false,
      wholeInstance: false,
      nodeIds: [],
      nodes: [],
    });
    expect(await save(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: true })).toEqual([
      400,
      expect.objectContaining({ message: BAD_NODE }),
    ]);
    // the whole instance needs no node
    await saved(tk.zhangsan, { instId, follow: true });
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
  });
});

describe("save: follow replaces my choice", () => {
  it("the whole instance (nodeIds empty or left out): one row '', audit follow with no node ids, answer 跟踪成功", async () => {
    const instId = await leave("跟踪整体写入");
    expect(await save(tk.zhangsan, { instId, nodeIds: [], follow: true })).toEqual([
      200,
      { state: true, message: FOLLOWED, value: "" },
    ]);
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
    // again, nodeIds left out: still one row
    expect(await save(tk.zhangsan, { instId, follow: true })).toEqual([
      200,
      { state: true, message: FOLLOWED, value: "" },
    ]);
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
    expect(await auditsOf(instId)).toEqual([
      auditRow("zhangsan", "follow", instId, []),
      auditRow("zhangsan", "follow", instId, []),
    ]);
  });

  it("nodes replace the whole instance and the other way round; a node given twice is stored and audited once", async () => {
    const instId = await leave("节点替换");
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove", "managerApprove", "gmApprove"], follow: true });
    expect(await rowsOf(instId)).toEqual([
      ["t-platform", "u-zhangsan", "gmApprove"],
      ["t-platform", "u-zhangsan", "managerApprove"],
    ]);
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: true });
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", "managerApprove"]]);
    await saved(tk.zhangsan, { instId, nodeIds: [], follow: true });
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
    expect(await auditsOf(instId)).toEqual([
      auditRow("zhangsan", "follow", instId, []),
      auditRow("zhangsan", "follow", instId, ["gmApprove", "managerApprove"]),
      auditRow("zhangsan", "follow", instId, ["managerApprove"]),
      auditRow("zhangsan", "follow", instId, []),
    ]);
  });

  it("replaces only my rows of this instance in my tenant", async () => {
    const instId = await leave("只替换自己");
    const other = await leave("别的实例");
    await saved(tk.lisi, { instId, nodeIds: ["managerApprove"], follow: true });
    await saved(tk.zhangsan, { instId: other, follow: true });
    await insertFollow("t-acme", instId, "u-zhangsan", "");
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove"], follow: true });
    expect(await rowsOf(instId)).toEqual([
      ["t-acme", "u-zhangsan", ""],
      ["t-platform", "u-lisi", "managerApprove"],
      ["t-platform", "u-zhangsan", "gmApprove"],
    ]);
    expect(await rowsOf(other)).toEqual([["t-platform", "u-zhangsan", ""]]);
  });

  it("answers in the caller's language", async () => {
    const instId = await leave("英文");
    expect(await save(tk.zhangsan, { instId, follow: true }, EN)).toEqual([
      200,
      { state: true, message: "You now follow this request", value: "" },
    ]);
    expect(await save(tk.zhangsan, { instId, follow: false }, EN)).toEqual([
      200,
      { state: true, message: "You no longer follow this request", value: "" },
    ]);
    expect(await save(tk.zhangsan, { instId, nodeIds: ["end"], follow: true }, EN)).toEqual([
      400,
      expect.objectContaining({ state: false, message: "A chosen node is not a node of this flow" }),
    ]);
  });
});

describe("save: the node ids must be user task nodes of the instance's definition (400 所选节点不属于该流程)", () => {
  it("an unknown node among valid ones, or a node that is no user task, is refused; my earlier choice stays, no audit", async () => {
    const instId = await leave("坏节点");
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: true });
    for (const nodeIds of [
      ["managerApprove", "nope"],
      ["nope", "gmApprove"],
      ["start"],
      ["daysGateway"],
      ["end"],
      ["financeAudit"],
    ]) {
      for (const follow of [true, false]) {
        expect(await save(tk.zhangsan, { instId, nodeIds, follow }), `${nodeIds} ${follow}`).toEqual([
          400,
          expect.objectContaining({ state: false, message: BAD_NODE }),
        ]);
      }
    }
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", "managerApprove"]]);
    expect(await auditsOf(instId)).toEqual([auditRow("zhangsan", "follow", instId, ["managerApprove"])]);
    // all of them valid: accepted
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove", "gmApprove"], follow: true });
    expect(await rowsOf(instId)).toEqual([
      ["t-platform", "u-zhangsan", "gmApprove"],
      ["t-platform", "u-zhangsan", "managerApprove"],
    ]);
  });

  it("no node given, the definition is not read: the whole instance of one whose definition is broken may be followed", async () => {
    const instId = await leave("定义损坏");
    // a definition JSON that does not validate: loading it fails the request
    await copyDefinition(instId, { definition: { formKey: "leave", nodes: "none", flows: [] } });
    expect(await save(tk.zhangsan, { instId, nodeIds: [], follow: true })).toEqual([
      200,
      { state: true, message: FOLLOWED, value: "" },
    ]);
    expect(await save(tk.zhangsan, { instId, follow: false })).toEqual([
      200,
      { state: true, message: UNFOLLOWED, value: "" },
    ]);
    // a node given needs the definition: the broken one fails the request, nothing is stored
    expect((await save(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: true }))[0]).toBe(500);
    expect(await rowsOf(instId)).toEqual([]);
  });
});

describe("save: follow false stops following the nodes given, or everything", () => {
  it("the nodes given go, the others stay; a node not followed changes nothing; none given removes everything", async () => {
    const instId = await leave("取消部分");
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove", "gmApprove"], follow: true });
    expect(await save(tk.zhangsan, { instId, nodeIds: ["gmApprove"], follow: false })).toEqual([
      200,
      { state: true, message: UNFOLLOWED, value: "" },
    ]);
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", "managerApprove"]]);
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove", "gmApprove"], follow: false });
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", "managerApprove"]]);
    await saved(tk.zhangsan, { instId, nodeIds: [], follow: false });
    expect(await rowsOf(instId)).toEqual([]);
    expect(await stateOf(tk.zhangsan, instId)).toMatchObject({
      follow: false,
      wholeInstance: false,
      nodeIds: [],
    });
    expect(await auditsOf(instId)).toEqual([
      auditRow("zhangsan", "follow", instId, ["managerApprove", "gmApprove"]),
      auditRow("zhangsan", "unfollow", instId, ["gmApprove"]),
      auditRow("zhangsan", "unfollow", instId, ["gmApprove"]),
      auditRow("zhangsan", "unfollow", instId, []),
    ]);
  });

  it("a node given while following the whole instance leaves the whole instance followed", async () => {
    const instId = await leave("整体不受影响");
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: false });
    expect(await rowsOf(instId)).toEqual([["t-platform", "u-zhangsan", ""]]);
    // nodeIds left out: everything goes
    await saved(tk.zhangsan, { instId, follow: false });
    expect(await rowsOf(instId)).toEqual([]);
  });

  it("removes only my rows of this instance in my tenant", async () => {
    const instId = await leave("只取消自己");
    const other = await leave("别的实例取消");
    await saved(tk.lisi, { instId, nodeIds: ["gmApprove"], follow: true });
    await saved(tk.zhangsan, { instId: other, nodeIds: ["gmApprove"], follow: true });
    await insertFollow("t-acme", instId, "u-zhangsan", "gmApprove");
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove", "managerApprove"], follow: true });
    await saved(tk.zhangsan, { instId, nodeIds: ["gmApprove"], follow: false });
    expect(await rowsOf(instId)).toEqual([
      ["t-acme", "u-zhangsan", "gmApprove"],
      ["t-platform", "u-lisi", "gmApprove"],
      ["t-platform", "u-zhangsan", "managerApprove"],
    ]);
    await saved(tk.zhangsan, { instId, follow: false });
    expect(await rowsOf(instId)).toEqual([
      ["t-acme", "u-zhangsan", "gmApprove"],
      ["t-platform", "u-lisi", "gmApprove"],
    ]);
    expect(await rowsOf(other)).toEqual([["t-platform", "u-zhangsan", "gmApprove"]]);
  });
});

describe("the messages: followNodePassed on a decision, followInstanceEnded at the end", () => {
  it("a decision tells the followers of the whole instance and of that node once each, sorted, the decider left out; the end tells every follower", async () => {
    const instId = await leave("跟踪消息");
    const other = await leave("别人的实例");
    // followers in an order that is not the sorted one
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.wangwu, { instId, nodeIds: ["gmApprove"], follow: true });
    await saved(tk.admin, { instId, nodeIds: ["gmApprove", "managerApprove"], follow: true });
    await saved(tk.lisi, { instId, follow: true });
    // neither another instance's follower nor a row of another tenant hears of it
    await insertFollow("t-platform", other, "u-zhaoliu", "");
    await insertFollow("t-acme", instId, "u-qianqi", "");
    const { subject } = await instanceRow(t.db, instId);

    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect(await messagesOf(instId, "followNodePassed")).toEqual(
      ["u-admin", "u-zhangsan"].map((to) => ({
        tenant: "t-platform",
        to,
        payload: { instId, subject, nodeName: "部门经理审批", action: "agree", auditor: "李四" },
      })),
    );
    expect(await messagesOf(instId, "followInstanceEnded")).toEqual(
      ["u-admin", "u-lisi", "u-wangwu", "u-zhangsan"].map((to) => ({
        tenant: "t-platform",
        to,
        payload: { instId, subject },
      })),
    );
    expect(await messagesOf(other, "followNodePassed")).toEqual([]);
    expect(await messagesOf(other, "followInstanceEnded")).toEqual([]);
  });

  it("a reject and a backToStart tell the node's followers with their action; no end, no end message", async () => {
    const instId = await leave("驳回跟踪", 5);
    await saved(tk.admin, { instId, nodeIds: ["gmApprove"], follow: true });
    await saved(tk.zhangsan, { instId, nodeIds: ["managerApprove"], follow: true });
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect((await messagesOf(instId, "followNodePassed")).map((m) => m.to)).toEqual(["u-zhangsan"]);
    await act(t.app, t.db, tk.zhaoliu, instId, "reject");
    await act(t.app, t.db, tk.lisi, instId, "backToStart");
    const { subject } = await instanceRow(t.db, instId);
    expect((await messagesOf(instId, "followNodePassed")).map((m) => [m.to, m.payload])).toEqual([
      ["u-zhangsan", { instId, subject, nodeName: "部门经理审批", action: "agree", auditor: "李四" }],
      ["u-admin", { instId, subject, nodeName: "总经理审批", action: "reject", auditor: "赵六" }],
      ["u-zhangsan", { instId, subject, nodeName: "部门经理审批", action: "backToStart", auditor: "李四" }],
    ]);
    expect(await messagesOf(instId, "followInstanceEnded")).toEqual([]);
  });

  it("the recipients are sorted as JavaScript sorts ids, not in the order the database gives the rows", async () => {
    const instId = await leave("排序");
    // Written in byte order (the primary key's under the C collation, and the order written); JavaScript's
    // sort (UTF-16 code units) puts the character beyond U+FFFF before U+FF41, byte order after it.
    for (const userId of ["u-a", "u-\uff41", "u-\u{1f600}"])
      await insertFollow("t-platform", instId, userId, "");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    const sorted = ["u-a", "u-\u{1f600}", "u-\uff41"];
    expect((await messagesOf(instId, "followNodePassed")).map((m) => m.to)).toEqual(sorted);
    expect((await messagesOf(instId, "followInstanceEnded")).map((m) => m.to)).toEqual(sorted);
  });

  it("nobody following: no message is queued", async () => {
    const instId = await leave("无人跟踪");
    await act(t.app, t.db, tk.lisi, instId, "agree");
    expect(await messagesOf(instId, "followNodePassed")).toEqual([]);
    expect(await messagesOf(instId, "followInstanceEnded")).toEqual([]);
  });
});

describe("the end without a decision: a resubmitted start that goes straight to the end reads the follow rows itself", () => {
  /**
   * A leave flow whose gateway right after the start ends a leave of a day or less at once, else asks the
   * manager: sent back to the start and resubmitted shorter, the instance ends in the start's transaction,
   * where no task (and so no follow rows alongside it) was read.
   */
  async function quickLeaveFlow() {
    const main = await t.db
      .selectFrom("bpm_definition")
      .selectAll()
      .where("tenant_id", "=", "t-platform")
      .where("def_key", "=", "leave")
      .where("is_main", "=", "Y")
      .executeTakeFirstOrThrow();
    const leaveDef = (
      typeof main.definition === "string" ? JSON.parse(main.definition) : main.definition
    ) as FlowDefinitionJson;
    const nodeOf = (id: string) =>
      leaveDef.nodes.find((n) => n.id === id) as FlowDefinitionJson["nodes"][number];
    const definition = {
      ...leaveDef,
      nodes: [
        nodeOf("start"),
        { id: "quickGateway", type: "exclusiveGateway", name: "是否直接结束", x: 100, y: 130 },
        nodeOf("managerApprove"),
        nodeOf("end"),
      ],
      flows: [
        { id: "q1", from: "start", to: "quickGateway" },
        {
          id: "q2",
          from: "quickGateway",
          to: "managerApprove",
          condition: { ">": [{ var: "leave.days" }, 1] },
        },
        { id: "q3", from: "quickGateway", to: "end", isDefault: true },
        { id: "q4", from: "managerApprove", to: "end" },
      ],
    } as FlowDefinitionJson;
    await saveDefinitionVersion(t.db, "t-platform", {
      id: "bd-follow-quick-1",
      defKey: "followQuickLeave",
      name: "快速请假",
      definition,
    });
    await t.db
      .insertInto("bpm_def_right")
      .values({
        tenant_id: "t-platform",
        def_key: "followQuickLeave",
        right_type: "everyone",
        identity_id: "",
      })
      .execute();
  }

  it("followInstanceEnded goes to every follower of the instance (the resubmitting starter too), not to other instances' or tenants'", async () => {
    await quickLeaveFlow();
    // a one-day leave ends at once, no task, no follower, no message
    const instant = await startInstance(t.app, tk.zhangsan, "followQuickLeave", leaveBag(1, "当即结束"));
    expect((await instanceRow(t.db, instant)).status).toBe("end");
    expect(await messagesOf(instant, "followInstanceEnded")).toEqual([]);

    const instId = await startInstance(t.app, tk.zhangsan, "followQuickLeave", leaveBag(2, "退回后缩短"));
    expect((await onlyTask(t.db, instId)).assignee_id).toBe("u-lisi");
    const other = await startInstance(t.app, tk.zhangsan, "followQuickLeave", leaveBag(3, "另一个"));
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.admin, { instId, nodeIds: ["managerApprove"], follow: true });
    await saved(tk.wangwu, { instId: other, follow: true });
    await insertFollow("t-acme", instId, "u-qianqi", "");
    await act(t.app, t.db, tk.lisi, instId, "backToStart");
    expect((await instanceRow(t.db, instId)).status).toBe("backToStart");
    expect((await messagesOf(instId, "followNodePassed")).map((m) => m.to)).toEqual([
      "u-admin",
      "u-zhangsan",
    ]);

    const res = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag(leaveBag(1, "缩短")),
    });
    expect(res.statusCode, res.body).toBe(200);
    const inst = await instanceRow(t.db, instId);
    expect(inst.status).toBe("end");
    expect(await messagesOf(instId, "followInstanceEnded")).toEqual(
      ["u-admin", "u-zhangsan"].map((to) => ({
        tenant: "t-platform",
        to,
        payload: { instId, subject: inst.subject },
      })),
    );
    expect(await messagesOf(other, "followInstanceEnded")).toEqual([]);
  });
});

describe("the follow rows a decision reads with its task (followsAlongside, keepFollows)", () => {
  const lisi = () =>
    actorFor(t.db, { id: "u-lisi", tenantId: "t-platform", account: "lisi" }, { lang: "zh-CN" });

  /** `trx` noting the table of every selectFrom asked of it. */
  function noting(trx: Trx, tables: string[]): Trx {
    type Fn = (...args: unknown[]) => unknown;
    return new Proxy(trx, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "selectFrom")
          return (...args: unknown[]) => {
            tables.push(String(args[0]));
            return (value as Fn).apply(target, args);
          };
        return (value as Fn).bind(target);
      },
    });
  }

  it("complete reads them once, with the task: neither the decision's nor the end's message reads bpm_task_follow", async () => {
    const instId = await leave("同读跟踪");
    await saved(tk.zhangsan, { instId, follow: true });
    await saved(tk.admin, { instId, nodeIds: ["gmApprove"], follow: true });
    const task = await onlyTask(t.db, instId);
    const actor = await lisi();
    const tables: string[] = [];
    const answer = await t.db
      .transaction()
      .execute((trx) => completeTask(noting(trx, tables), actor, { taskId: task.id, actionName: "agree" }));
    expect(answer.status).toBe(200);
    expect(tables).toContain("bpm_instance");
    expect(tables).not.toContain("bpm_task_follow");
    expect((await messagesOf(instId, "followNodePassed")).map((m) => m.to)).toEqual(["u-zhangsan"]);
    expect((await messagesOf(instId, "followInstanceEnded")).map((m) => m.to)).toEqual([
      "u-admin",
      "u-zhangsan",
    ]);
  });

  it("the hooks use the rows kept for their instance, and read their own when none were kept for it or the value is no list", async () => {
    const kept = await instanceRow(t.db, await leave("保留的行"));
    const own = await instanceRow(t.db, await leave("自己读的行"));
    await saved(tk.zhangsan, { instId: own.id, follow: true });
    const actor = await lisi();
    const node = { id: "managerApprove", name: "部门经理审批" };
    // rows kept for the instance are used as they are (nobody follows it in the table)
    await t.db.transaction().execute(async (trx) => {
      keepFollows(trx, kept, [{ userId: "u-qianqi", nodeId: "" }]);
      await notifyNodeFollowers(trx, kept, node, "agree", actor);
      await notifyEndFollowers(trx, kept);
    });
    // rows kept for another instance are not this one's
    await t.db.transaction().execute(async (trx) => {
      keepFollows(trx, kept, [{ userId: "u-qianqi", nodeId: "" }]);
      await notifyNodeFollowers(trx, own, node, "agree", actor);
    });
    // a value that is no list (the column was not read) keeps nothing
    await t.db.transaction().execute(async (trx) => {
      keepFollows(trx, own, null);
      await notifyEndFollowers(trx, own);
    });
    expect((await messagesOf(kept.id, "followNodePassed")).map((m) => m.to)).toEqual(["u-qianqi"]);
    expect((await messagesOf(kept.id, "followInstanceEnded")).map((m) => m.to)).toEqual(["u-qianqi"]);
    expect((await messagesOf(own.id, "followNodePassed")).map((m) => m.to)).toEqual(["u-zhangsan"]);
    expect((await messagesOf(own.id, "followInstanceEnded")).map((m) => m.to)).toEqual(["u-zhangsan"]);
  });
});
