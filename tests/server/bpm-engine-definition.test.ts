import { describe, expect, it } from "vitest";
import {
  DefinitionError,
  loadDefinition,
  nodeById,
  outgoing,
  userTasks,
} from "../../server/bpm/engine/definition";
import type { FlowDefinitionJson } from "../../server/bpm/engine/definitionTypes";
import { gatewayExit, nextStop } from "../../server/bpm/engine/navigate";
import { ACME_LEAVE, EXPENSE, LEAVE, PURCHASE } from "../../server/seed/bpmDefinitions";

// biome-ignore lint/suspicious/noExplicitAny: the tests break copies of definitions in arbitrary places
const clone = (d: FlowDefinitionJson) => JSON.parse(JSON.stringify(d)) as Record<string, any>;

/** The JSON path of the error a definition raises. */
function pathOf(json: unknown): string {
  try {
    loadDefinition(json);
  } catch (e) {
    expect(e).toBeInstanceOf(DefinitionError);
    return (e as DefinitionError).path;
  }
  throw new Error("the definition loaded without an error");
}

describe("flow definitions are validated at load, errors name the JSON path", () => {
  it("loads the seeded leave, expense, purchase and acme definitions", () => {
    for (const def of [LEAVE, EXPENSE, PURCHASE, ACME_LEAVE]) expect(loadDefinition(def)).toBe(def);
    expect(loadDefinition(JSON.stringify(LEAVE)).formKey).toBe("leave");
  });

  it("names an unknown node type at /nodes/<i>/type", () => {
    const d = clone(LEAVE);
    d.nodes[2].type = "parallelGateway";
    expect(pathOf(d)).toBe("/nodes/2/type");
    expect(() => loadDefinition(d)).toThrow(/unknown node type "parallelGateway"/);
  });

  it("names a flow to a missing node at /flows/<i>/to", () => {
    const d = clone(LEAVE);
    d.flows[1].to = "nowhere";
    expect(pathOf(d)).toBe("/flows/1/to");
  });

  it("refuses a definition without a start node or without an end node", () => {
    const noStart = clone(LEAVE);
    noStart.nodes = noStart.nodes.filter((n: { type: string }) => n.type !== "start");
    noStart.flows = noStart.flows.filter((f: { from: string }) => f.from !== "start");
    expect(() => loadDefinition(noStart)).toThrow(/no start node/);
    expect(pathOf(noStart)).toBe("/nodes");
    const noEnd = clone(PURCHASE);
    noEnd.nodes = noEnd.nodes.filter((n: { type: string }) => n.type !== "end");
    noEnd.flows = noEnd.flows.filter((f: { to: string }) => f.to !== "end");
    expect(() => loadDefinition(noEnd)).toThrow(/no end node/);
  });

  it("refuses gateway exits without a default at the gateway's node path", () => {
    const d = clone(LEAVE);
    delete d.flows[3].isDefault;
    expect(pathOf(d)).toBe("/nodes/2");
    expect(() => loadDefinition(d)).toThrow(/no default exit/);
  });

  it("refuses bad json-logic at the operation's path", () => {
    const d = clone(LEAVE);
    d.flows[2].condition = { and: [{ ">": [{ var: "leave.days" }, 3] }, { eval: "process.exit()" }] };
    expect(pathOf(d)).toBe("/flows/2/condition/and/1");
    expect(() => loadDefinition(d)).toThrow(/unknown json-logic operation "eval"/);
    d.flows[2].condition = { ">": [1, 2], "<": [1, 2] };
    expect(pathOf(d)).toBe("/flows/2/condition");
  });

  it("refuses duplicate ids, a user task without assignees, and bad field modes", () => {
    const dup = clone(LEAVE);
    dup.nodes[3].id = "managerApprove";
    expect(pathOf(dup)).toBe("/nodes/3/id");
    const none = clone(LEAVE);
    none.nodes[1].assignees = [];
    expect(pathOf(none)).toBe("/nodes/1/assignees");
    const role = clone(LEAVE);
    role.nodes[3].assignees = [{ type: "role" }];
    expect(pathOf(role)).toBe("/nodes/3/assignees/0/aliases");
    const mode = clone(EXPENSE);
    mode.nodes[2].fieldModes.expense.financeNote = "x";
    expect(pathOf(mode)).toBe("/nodes/2/fieldModes/expense/financeNote");
  });

  it("refuses two ways out of a user task and a flow leaving the end", () => {
    const two = clone(PURCHASE);
    two.flows.push({ id: "f9", from: "managerApprove", to: "end" });
    expect(pathOf(two)).toBe("/flows/3");
    const fromEnd = clone(PURCHASE);
    fromEnd.flows.push({ id: "f9", from: "end", to: "managerApprove" });
    expect(pathOf(fromEnd)).toBe("/flows/3");
  });

  it("offers nodeById, outgoing and userTasks", () => {
    expect(nodeById(LEAVE, "gmApprove")?.name).toBe("总经理审批");
    expect(outgoing(LEAVE, "daysGateway").map((f) => f.to)).toEqual(["gmApprove", "end"]);
    expect(userTasks(EXPENSE).map((n) => n.id)).toEqual(["managerApprove", "financeAudit", "gmApprove"]);
  });
});

describe("exclusive gateways evaluate json-logic over the BO data and vars", () => {
  it("takes the first exit whose condition holds, else the default", () => {
    expect(nextStop(LEAVE, "managerApprove", { leave: { days: 5 }, vars: {} })).toMatchObject({
      kind: "task",
      node: { id: "gmApprove" },
    });
    expect(nextStop(LEAVE, "managerApprove", { leave: { days: 3 }, vars: {} })).toMatchObject({
      kind: "end",
    });
    expect(nextStop(EXPENSE, "financeAudit", { expense: { amount: 5000.01 }, vars: {} }).node.id).toBe(
      "gmApprove",
    );
  });

  it("reads vars beside the BO rows", () => {
    const exits = [
      { id: "a", from: "g", to: "x", condition: { "==": [{ var: "vars.urgent" }, "1"] } },
      { id: "b", from: "g", to: "y", isDefault: true },
    ];
    expect(gatewayExit(exits, { vars: { urgent: "1" } })?.to).toBe("x");
    expect(gatewayExit(exits, { vars: {} })?.to).toBe("y");
  });
});
