/**
 * The BPM contract (CONTRACT.md §6, spec 2 §3/§7): shapes shared by the server's approval engine routes
 * and the flow screens. Dates are "yyyy-MM-dd HH:mm:ss" strings; null properties are omitted.
 */

/** Task statuses (spec 2 §3, CONTRACT §6.1). */
export const TASK_STATUSES = [
  "NORMAL",
  "AGENT",
  "DELIVERTO",
  "TRANSFORMING",
  "TRANSFORMED",
  "APPROVELINEING",
  "APPROVELINEED",
  "SIGNSEQUENCEING",
  "SIGNSEQUENCEED",
  "SIGNLINEING",
  "SIGNLINEED",
  "TRANSFORMEDINQU",
  "COMMU",
  "BACK",
  "ADDSIGN",
  "USERADDSIGN",
  "COPYTO",
  "SHARE",
  "BACKSHARE",
  "FOLLOW",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Instance statuses (CONTRACT §6.1). */
export const INST_STATUSES = [
  "draft",
  "running",
  "end",
  "manualend",
  "backToStart",
  "back",
  "revoke",
  "revokeToStart",
] as const;
export type InstStatus = (typeof INST_STATUSES)[number];

/**
 * The end result of an instance (issue 13 §2): the decision that ended it (agree, oppose), ended by hand
 * (manualend), or sent back to the starter (reject). Absent while the instance runs.
 */
export const INST_OUTCOMES = ["agree", "oppose", "reject", "manualend"] as const;
export type InstOutcome = (typeof INST_OUTCOMES)[number];

/** An identity a task may be assigned to or acted for (CONTRACT §6.1 identityList). */
export interface Identity {
  id: string;
  name: string;
  /** "user" | "role" | "post" | "org". */
  type: string;
}

/** A to-do row — `DefaultBpmTask` (CONTRACT §6.1). `id` is the id every task call takes. */
export interface BpmTask {
  id: string;
  taskId: string;
  name: string;
  subject: string;
  nodeId: string;
  procInstId: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  parentId: string;
  ownerId: string;
  ownerName?: string;
  /** "0" when the task is offered to candidates and nobody has claimed it. */
  assigneeId: string;
  assigneeName?: string;
  status: TaskStatus;
  priority?: number;
  dueTime?: string;
  /** 0 no due time, 1 due soon (within one working day), 2 overdue. */
  dueStatus?: 0 | 1 | 2;
  createTime: string;
  supportMobile: 0 | 1;
  typeId?: string;
  creatorId?: string;
  creator?: string;
  createDate?: string;
  instStatus?: InstStatus;
  identityList?: Identity[];
  /** Summary shown in lists (zhaiYao). */
  zhaiYao?: string;
  /** Row version, used by the server for optimistic checks (not needed by clients). */
  version?: number;
}

/**
 * A notice row of getNoticeTodoReadList / getNoticeDoneReadList / getMyNoticeReadList (CONTRACT §6.1): a task
 * row of the notice (assignee = its receiver, owner = its sender; taskId "" when no task sent it).
 */
export interface BpmNoticeRow extends BpmTask {
  isRead: 0 | 1;
  isRevoke: 0 | 1;
  /** When the receiver read it ("yyyy-MM-dd HH:mm:ss"); absent while unread. */
  readTime?: string;
}

/** A secretary record of GET getSecretaryByUserId (the caller as the secretary of a leader, spec 2 §2.1). */
export interface SecretaryRecord {
  id: string;
  leaderId: string;
  leaderName: string;
  secretaryId: string;
  secretaryName: string;
  /** Comma-separated flow keys the record covers; absent = every flow. */
  defKeys?: string;
}

/** A done row of getDoneList (per task handled) — revoke marks the revocable rows (spec 2 §4). */
export interface DoneTaskRow {
  id: string;
  subject: string;
  procInstId: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  taskId: string;
  taskKey: string;
  taskName: string;
  opinionStatus: string;
  instStatus: InstStatus;
  /** The instance's end result (absent while it runs). */
  outcome?: InstOutcome;
  completeTime: string;
  creator?: string;
  createTime: string;
  revoke: boolean;
}

/** A flow instance (CONTRACT §6.9 Instance), rows of myRequest / getDoneInstList / drafts. */
export interface BpmInstance {
  id: string;
  subject: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  status: InstStatus;
  /** The end result (absent while the instance runs): agree, oppose, reject (back to the starter), manualend. */
  outcome?: InstOutcome;
  typeId?: string;
  bizKey?: string;
  endTime?: string;
  duration?: number;
  isFormmal: "Y" | "N";
  parentInstId: string;
  creator: string;
  createBy: string;
  createTime: string;
  createOrgId?: string;
  updateTime?: string;
  isForbidden: 0 | 1;
  isDele: 0 | 1;
  supportMobile: 0 | 1;
  dataMode: string;
  /** Names of the nodes now waiting (comma separated), "" when none. */
  taskName: string;
  backToStart: boolean;
  showModifyRecord: boolean;
  /** getDoneInstList only: when I last acted on it. */
  completeTime?: string;
  auditor?: string;
  auditorName?: string;
}

/** A startable definition row (newProcess / listJson; shape chosen here, CONTRACT §11). */
export interface BpmDefinitionRow {
  id: string;
  defKey: string;
  name: string;
  desc?: string;
  typeId: string;
  typeName?: string;
  version: number;
  isMain: "Y" | "N";
  status: "deploy" | "draft" | "forbidden";
  supportMobile: 0 | 1;
  /** Leaders the user may start on behalf of (spec 2 §2.6); absent when none. */
  leaders?: { id: string; name: string }[];
  /** False when the user may start the flow only for one of `leaders` (no start right of their own). */
  selfStart?: boolean;
  icon?: { icon: string; color: string };
  createTime: string;
  /** getJson / defGet only: the definition JSON (nodes with x/y, flows, field modes, buttons). */
  definition?: Record<string, unknown>;
}

/** GET /sys/sysType/v1/getTypesByKey: a category node (flat list, parentId links). */
export interface SysType {
  id: string;
  name: string;
  key: string;
  parentId: string;
  typeKey: string;
  sn: number;
}

/** An often-used flow (spec 2 §3). */
export interface OftenFlow {
  id?: string;
  defKey: string;
  name: string;
  typeId?: string;
  isAdd?: boolean;
  leaders?: { id: string; name: string }[];
  /** As BpmDefinitionRow.selfStart: false when only starting for a leader is allowed. */
  selfStart?: boolean;
  icon?: { icon: string; color: string };
}

/** Button aliases (CONTRACT §6.2). */
export type ButtonAlias =
  | "agree"
  | "oppose"
  | "abandon"
  | "agreeTrans"
  | "opposeTrans"
  | "commu"
  | "reject"
  | "backToStart"
  | "rejectToAnyNode"
  | "startFlow"
  | "inqu"
  | "delegate"
  | "instanceTrans"
  | "startCommu"
  | "startTrans"
  | "addSign"
  | "taskDelay"
  | "endProcess"
  | "lockUnlock"
  | "saveDraft"
  | "hangUp"
  | "cancelHangUp"
  | "approveLine"
  | "signLine"
  | "signSequence"
  | "print"
  | "flowImage"
  | "approvalHistory";

/** A flow button (CONTRACT §6.2). */
export interface FlowButton {
  name: string;
  alias: ButtonAlias;
  supportScript: boolean;
  isLock: boolean;
  rejectMode?: string;
}

/** GET getButtonsBytaskId → bare `{buttons}`; also `map` (next executor) and `isAddSign` (spec 2 §3). */
export interface TaskButtons {
  buttons?: FlowButton[];
  map?: Record<string, string>;
  isAddSign?: boolean;
}

/** Field modes per entity and field (CONTRACT §9). b required, w writable, r read-only, n hidden. */
export interface FormPermission {
  fields: Record<string, Record<string, "b" | "w" | "r" | "n">>;
  table?: Record<string, { hidden: boolean; add: boolean; del: boolean; required?: boolean; edit?: boolean }>;
  opinion?: Record<string, "b" | "w" | "r" | "n">;
}

/**
 * An online form of a flow (CONTRACT §9 FlowForm). Ours carries the JSON Schema and uiSchema that the
 * OnlineForm widget renders (instead of a designed HTML template); `boAlias` is the key of its data.
 */
export interface FlowForm {
  id: string;
  formKey: string;
  name: string;
  type: "INNER" | "FRAME";
  formType: "pc" | "mobile";
  boAlias: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formValue?: string;
  formEmpty?: boolean;
}

/** BO data keyed by BO alias; sub-tables are arrays under "sub_<name>" (CONTRACT §9). */
export type BoDataBag = Record<string, Record<string, unknown>>;

/** POST /runtime/instance/v1/getFormAndBO → FormAndBoVo (CONTRACT §6.4). */
export interface FormAndBo {
  resultMsg?: string;
  form?: FlowForm;
  data: BoDataBag;
  buttons: FlowButton[];
  permission: FormPermission;
  /** The definition this start form belongs to. */
  defId: string;
  defKey: string;
  defName: string;
  /** Leaders the user may start on behalf of; the start screen asks 请选择一个发起人 when non-empty. */
  leaders?: { id: string; name: string }[];
  /** Set when restarting from a draft or an instance sent back to the start. */
  instId?: string;
  subject?: string;
}

/** An opinion (approval history row, CONTRACT §6.8). */
export interface BpmOpinion {
  id: string;
  procDefId: string;
  procInstId: string;
  supInstId: string;
  taskId?: string;
  taskKey: string;
  taskName: string;
  qualfieds?: string;
  qualfiedNames?: string;
  auditor?: string;
  auditorName?: string;
  agentLeaderId?: string;
  /** The leader's name when a secretary acted for them (the history shows "王五 代 李四"). */
  agentLeaderName?: string;
  opinion?: string;
  status: string;
  statusVal?: string;
  createTime: string;
  assignTime?: string;
  completeTime: string;
  durMs?: number;
  files?: string;
  zfiles?: string;
  interpose: 0 | 1;
  orgPath?: string;
  postName?: string;
  /** Inquiry/communication rows: the owner's task asked about (replies, withdrawals, pending sub-tasks). */
  parentTaskId?: string;
}

/** GET taskDetail → TaskDetailVo (CONTRACT §6.2). */
export interface TaskDetail {
  result?: string;
  form?: FlowForm;
  data: BoDataBag;
  opinionList: BpmOpinion[];
  permission: FormPermission;
  buttons: FlowButton[];
  bpmTask: BpmTask;
  instance: BpmInstance;
  /** True when the caller may act on the task (candidate, assignee or admin). */
  canAct: boolean;
  /** The opinion of the task's saved draft (handlers only), so it shows again after a reload. */
  draftOpinion?: string;
  /** The files of that draft's opinion, as an action's `files` (JSON [{id, name, size}]); handlers only. */
  draftFiles?: string;
}

/** GET getInstFormAndBO / getInstanceByInstId view of an instance (read-only form). */
export interface InstFormAndBo {
  result?: string;
  form?: FlowForm;
  data: BoDataBag;
  opinionList: BpmOpinion[];
  permission: FormPermission;
  instance: BpmInstance;
}

/** POST /runtime/task/v1/complete body (CONTRACT §6.3). `data` is Base64(JSON BoDataBag). */
export interface DoNext {
  taskId: string;
  actionName:
    | "agree"
    | "oppose"
    | "abandon"
    | "agreeTrans"
    | "opposeTrans"
    | "commu"
    | "reject"
    | "backToStart";
  opinion?: string;
  data?: string;
  formType?: "inner" | "frame";
  destination?: string;
  jumpType?: "free" | "select" | "common" | "reject";
  backHandMode?: "normal" | "direct";
  nodeUsers?: string;
  files?: string;
  zfiles?: string;
  vars?: Record<string, string>;
  agentLeaderId?: string;
}

/** POST /runtime/instance/v1/start (and saveDraft) body (CONTRACT §6.4). */
export interface StartFlow {
  defId?: string;
  flowKey?: string;
  proInstId?: string;
  /** Ignored when the definition has a subject rule (the server builds it); used only for one without. */
  subject?: string;
  data?: string;
  formType?: "inner" | "frame";
  businessKey?: string;
  sysCode?: string;
  vars?: Record<string, string>;
  nodeUsers?: string;
  destination?: string;
  expression?: string;
  startOrgId?: string;
  agentLeaderId?: string;
  supportMobile?: 0 | 1;
}

/** StartResult = CommonResult + instId (CONTRACT §6.4). */
export interface StartResult {
  state: boolean;
  message: string;
  instId: string;
}

/** A node as the reject dialog lists it. */
export interface BpmNodeDef {
  nodeId: string;
  name: string;
  type: string;
}

/** GET taskToReject → TaskToRejectVo (CONTRACT §6.5). */
export interface TaskToReject {
  taskId: string;
  backNode?: string;
  backMode?: string;
  canReject: boolean;
  canRejectToStart: boolean;
  canRejectToAnyNode: boolean;
  canRejectPreAct: boolean;
  allowDirectNode: BpmNodeDef[];
  allowNormalNode: BpmNodeDef[];
  inGateway: boolean;
  afterGateway: boolean;
  inSubProcess: boolean;
}

/** canLock / lockUnlock codes (CONTRACT §6.7). */
export const LOCK_CODES = {
  handledOrMissing: 0,
  canLock: 1,
  noUnlockNeeded: 2,
  canUnlock: 3,
  lockedByOther: 4,
  adminView: 5,
  forbidden: 6,
} as const;

/** A count entry of the count endpoints (shape chosen here, CONTRACT §11): `{ typeId, count }` rows plus a total. */
export interface CountRow {
  /** "total" for the sum of every category; otherwise a category id. */
  typeId: string;
  typeName?: string;
  count: number;
}

/**
 * GET getFlowMenuCounts (ours, docs/api-notes.md): the totals of the six flow counts in one call, keyed by
 * the menu alias each belongs to (v-todo getTodoCount, v-todoRead getNoticeTodoReadCount, v-doneRead
 * getNoticeDoneReadCount, v-myRead getMyNoticeReadCount, v-myDelegate getDelegateCount, v-leader
 * getLeaderTodoCount).
 */
export type FlowMenuCounts = Record<
  "v-todo" | "v-todoRead" | "v-doneRead" | "v-myRead" | "v-myDelegate" | "v-leader",
  number
>;

/** A stock opinion (approval item, spec 2 §7.4). */
export interface ApprovalItem {
  id: string;
  expression: string;
  type: number;
  defKey?: string;
  userId?: string;
  sn?: number;
}

/** A draft row (getMyDraftList). */
export interface BpmDraft {
  id: string;
  subject: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  createTime: string;
  updateTime?: string;
}
