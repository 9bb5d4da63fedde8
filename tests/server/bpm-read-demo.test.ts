import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/** The read side on the seeded demo (server/seed/bpm.ts): what each demo account sees. */

let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu" | "zhaoliu" | "qianqi" | "admin", string>;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const todo = async (token: string, body: object = {}) =>
  (
    await post(t.app, token, "/runtime/task/v1/getTodoList", { pageBean: { page: 1, pageSize: 50 }, ...body })
  ).json() as {
    rows: Row[];
    total: number;
  };

describe("the demo to-do lists", () => {
  it("lisi sees zhangsan's leave waiting at 部门经理审批; zhangsan does not", async () => {
    const lisi = await todo(tok.lisi);
    const leave = lisi.rows.find((r) => String(r.subject).includes("家中有事"));
    expect(leave).toMatchObject({
      name: "部门经理审批",
      procDefKey: "leave",
      procDefName: "请假申请",
      creator: "张三",
      instStatus: "running",
      assigneeId: "u-lisi",
      typeId: "st-platform-hr",
    });
    const zhangsan = await todo(tok.zhangsan);
    expect(zhangsan.rows.find((r) => String(r.subject).includes("家中有事"))).toBeUndefined();
    expect(zhangsan.rows.every((r) => r.assigneeId === "u-zhangsan")).toBe(true);
  });

  it("zhaoliu sees the 5-day leave at 总经理审批; qianqi the expense at 财务审核 and the purchase countersign", async () => {
    const zhaoliu = await todo(tok.zhaoliu);
    expect(zhaoliu.rows.find((r) => String(r.subject).includes("年假旅行"))).toMatchObject({
      name: "总经理审批",
    });
    const qianqi = (await todo(tok.qianqi)).rows.map((r) => r.name);
    expect(qianqi).toContain("财务审核");
    expect(qianqi).toContain("采购会签");
    expect((await todo(tok.wangwu)).total).toBe(0);
  });

  it("the home card's org filter: tasks of instances started in o-rd", async () => {
    expect((await todo(tok.lisi, { params: { orgId: "o-rd" } })).total).toBe((await todo(tok.lisi)).total);
    expect((await todo(tok.lisi, { params: { orgId: "o-gm" } })).total).toBe(0);
  });

  it("a new leave started by zhangsan appears first in lisi's list and the count grows by one", async () => {
    const before = (await post(t.app, tok.lisi, "/runtime/task/v1/getTodoCount", {})).json();
    const instId = await startLeave(t.app, tok.zhangsan, 1, "读侧演示");
    const after = (await post(t.app, tok.lisi, "/runtime/task/v1/getTodoCount", {})).json();
    expect(after[0].count).toBe(before[0].count + 1);
    expect(after.find((r: Row) => r.typeId === "st-platform-hr")).toMatchObject({ typeName: "人事行政" });
    expect((await todo(tok.lisi)).rows[0]).toMatchObject({
      procInstId: instId,
      subject: "张三的请假申请：读侧演示（1天）",
    });
  });
});

describe("the demo's done, request and draft lists", () => {
  it("lisi's done list: the running leave's agree is revocable; the ended expense's is not", async () => {
    const rows = (
      await post(t.app, tok.lisi, "/runtime/instance/v1/getDoneList?isCheckRevoke=true", {
        pageBean: { pageSize: 50 },
      })
    ).json().rows as Row[];
    expect(rows.find((r) => String(r.subject).includes("年假旅行"))).toMatchObject({
      opinionStatus: "agree",
      instStatus: "running",
      revoke: true,
    });
    expect(rows.find((r) => String(r.subject).includes("北京出差"))).toMatchObject({
      instStatus: "end",
      revoke: false,
    });
    expect(rows.find((r) => String(r.subject).includes("调休"))).toMatchObject({
      opinionStatus: "backToStart",
      revoke: false,
    });
  });

  it("zhangsan's requests name the open tasks; the draft is only in the drafts", async () => {
    const rows = (
      await post(t.app, tok.zhangsan, "/runtime/instance/v1/myRequest", { pageBean: { pageSize: 50 } })
    ).json().rows as Row[];
    expect(rows.find((r) => String(r.subject).includes("年假旅行"))?.taskName).toBe("总经理审批");
    expect(rows.find((r) => String(r.subject).includes("北京出差"))).toMatchObject({
      status: "end",
      taskName: "",
    });
    expect(rows.some((r) => r.status === "draft")).toBe(false);
    const drafts = (await post(t.app, tok.zhangsan, "/runtime/instance/v1/getMyDraftList", {})).json()
      .rows as Row[];
    expect(drafts.map((d) => d.subject)).toContainEqual(expect.stringContaining("客户招待（草稿）"));
  });
});

describe("a list under a flow key (…/{defKey}) shows that flow only", () => {
  const lists: [string, keyof typeof tok, string][] = [
    ["my requests", "zhangsan", "/runtime/instance/v1/myRequest"],
    ["my drafts", "zhangsan", "/runtime/instance/v1/getMyDraftList"],
    ["done decisions", "lisi", "/runtime/instance/v1/getDoneList?isCheckRevoke=true"],
    ["done instances", "lisi", "/runtime/instance/v1/getDoneInstList"],
  ];
  it.each(lists)(
    "%s: params.defKey narrows to that flow, and every flow's rows add up to the whole",
    async (_, who, url) => {
      const keyOf = (r: Row) => String(r.procDefKey ?? r.defKey ?? "");
      const all = (await post(t.app, tok[who], url, { pageBean: { pageSize: 100 } })).json().rows as Row[];
      const keys = [...new Set(all.map(keyOf))];
      expect(keys.length, `${url} needs rows in the demo`).toBeGreaterThan(0);
      const none = await post(t.app, tok[who], url, { params: { defKey: "no-such-flow" } });
      expect(none.json().rows).toEqual([]);
      let seen = 0;
      for (const defKey of keys) {
        const rows = (
          await post(t.app, tok[who], url, { pageBean: { pageSize: 100 }, params: { defKey } })
        ).json().rows as Row[];
        expect(rows.map(keyOf)).toEqual(rows.map(() => defKey));
        seen += rows.length;
      }
      expect(seen).toBe(all.length);
    },
  );
});

describe("the demo's flows, categories and stock opinions", () => {
  it("zhangsan may start leave, expense and purchase, ordered by category", async () => {
    const rows = (await post(t.app, tok.zhangsan, "/runtime/instance/v1/newProcess", {})).json()
      .rows as Row[];
    expect(rows.map((r) => r.defKey)).toEqual(["leave", "expense", "purchase"]);
    expect(rows[0]).toMatchObject({ typeName: "人事行政", icon: { icon: "calendar", color: "#2d72d2" } });
    const wangwu = (await post(t.app, tok.wangwu, "/runtime/instance/v1/newProcess", {})).json()
      .rows as Row[];
    expect(wangwu[0]?.leaders).toEqual([{ id: "u-lisi", name: "李四" }]);
  });

  it("FLOW_TYPE has the demo's three categories", async () => {
    const types = (await get(t.app, tok.zhangsan, "/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE")).json();
    expect(types.map((x: Row) => x.name)).toEqual(["人事行政", "财务管理", "采购管理"]);
  });

  it("stock opinions for leave: the global ones, then the leave's own", async () => {
    const texts = (
      await get(t.app, tok.lisi, "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=leave")
    ).json();
    expect(texts).toEqual(["同意", "不同意", "情况属实，同意", "请补充材料", "准假"]);
  });

  it("draws the 5-day leave: start and manager done, general manager current, end pending", async () => {
    const rows = (
      await post(t.app, tok.zhangsan, "/runtime/instance/v1/myRequest", { pageBean: { pageSize: 50 } })
    ).json().rows as Row[];
    const id = rows.find((r) => String(r.subject).includes("年假旅行"))?.id;
    const svg = (await get(t.app, tok.zhangsan, `/runtime/instance/v1/instanceFlowImage?proInstId=${id}`))
      .body;
    expect(svg).toMatch(/class="node node-userTask done"[^>]*data-node-id="managerApprove"/);
    expect(svg).toMatch(/class="node node-exclusiveGateway done"[^>]*data-node-id="daysGateway"/);
    expect(svg).toMatch(/class="node node-userTask current"[^>]*data-node-id="gmApprove"/);
    expect(svg).toMatch(/class="node node-end pending"/);
    expect(svg).toContain("大于3天");
  });
});

describe("the other demo tenant", () => {
  it("acme_admin sees acme's own leave and nothing of platform", async () => {
    const mine = (await post(t.app, acme, "/runtime/instance/v1/myRequest", {})).json().rows as Row[];
    expect(mine.map((r) => r.subject)).toEqual([expect.stringContaining("年假")]);
    const rows = (await todo(acme)).rows;
    expect(rows.every((r) => r.creator === "ACME 管理员")).toBe(true);
    const defs = (await post(t.app, acme, "/runtime/instance/v1/newProcess", {})).json().rows as Row[];
    expect(defs.map((d) => d.id)).toEqual(["bd-acme-leave-1"]);
  });
});
