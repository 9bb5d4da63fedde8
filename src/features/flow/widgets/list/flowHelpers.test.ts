import { describe, expect, it } from "vitest";
import i18n from "../../../../i18n";
import { flowTypes, manyFlows, oftenFlows, startableFlows } from "./fixtures";
import { cutSubject, instStatusLabel, SUBJECT_MAX, taskStatusLabel } from "./flowLabels";
import { LIST_QUERY_KEY, quickSearchQuerys, readListQuery, saveListQuery } from "./listQuery";
import { filterFlows, groupFlows, OFTEN_FLOW_MAX, oftenFlowsOf, toggleOftenFlow } from "./startFlows";

const t = i18n.t.bind(i18n);

describe("subjects and status labels (spec 2 §3, §9)", () => {
  it("cuts a subject longer than 20 characters, counting characters not bytes", () => {
    expect(SUBJECT_MAX).toBe(20);
    expect(cutSubject("一二三四五六七八九十一二三四五六七八九十")).toEqual({
      text: "一二三四五六七八九十一二三四五六七八九十",
      cut: false,
    });
    expect(cutSubject("一二三四五六七八九十一二三四五六七八九十一")).toEqual({
      text: "一二三四五六七八九十一二三四五六七八九十…",
      cut: true,
    });
  });

  it.each([
    ["NORMAL", "待办", "To do"],
    ["TRANSFORMED", "流转", "Circulated"],
    ["TRANSFORMEDINQU", "征询", "Inquiry"],
    ["DELIVERTO", "转办", "Transferred"],
    ["COPYTO", "抄送", "Copied"],
    ["FOLLOW", "跟踪", "Followed"],
    ["COMMU", "沟通", "Communication"],
    ["BACK", "驳回", "Rejected"],
    ["ADDSIGN", "加签", "Added signer"],
    ["SHARE", "共享", "Shared"],
    ["BACKSHARE", "驳回共享", "Rejected (shared)"],
    ["AGENT", "委托", "Delegated"],
    ["APPROVELINEED", "并行审批", "Parallel approval"],
    ["SIGNSEQUENCEED", "顺序签署", "Sequential signing"],
    ["SIGNLINEED", "并行签署", "Parallel signing"],
    ["USERADDSIGN", "用户加签", "User-added signer"],
  ])("labels %s as %s (en-US %s)", (status, zh, en) => {
    expect(taskStatusLabel(status, t)).toBe(zh);
    expect(taskStatusLabel(status, i18n.getFixedT("en-US"))).toBe(en);
  });

  it("shows a status without a label as its code", () => {
    expect(taskStatusLabel("TRANSFORMING", t)).toBe("TRANSFORMING");
    expect(instStatusLabel("running", t)).toBe("审批中");
    expect(instStatusLabel("nope", t)).toBe("nope");
  });
});

describe("the quick search and the saved list query (spec 2 §2.1, CONTRACT §4)", () => {
  it("turns a keyword into LIKE querys, relation OR, group quickSearch; none when blank", () => {
    expect(quickSearchQuerys("  请假 ", ["bt.subject_", "bt.proc_def_name_"])).toEqual([
      { property: "bt.subject_", value: "请假", operation: "LIKE", relation: "OR", group: "quickSearch" },
      {
        property: "bt.proc_def_name_",
        value: "请假",
        operation: "LIKE",
        relation: "OR",
        group: "quickSearch",
      },
    ]);
    expect(quickSearchQuerys("   ", ["bt.subject_"])).toEqual([]);
  });

  it("keeps one list query for the session, read back only by the same list", () => {
    saveListQuery("v-todo", { page: 2, keyword: "请假" });
    expect(readListQuery("v-todo")).toEqual({ page: 2, keyword: "请假" });
    expect(readListQuery("v-done")).toBeNull();
    sessionStorage.setItem(LIST_QUERY_KEY, "{not json");
    expect(readListQuery("v-todo")).toBeNull();
  });
});

describe("startable and often-used flows (spec 2 §2.6, §5)", () => {
  it("groups flows by category in sn order, unknown categories last, empty ones left out", () => {
    const groups = groupFlows(startableFlows, [...flowTypes].reverse());
    expect(groups.map((g) => g.type?.name ?? null)).toEqual(["人事", "财务", "行政", null]);
    expect(groups[0].flows.map((f) => f.defKey)).toEqual(["leave", "trip"]);
    expect(groupFlows(startableFlows.slice(0, 2), flowTypes).map((g) => g.type?.name)).toEqual(["人事"]);
  });

  it("filters flows by name or key, ignoring case", () => {
    expect(filterFlows(startableFlows, "LEAVE").map((f) => f.name)).toEqual(["请假申请"]);
    expect(filterFlows(startableFlows, "报销").map((f) => f.defKey)).toEqual(["expense"]);
    expect(filterFlows(startableFlows, " ")).toHaveLength(startableFlows.length);
  });

  it("adds up to 20 often-used flows, refuses a 21st, and removes a chosen one", () => {
    const flows = manyFlows(21);
    let chosen = [] as ReturnType<typeof oftenFlowsOf>;
    for (const flow of flows.slice(0, OFTEN_FLOW_MAX)) {
      const next = toggleOftenFlow(chosen, flow);
      if (next.ok) chosen = next.chosen;
    }
    expect(chosen).toHaveLength(20);
    expect(toggleOftenFlow(chosen, flows[20])).toEqual({ ok: false, reason: "tooMany" });
    const removed = toggleOftenFlow(chosen, flows[0]);
    expect(removed.ok && removed.chosen.map((c) => c.defKey)).not.toContain("flow1");
    expect(chosen[0]).toMatchObject({ id: "d-1", defKey: "flow1", name: "流程 1", icon: expect.any(Object) });
  });

  it("reads often-used flows from a bare list, a CommonResult or a PageList", () => {
    expect(oftenFlowsOf(oftenFlows)).toEqual(oftenFlows);
    expect(oftenFlowsOf({ state: true, value: oftenFlows })).toEqual(oftenFlows);
    expect(oftenFlowsOf({ rows: oftenFlows, total: 2 })).toEqual(oftenFlows);
    expect(oftenFlowsOf({ state: false })).toEqual([]);
  });
});
