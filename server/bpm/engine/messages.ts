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
  // Inquiry (征询) and communication (沟通): inquiry.ts, inquiryActions.ts
  bpmInquiryPending: [
    "征询尚未回复，不能办理",
    "The inquiry has not been answered yet; the task cannot be handled",
  ],
  bpmInquiryNoUsers: ["请选择征询人员", "Choose the people to ask"],
  bpmInquirySelf: ["不能征询自己", "You cannot ask yourself"],
  bpmCommuNoUsers: ["请选择沟通人员", "Choose the people to communicate with"],
  bpmCommuSelf: ["不能与自己沟通", "You cannot communicate with yourself"],
  bpmCommuPending: [
    "{names}尚未反馈上次的沟通，请等待其反馈",
    "{names} has not answered the previous communication yet; wait for the feedback",
  ],
  bpmTooManyUsers: ["一次最多选择{max}人", "Choose at most {max} people at once"],
  bpmUnknownUsers: ["所选人员不存在或已停用", "A chosen person does not exist or is disabled"],
  bpmNotInquiryTask: ["该任务不是征询任务", "This task is not an inquiry"],
  bpmNotCommuTask: ["该任务不是沟通任务", "This task is not a communication"],
  bpmReplyOnlyTask: [
    "这是征询或沟通任务，只能回复",
    "This is an inquiry or communication task; it can only be answered",
  ],
  bpmNoOpenInquiry: ["没有待回复的征询，无需撤回", "There is no unanswered inquiry to withdraw"],
  bpmInquirySent: ["征询成功", "Inquiry sent"],
  bpmCommuSent: ["沟通成功", "Communication sent"],
  bpmReplied: ["回复成功", "Reply sent"],
  // Copy-to and notices to read (issue 14, helper C: engine/notices.ts)
  bpmNoticeNoReceivers: ["请选择要传阅的人员！", "Please choose the people to notify!"],
  bpmNoticeSent: ["传阅成功", "Sent for reading"],
  bpmNoticeGone: ["传阅信息不存在", "The notice does not exist"],
  bpmNotNoticeReceiver: ["这不是发给您的传阅信息", "This notice was not sent to you"],
  bpmNoticeRead: ["已阅", "Marked as read"],
  bpmNoticeNotRemovable: [
    "只能删除已阅的传阅，或撤回对方尚未阅读的传阅",
    "You can delete a notice once you have read it, or revoke one you sent that is still unread",
  ],
  bpmNoticeReplyEmpty: ["请填写回复内容", "Please write a reply"],
  bpmNoticeReplied: ["回复成功", "Reply sent"],
  // Delegation (转办) and transfer (流转), issue 14 helper A: engine/turns.ts, engine/transfer.ts
  bpmDelegated: ["转办成功", "Task delegated"],
  bpmDelegateNobody: ["请选择转办人员", "Choose the person to delegate the task to"],
  bpmDelegateOne: ["只能转办给一个人", "A task can be delegated to one person only"],
  bpmDelegateSelf: [
    "不能转办给自己或当前处理人",
    "You cannot delegate a task to yourself or to its current handler",
  ],
  bpmDelegateToLeader: [
    "代领导转办时不能再转办给领导！",
    "When acting for a leader you cannot delegate to that leader!",
  ],
  bpmUserUnknown: ["所选人员不存在或已停用", "A chosen person does not exist or is disabled"],
  bpmCannotHandOver: [
    "该任务当前状态不能转办或流转",
    "The task cannot be delegated or transferred in its current state",
  ],
  bpmDelegationRevoked: ["收回成功", "Delegation taken back"],
  bpmDelegationTouched: [
    "转办任务已被处理或已变更，不能收回",
    "The delegated task has already been handled or changed; it cannot be taken back",
  ],
  bpmNotDelegationOwner: [
    "只有转办人才能收回该任务",
    "Only the person who delegated the task can take it back",
  ],
  bpmTransferred: ["流转成功", "Task transferred"],
  bpmTransNobody: ["请选择流转人员", "Choose the people to transfer the task to"],
  bpmTransSelf: ["不能流转给自己", "You cannot transfer a task to yourself"],
  bpmTransBadVote: ["投票数须在1到{max}之间", "The vote amount must be between 1 and {max}"],
  bpmTransDecisionOnly: ["流转任务只能同意或反对", "A transferred task can only be agreed or opposed"],
  bpmNotTransferTask: ["该任务不是流转任务", "This task is not a transferred task"],
  bpmTaskTransforming: [
    "该任务正在流转中，请等待流转结束",
    "The task is being transferred; wait until the transfer ends",
  ],
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
  // Issue 14 — message channels (helper I): an action's warnings when a channel it named is not configured
  bpmMailNotConfigured: [
    "未配置邮件服务，未发送邮件通知（站内信已发送）",
    "No mail service is configured: no e-mail was sent (the in-app message was)",
  ],
  bpmSmsNotConfigured: [
    "未配置短信服务，未发送短信通知（站内信已发送）",
    "No SMS service is configured: no text message was sent (the in-app message was)",
  ],
  // Issue 15 — attachments on task opinions (helper G)
  bpmOpinionFilesBad: [
    "附件参数格式不正确（{field}）",
    "The attachments ({field}) are not in a valid format",
  ],
  bpmOpinionFilesTooMany: [
    "审批意见最多{n}个附件（{field}）",
    "An opinion may have at most {n} attachments ({field})",
  ],
  bpmOpinionFileRefused: [
    "附件 {id} 不存在，或不是您上传的附件",
    "The attachment {id} does not exist or was not uploaded by you",
  ],
} as const satisfies Record<string, readonly [string, string]>;
