import { describe, expect, it } from "vitest";
import type { FlowDefinitionJson, UserTaskNode } from "../../server/bpm/engine/definitionTypes";
import { taskButtons } from "../../server/bpm/read/buttons";
import { countRowsOf } from "../../server/bpm/read/counts";
import { flowDiagramSvg } from "../../server/bpm/read/diagram";
import { dateText } from "../../server/bpm/read/format";
import { formPermission, mergeDraft } from "../../server/bpm/read/permission";
import { markRevocable } from "../../server/bpm/read/revoke";

const row = (procInstId: string, taskKey: string, opinionStatus: string, instStatus = "running") => ({
  procInstId,
  taskKey,
  opinionStatus,
  instStatus,
});

describe("the revoke rule of done rows (spec 2 §4)", () => {
  it("makes a row revocable when its instance is running and the opinion is agree or inqu", () => {
    const out = markRevocable([row("i1", "n1", "agree"), row("i2", "n1", "inqu")]);
    expect(out.map((r) => r.revoke)).toEqual([true, true]);
  });

  it("does not make rows of instances that are not running revocable", () => {
    const out = markRevocable([row("i1", "n1", "agree", "end"), row("i2", "n1", "agree", "manualend")]);
    expect(out.map((r) => r.revoke)).toEqual([false, false]);
  });

  it("does not make other opinions revocable (oppose, reject, backToStart)", () => {
    const out = markRevocable([
      row("i1", "n1", "oppose"),
      row("i1", "n2", "reject"),
      row("i1", "n3", "backToStart"),
    ]);
    expect(out.map((r) => r.revoke)).toEqual([false, false, false]);
  });

  it("makes only the first such row per instance id and task key revocable; later duplicates are not", () => {
    const out = markRevocable([
      row("i1", "n1", "agree"),
      row("i1", "n2", "agree"),
      row("i1", "n1", "agree"),
      row("i2", "n1", "inqu"),
      row("i1", "n1", "inqu"),
    ]);
    expect(out.map((r) => r.revoke)).toEqual([true, true, false, true, false]);
  });

  it("lets a later qualifying row count as first when an earlier row of the same key did not qualify", () => {
    const out = markRevocable([row("i1", "n1", "oppose"), row("i1", "n1", "agree")]);
    expect(out.map((r) => r.revoke)).toEqual([false, true]);
  });

  it("honours keys already taken on earlier pages", () => {
    const taken = new Set([`i1\u0000n1`]);
    const out = markRevocable([row("i1", "n1", "agree"), row("i1", "n2", "agree")], taken);
    expect(out.map((r) => r.revoke)).toEqual([false, true]);
  });

  it("keeps the row's other fields", () => {
    const [out] = markRevocable([{ ...row("i1", "n1", "agree"), id: "o1", subject: "请假" }]);
    expect(out).toMatchObject({ id: "o1", subject: "请假", revoke: true });
  });
});

const task = (extra: Partial<UserTaskNode> = {}): UserTaskNode => ({
  id: "n1",
  name: "部门经理审批",
  type: "userTask",
  x: 0,
  y: 0,
  assignees: [{ type: "starter" }],
  ...extra,
});

describe("task buttons (CONTRACT §6.2)", () => {
  it("gives the default set in order with Chinese names when the node lists none", () => {
    const buttons = taskButtons(task(), "zh-CN");
    expect(buttons.map((b) => [b.alias, b.name])).toEqual([
      ["agree", "同意"],
      ["oppose", "反对"],
      ["reject", "驳回"],
      ["backToStart", "驳回到发起人"],
      ["delegate", "转办"],
      ["inqu", "征询"],
      ["startCommu", "沟通"],
      ["instanceTrans", "传阅"],
      ["lockUnlock", "签收"],
      ["startTrans", "流转"],
      ["endProcess", "终止流程"],
      ["saveDraft", "保存草稿"],
    ]);
    expect(buttons.every((b) => b.isLock === false && b.supportScript === false)).toBe(true);
  });

  it("names the buttons in English for an en-US request", () => {
    expect(taskButtons(task(), "en-US").map((b) => b.name)).toEqual([
      "Agree",
      "Oppose",
      "Reject",
      "Reject to the starter",
      "Delegate",
      "Inquire",
      "Communicate",
      "Send to read",
      "Sign for",
      "Transfer",
      "End process",
      "Save draft",
    ]);
  });

  it("keeps the node's own list in its order, save draft last, and drops unknown aliases", () => {
    const buttons = taskButtons(task({ buttons: ["saveDraft", "agree", "noSuchButton", "inqu"] }), "zh-CN");
    expect(buttons.map((b) => b.alias)).toEqual(["agree", "inqu", "saveDraft"]);
  });

  it("sets isLock on lockUnlock when the node must be claimed", () => {
    const buttons = taskButtons(task({ mustLock: true }), "zh-CN");
    expect(buttons.find((b) => b.alias === "lockUnlock")?.isLock).toBe(true);
    expect(buttons.filter((b) => b.isLock)).toHaveLength(1);
  });

  it("keeps only agree, reject and lockUnlock when acting for a leader (leaderId not empty and not 0)", () => {
    expect(taskButtons(task(), "zh-CN", "u-lisi").map((b) => b.alias)).toEqual([
      "agree",
      "reject",
      "lockUnlock",
    ]);
    expect(taskButtons(task(), "zh-CN", "0")).toHaveLength(12);
    expect(taskButtons(task(), "zh-CN", "")).toHaveLength(12);
  });
});

describe("count rows", () => {
  const types = [
    { id: "ft-a", name: "人事", key: "hr", parentId: "0", typeKey: "FLOW_TYPE", sn: 1 },
    { id: "ft-b", name: "财务", key: "fin", parentId: "0", typeKey: "FLOW_TYPE", sn: 2 },
    { id: "ft-c", name: "行政", key: "adm", parentId: "0", typeKey: "FLOW_TYPE", sn: 3 },
  ];

  it("puts the total first, then one row per category with a count above 0 in category order", () => {
    const rows = countRowsOf(
      [
        { typeId: "ft-b", count: "2" },
        { typeId: "ft-a", count: 3 },
        { typeId: null, count: 1 },
      ],
      types,
    );
    expect(rows).toEqual([
      { typeId: "total", count: 6 },
      { typeId: "ft-a", typeName: "人事", count: 3 },
      { typeId: "ft-b", typeName: "财务", count: 2 },
    ]);
  });

  it("answers a zero total when there is nothing", () => {
    expect(countRowsOf([], types)).toEqual([{ typeId: "total", count: 0 }]);
  });
});

describe("field permission", () => {
  const schema = {
    type: "object",
    properties: {
      reason: { type: "string" },
      days: { type: "number" },
      items: {
        type: "array",
        items: { type: "object", properties: { name: { type: "string" }, price: { type: "number" } } },
      },
    },
  };

  it("fills fields the node does not list with the fallback mode", () => {
    const p = formPermission("leave", schema, { leave: { days: "w", "items.price": "b" } }, "r");
    expect(p.fields.leave).toEqual({
      reason: "r",
      days: "w",
      items: "r",
      "items.name": "r",
      "items.price": "b",
    });
    expect(p.table?.items).toEqual({ hidden: false, add: false, del: false, edit: false, required: false });
  });

  it("marks a hidden sub-table hidden and an editable one editable", () => {
    expect(formPermission("x", schema, { x: { items: "n" } }, "w").table?.items.hidden).toBe(true);
    expect(formPermission("x", schema, undefined, "w").table?.items).toMatchObject({
      add: true,
      del: true,
      edit: true,
    });
  });

  it("lays a task draft over the instance data field by field", () => {
    expect(mergeDraft({ leave: { reason: "病假", days: 1 } }, { leave: { days: 2 } })).toEqual({
      leave: { reason: "病假", days: 2 },
    });
  });
});

describe("the flow diagram", () => {
  const def: FlowDefinitionJson = {
    formKey: "f",
    nodes: [
      { id: "start", name: "开始", type: "start", x: 0, y: 40 },
      task({ id: "a", name: "部门经理审批", x: 80, y: 30 }),
      { id: "gw", name: "金额<5000?", type: "exclusiveGateway", x: 240, y: 34 },
      task({ id: "b", name: "总经理<审批>", x: 340, y: 30 }),
      { id: "end", name: "结束", type: "end", x: 500, y: 40 },
    ],
    flows: [
      { id: "f1", from: "start", to: "a" },
      { id: "f2", from: "a", to: "gw" },
      { id: "f3", from: "gw", to: "b", name: "金额 > 5000 & 加急" },
      { id: "f4", from: "gw", to: "end", isDefault: true },
      { id: "f5", from: "b", to: "end" },
    ],
  };
  const svg = flowDiagramSvg(
    def,
    new Map([
      ["start", "done"],
      ["a", "current"],
    ]),
    { title: "张三的<请假>", lang: "zh-CN" },
  );

  it("draws every node with its name, escaped", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain("部门经理审批");
    expect(svg).toContain("总经理&lt;审批&gt;");
    expect(svg).toContain("金额&lt;5000?");
    expect(svg).toContain("金额 &gt; 5000 &amp; 加急");
    expect(svg).not.toContain("<审批>");
  });

  it("uses circles, rounded boxes and a diamond, and arrows", () => {
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg.match(/<rect [^>]*rx="8"/g)).toHaveLength(2);
    expect(svg.match(/<polygon /g)).toHaveLength(1);
    expect(svg.match(/<line [^>]*marker-end=/g)).toHaveLength(5);
  });

  it("colours and classes nodes by state, with titles", () => {
    expect(svg).toMatch(/<g class="node node-start done"[^>]*><title>开始 \(已完成\)<\/title>/);
    expect(svg).toMatch(
      /<g class="node node-userTask current"[^>]*data-node-id="a"[^>]*><title>部门经理审批 \(当前\)<\/title>/,
    );
    expect(svg).toMatch(/<g class="node node-userTask pending"[^>]*data-node-id="b"/);
    expect(svg).toContain("<title>张三的&lt;请假&gt;</title>");
  });

  it("is well-formed: no element repeats an attribute (a browser refuses such an image)", () => {
    for (const tag of svg.match(/<[a-z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-zA-Z:-]+)=/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
  });

  it("refers to no external resource", () => {
    expect(svg).not.toMatch(/href=|url\((?!#)|<image|<script|<style/);
  });
});

describe("dates", () => {
  it("formats as yyyy-MM-dd HH:mm:ss", () => {
    expect(dateText(new Date(2026, 0, 5, 9, 3, 7))).toBe("2026-01-05 09:03:07");
    expect(dateText(null)).toBeUndefined();
  });
});
