import type {
  BpmInstance,
  BpmOpinion,
  BpmTask,
  FlowButton,
  FlowForm,
  FormAndBo,
  InstFormAndBo,
  TaskButtons,
  TaskDetail,
  TaskToReject,
} from "../../../../api/contract";
import type { DataRequest, FetchResponse } from "../../../../engine";
import type { NoticeView } from "../../api/bpmNotice";

/*
 * Answers typed by the BPM contract (src/api/contract/bpm.ts) for the flow screens' tests and stories:
 * a leave request of 张三 waiting at 李四's 部门经理审批 step. They are answers, not server logic: a test
 * picks the answer of each call (fixtureAnswers + overrides).
 */

/** The leave form: reason, days (required) and a sub-table is not needed here. */
export const leaveForm: FlowForm = {
  id: "form-leave",
  formKey: "leave",
  name: "请假申请",
  type: "INNER",
  formType: "pc",
  boAlias: "leave",
  schema: {
    type: "object",
    properties: {
      reason: { type: "string", title: "请假事由" },
      days: { type: "number", title: "请假天数" },
      remark: { type: "string", title: "审批备注" },
    },
  },
  uiSchema: { "ui:order": ["reason", "days", "remark"] },
};

const button = (alias: FlowButton["alias"], name: string, isLock = false): FlowButton => ({
  alias,
  name,
  supportScript: false,
  isLock,
});

/** The default buttons of a user task, in the server's order (lock and draft not yet moved). */
export const taskButtonList: FlowButton[] = [
  button("lockUnlock", "锁定"),
  button("saveDraft", "保存草稿"),
  button("agree", "同意"),
  button("endProcess", "终止"),
  button("oppose", "反对"),
  button("reject", "驳回"),
  button("backToStart", "驳回发起人"),
];

export const leaveTask: BpmTask = {
  id: "task-1001",
  taskId: "task-1001",
  name: "部门经理审批",
  subject: "张三的请假申请(3天)",
  nodeId: "managerApprove",
  procInstId: "inst-2001",
  procDefId: "def-leave-1",
  procDefKey: "leave",
  procDefName: "请假流程",
  parentId: "0",
  ownerId: "0",
  assigneeId: "u-lisi",
  assigneeName: "李四",
  status: "NORMAL",
  createTime: "2026-03-02 09:15:00",
  supportMobile: 0,
  creatorId: "u-zhangsan",
  creator: "张三",
  instStatus: "running",
};

export const leaveInstance: BpmInstance = {
  id: "inst-2001",
  subject: "张三的请假申请(3天)",
  procDefId: "def-leave-1",
  procDefKey: "leave",
  procDefName: "请假流程",
  status: "running",
  isFormmal: "N",
  parentInstId: "0",
  creator: "张三",
  createBy: "u-zhangsan",
  createTime: "2026-03-02 09:14:30",
  isForbidden: 0,
  isDele: 0,
  supportMobile: 0,
  dataMode: "pk",
  taskName: "部门经理审批",
  backToStart: false,
  showModifyRecord: false,
};

export const leaveData = { leave: { reason: "回老家办理户口迁移", days: 3, remark: "" } };

export const taskDetail: TaskDetail = {
  form: leaveForm,
  data: leaveData,
  opinionList: [],
  permission: { fields: { leave: { reason: "r", days: "r", remark: "b" } } },
  buttons: taskButtonList,
  bpmTask: leaveTask,
  instance: leaveInstance,
  canAct: true,
};

export const taskButtons: TaskButtons = { buttons: taskButtonList, isAddSign: false };

export const startForm: FormAndBo = {
  form: leaveForm,
  data: { leave: { reason: "", remark: "" } },
  buttons: [button("startFlow", "启动"), button("saveDraft", "保存草稿")],
  permission: { fields: { leave: { reason: "b", days: "b", remark: "n" } } },
  defId: "def-leave-1",
  defKey: "leave",
  defName: "请假流程",
};

export const instForm: InstFormAndBo = {
  form: leaveForm,
  data: leaveData,
  opinionList: [],
  permission: { fields: { leave: { reason: "r", days: "r", remark: "r" } } },
  instance: leaveInstance,
};

export const opinions: BpmOpinion[] = [
  {
    id: "op-3",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    qualfiedNames: "李四",
    status: "awaiting_check",
    createTime: "2026-03-02 09:15:00",
    completeTime: "",
    interpose: 0,
  },
  {
    id: "op-1",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskKey: "start",
    taskName: "发起节点",
    auditor: "u-zhangsan",
    auditorName: "张三",
    opinion: "请领导审批",
    status: "start",
    createTime: "2026-03-02 09:14:30",
    completeTime: "2026-03-02 09:14:30",
    interpose: 0,
    orgPath: "研发部",
  },
];

/**
 * A history with an inquiry (李四 asks 钱七 and 王五: 钱七 replied, 王五 pending) and a communication
 * (李四 asks 赵六, who answered), newest first as the server sends it.
 */
export const inquiryOpinions: BpmOpinion[] = [
  { ...(opinions[0] as BpmOpinion), id: "task-1001", taskId: "task-1001" },
  {
    id: "sub-wangwu",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskId: "sub-wangwu",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    qualfieds: JSON.stringify([{ id: "u-wangwu", name: "王五", type: "user" }]),
    qualfiedNames: "王五",
    status: "awaiting_feedback",
    createTime: "2026-03-02 10:00:00",
    completeTime: "",
    interpose: 0,
    parentTaskId: "task-1001",
  },
  {
    id: "op-feedback",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskId: "sub-zhaoliu",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    auditor: "u-zhaoliu",
    auditorName: "赵六",
    opinion: "预算够用",
    status: "feedback",
    createTime: "2026-03-02 10:40:00",
    completeTime: "2026-03-02 10:40:00",
    interpose: 0,
    parentTaskId: "task-1001",
  },
  {
    id: "op-reply",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskId: "sub-qianqi",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    auditor: "u-qianqi",
    auditorName: "钱七",
    opinion: "同意请假",
    status: "inqu_reply",
    createTime: "2026-03-02 10:30:00",
    completeTime: "2026-03-02 10:30:00",
    interpose: 0,
    parentTaskId: "task-1001",
  },
  {
    id: "op-commu",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskId: "task-1001",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    auditor: "u-lisi",
    auditorName: "李四",
    qualfieds: JSON.stringify([{ id: "u-zhaoliu", name: "赵六", type: "user" }]),
    qualfiedNames: "赵六",
    opinion: "预算够吗？",
    status: "start_commu",
    createTime: "2026-03-02 10:10:00",
    completeTime: "2026-03-02 10:10:00",
    interpose: 0,
  },
  {
    id: "op-inqu",
    procDefId: "def-leave-1",
    procInstId: "inst-2001",
    supInstId: "0",
    taskId: "task-1001",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    auditor: "u-lisi",
    auditorName: "李四",
    qualfieds: JSON.stringify([
      { id: "u-qianqi", name: "钱七", type: "user" },
      { id: "u-wangwu", name: "王五", type: "user" },
    ]),
    qualfiedNames: "钱七,王五",
    opinion: "请两位看看",
    status: "inqu",
    createTime: "2026-03-02 10:00:00",
    completeTime: "2026-03-02 10:00:00",
    interpose: 0,
  },
  opinions[1] as BpmOpinion,
];

export const rejectOptions: TaskToReject = {
  taskId: "task-1001",
  canReject: true,
  canRejectToStart: true,
  canRejectToAnyNode: true,
  canRejectPreAct: true,
  allowDirectNode: [{ nodeId: "start", name: "发起节点", type: "userTask" }],
  allowNormalNode: [
    { nodeId: "start", name: "发起节点", type: "userTask" },
    { nodeId: "secretaryCheck", name: "部门秘书审核", type: "userTask" },
  ],
  inGateway: false,
  afterGateway: false,
  inSubProcess: false,
};

export const flowSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80"><rect x="10" y="20" width="120" height="40" rx="6" fill="#e7f0fb" stroke="#2d72d2"/><text x="70" y="45" text-anchor="middle" font-size="13">部门经理审批</text></svg>';

/** getBpmSaveOpinionByTeam: what the node's other handlers saved (团队意见), newest first. */
export const teamOpinions = [
  {
    userId: "u-qianqi",
    userName: "钱七",
    opinion: "材料齐全，建议同意",
    nodeId: "managerApprove",
    updateTime: "2030-03-04 10:00:00",
    mine: false,
  },
];

/** An answer as the fetcher gives it: a status and a body. */
export type FixtureAnswer =
  | FetchResponse
  | ((request: DataRequest) => FetchResponse | Promise<FetchResponse>);

const ok = (data: unknown): FetchResponse => ({ status: 200, data });

/** The answers of every call the flow screens make, by path (the last path segment). */
export function fixtureAnswers(): Record<string, FixtureAnswer> {
  return {
    taskDetail: ok(taskDetail),
    getButtonsBytaskId: ok(taskButtons),
    canLock: ok("1"),
    lockUnlock: ok("1"),
    complete: ok({ state: true, message: "任务办理成功", value: "" }),
    saveDraft: ok({ state: true, message: "保存草稿成功", instId: "inst-draft-1" }),
    nextTask: ok(""),
    taskToReject: ok(rejectOptions),
    doEndProcess: ok({ state: true, message: "终止成功" }),
    getFormAndBO: ok(startForm),
    flowHasStartRights: ok(true),
    start: ok({ state: true, message: "流程启动成功", instId: "inst-3001" }),
    getInstFormAndBO: ok(instForm),
    instanceFlowOpinions: ok(opinions),
    instanceFlowImage: ok(flowSvg),
    getApprovalByDefKeyAndTypeId: ok([
      { id: "ai-1", expression: "同意", type: 1 },
      { id: "ai-2", expression: "情况属实，同意请假", type: 1 },
    ]),
    getBpmSaveOpinionByTeam: ok(teamOpinions),
    createBpmSaveOpinion: ok({ state: true }),
  };
}

/**
 * A fetcher answering from the fixtures (overrides win, by last path segment) and recording every
 * request; an unknown path answers 404 so a missing answer shows in the test.
 */
export function flowFixtureFetcher(overrides: Record<string, FixtureAnswer> = {}) {
  const answers = { ...fixtureAnswers(), ...overrides };
  const requests: DataRequest[] = [];
  const fetcher = async (request: DataRequest): Promise<FetchResponse> => {
    requests.push(request);
    const name = request.path.split("?")[0].split("/").pop() ?? "";
    const answer = answers[name];
    if (!answer) return { status: 404, data: { state: false, message: `no fixture for ${request.path}` } };
    return typeof answer === "function" ? answer(request) : answer;
  };
  return { fetcher, requests, answers };
}

/** A copy-to from 李四 to 张三 (the signed-in sample user) on the fixture instance. */
export const copyToNotice: NoticeView = {
  id: "n-1",
  taskId: "task-1001",
  name: "部门经理审批",
  subject: "张三的请假申请",
  nodeId: "managerApprove",
  procInstId: "inst-2001",
  procDefId: "def-leave",
  procDefKey: "leave",
  procDefName: "请假流程",
  parentId: "0",
  ownerId: "u-lisi",
  ownerName: "李四",
  assigneeId: "u-zhangsan",
  assigneeName: "张三",
  status: "COPYTO",
  createTime: "2025-01-06 09:00:00",
  supportMobile: 1,
  isRead: 0,
  isRevoke: 0,
  copyType: "0",
  opinion: "请知悉",
};

/**
 * Opinions with attachments (files as sent: JSON [{id, name, size}]; an old row's ids string; a body
 * document in zfiles), newest first.
 */
export const opinionsWithFiles: BpmOpinion[] = [
  {
    ...opinions[1],
    id: "op-f2",
    taskKey: "managerApprove",
    taskName: "部门经理审批",
    auditor: "u-lisi",
    auditorName: "李四",
    opinion: "同意，附件为审核意见",
    status: "agree",
    completeTime: "2026-03-02 10:20:00",
    files: JSON.stringify([
      { id: "file-a", name: "审核意见（终稿）.pdf", size: 1_250_000 },
      { id: "file-b", name: "预算表.xlsx", size: 48_200 },
    ]),
    zfiles: JSON.stringify([{ id: "file-c", name: "正文.docx", size: 20_480 }]),
  },
  { ...opinions[1], files: "file-old" },
];

/** The leave form with an attachment field (附件, stored as {id, name, size}). */
export const leaveFormWithFiles: FlowForm = {
  ...leaveForm,
  schema: {
    type: "object",
    properties: {
      ...(leaveForm.schema.properties as Record<string, unknown>),
      attachments: {
        type: "array",
        title: { "zh-CN": "附件", "en-US": "Attachments" },
        items: {
          type: "object",
          properties: { id: { type: "string" }, name: { type: "string" }, size: { type: "number" } },
        },
      },
    },
  },
  uiSchema: {
    "ui:order": ["reason", "days", "attachments", "remark"],
    attachments: { "ui:widget": "upload", "ui:options": { subTable: false } },
  },
};

/** The form files of the task below. */
export const leaveAttachments = [
  { id: "file-f1", name: "病假条.pdf", size: 240_000 },
  { id: "file-f2", name: "户口迁移证明.png", size: 1_600_000 },
];

/** A task whose form holds two files (and whose history, opinionsWithFiles, holds four). */
export const taskDetailWithFiles: TaskDetail = {
  ...taskDetail,
  form: leaveFormWithFiles,
  data: { leave: { ...leaveData.leave, attachments: leaveAttachments } },
  permission: { fields: { leave: { reason: "r", days: "r", attachments: "r", remark: "b" } } },
};
