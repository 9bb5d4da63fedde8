/* Delegation (转办) and transfer (流转) of a task: the action bodies and the v-myDelegate row (CONTRACT §6.1, §6.6). */

/** POST /runtime/task/v1/delegate body: the task goes to ONE other user (`userId`). */
export interface AssignParam {
  taskId: string;
  userId: string;
  opinion?: string;
  messageType?: string;
  files?: string;
  account?: string;
}

/** POST /runtime/task/v1/taskToTrans body: the task is sent to several users for a vote. */
export interface TaskTransParam {
  taskId: string;
  instanceId?: string;
  /** Comma separated user ids, in the order a `seq` transfer asks them. */
  userIds: string;
  opinion?: string;
  notifyType?: string;
  /** When the vote ends: `back` returns the task to its holder, `submit` completes it with the vote's result. */
  action?: "submit" | "back";
  decideType?: "agree" | "refuse";
  voteType?: "amount" | "percent";
  voteAmount?: number;
  signType?: "parallel" | "seq";
  data?: string;
  files?: string;
}

/** POST /runtime/instance/v1/revokeTrans body: the owner takes an untouched delegation back. */
export interface RevokeTransParam {
  taskId: string;
  opinion?: string;
}

/** deliverto (转办) | transform (流转). */
export type TurnType = "deliverto" | "transform";
/** running (转办中) | finish (已办理) | cancel (已收回). */
export type TurnStatus = "running" | "finish" | "cancel";

/** A receiver of a transfer (turnAssignList), with their decision once made. */
export interface TurnAssign {
  seq: number;
  userId: string;
  userName: string;
  taskId?: string;
  /** agree | oppose | cancel; absent while open or not yet asked. */
  decision?: string;
  opinion?: string;
  decideTime?: string;
}

/** A row of getDelegate (CONTRACT §6.1 sibling lists): one delegation or transfer I made. */
export interface BpmDelegateRow {
  id: string;
  taskId: string;
  taskName: string;
  taskSubject: string;
  nodeId: string;
  procInstId: string;
  procDefKey: string;
  ownerId: string;
  ownerName: string;
  assigneeId: string;
  assigneeName: string;
  /** Who handled it (the delegate once finished); absent while running. */
  execUserId?: string;
  execUserName?: string;
  status: TurnStatus;
  turnType: TurnType;
  typeId?: string;
  createTime: string;
  finishTime?: string;
  turnAssignList: TurnAssign[];
  /** True while the owner may still take it back (revokeTrans): a running, untouched delegation. */
  revocable: boolean;
}
