import { describe, expect, it } from "vitest";
import { rejectOptions } from "../widgets/task/fixtures";
import { nodesFor, rejectRequest, rejectTargets } from "./reject";

describe("reject choices (CONTRACT §6.5)", () => {
  it("offers the previous step, the start and a chosen node when all are allowed", () => {
    expect(rejectTargets(rejectOptions)).toEqual(["previous", "start", "node"]);
  });

  it("offers only what taskToReject allows", () => {
    expect(rejectTargets({ ...rejectOptions, canRejectPreAct: false })).toEqual(["start", "node"]);
    expect(rejectTargets({ ...rejectOptions, canRejectToStart: false, allowNormalNode: [] })).toEqual([
      "previous",
    ]);
    expect(
      rejectTargets({
        ...rejectOptions,
        canRejectPreAct: false,
        canRejectToStart: false,
        allowNormalNode: [],
      }),
    ).toEqual([]);
  });

  it("the backToStart button offers the start only; rejectToAnyNode a node only", () => {
    expect(rejectTargets(rejectOptions, "backToStart")).toEqual(["start"]);
    expect(rejectTargets(rejectOptions, "anyNode")).toEqual(["node"]);
  });

  it("lists allowNormalNode, or allowDirectNode for a direct return", () => {
    expect(nodesFor(rejectOptions, "normal").map((n) => n.nodeId)).toEqual(["start", "secretaryCheck"]);
    expect(nodesFor(rejectOptions, "direct").map((n) => n.nodeId)).toEqual(["start"]);
    expect(nodesFor({ ...rejectOptions, allowDirectNode: [] }, "direct")).toHaveLength(2);
  });

  it("turns a choice into complete parameters", () => {
    expect(rejectRequest("previous", "normal")).toEqual({ actionName: "reject", backHandMode: "normal" });
    expect(rejectRequest("start", "direct")).toEqual({ actionName: "backToStart", backHandMode: "direct" });
    expect(rejectRequest("node", "normal", "secretaryCheck")).toEqual({
      actionName: "reject",
      destination: "secretaryCheck",
      backHandMode: "normal",
    });
    expect(rejectRequest("node", "normal")).toBeNull();
  });
});
