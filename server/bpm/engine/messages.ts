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
} as const satisfies Record<string, readonly [string, string]>;
