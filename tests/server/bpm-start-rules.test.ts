import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  act,
  encodeBag,
  instanceRow,
  leaveBag,
  onlyTask,
  opinionsOf,
  post,
  startFlowAs,
  startLeave,
  tokensOf,
} from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * What a start and a saved draft write (server/bpm/engine/start.ts; issue 17), beside the flows of
 * bpm-engine.test.ts: which definition may be started, which instance may be submitted again, what a
 * restart keeps of the instance and what it renews, the starting organisation, the start's opinion,
 * stack entry and audit.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi", string>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi"]);
});
afterAll(() => t.close());

const saveDraft = (body: Record<string, unknown>) =>
  post(t.app, tk.zhangsan, "/runtime/instance/v1/saveDraft", body);
const instanceCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("bpm_instance")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditsOf = async (instId: string, action: string) =>
  (
    await t.db
      .selectFrom("bpm_audit")
      .select(["detail", "task_id"])
      .where("inst_id", "=", instId)
      .where("action", "=", action)
      .execute()
  ).map((r) => ({ detail: r.detail, taskId: r.task_id }));

describe("what may be started", () => {
  it("a definition that is not deployed cannot be started by its id (404), and nothing is created", async () => {
    const leave = await t.db
      .selectFrom("bpm_definition")
      .selectAll()
      .where("def_key", "=", "leave")
      .where("tenant_id", "=", "t-platform")
      .where("is_main", "=", "Y")
      .executeTakeFirstOrThrow();
    // a copy of the leave flow that was never deployed (a designer's saved version)
    await t.db
      .insertInto("bpm_definition")
      .values({
        ...leave,
        id: `${leave.id}-undeployed`,
        is_main: "N",
        status: "draft",
        version: leave.version + 100,
        definition: JSON.stringify(leave.definition),
        label_i18n: leave.label_i18n === null ? null : JSON.stringify(leave.label_i18n),
      })
      .execute();
    const before = await instanceCount();
    const res = await startFlowAs(t.app, tk.zhangsan, {
      defId: `${leave.id}-undeployed`,
      data: encodeBag(leaveBag(2)),
    });
    expect([res.statusCode, res.json().message]).toEqual([404, "流程定义不存在或未发布"]);
    expect(await instanceCount()).toBe(before);
  });

  it("an instance that is not there cannot be submitted again (404)", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: "no-such-inst",
      data: encodeBag(leaveBag(2)),
    });
    expect([res.statusCode, res.json().message]).toEqual([404, "流程实例不存在"]);
  });

  it("only a draft is saved again as a draft: a running instance is 409 and unchanged", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2, "运行中");
    const before = await instanceRow(t.db, instId);
    const res = await saveDraft({ proInstId: instId, data: encodeBag(leaveBag(3, "改成草稿")) });
    expect(res.statusCode).toBe(409);
    expect(await instanceRow(t.db, instId)).toEqual(before);
  });

  it("a draft may lack a required field; starting it may not (400, still a draft)", async () => {
    const bag = leaveBag(2);
    const { reason: _, ...noReason } = bag.leave as Record<string, unknown>;
    const draft = await saveDraft({ flowKey: "leave", data: encodeBag({ leave: noReason }) });
    expect(draft.json()).toMatchObject({ state: true, message: "保存草稿成功" });
    const instId = draft.json().instId as string;
    const res = await startFlowAs(t.app, tk.zhangsan, {
      proInstId: instId,
      data: encodeBag({ leave: noReason }),
    });
    expect(res.statusCode).toBe(400);
    expect((await instanceRow(t.db, instId)).status).toBe("draft");
  });
});

describe("what a start writes", () => {
  it("the starting organisation: one of the starter's own, else the starter's main one", async () => {
    await t.db
      .insertInto("uc_user_org")
      .values({ user_id: "u-zhangsan", org_id: "o-it", is_master: false })
      .execute();
    try {
      const orgs = [];
      for (const startOrgId of ["o-it", "o-fin", undefined]) {
        // a draft takes its organisation as a start does (a start would also need a manager in that org)
        const res = await saveDraft({ flowKey: "leave", data: encodeBag(leaveBag(2)), startOrgId });
        expect(res.json()).toMatchObject({ state: true });
        orgs.push((await instanceRow(t.db, res.json().instId)).create_org_id);
      }
      expect(orgs).toEqual(["o-it", "o-rd", "o-rd"]);
    } finally {
      await t.db
        .deleteFrom("uc_user_org")
        .where("user_id", "=", "u-zhangsan")
        .where("org_id", "=", "o-it")
        .execute();
    }
  });

  it("the start's opinion carries the starter's words, the stack starts at the start node, the audit names the first task", async () => {
    const res = await startFlowAs(t.app, tk.zhangsan, {
      flowKey: "leave",
      data: encodeBag(leaveBag(2)),
      expression: "请批准",
    });
    const instId = res.json().instId as string;
    expect((await opinionsOf(t.db, instId)).map((o) => [o.status, o.opinion])).toEqual([["start", "请批准"]]);
    const stack = await t.db
      .selectFrom("bpm_exe_stack")
      .select(["node_id", "task_id", "assignee_id", "action", "depth"])
      .where("inst_id", "=", instId)
      .orderBy("depth")
      .execute();
    expect(stack[0]).toMatchObject({
      node_id: "start",
      task_id: null,
      assignee_id: "u-zhangsan",
      action: "start",
    });
    const first = await onlyTask(t.db, instId);
    const def = await instanceRow(t.db, instId);
    expect(await auditsOf(instId, "start")).toEqual([
      { detail: { defKey: "leave", defId: def.def_id }, taskId: first.id },
    ]);
  });

  it("a saved draft is audited with its flow", async () => {
    const res = await saveDraft({ flowKey: "leave", data: encodeBag(leaveBag(1)) });
    const instId = res.json().instId as string;
    expect(await auditsOf(instId, "saveDraft")).toEqual([{ detail: { defKey: "leave" }, taskId: null }]);
  });
});

describe("a restart", () => {
  it("of a draft: the start time is the start's, the business key and mobile flag stay unless sent, the version moves on", async () => {
    const draft = await saveDraft({
      flowKey: "leave",
      data: encodeBag(leaveBag(2)),
      businessKey: "BK-1",
      supportMobile: 1,
    });
    const instId = draft.json().instId as string;
    const saved = await instanceRow(t.db, instId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await startFlowAs(t.app, tk.zhangsan, { proInstId: instId, data: encodeBag(leaveBag(2)) });
    expect(res.json()).toMatchObject({ state: true, instId });
    const started = await instanceRow(t.db, instId);
    expect(started).toMatchObject({
      status: "running",
      biz_key: "BK-1",
      support_mobile: saved.support_mobile,
    });
    expect(new Date(started.create_time).getTime()).toBeGreaterThan(new Date(saved.create_time).getTime());
    expect(started.version).toBeGreaterThan(saved.version);
    expect((await auditsOf(instId, "start"))[0]?.detail).not.toHaveProperty("resubmit");
  });

  it("after a send-back to the start: the first start time stays, back_to_start is cleared, the audit says resubmit", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 2, "退回重提");
    const first = await instanceRow(t.db, instId);
    await act(t.app, t.db, tk.lisi, instId, "backToStart");
    expect((await instanceRow(t.db, instId)).back_to_start).toBe(true);
    const res = await startFlowAs(t.app, tk.zhangsan, { proInstId: instId, data: encodeBag(leaveBag(2)) });
    expect(res.json()).toMatchObject({ state: true, instId });
    const again = await instanceRow(t.db, instId);
    expect(again).toMatchObject({ status: "running", back_to_start: false });
    expect(new Date(again.create_time).getTime()).toBe(new Date(first.create_time).getTime());
    expect((await auditsOf(instId, "start")).map((a) => a.detail)).toEqual([
      { defKey: "leave", defId: first.def_id },
      { defKey: "leave", defId: first.def_id, resubmit: true },
    ]);
  });
});
