/** Messages of the approval engine's read side ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const BPM_READ_MESSAGES = {
  bpmOftenSaved: ["保存常用流程成功", "Often-used flows saved"],
  bpmOftenTooMany: ["最多可添加20个常用流程", "At most 20 often-used flows can be added"],
} as const satisfies Record<string, readonly [string, string]>;
