import type { Intent } from "@blueprintjs/core";
import type { TFunction } from "i18next";

/** Subjects longer than this are cut for the list's layout; the full text shows in a tooltip (spec 2 §9). */
export const SUBJECT_MAX = 20;

/** The subject as a list shows it: at most SUBJECT_MAX characters, "…" when cut (by code point). */
export function cutSubject(subject: string, max = SUBJECT_MAX): { text: string; cut: boolean } {
  const chars = Array.from(subject);
  return chars.length > max
    ? { text: `${chars.slice(0, max).join("")}…`, cut: true }
    : { text: subject, cut: false };
}

/** Task statuses with a label of their own (spec 2 §3); others show their code. */
const LABELLED_TASK_STATUSES: ReadonlySet<string> = new Set([
  "NORMAL",
  "TRANSFORMED",
  "TRANSFORMEDINQU",
  "DELIVERTO",
  "COPYTO",
  "FOLLOW",
  "COMMU",
  "BACK",
  "ADDSIGN",
  "SHARE",
  "BACKSHARE",
  "AGENT",
  "APPROVELINEED",
  "SIGNSEQUENCEED",
  "SIGNLINEED",
  "USERADDSIGN",
]);

/** The label of a task status (NORMAL 待办 …, spec 2 §3) in the current language; unknown codes as written. */
export function taskStatusLabel(status: string, t: TFunction): string {
  return LABELLED_TASK_STATUSES.has(status) ? t(`flow.taskStatus.${status}`) : status;
}

/** How a task status tag is coloured: rejections red, hand-overs amber, plain to-do blue. */
export function taskStatusIntent(status: string): Intent {
  if (status === "BACK" || status === "BACKSHARE") return "danger";
  if (status === "AGENT" || status === "DELIVERTO" || status === "TRANSFORMEDINQU") return "warning";
  if (status === "NORMAL") return "primary";
  return "none";
}

/** A delegation's or transfer's state (v-myDelegate): running 转办中, finish 已办理, cancel 已收回. */
export function turnStatusLabel(status: string, t: TFunction): string {
  return ["running", "finish", "cancel"].includes(status) ? t(`flow.turnStatus.${status}`) : status;
}

/** How a turn state tag is coloured: running amber, taken back grey, handled green. */
export function turnStatusIntent(status: string): Intent {
  if (status === "running") return "warning";
  if (status === "finish") return "success";
  return "none";
}

/** The kind of a hand-over: deliverto 转办, transform 流转. */
export function turnTypeLabel(type: string, t: TFunction): string {
  return type === "deliverto" || type === "transform" ? t(`flow.turnType.${type}`) : type;
}

// The instance status and outcome vocabulary lives in one module, shared with the instance page.
export {
  instStatusIntent,
  instStatusLabel,
  opinionStatusLabel,
  outcomeIntent,
  outcomeLabel,
} from "../../model/instStatus";
