import type {
  BpmDefinitionRow,
  BpmDelegateRow,
  BpmDraft,
  BpmInstance,
  BpmTask,
  DoneTaskRow,
  OftenFlow,
  PageList,
  SysType,
} from "../../../../api/contract";
import type { DataRequest, FetchResponse } from "../../../../engine";

/*
 * Rows shaped by the BPM contract (src/api/contract/bpm.ts) for the flow lists' stories and tests:
 * static answers per path, not a stand-in for the server's list logic.
 */

/** The signed-in user of the fixtures (张三 of 研发部). */
export const ME = "u-zhangsan";

const task = (over: Partial<BpmTask> & Pick<BpmTask, "id" | "subject">): BpmTask => ({
  taskId: over.id,
  name: "部门经理审批",
  nodeId: "deptApprove",
  procInstId: `i-${over.id}`,
  procDefId: "d-leave",
  procDefKey: "leave",
  procDefName: "请假申请",
  parentId: "0",
  ownerId: "0",
  assigneeId: ME,
  status: "NORMAL",
  createTime: "2026-03-02 09:15:00",
  supportMobile: 0,
  creator: "王五",
  ...over,
});

/** To-do rows: an ordinary task, a long subject, shared tasks (one and two leaders), an agent task, a follow. */
export const todoRows: BpmTask[] = [
  task({ id: "t-1", subject: "张三的请假申请（3 天）" }),
  task({
    id: "t-2",
    subject: "研发部 2026 年第一季度服务器采购申请及配套软件授权续费",
    procDefKey: "purchase",
    procDefName: "采购申请",
    name: "会签",
    creator: "李四",
  }),
  task({
    id: "t-3",
    subject: "差旅费报销 1,280.00 元",
    status: "SHARE",
    procDefName: "费用报销",
    identityList: [{ id: "u-lisi", name: "李四", type: "user" }],
  }),
  task({
    id: "t-4",
    subject: "市场部年度预算",
    status: "SHARE",
    identityList: [
      { id: "u-lisi", name: "李四", type: "user" },
      { id: "u-zhaoliu", name: "赵六", type: "user" },
    ],
  }),
  task({ id: "t-5", subject: "委托给李四的合同审批", status: "AGENT", ownerId: ME, assigneeId: "u-lisi" }),
  task({ id: "t-6", subject: "跟踪：办公用品申领", status: "FOLLOW" }),
];

/** Done rows of getDoneList?isCheckRevoke=true: the first is revocable. */
export const doneRows: DoneTaskRow[] = [
  {
    id: "o-1",
    subject: "王五的请假申请",
    procInstId: "i-11",
    procDefId: "d-leave",
    procDefKey: "leave",
    procDefName: "请假申请",
    taskId: "t-11",
    taskKey: "deptApprove",
    taskName: "部门经理审批",
    opinionStatus: "agree",
    instStatus: "running",
    completeTime: "2026-03-01 10:00:00",
    creator: "王五",
    createTime: "2026-02-28 17:30:00",
    revoke: true,
  },
  {
    id: "o-2",
    subject: "钱七的费用报销",
    procInstId: "i-12",
    procDefId: "d-expense",
    procDefKey: "expense",
    procDefName: "费用报销",
    taskId: "t-12",
    taskKey: "deptApprove",
    taskName: "部门经理审批",
    opinionStatus: "oppose",
    instStatus: "end",
    outcome: "oppose",
    completeTime: "2026-02-20 16:00:00",
    creator: "钱七",
    createTime: "2026-02-19 09:00:00",
    revoke: false,
  },
];

const instance = (
  over: Partial<BpmInstance> & Pick<BpmInstance, "id" | "subject" | "status">,
): BpmInstance => ({
  procDefId: "d-leave",
  procDefKey: "leave",
  procDefName: "请假申请",
  isFormmal: "N",
  parentInstId: "0",
  creator: "张三",
  createBy: ME,
  createTime: "2026-03-01 08:30:00",
  isForbidden: 0,
  isDele: 0,
  supportMobile: 0,
  dataMode: "pk",
  taskName: "",
  backToStart: false,
  showModifyRecord: false,
  ...over,
});

/** My requests: running, ended with 反对, sent back to the start, revoked. */
export const requestRows: BpmInstance[] = [
  instance({ id: "i-21", subject: "张三的请假申请", status: "running", taskName: "部门经理审批" }),
  instance({
    id: "i-22",
    subject: "张三的费用报销",
    status: "end",
    outcome: "oppose",
    procDefId: "d-expense",
    procDefName: "费用报销",
  }),
  instance({
    id: "i-23",
    subject: "张三的采购申请",
    status: "backToStart",
    outcome: "reject",
    backToStart: true,
    procDefId: "d-purchase",
  }),
  instance({
    id: "i-24",
    subject: "张三的出差申请",
    status: "revoke",
    procDefId: "d-trip",
    procDefName: "出差申请",
  }),
];

/** Drafts. */
export const draftRows: BpmDraft[] = [
  {
    id: "i-31",
    subject: "请假申请（草稿）",
    procDefId: "d-leave",
    procDefKey: "leave",
    procDefName: "请假申请",
    createTime: "2026-03-03 11:00:00",
    updateTime: "2026-03-03 11:20:00",
  },
];

/** FLOW_TYPE categories. */
export const flowTypes: SysType[] = [
  { id: "ft-hr", name: "人事", key: "hr", parentId: "0", typeKey: "FLOW_TYPE", sn: 1 },
  { id: "ft-fin", name: "财务", key: "fin", parentId: "0", typeKey: "FLOW_TYPE", sn: 2 },
  { id: "ft-adm", name: "行政", key: "adm", parentId: "0", typeKey: "FLOW_TYPE", sn: 3 },
];

const definition = (over: Partial<BpmDefinitionRow> & Pick<BpmDefinitionRow, "id" | "defKey" | "name">) =>
  ({
    typeId: "ft-hr",
    version: 1,
    isMain: "Y",
    status: "deploy",
    supportMobile: 0,
    createTime: "2026-01-01 00:00:00",
    ...over,
  }) as BpmDefinitionRow;

/** Startable flows: the expense flow may be started for a leader. */
export const startableFlows: BpmDefinitionRow[] = [
  definition({
    id: "d-leave",
    defKey: "leave",
    name: "请假申请",
    icon: { icon: "calendar", color: "#238551" },
  }),
  definition({ id: "d-trip", defKey: "trip", name: "出差申请" }),
  definition({
    id: "d-expense",
    defKey: "expense",
    name: "费用报销",
    typeId: "ft-fin",
    leaders: [
      { id: "u-lisi", name: "李四" },
      { id: "u-zhaoliu", name: "赵六" },
    ],
  }),
  definition({ id: "d-purchase", defKey: "purchase", name: "采购申请", typeId: "ft-adm" }),
  definition({ id: "d-misc", defKey: "misc", name: "其他事项", typeId: "" }),
];

/** Often-used flows (getMyOftenFlow). */
export const oftenFlows: OftenFlow[] = [
  {
    id: "d-leave",
    defKey: "leave",
    name: "请假申请",
    typeId: "ft-hr",
    icon: { icon: "calendar", color: "#238551" },
  },
  {
    id: "d-expense",
    defKey: "expense",
    name: "费用报销",
    typeId: "ft-fin",
    icon: { icon: "dollar", color: "#c87619" },
    leaders: [{ id: "u-lisi", name: "李四" }],
  },
];

/** `count` startable flows named 流程 1 … for the often-flow limit. */
export function manyFlows(count: number): BpmDefinitionRow[] {
  return Array.from({ length: count }, (_, i) =>
    definition({ id: `d-${i + 1}`, defKey: `flow${i + 1}`, name: `流程 ${i + 1}` }),
  );
}

/** A PageList of rows, paged as the request asks. */
export function pageOf<R>(rows: readonly R[], request?: DataRequest): PageList<R> {
  const bean = (request?.body as { pageBean?: { page?: unknown; pageSize?: unknown } } | undefined)?.pageBean;
  const page = Number(bean?.page ?? 1) || 1;
  const pageSize = Number(bean?.pageSize ?? 10) || 10;
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

/** 我的转办 rows (getDelegate): a running delegation (收回 offered), a handled one, a taken-back one, a transfer. */
export const delegateRows: BpmDelegateRow[] = [
  {
    id: "tt-1",
    taskId: "t-21",
    taskName: "部门经理审批",
    taskSubject: "张三的请假申请（1 天）",
    nodeId: "deptApprove",
    procInstId: "i-21",
    procDefKey: "leave",
    ownerId: "u-lisi",
    ownerName: "李四",
    assigneeId: "u-zhaoliu",
    assigneeName: "赵六",
    status: "running",
    turnType: "deliverto",
    createTime: "2026-03-02 09:00:00",
    turnAssignList: [],
    revocable: true,
  },
  {
    id: "tt-2",
    taskId: "t-22",
    taskName: "部门经理审批",
    taskSubject: "王五的请假申请（2 天）",
    nodeId: "deptApprove",
    procInstId: "i-22",
    procDefKey: "leave",
    ownerId: "u-lisi",
    ownerName: "李四",
    assigneeId: "u-qianqi",
    assigneeName: "钱七",
    execUserId: "u-qianqi",
    execUserName: "钱七",
    status: "finish",
    turnType: "deliverto",
    createTime: "2026-03-01 09:00:00",
    finishTime: "2026-03-01 11:00:00",
    turnAssignList: [],
    revocable: false,
  },
  {
    id: "tt-3",
    taskId: "t-23",
    taskName: "部门经理审批",
    taskSubject: "钱七的费用报销",
    nodeId: "deptApprove",
    procInstId: "i-23",
    procDefKey: "expense",
    ownerId: "u-lisi",
    ownerName: "李四",
    assigneeId: "u-wangwu",
    assigneeName: "王五",
    status: "cancel",
    turnType: "deliverto",
    createTime: "2026-02-28 09:00:00",
    finishTime: "2026-02-28 09:30:00",
    turnAssignList: [],
    revocable: false,
  },
  {
    id: "tt-4",
    taskId: "t-24",
    taskName: "部门经理审批",
    taskSubject: "研发部服务器采购",
    nodeId: "deptApprove",
    procInstId: "i-24",
    procDefKey: "purchase",
    ownerId: "u-lisi",
    ownerName: "李四",
    assigneeId: "u-wangwu,u-zhaoliu",
    assigneeName: "王五,赵六",
    status: "running",
    turnType: "transform",
    createTime: "2026-02-27 09:00:00",
    turnAssignList: [
      { seq: 0, userId: "u-wangwu", userName: "王五", decision: "agree" },
      { seq: 1, userId: "u-zhaoliu", userName: "赵六" },
    ],
    revocable: false,
  },
];

/** The rows each list path answers with. */
const LIST_ROWS: Record<string, readonly unknown[]> = {
  "/runtime/task/v1/getTodoList": todoRows,
  "/runtime/task/v1/getLeaderTodoList": todoRows.slice(0, 2),
  "/runtime/task/v1/getNoticeTodoReadList": [],
  "/runtime/instance/v1/getDoneList": doneRows,
  "/runtime/instance/v1/myRequest": requestRows,
  "/runtime/instance/v1/getMyDraftList": draftRows,
  "/runtime/instance/v1/newProcess": startableFlows,
  "/runtime/task/v1/getDelegate": delegateRows,
};

/** Answers the flow lists' requests from the fixtures (mutations answer `{state: true}`); 404 otherwise. */
export function flowFixtureAnswer(request: DataRequest): FetchResponse {
  const rows = LIST_ROWS[request.path];
  if (rows) return { status: 200, data: pageOf(rows, request) };
  switch (request.path) {
    case "/sys/sysType/v1/getTypesByKey":
      return { status: 200, data: flowTypes };
    case "/runtime/instance/v1/getMyOftenFlow":
      return { status: 200, data: oftenFlows };
    case "/runtime/instance/v1/revokeInstance":
    case "/runtime/instance/v1/revokeTrans":
    case "/runtime/instance/v1/removeDraftById":
    case "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow":
      return { status: 200, data: { state: true, message: "ok" } };
    default:
      return { status: 404, data: { state: false, message: `no fixture for ${request.path}` } };
  }
}
