import type { BpmTask, Identity } from "../../../../api/contract";

/**
 * Where a row of a flow list leads (spec 2 §2.4, CONTRACT §6.1): a path to open, or a choice of the
 * leader to act for first (shared tasks offered to several leaders).
 */
export type OpenTarget = { kind: "navigate"; to: string } | { kind: "chooseLeader"; leaders: Identity[] };

/** The fields of a to-do row the opening rule reads. */
export type TodoRow = Pick<BpmTask, "id" | "status" | "ownerId" | "assigneeId" | "procInstId"> & {
  identityList?: Identity[];
};

const seg = (value: unknown) => encodeURIComponent(String(value ?? ""));

/** `/task/{taskId}/{leaderId}`: a task page, acting for a leader (or "0" for oneself). */
export function taskPath(taskId: string, leaderId = "0"): string {
  return `/task/${seg(taskId)}/${seg(leaderId || "0")}`;
}

/**
 * Opens a to-do row (spec 2 §2.4): SHARE/BACKSHARE with one identity → its task with that identity;
 * with several → the user chooses a leader first; AGENT where I am the owner and not the assignee →
 * the read-only instance view as agent; FOLLOW → the notice view; anything else → the task with 0.
 */
export function todoTarget(row: TodoRow, userId: string): OpenTarget {
  if (row.status === "SHARE" || row.status === "BACKSHARE") {
    const identities = row.identityList ?? [];
    if (identities.length > 1) return { kind: "chooseLeader", leaders: identities };
    return { kind: "navigate", to: taskPath(row.id, identities[0]?.id ?? "0") };
  }
  if (row.status === "AGENT" && row.ownerId === userId && row.assigneeId !== userId) {
    return { kind: "navigate", to: `/instRead/${seg(row.procInstId)}/agent` };
  }
  if (row.status === "FOLLOW") return { kind: "navigate", to: `/taskRead/${seg(row.id)}/FOLLOW` };
  return { kind: "navigate", to: taskPath(row.id) };
}

/**
 * Opens a row of the leaders' to-do list (a secretary acting for a leader): shared rows as in the
 * to-do list; otherwise the task acting for its assignee (else its owner).
 */
export function leaderTodoTarget(row: TodoRow): OpenTarget {
  if ((row.status === "SHARE" || row.status === "BACKSHARE") && (row.identityList?.length ?? 0) > 1) {
    return { kind: "chooseLeader", leaders: row.identityList ?? [] };
  }
  const leaderId = [row.identityList?.[0]?.id, row.assigneeId, row.ownerId].find((id) => id && id !== "0");
  return { kind: "navigate", to: taskPath(row.id, leaderId ?? "0") };
}

/** A done row opens its instance: `/inst/{procInstId}` (spec 2 §2.4). */
export function donePath(row: { procInstId: string }): string {
  return `/inst/${seg(row.procInstId)}`;
}

/** A request row (an instance I started) opens `/inst/{id}`. */
export function requestPath(row: { id: string }): string {
  return `/inst/${seg(row.id)}`;
}

/** A draft, or a request sent back to the start, reopens on the start screen: `/start/{defId}/{instId}`. */
export function startAgainPath(row: { procDefId: string; id: string }): string {
  return `/start/${seg(row.procDefId)}/${seg(row.id)}`;
}

/** A notice to read opens the notice view `/taskRead/{id}/{status}`. */
export function noticePath(row: { id: string; status?: string }): string {
  return `/taskRead/${seg(row.id)}/${seg(row.status || "COPYTO")}`;
}

/** A notice I sent opens the read-only instance view `/myRead/{procInstId}/{id}/{status}`. */
export function myNoticePath(row: { id: string; procInstId: string; status?: string }): string {
  return `/myRead/${seg(row.procInstId)}/${seg(row.id)}/${seg(row.status || "COPYTO")}`;
}

/** Starting a flow: `/agentStart/{defId}/{leaderId}` (leaderId 0: on one's own behalf). */
export function startPath(defId: string, leaderId = "0"): string {
  return `/agentStart/${seg(defId)}/${seg(leaderId || "0")}`;
}

/**
 * Starting a flow from the start screen or the often-used flows: by definition id when known, else by
 * key (`/agentStartByKey/{defKey}`, which cannot act for a leader).
 */
export function flowStartPath(flow: { id?: string; defKey: string }, leaderId = "0"): string {
  return flow.id ? startPath(flow.id, leaderId) : `/agentStartByKey/${seg(flow.defKey)}`;
}

/** The row-opening rules a flow table may use, by name (the `open` prop of the flow-table widget). */
export const OPEN_RULES = ["todo", "leaderTodo", "done", "request", "draft", "notice", "myNotice"] as const;
export type OpenRule = (typeof OPEN_RULES)[number];

/** Where a row of a list opened by `rule` leads; `userId` is the signed-in user's id. */
export function openTarget(rule: OpenRule, row: Record<string, unknown>, userId: string): OpenTarget {
  const r = row as never;
  switch (rule) {
    case "todo":
      return todoTarget(r, userId);
    case "leaderTodo":
      return leaderTodoTarget(r);
    case "done":
      return { kind: "navigate", to: donePath(r) };
    case "request":
      return { kind: "navigate", to: requestPath(r) };
    case "draft":
      return { kind: "navigate", to: startAgainPath(r) };
    case "notice":
      return { kind: "navigate", to: noticePath(r) };
    case "myNotice":
      return { kind: "navigate", to: myNoticePath(r) };
  }
}
