/** Messages of the approval engine's actions ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const BPM_ENGINE_MESSAGES = {
  bpmTaskDone: ["任务办理成功", "Task completed"],
  bpmTaskConflict: [
    "该任务已被他人处理或已变更，请刷新后重试",
    "The task has already been handled or changed; reload and try again",
  ],
  bpmStarted: ["流程启动成功", "Flow started"],
  bpmDraftSaved: ["保存草稿成功", "Draft saved"],
  bpmEnded: ["终止成功", "Process ended"],
  bpmRemoved: ["删除成功", "Deleted"],
  bpmNoStartRight: [
    "无启动权限，请联系管理员",
    "You have no right to start this flow; contact the administrator",
  ],
  bpmNotCandidate: ["您不是该任务的处理人", "You are not a handler of this task"],
  bpmNoPreviousNode: ["该节点任务不支持驳回上一步", "This task cannot be rejected to the previous step"],
  bpmBadData: ["表单数据不是有效的Base64编码JSON", "The form data is not Base64-encoded JSON"],
  bpmFieldRequired: ["请填写必填字段：{field}", "Please fill in the required field: {field}"],
  bpmNoAssignee: [
    "任务办理失败：节点“{node}”找不到处理人，请联系管理员",
    "The action failed: nobody can handle the node “{node}”; contact the administrator",
  ],
  bpmFlowMissing: ["流程定义不存在或未发布", "The flow definition does not exist or is not deployed"],
  bpmFormMissing: ["流程表单不存在：{form}", "The flow form does not exist: {form}"],
  bpmDefinitionInvalid: ["流程定义有误：{detail}", "The flow definition is invalid: {detail}"],
  bpmTaskGone: ["任务不存在", "The task does not exist"],
  bpmInstGone: ["流程实例不存在", "The flow instance does not exist"],
  bpmNotRestartable: [
    "该流程实例不是草稿，也未退回发起人，不能再次提交",
    "The instance is neither a draft nor sent back to its starter; it cannot be submitted again",
  ],
  bpmNotSecretary: [
    "您不是该领导的秘书，不能代其操作",
    "You are not this leader's secretary and cannot act for them",
  ],
  bpmNotOwnDraft: ["只能删除自己的草稿", "You can only delete your own drafts"],
  bpmBadRejectTarget: [
    "驳回的目标节点不在已执行的节点中",
    "The reject target is not among the nodes already executed",
  ],
  bpmInstNotRunning: ["流程实例不在运行中", "The flow instance is not running"],
  bpmInstForbidden: ["流程实例已被禁止，不能办理", "The flow instance is suspended and cannot be handled"],
  bpmCannotRevoke: [
    "后续任务已被处理或不存在，不能撤回",
    "The following task has already been handled or does not exist; it cannot be revoked",
  ],
  bpmRevoked: ["撤回成功", "Revoked"],
  bpmIdempotencyMismatch: [
    "该幂等键（Idempotency-Key）已用于另一个请求，请换一个新的键",
    "This Idempotency-Key was already used for another request; send a new key",
  ],
  bpmTaskLocked: ["任务已签收", "Task claimed"],
  bpmTaskUnlocked: ["已取消签收", "Claim cancelled"],
  // Issue 14 — urge, follow and due times (helper D)
  bpmUrged: ["催办成功", "Reminder sent"],
  bpmUrgeTooOften: ["已催办，请在{n}分钟后再试", "Already urged; try again in {n} minutes"],
  bpmUrgeNotAllowed: [
    "只有发起人、已办理人或管理员可以催办",
    "Only the starter, an earlier handler or an administrator may urge",
  ],
  bpmUrgeNobody: ["当前没有可催办的处理人", "There is nobody to urge at the moment"],
  bpmFollowed: ["跟踪成功", "You now follow this request"],
  bpmUnfollowed: ["已取消跟踪", "You no longer follow this request"],
  bpmFollowBadNode: ["所选节点不属于该流程", "A chosen node is not a node of this flow"],
  bpmDueTimeSaved: ["到期时间已延长", "Due time extended"],
} as const satisfies Record<string, readonly [string, string]>;
