import type { BpmNodeDef, TaskToReject } from "../../../api/contract";

/** Where a rejected task goes: the previous step, the start (发起人), or a node the user picks. */
export type RejectTarget = "previous" | "start" | "node";

/** How the flow continues after the rejected node is done: normally, or straight back to this node. */
export type BackHandMode = "normal" | "direct";

/** Which choices the reject dialog offers for a button (reject, backToStart, rejectToAnyNode). */
export type RejectMode = "reject" | "backToStart" | "anyNode";

/**
 * The reject dialog's choices from taskToReject (CONTRACT §6.5), in this order: previous step
 * (canRejectPreAct), the start (canRejectToStart), a chosen node (allowNormalNode not empty). The
 * backToStart button offers only the start; rejectToAnyNode only a chosen node.
 */
export function rejectTargets(vo: TaskToReject, mode: RejectMode = "reject"): RejectTarget[] {
  const targets: RejectTarget[] = [];
  if (mode === "reject" && vo.canRejectPreAct) targets.push("previous");
  if (mode !== "anyNode" && vo.canRejectToStart) targets.push("start");
  if (mode !== "backToStart" && nodesFor(vo, "normal").length > 0) targets.push("node");
  return targets;
}

/** The nodes offered for a chosen-node reject: allowDirectNode for a direct return when it has any, else allowNormalNode. */
export function nodesFor(vo: TaskToReject, backHandMode: BackHandMode): BpmNodeDef[] {
  if (backHandMode === "direct" && vo.allowDirectNode?.length) return vo.allowDirectNode;
  return vo.allowNormalNode ?? [];
}

/** What the dialog hands to complete. */
export interface RejectRequest {
  actionName: "reject" | "backToStart";
  destination?: string;
  backHandMode: BackHandMode;
}

/**
 * The complete parameters of a reject choice: previous step → `reject` without destination (the server
 * computes it), start → `backToStart`, a node → `reject` with that node as destination. Null when a node
 * is needed and none is chosen.
 */
export function rejectRequest(
  target: RejectTarget,
  backHandMode: BackHandMode,
  destination?: string,
): RejectRequest | null {
  if (target === "start") return { actionName: "backToStart", backHandMode };
  if (target === "previous") return { actionName: "reject", backHandMode };
  if (!destination) return null;
  return { actionName: "reject", destination, backHandMode };
}
