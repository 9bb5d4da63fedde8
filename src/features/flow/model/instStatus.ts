import type { TFunction } from "i18next";
import { INST_OUTCOMES, INST_STATUSES, type InstOutcome } from "../../../api/contract";

/*
 * The one vocabulary of instance statuses and outcomes (issue 13 §2): every flow list and the instance
 * page read their labels (zh-CN and en-US under flow.instStatus / flow.outcome) and colours from here.
 */

/** A tag colour; the same names as Blueprint's Intent, so a widget passes it straight through. */
export type StatusIntent = "none" | "primary" | "success" | "warning" | "danger";

const isInstStatus = (status: string) => (INST_STATUSES as readonly string[]).includes(status);

/** True for an outcome code the portal knows (agree, oppose, reject, manualend). */
export function isOutcome(value: unknown): value is InstOutcome {
  return typeof value === "string" && (INST_OUTCOMES as readonly string[]).includes(value);
}

/** The i18n key of an instance status's label (running 审批中, end 已结束 …); undefined for an unknown code. */
export function instStatusKey(status: string | undefined): string | undefined {
  return status && isInstStatus(status) ? `flow.instStatus.${status}` : undefined;
}

/** The label of an instance status in the current language; an unknown code as written. */
export function instStatusLabel(status: string, t: TFunction): string {
  const key = instStatusKey(status);
  return key ? t(key) : status;
}

/** How an instance status tag is coloured: running blue, ended green, ended by hand red, sent back amber. */
export function instStatusIntent(status: string): StatusIntent {
  switch (status) {
    case "running":
      return "primary";
    case "end":
      return "success";
    case "manualend":
      return "danger";
    case "back":
    case "backToStart":
    case "revoke":
    case "revokeToStart":
      return "warning";
    default:
      return "none";
  }
}

/** The i18n key of an outcome's label (同意/反对/驳回/终止); undefined when there is none (still running). */
export function outcomeKey(outcome: unknown): string | undefined {
  return isOutcome(outcome) ? `flow.outcome.${outcome}` : undefined;
}

/** The label of an outcome in the current language, "" when there is none. */
export function outcomeLabel(outcome: unknown, t: TFunction): string {
  const key = outcomeKey(outcome);
  return key ? t(key) : "";
}

/** How an outcome tag is coloured: agreed green, opposed or ended by hand red, sent back amber. */
export function outcomeIntent(outcome: unknown): StatusIntent {
  switch (outcome) {
    case "agree":
      return "success";
    case "oppose":
    case "manualend":
      return "danger";
    case "reject":
      return "warning";
    default:
      return "none";
  }
}

/** The i18n key of a user's own decision on a done row (agree 同意, oppose 反对 …, flowTask.opinionStatus). */
export function opinionStatusKey(status: string): string {
  return `flowTask.opinionStatus.${status}`;
}

/** The label of an opinion status; an unknown code as written. */
export function opinionStatusLabel(status: string, t: TFunction): string {
  return t(opinionStatusKey(status), { defaultValue: status });
}
