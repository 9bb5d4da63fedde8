import type { ButtonAlias, FlowButton } from "../../../src/api/contract";
import type { Lang } from "../../http/messages";
import type { UserTaskNode } from "../engine/definitionTypes";
import { BPM_BUTTON_NAMES } from "./messages";

/** The buttons of a user task whose definition lists none (definitionTypes.ts). */
export const DEFAULT_TASK_BUTTONS: ButtonAlias[] = [
  "agree",
  "oppose",
  "reject",
  "backToStart",
  "lockUnlock",
  "endProcess",
  "saveDraft",
];

/** The buttons of a start form (getFormAndBO). */
export const START_BUTTONS: ButtonAlias[] = ["startFlow", "saveDraft"];

/** Buttons that survive when the user acts for a leader (CONTRACT §6.2). */
export const LEADER_BUTTONS: ButtonAlias[] = ["agree", "reject", "lockUnlock"];

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

/**
 * The buttons of a task's node (CONTRACT §6.2): the node's own list in its order (unknown aliases are
 * left out) or the default set; lockUnlock carries isLock when the node must be claimed; acting for a
 * leader keeps only agree, reject and lockUnlock.
 */
export function taskButtons(node: UserTaskNode | undefined, lang: Lang, leaderId?: string): FlowButton[] {
  const aliases = (node?.buttons ?? DEFAULT_TASK_BUTTONS).filter(isButtonAlias);
  const unique = [...new Set(aliases)];
  const kept = actsForLeader(leaderId) ? unique.filter((a) => LEADER_BUTTONS.includes(a)) : unique;
  return kept.map((alias) => flowButton(alias, lang, alias === "lockUnlock" && node?.mustLock === true));
}

/** The buttons of a start form: start and save draft. */
export function startButtons(lang: Lang): FlowButton[] {
  return START_BUTTONS.map((alias) => flowButton(alias, lang));
}
