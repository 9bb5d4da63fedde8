import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "../../server/services/jobs/worker";
import { get, onlyTask, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The overdue escalation (taskDueEscalate) links the handler's manager to the instance: the escalation
 * makes them a follower, and followers may view the instance they follow. Following on one's own still
 * needs the view right.
 */

let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "zhaoliu" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "zhaoliu", "qianqi"]);
  // lisi heads R&D; the root org gets a manager post (zhaoliu), who is lisi's manager up the tree.
  await t.db
    .insertInto("uc_post")
    .values({
      id: "p-ceo-esc",
      tenant_id: "t-platform",
      org_id: "o-root",
      code: "ceo-esc",
      name: "CEO",
      is_manager: true,
    })
    .execute();
  await t.db.insertInto("uc_user_post").values({ user_id: "u-zhaoliu", post_id: "p-ceo-esc" }).execute();
});
afterAll(() => t.close());

const openInstance = (token: string, instId: string) =>
  get(t.app, token, `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`);
const follows = (instId: string, userId: string) =>
  t.db
    .selectFrom("bpm_task_follow")
    .select("node_id")
    .where("inst_id", "=", instId)
    .where("user_id", "=", userId)
    .execute();

describe("the escalated manager may open the instance", () => {
  it("refuses the manager before the escalation (403), lets them in after it (200) as a follower", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 2, "升级可见");
    const task = await onlyTask(t.db, instId);
    expect(task.due_time).not.toBeNull();
    expect((await openInstance(tok.zhaoliu, instId)).statusCode).toBe(403);
    expect(
      (await get(t.app, tok.zhaoliu, `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).statusCode,
    ).toBe(403);
    // Following on one's own needs the view right: refused, nothing stored.
    const self = await post(t.app, tok.zhaoliu, "/runtime/taskFollow/v1/save", { instId, follow: true });
    expect(self.statusCode).toBe(403);
    expect(await follows(instId, "u-zhaoliu")).toEqual([]);

    const after = new Date(new Date(task.due_time as Date).getTime() + 1000);
    await runDueJobs(t.db, after);
    const sent = await t.db
      .selectFrom("bpm_outbox")
      .select(["recipient_id", "payload"])
      .where("kind", "=", "taskDueEscalate")
      .execute();
    expect(
      sent.filter((r) => (r.payload as { instId?: string }).instId === instId).map((r) => r.recipient_id),
    ).toEqual(["u-zhaoliu"]);
    expect(await follows(instId, "u-zhaoliu")).toEqual([{ node_id: "" }]);
    const res = await openInstance(tok.zhaoliu, instId);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await get(t.app, tok.zhaoliu, `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).statusCode,
    ).toBe(200);
    // Now a viewer, they may change what they follow; someone else still may not.
    const chosen = await post(t.app, tok.zhaoliu, "/runtime/taskFollow/v1/save", { instId, follow: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await openInstance(tok.qianqi, instId)).statusCode).toBe(403);
  });

  it("keeps a manager's own choice of followed nodes", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 2, "升级保留");
    const task = await onlyTask(t.db, instId);
    await t.db
      .insertInto("bpm_task_follow")
      .values({ tenant_id: "t-platform", inst_id: instId, user_id: "u-zhaoliu", node_id: task.node_id })
      .execute();
    await runDueJobs(t.db, new Date(new Date(task.due_time as Date).getTime() + 1000));
    expect(await follows(instId, "u-zhaoliu")).toEqual([{ node_id: task.node_id }]);
  });
});
