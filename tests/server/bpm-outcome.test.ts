import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, get, onlyTask, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/**
 * The outcome of an instance (issue 13 §2): 反对 ends a request as 已结束 like 同意 does, so the lists and
 * the instance view carry the end result — agree, oppose, manualend, reject — read in the list's query.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi", string>;
const ids: Record<"agreed" | "opposed" | "ended" | "sentBack" | "running", string> = {
  agreed: "",
  opposed: "",
  ended: "",
  sentBack: "",
  running: "",
};

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi"]);
  ids.agreed = await startLeave(t.app, tk.zhangsan, 1, "结果同意");
  ids.opposed = await startLeave(t.app, tk.zhangsan, 1, "结果反对");
  ids.ended = await startLeave(t.app, tk.zhangsan, 1, "结果终止");
  ids.sentBack = await startLeave(t.app, tk.zhangsan, 1, "结果驳回");
  ids.running = await startLeave(t.app, tk.zhangsan, 1, "结果进行中");
  await act(t.app, t.db, tk.lisi, ids.agreed, "agree");
  await act(t.app, t.db, tk.lisi, ids.opposed, "oppose");
  await act(t.app, t.db, tk.lisi, ids.sentBack, "backToStart");
  const task = await onlyTask(t.db, ids.ended);
  const end = await post(t.app, tk.lisi, "/runtime/instance/v1/doEndProcess", {
    taskId: task.id,
    endReason: "不再需要",
  });
  expect(end.statusCode).toBe(200);
});
afterAll(() => t.close());

const EXPECTED = {
  agreed: ["end", "agree"],
  opposed: ["end", "oppose"],
  ended: ["manualend", "manualend"],
  sentBack: ["backToStart", "reject"],
  running: ["running", undefined],
} as const;

describe("instance outcome", () => {
  it("myRequest rows carry the outcome: 同意 and 反对 both end the instance, told apart by outcome", async () => {
    const res = await post(t.app, tk.zhangsan, "/runtime/instance/v1/myRequest", {
      pageBean: { page: 1, pageSize: 50 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { id: string; status: string; outcome?: string }[];
    for (const [name, [status, outcome]] of Object.entries(EXPECTED)) {
      const row = rows.find((r) => r.id === ids[name as keyof typeof ids]);
      expect(row, name).toBeDefined();
      expect([row?.status, row?.outcome], name).toEqual([status, outcome]);
    }
  });

  it("the instance view (getInstFormAndBO, getInstanceByInstId) carries the outcome", async () => {
    const view = await get(
      t.app,
      tk.zhangsan,
      `/runtime/instance/v1/getInstFormAndBO?proInstId=${ids.opposed}`,
    );
    expect(view.statusCode).toBe(200);
    expect(view.json().instance).toMatchObject({ status: "end", outcome: "oppose" });
    const byId = await get(
      t.app,
      tk.zhangsan,
      `/runtime/instance/v1/getInstanceByInstId?instId=${ids.ended}`,
    );
    expect(byId.json()).toMatchObject({ status: "manualend", outcome: "manualend" });
  });

  it("done rows of the approver carry the instance's outcome next to their own decision", async () => {
    const res = await post(t.app, tk.lisi, "/runtime/instance/v1/getDoneList", {
      pageBean: { page: 1, pageSize: 50 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { procInstId: string; opinionStatus: string; outcome?: string }[];
    const opposed = rows.find((r) => r.procInstId === ids.opposed);
    expect(opposed).toMatchObject({ opinionStatus: "oppose", outcome: "oppose" });
    const agreed = rows.find((r) => r.procInstId === ids.agreed);
    expect(agreed).toMatchObject({ opinionStatus: "agree", outcome: "agree" });
    const inst = await post(t.app, tk.lisi, "/runtime/instance/v1/getDoneInstList", {});
    const instRows = inst.json().rows as { id: string; outcome?: string }[];
    expect(instRows.find((r) => r.id === ids.opposed)?.outcome).toBe("oppose");
  });
});
