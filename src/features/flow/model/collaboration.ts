/*
 * The task screen's collaboration dialogs (issue 14, CONTRACT §6.6): what each asks for, how its input is
 * checked, and the request it sends. Pure: the dialog component and the screen hook use it.
 */

/** The dialogs: 转办, 流转, 征询, 沟通, 传阅 and the reply (回复) of an inquiry or communication sub-task. */
export type CollabKind = "delegate" | "startTrans" | "inqu" | "startCommu" | "instanceTrans" | "reply";

/** Every collaboration kind, in the order of the stories and tests. */
export const COLLAB_KINDS: readonly CollabKind[] = [
  "delegate",
  "startTrans",
  "inqu",
  "startCommu",
  "instanceTrans",
  "reply",
];

/** The button alias that opens each dialog (the reply is the sub-task's `commu`). */
export const COLLAB_BUTTON: Record<CollabKind, string> = {
  delegate: "delegate",
  startTrans: "startTrans",
  inqu: "inqu",
  startCommu: "startCommu",
  instanceTrans: "instanceTrans",
  reply: "commu",
};

/** The channels a notice goes by (messageType / notifyType "inner,mail"). */
export type NotifyType = "inner" | "mail" | "sms";
export const NOTIFY_TYPES: readonly NotifyType[] = ["inner", "mail", "sms"];

/** A chosen user. */
export interface PickedUser {
  id: string;
  name: string;
}

/** What a collaboration dialog collects. */
export interface CollabInput {
  users: PickedUser[];
  opinion: string;
  notify: NotifyType[];
  /** 流转 only: parallel (并行) or one after another (串行). */
  signType: "parallel" | "seq";
  /** 流转 only: the decision that is counted (同意 / 反对). */
  decideType: "agree" | "refuse";
  /** 流转 only: a number of votes (票数) or a percentage (百分比). */
  voteType: "amount" | "percent";
  voteAmount: number | null;
  /** 流转 only: once decided, the task is submitted onwards or comes back to its owner. */
  action: "submit" | "back";
}

/** At most this many users per action (the server's limit on comma user lists). */
export const MAX_USERS = 50;
/** At most this many characters of opinion (the server's limit). */
export const MAX_OPINION = 2000;

/** What each dialog asks for. */
export interface CollabShape {
  /** none: no user field; one: exactly one user; many: one or more (optional: the server decides). */
  users: "none" | "one" | "many" | "optional";
  opinionRequired: boolean;
  notify: boolean;
  vote: boolean;
  /** The action leaves the task with its owner (沟通, 传阅): the screen reloads instead of moving on. */
  keepsTask: boolean;
}

export const COLLAB_SHAPES: Record<CollabKind, CollabShape> = {
  delegate: { users: "one", opinionRequired: false, notify: true, vote: false, keepsTask: false },
  startTrans: { users: "many", opinionRequired: false, notify: true, vote: true, keepsTask: false },
  inqu: { users: "many", opinionRequired: true, notify: true, vote: false, keepsTask: false },
  startCommu: { users: "many", opinionRequired: true, notify: true, vote: false, keepsTask: true },
  // 传阅 with nobody chosen is refused by the server (请选择要传阅的人员！), which the dialog shows.
  instanceTrans: { users: "optional", opinionRequired: false, notify: true, vote: false, keepsTask: true },
  reply: { users: "none", opinionRequired: true, notify: false, vote: false, keepsTask: false },
};

/** A fresh dialog's input: nobody chosen, in-app notice, parallel, agree, 1 vote, submit. */
export function emptyCollabInput(): CollabInput {
  return {
    users: [],
    opinion: "",
    notify: ["inner"],
    signType: "parallel",
    decideType: "agree",
    voteType: "amount",
    voteAmount: 1,
    action: "submit",
  };
}

/** True when the dialog holds something the user typed or chose (closing asks first). */
export function collabDirty(input: CollabInput): boolean {
  return input.opinion.trim() !== "" || input.users.length > 0;
}

/** Field → i18n key of what is wrong with it. */
export type CollabErrors = Partial<Record<"users" | "opinion" | "voteAmount", string>>;

/** Checks a dialog's input; an empty result means it may be sent. */
export function validateCollab(kind: CollabKind, input: CollabInput): CollabErrors {
  const shape = COLLAB_SHAPES[kind];
  const errors: CollabErrors = {};
  const count = input.users.length;
  if (shape.users === "one" && count !== 1)
    errors.users = count === 0 ? "flowTask.collab.usersRequired" : "flowTask.collab.oneUser";
  if (shape.users === "many" && count === 0) errors.users = "flowTask.collab.usersRequired";
  if (count > MAX_USERS) errors.users = "flowTask.collab.tooManyUsers";
  if (shape.opinionRequired && input.opinion.trim() === "")
    errors.opinion = "flowTask.collab.opinionRequired";
  if (input.opinion.length > MAX_OPINION) errors.opinion = "flowTask.collab.opinionTooLong";
  if (shape.vote) {
    const amount = input.voteAmount;
    const max = input.voteType === "percent" ? 100 : Math.max(count, 1);
    if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > max)
      errors.voteAmount =
        input.voteType === "percent" ? "flowTask.collab.votePercent" : "flowTask.collab.voteAmount";
  }
  return errors;
}

/** The task the dialog acts on. */
export interface CollabTarget {
  taskId: string;
  instId?: string;
  /** The task's status: a reply goes to taskToInquReply (TRANSFORMEDINQU) or doNextcommu (COMMU). */
  status?: string;
}

/** A collaboration call: the runtime path and its body (CONTRACT §6.6). */
export interface CollabRequest {
  path: string;
  body: Record<string, unknown>;
}

const ids = (users: PickedUser[]) => users.map((u) => u.id).join(",");

/** The request a dialog sends for its input (CONTRACT §6.6 bodies). */
export function collabRequest(kind: CollabKind, input: CollabInput, target: CollabTarget): CollabRequest {
  const opinion = input.opinion.trim();
  const messageType = NOTIFY_TYPES.filter((n) => input.notify.includes(n)).join(",");
  const { taskId, instId } = target;
  const inst = instId ? { instanceId: instId } : {};
  switch (kind) {
    case "delegate":
      return {
        path: "/runtime/task/v1/delegate",
        body: { taskId, userId: ids(input.users), opinion, messageType },
      };
    case "startTrans":
      return {
        path: "/runtime/task/v1/taskToTrans",
        body: {
          taskId,
          ...inst,
          userIds: ids(input.users),
          opinion,
          notifyType: messageType,
          signType: input.signType,
          decideType: input.decideType,
          voteType: input.voteType,
          voteAmount: input.voteAmount ?? 0,
          action: input.action,
        },
      };
    case "inqu":
      return {
        path: "/runtime/task/v1/taskToInqu",
        body: { taskId, ...inst, userIds: ids(input.users), opinion, notifyType: messageType },
      };
    case "startCommu":
      return {
        path: "/runtime/task/v1/communicate",
        body: { taskId, userId: ids(input.users), opinion, messageType, ...(instId ? { instId } : {}) },
      };
    case "instanceTrans":
      return {
        path: "/runtime/instance/v1/transToMore",
        body: {
          instanceId: instId ?? "",
          taskId,
          userId: ids(input.users),
          opinion,
          messageType,
          copyToType: "0",
        },
      };
    case "reply":
      return {
        path:
          target.status === "COMMU" ? "/runtime/instance/v1/doNextcommu" : "/runtime/task/v1/taskToInquReply",
        body: { taskId, opinion },
      };
  }
}
