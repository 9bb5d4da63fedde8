import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWaitingForInquiry } from "../../server/bpm/engine/inquiry";
import { DEFAULT_TASK_BUTTONS, orderAliases, taskButtons } from "../../server/bpm/read/buttons";
import { BPM_BUTTON_NAMES } from "../../server/bpm/read/messages";
import { get, onlyTask, sameNodeAs, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/**
 * Which buttons a task gets by its status (issue 14): an owner's task the collaboration actions, a
 * sub-task (流转 TRANSFORMED, 征询 TRANSFORMEDINQU, 沟通 COMMU) only its decision or reply, an owner
 * waiting for inquiry replies no 征询. Sub-task rows are inserted directly (the actions are other work).
 */

const T = "t-platform";
let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "qianqi" | "zhaoliu", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi", "qianqi", "zhaoliu"]);
});
afterAll(() => t.close());

/** A leave at lisi's node: the instance and lisi's task row. */
async function leaveAtLisi() {
  const instId = await startLeave(t.app, tk.zhangsan, 2);
  return { instId, task: await onlyTask(t.db, instId) };
}

/** Inserts a sub-task of `parent` held by `assignee` with `status` (as the collaboration actions do). */
async function subTask(parent: Awaited<ReturnType<typeof onlyTask>>, status: string, assignee: string) {
  const id = randomUUID();
  await t.db
    .insertInto("bpm_task")
    .values({
      ...sameNodeAs(parent),
      id,
      status,
      owner_id: parent.assignee_id,
      assignee_id: assignee,
      parent_id: parent.id,
      creator_id: parent.assignee_id,
      creator_name: "李四",
    })
    .execute();
  return id;
}

const aliasesOf = async (token: string, taskId: string, lang = "zh-CN") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`,
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().buttons as { alias: string; name: string }[]).map((b) => `${b.alias}:${b.name}`);
};

describe("an owner's task", () => {
  it("offers the collaboration buttons, with 流转, end and save-draft last (spec 2 §4)", async () => {
    const { task } = await leaveAtLisi();
    expect(await aliasesOf(tk.lisi, task.id)).toEqual([
      "agree:同意",
      "oppose:反对",
      "reject:驳回",
      "backToStart:驳回到发起人",
      "delegate:转办",
      "inqu:征询",
      "startCommu:沟通",
      "instanceTrans:传阅",
      "lockUnlock:签收",
      "startTrans:流转",
      "endProcess:终止流程",
      "saveDraft:保存草稿",
    ]);
    const en = await aliasesOf(tk.lisi, task.id, "en-US");
    expect(en).toContain("delegate:Delegate");
    expect(en).toContain("instanceTrans:Send to read");
    expect(en).toContain("startTrans:Transfer");
  });

  it("drops 征询 while an inquiry waits for replies, and offers it again once none is open", async () => {
    const { task } = await leaveAtLisi();
    const inquiry = await subTask(task, "TRANSFORMEDINQU", "u-qianqi");
    const waiting = await aliasesOf(tk.lisi, task.id);
    expect(waiting.map((b) => b.split(":")[0])).not.toContain("inqu");
    expect(waiting.map((b) => b.split(":")[0])).toContain("delegate");
    // taskDetail gives the same list.
    const detail = await get(t.app, tk.lisi, `/runtime/task/v1/taskDetail?taskId=${task.id}`);
    expect(detail.json().buttons.map((b: { alias: string }) => b.alias)).not.toContain("inqu");
    await t.db.deleteFrom("bpm_task").where("id", "=", inquiry).execute();
    expect((await aliasesOf(tk.lisi, task.id)).map((b) => b.split(":")[0])).toContain("inqu");
  });

  it("keeps 征询 while only a communication (沟通) is open: communication does not block", async () => {
    const { task } = await leaveAtLisi();
    await subTask(task, "COMMU", "u-zhaoliu");
    expect((await aliasesOf(tk.lisi, task.id)).map((b) => b.split(":")[0])).toContain("inqu");
  });
});

describe("a sub-task", () => {
  it("of 流转 (TRANSFORMED) offers only agreeTrans and opposeTrans", async () => {
    const { task } = await leaveAtLisi();
    const sub = await subTask(task, "TRANSFORMED", "u-qianqi");
    expect(await aliasesOf(tk.qianqi, sub)).toEqual(["agreeTrans:同意(流转)", "opposeTrans:反对(流转)"]);
    const detail = await get(t.app, tk.qianqi, `/runtime/task/v1/taskDetail?taskId=${sub}`);
    expect(detail.json().buttons.map((b: { alias: string }) => b.alias)).toEqual([
      "agreeTrans",
      "opposeTrans",
    ]);
  });

  it("of 征询 (TRANSFORMEDINQU) and of 沟通 (COMMU) offers only the reply (回复 / Reply)", async () => {
    const { task } = await leaveAtLisi();
    const inquiry = await subTask(task, "TRANSFORMEDINQU", "u-qianqi");
    const commu = await subTask(task, "COMMU", "u-zhaoliu");
    expect(await aliasesOf(tk.qianqi, inquiry)).toEqual(["commu:回复"]);
    expect(await aliasesOf(tk.zhaoliu, commu, "en-US")).toEqual(["commu:Reply"]);
  });

  it("is not offered to its owner's other users: 403 for someone who holds neither", async () => {
    const { task } = await leaveAtLisi();
    const sub = await subTask(task, "TRANSFORMED", "u-qianqi");
    const res = await get(t.app, tk.zhaoliu, `/runtime/task/v1/getButtonsBytaskId?taskId=${sub}`);
    expect(res.statusCode).toBe(403);
  });
});

describe("taskButtons and the inquiry wait", () => {
  it("has a zh-CN and en-US name for every default button", () => {
    for (const alias of DEFAULT_TASK_BUTTONS) {
      const [zh, en] = BPM_BUTTON_NAMES[alias];
      expect(zh.length).toBeGreaterThan(0);
      expect(en.length).toBeGreaterThan(0);
    }
  });

  it("moves start, end, save-draft and hang-up to the end of a node's own list", () => {
    expect(orderAliases(["saveDraft", "agree", "hangUp", "endProcess", "delegate", "startTrans"])).toEqual([
      "agree",
      "delegate",
      "startTrans",
      "endProcess",
      "saveDraft",
      "hangUp",
    ]);
  });

  it("keeps only agree, reject and lockUnlock when acting for a leader, and none of a sub-task's leaves more", () => {
    expect(taskButtons(undefined, "zh-CN", "u-lisi").map((b) => b.alias)).toEqual([
      "agree",
      "reject",
      "lockUnlock",
    ]);
    expect(taskButtons(undefined, "zh-CN", "u-lisi", { status: "TRANSFORMED" })).toEqual([]);
  });

  it("never offers delegate, transfer, inquiry, end or reject on a sub-task, whatever the node lists", () => {
    const node = {
      id: "n",
      name: "n",
      type: "userTask" as const,
      x: 0,
      y: 0,
      assignees: [],
      buttons: ["agree", "delegate", "startTrans", "inqu", "endProcess", "reject"],
    };
    for (const status of ["TRANSFORMED", "TRANSFORMEDINQU", "COMMU"]) {
      const aliases = taskButtons(node, "zh-CN", undefined, { status }).map((b) => b.alias);
      for (const banned of ["delegate", "startTrans", "inqu", "endProcess", "reject", "agree"])
        expect(aliases).not.toContain(banned);
    }
  });

  it("an owner waits for inquiry replies only while a TRANSFORMEDINQU child of its tenant is open", async () => {
    const { task } = await leaveAtLisi();
    expect(await isWaitingForInquiry(t.db, T, task.id)).toBe(false);
    await subTask(task, "COMMU", "u-zhaoliu");
    expect(await isWaitingForInquiry(t.db, T, task.id)).toBe(false);
    await subTask(task, "TRANSFORMEDINQU", "u-qianqi");
    expect(await isWaitingForInquiry(t.db, T, task.id)).toBe(true);
    expect(await isWaitingForInquiry(t.db, "t-acme", task.id)).toBe(false);
  });
});
