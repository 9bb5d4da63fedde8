import type { Lang } from "../../http/messages";

/** A message as its reader sees it: title, text and the screen it leads to. */
export interface RenderedMessage {
  subject: string;
  content: string;
  /** An app path (under the base) of the task or instance the message is about; "" when none. */
  link: string;
}

type Texts = readonly [zh: string, en: string];

/** The texts of each outbox kind ([zh-CN, en-US]); {name} is a payload field. */
const KINDS: Record<string, { subject: Texts; content: Texts; link: (p: Payload) => string }> = {
  taskCreated: {
    subject: ["待办提醒：{subject}", "New task: {subject}"],
    content: [
      "「{subject}」已到达「{nodeName}」，请您及时处理。",
      "“{subject}” has reached “{nodeName}” and waits for you.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  instanceEnded: {
    subject: ["流程已办结：{subject}", "Request finished: {subject}"],
    content: ["您发起的「{subject}」已办结。", "Your request “{subject}” has finished."],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  instanceBackToStart: {
    subject: ["流程已退回：{subject}", "Request sent back: {subject}"],
    content: [
      "您发起的「{subject}」已退回发起人，请修改后重新提交。",
      "Your request “{subject}” was sent back to you; please change it and submit it again.",
    ],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  instanceManualEnd: {
    subject: ["流程已终止：{subject}", "Request ended: {subject}"],
    content: ["您发起的「{subject}」已被终止。{reason}", "Your request “{subject}” was ended. {reason}"],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  // Issue 14 — urge, follow and due times (helper D)
  taskUrged: {
    subject: ["催办：{subject}", "Reminder: {subject}"],
    content: [
      "{urger}催您尽快处理「{subject}」（{nodeName}）。{opinion}",
      "{urger} asks you to handle “{subject}” ({nodeName}) soon. {opinion}",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  taskDueRemind: {
    subject: ["即将到期：{subject}", "Due soon: {subject}"],
    content: [
      "「{subject}」（{nodeName}）将于{dueTime}到期，请及时处理。",
      "“{subject}” ({nodeName}) is due at {dueTime}; please handle it in time.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  taskDueEscalate: {
    subject: ["已超期：{subject}", "Overdue: {subject}"],
    content: [
      "{handlers}的任务「{subject}」（{nodeName}）已于{dueTime}到期，仍未处理。",
      "The task “{subject}” ({nodeName}) of {handlers} was due at {dueTime} and is still open.",
    ],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  followNodePassed: {
    subject: ["跟踪提醒：{subject}", "Followed request moved on: {subject}"],
    content: [
      "您跟踪的「{subject}」已由{auditor}在「{nodeName}」处理。",
      "“{subject}”, which you follow, was handled at “{nodeName}” by {auditor}.",
    ],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  followInstanceEnded: {
    subject: ["跟踪提醒：{subject}已办结", "Followed request finished: {subject}"],
    content: ["您跟踪的「{subject}」已办结。", "“{subject}”, which you follow, has finished."],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
};

type Payload = Record<string, unknown>;

const fill = (text: string, payload: Payload) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = payload[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  });

/** The message of an outbox kind and payload in the reader's language; an unknown kind shows its subject. */
export function renderMessage(kind: string, payload: Payload, lang: Lang): RenderedMessage {
  const texts = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  const i = lang === "en-US" ? 1 : 0;
  if (!texts) {
    const subject = typeof payload.subject === "string" ? payload.subject : kind;
    return { subject, content: typeof payload.content === "string" ? payload.content : "", link: "" };
  }
  return {
    subject: fill(texts.subject[i], payload),
    content: fill(texts.content[i], payload).trim(),
    link: texts.link(payload),
  };
}

/** The outbox kinds that have texts (each is delivered as an in-app message). */
export const MESSAGE_KINDS = Object.keys(KINDS);
