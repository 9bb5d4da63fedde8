import type { ButtonAlias, FlowButton } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import type { UserTaskNode } from "../engine/definitionTypes";
import { isWaitingForInquiry } from "../engine/inquiry";
import { BPM_BUTTON_NAMES } from "./messages";

/**
 * The buttons of a user task whose definition lists none (definitionTypes.ts): the decisions, then the
 * collaboration actions (转办, 征询, 沟通, 传阅), the claim, and — last, as spec 2 §4 orders them — 流转,
 * 终止流程 and 保存草稿.
 */
export const DEFAULT_TASK_BUTTONS: ButtonAlias[] = [
  "agree",
  "oppose",
  "reject",
  "backToStart",
  "delegate",
  "inqu",
  "startCommu",
  "instanceTrans",
  "lockUnlock",
  "startTrans",
  "endProcess",
  "saveDraft",
];

/** The buttons of a start form (getFormAndBO). */
export const START_BUTTONS: ButtonAlias[] = ["startFlow", "saveDraft"];

/** Buttons that survive when the user acts for a leader (CONTRACT §6.2). */
export const LEADER_BUTTONS: ButtonAlias[] = ["agree", "reject", "lockUnlock"];

/**
 * Moved to the end of a task's bar, in this order (spec 2 §4: start, end, save-draft, hang-up,
 * cancel-hang-up); the same rule as the front end's orderButtons (src/features/flow/model/buttons.ts).
 */
export const BUTTONS_AT_END: ButtonAlias[] = [
  "startTrans",
  "endProcess",
  "saveDraft",
  "hangUp",
  "cancelHangUp",
];

/**
 * The buttons of a sub-task (a bpm_task with a parent): a 流转 receiver decides for the owner
 * (agreeTrans / opposeTrans); an inquiry (征询) or communication (沟通) receiver replies (commu, 回复).
 * A sub-task never offers delegate, transfer, inquiry, end or reject.
 */
export const SUB_TASK_BUTTONS: Readonly<Record<string, readonly ButtonAlias[]>> = {
  TRANSFORMED: ["agreeTrans", "opposeTrans"],
  TRANSFORMEDINQU: ["commu"],
  COMMU: ["commu"],
};

const DEFAULT_REJECT_MODE = "backToStart,rejectPre,reject";

/** True for an alias in the button catalogue. */
export const isButtonAlias = (alias: string): alias is ButtonAlias => Object.hasOwn(BPM_BUTTON_NAMES, alias);

/** One button with its name in the request language. */
export function flowButton(alias: ButtonAlias, lang: Lang, isLock = false): FlowButton {
  const [zh, en] = BPM_BUTTON_NAMES[alias];
  const button: FlowButton = { name: lang === "en-US" ? en : zh, alias, supportScript: false, isLock };
  if (alias === "reject" || alias === "backToStart") button.rejectMode = DEFAULT_REJECT_MODE;
  return button;
}

/** True when a leader id means "acting for a leader" (non-empty and not "0"). */
export const actsForLeader = (leaderId: string | undefined) =>
  Boolean(leaderId && leaderId.trim() !== "" && leaderId.trim() !== "0");

/** The aliases in spec 2 §4's order: the list's own order, with start, end, save-draft, hang-up last. */
export function orderAliases(aliases: readonly ButtonAlias[]): ButtonAlias[] {
  const front = aliases.filter((a) => !BUTTONS_AT_END.includes(a));
  const end = BUTTONS_AT_END.filter((a) => aliases.includes(a));
  return [...front, ...end];
}

/** What decides a task's buttons besides its node: its status and whether it waits for inquiry replies. */
export interface TaskButtonState {
  /** The task's status (CONTRACT TASK_STATUSES); NORMAL when absent. */
  status?: string;
  /** True when the task is an owner's task with an open inquiry (征询) sub-task. */
  waitsForInquiry?: boolean;
}

/**
 * The buttons of a task (CONTRACT §6.2): a sub-task gets its status's buttons (SUB_TASK_BUTTONS); any
 * other task (NORMAL, BACK, DELIVERTO, …) its node's own list in its order (unknown aliases are left out)
 * or the default set, start/end/save-draft/hang-up moved to the end, 征询 left out while the task waits for
 * inquiry replies; lockUnlock carries isLock when the node must be claimed; acting for a leader keeps only
 * agree, reject and lockUnlock.
 */
export function taskButtons(
  node: UserTaskNode | undefined,
  lang: Lang,
  leaderId?: string,
  state: TaskButtonState = {},
): FlowButton[] {
  const sub = state.status ? SUB_TASK_BUTTONS[state.status] : undefined;
  const listed = sub ? [...sub] : (node?.buttons ?? DEFAULT_TASK_BUTTONS).filter(isButtonAlias);
  const unique = orderAliases([...new Set(listed)]);
  const asked = state.waitsForInquiry ? unique.filter((a) => a !== "inqu") : unique;
  const kept = actsForLeader(leaderId) ? asked.filter((a) => LEADER_BUTTONS.includes(a)) : asked;
  return kept.map((alias) => flowButton(alias, lang, alias === "lockUnlock" && node?.mustLock === true));
}

/** The button state of a task row: its status and, for a non-sub-task, whether it waits for inquiries. */
export async function taskButtonState(
  db: Database,
  task: { id: string; tenant_id: string; status: string },
): Promise<TaskButtonState> {
  if (SUB_TASK_BUTTONS[task.status]) return { status: task.status };
  return {
    status: task.status,
    waitsForInquiry: await isWaitingForInquiry(db, task.tenant_id, task.id),
  };
}

/** The buttons of a start form: start and save draft. */
export function startButtons(lang: Lang): FlowButton[] {
  return START_BUTTONS.map((alias) => flowButton(alias, lang));
}
