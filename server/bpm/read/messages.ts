import type { ButtonAlias } from "../../../src/api/contract";

/** Messages of the approval engine's read side ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const BPM_READ_MESSAGES = {
  bpmOftenSaved: ["保存常用流程成功", "Often-used flows saved"],
  bpmOftenTooMany: ["最多可添加20个常用流程", "At most 20 often-used flows can be added"],
  bpmOftenNotStartable: [
    "流程 {defKey} 不存在或无启动权限",
    "The flow {defKey} does not exist or you may not start it",
  ],
  bpmTaskNotFound: ["任务不存在或已被处理", "The task does not exist or has already been handled"],
  bpmInstanceNotFound: ["流程实例不存在", "The flow instance does not exist"],
  bpmDefinitionNotFound: ["流程定义不存在", "The flow definition does not exist"],
  bpmNoViewRight: ["没有查看该流程实例的权限", "You may not view this flow instance"],
  bpmNoTaskRight: ["您不是该任务的处理人", "You are not a handler of this task"],
  bpmTaskClaimedBy: [
    "该任务已由 {name} 签收，您不是该任务的处理人",
    "{name} has signed for this task; you are not its handler",
  ],
  bpmFormAndBoTarget: ["请提供 defId、defKey 或 proInstId", "Give defId, defKey or proInstId"],
  bpmImageTarget: ["请提供 proInstId 或 defId", "Give proInstId or defId"],
  bpmDefinitionBroken: ["流程定义有误：{reason}", "The flow definition is invalid: {reason}"],
  bpmNotTeamMember: [
    "您不是该节点的处理人，不能查看或保存团队意见",
    "You do not handle this node, so you may not see or save its team's opinions",
  ],
} as const satisfies Record<string, readonly [string, string]>;

/** Button names (CONTRACT §6.2) in [zh-CN, en-US]. */
export const BPM_BUTTON_NAMES: Record<ButtonAlias, readonly [string, string]> = {
  agree: ["同意", "Agree"],
  oppose: ["反对", "Oppose"],
  abandon: ["弃权", "Abstain"],
  agreeTrans: ["同意(流转)", "Agree (transfer)"],
  opposeTrans: ["反对(流转)", "Oppose (transfer)"],
  commu: ["回复", "Reply"],
  reject: ["驳回", "Reject"],
  backToStart: ["驳回到发起人", "Reject to the starter"],
  rejectToAnyNode: ["驳回到指定节点", "Reject to a chosen node"],
  startFlow: ["启动流程", "Start flow"],
  inqu: ["征询", "Inquire"],
  delegate: ["转办", "Delegate"],
  instanceTrans: ["传阅", "Send to read"],
  startCommu: ["沟通", "Communicate"],
  startTrans: ["流转", "Transfer"],
  addSign: ["加签", "Add signer"],
  taskDelay: ["延期", "Postpone"],
  endProcess: ["终止流程", "End process"],
  lockUnlock: ["签收", "Sign for"],
  saveDraft: ["保存草稿", "Save draft"],
  hangUp: ["挂起", "Suspend"],
  cancelHangUp: ["取消挂起", "Resume"],
  approveLine: ["并行审批", "Parallel approval"],
  signLine: ["并行签署", "Parallel signing"],
  signSequence: ["顺序签署", "Sequential signing"],
  print: ["打印", "Print"],
  flowImage: ["流程图", "Flow diagram"],
  approvalHistory: ["审批历史", "Approval history"],
};

/** Diagram legend words ([zh-CN, en-US]) used in the SVG titles. */
export const BPM_DIAGRAM_WORDS = {
  done: ["已完成", "done"],
  current: ["当前", "current"],
  pending: ["未执行", "pending"],
} as const satisfies Record<string, readonly [string, string]>;
