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
  // Inquiry (征询) and communication (沟通): server/bpm/engine/inquiryActions.ts
  inquiryAsked: {
    subject: ["征询：{subject}", "Your opinion is asked: {subject}"],
    content: [
      "{asker}就「{subject}」（{nodeName}）征询您的意见：{opinion}",
      "{asker} asks your opinion on “{subject}” ({nodeName}): {opinion}",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  inquiryReplied: {
    subject: ["征询已回复：{subject}", "Inquiry answered: {subject}"],
    content: [
      "{replier}已回复您在「{subject}」中的征询，还有{left}人未回复。",
      "{replier} answered your inquiry on “{subject}”; {left} more to answer.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  inquiryAllReplied: {
    subject: ["征询已全部回复：{subject}", "Inquiry fully answered: {subject}"],
    content: [
      "{replier}已回复您在「{subject}」中的征询，征询已全部回复，请继续办理。",
      "{replier} answered your inquiry on “{subject}”; every answer is in and you can handle the task.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  inquiryWithdrawn: {
    subject: ["征询已撤回：{subject}", "Inquiry withdrawn: {subject}"],
    content: [
      "{asker}已撤回在「{subject}」（{nodeName}）中对您的征询，无需再回复。",
      "{asker} withdrew the inquiry on “{subject}” ({nodeName}); no answer is needed.",
    ],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  commuAsked: {
    subject: ["沟通：{subject}", "Communication: {subject}"],
    content: [
      "{asker}就「{subject}」（{nodeName}）与您沟通：{opinion}",
      "{asker} wants to talk with you about “{subject}” ({nodeName}): {opinion}",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  commuFeedback: {
    subject: ["沟通已反馈：{subject}", "Communication answered: {subject}"],
    content: [
      "{replier}已反馈您在「{subject}」中的沟通。",
      "{replier} answered your communication on “{subject}”.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  // Copy-to and notices to read (issue 14, helper C)
  noticeReceived: {
    subject: ["待阅提醒：{subject}", "To read: {subject}"],
    content: [
      "{sender}将「{subject}」（{nodeName}）抄送给您，请查阅。",
      "{sender} sent you “{subject}” ({nodeName}) to read.",
    ],
    link: (p) => (p.noticeId ? `/taskRead/${p.noticeId}/${p.status ?? "COPYTO"}` : ""),
  },
  noticeReplied: {
    subject: ["传阅回复：{subject}", "Reply to your notice: {subject}"],
    content: ["{sender}回复了「{subject}」：{opinion}", "{sender} replied on “{subject}”: {opinion}"],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  // Delegation (转办) and transfer (流转), issue 14 helper A
  taskDelegated: {
    subject: ["转办提醒：{subject}", "Task delegated to you: {subject}"],
    content: [
      "{ownerName}将「{subject}」的「{nodeName}」转办给您，请您及时处理。",
      "{ownerName} delegated “{nodeName}” of “{subject}” to you.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  taskDelegationRevoked: {
    subject: ["转办已收回：{subject}", "Delegation taken back: {subject}"],
    content: [
      "{ownerName}已收回转办给您的「{subject}」的「{nodeName}」，您无需再处理。",
      "{ownerName} took back “{nodeName}” of “{subject}”; you need not handle it any more.",
    ],
    link: (p) => (p.instId ? `/inst/${p.instId}` : ""),
  },
  taskTransferred: {
    subject: ["流转提醒：{subject}", "Task transferred to you: {subject}"],
    content: [
      "「{subject}」的「{nodeName}」流转给您，请给出同意或反对的意见。",
      "“{nodeName}” of “{subject}” was transferred to you for your agreement or opposition.",
    ],
    link: (p) => (p.taskId ? `/task/${p.taskId}` : ""),
  },
  taskTransferEnded: {
    subject: ["流转已结束：{subject}", "Transfer ended: {subject}"],
    content: [
      "「{subject}」的「{nodeName}」流转投票已结束。",
      "The transfer vote on “{nodeName}” of “{subject}” has ended.",
    ],
    link: (p) =>
      p.action === "back" && p.taskId ? `/task/${p.taskId}` : p.instId ? `/inst/${p.instId}` : "",
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
