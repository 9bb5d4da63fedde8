import type { ButtonAlias, FlowButton } from "../../../api/contract";
import type { CollabKind } from "./collaboration";

/** Moved to the end of the bar, in this order (spec 2 §4: start, end, save-draft, hang-up, cancel-hang-up). */
export const BUTTONS_MOVED_TO_END: readonly ButtonAlias[] = [
  "startTrans",
  "endProcess",
  "saveDraft",
  "hangUp",
  "cancelHangUp",
];

/** Dropped on an additional-signature (加签) task: start and lock; the inquiry button is removed too. */
export const BUTTONS_DROPPED_ON_ADD_SIGN: readonly ButtonAlias[] = ["startTrans", "lockUnlock", "inqu"];

/**
 * The task's buttons in the order of spec 2 §4: the server's order, with start, end, save-draft, hang-up
 * and cancel-hang-up moved to the end (in that order); on an add-sign task start, lock and inquiry go.
 */
export function orderButtons(buttons: readonly FlowButton[], isAddSign = false): FlowButton[] {
  const kept = isAddSign
    ? buttons.filter((b) => !BUTTONS_DROPPED_ON_ADD_SIGN.includes(b.alias))
    : [...buttons];
  const front = kept.filter((b) => !BUTTONS_MOVED_TO_END.includes(b.alias));
  const end = BUTTONS_MOVED_TO_END.flatMap((alias) => kept.filter((b) => b.alias === alias));
  return [...front, ...end];
}

/** What pressing a button does on the task screen. */
export type ButtonBehaviour =
  | { kind: "complete"; actionName: "agree" | "oppose" | "abandon" | "agreeTrans" | "opposeTrans" }
  | { kind: "reject"; mode: "reject" | "backToStart" | "anyNode" }
  | { kind: "lock" }
  | { kind: "endProcess" }
  | { kind: "saveDraft" }
  | { kind: "collaborate"; collab: CollabKind }
  | { kind: "unsupported" };

/** The behaviour of a task button by alias; aliases this screen does not handle yet are "unsupported". */
export function buttonBehaviour(alias: ButtonAlias): ButtonBehaviour {
  switch (alias) {
    case "agree":
    case "oppose":
    case "abandon":
    case "agreeTrans":
    case "opposeTrans":
      return { kind: "complete", actionName: alias };
    case "reject":
      return { kind: "reject", mode: "reject" };
    case "backToStart":
      return { kind: "reject", mode: "backToStart" };
    case "rejectToAnyNode":
      return { kind: "reject", mode: "anyNode" };
    case "lockUnlock":
      return { kind: "lock" };
    case "endProcess":
      return { kind: "endProcess" };
    case "saveDraft":
      return { kind: "saveDraft" };
    case "delegate":
    case "startTrans":
    case "inqu":
    case "startCommu":
    case "instanceTrans":
      return { kind: "collaborate", collab: alias };
    case "commu":
      return { kind: "collaborate", collab: "reply" };
    default:
      return { kind: "unsupported" };
  }
}

/** The button that forces a claim (签收) before any other button works, if the bar has one. */
export function forcedLockButton(buttons: readonly FlowButton[]): FlowButton | undefined {
  return buttons.find((b) => b.alias === "lockUnlock" && b.isLock);
}

/** A task button as the bar shows it: whether it works now, and why not. */
export interface ButtonAvailability {
  button: FlowButton;
  disabled: boolean;
  /** i18n key of the reason it is disabled. */
  hintKey?: string;
}

/**
 * Which task buttons show and work, given the claim (canLock; null when the node has no lock button):
 * the lock button shows only while it can toggle; when somebody else holds the claim, or the task is
 * handled (0) or its instance forbidden (6), nothing works; when the lock button has isLock, every other
 * button waits until the task is claimed (spec 2 §4); buttons the screen does not handle are disabled
 * (`handles`: the task document names steps for the alias; by default the aliases of `buttonBehaviour`).
 */
export function buttonAvailability(
  buttons: readonly FlowButton[],
  lock: { code: number; locked: boolean; toggleable: boolean; lockedByOther: boolean } | null,
  handles: (alias: ButtonAlias) => boolean = (alias) => buttonBehaviour(alias).kind !== "unsupported",
): ButtonAvailability[] {
  const forced = forcedLockButton(buttons) !== undefined;
  const blockedKey = !lock
    ? undefined
    : lock.lockedByOther
      ? "flowTask.lock.code4"
      : lock.code === 0
        ? "flowTask.lock.code0"
        : lock.code === 6
          ? "flowTask.lock.code6"
          : undefined;
  const result: ButtonAvailability[] = [];
  for (const button of buttons) {
    if (button.alias === "lockUnlock") {
      if (lock?.toggleable) result.push({ button, disabled: false });
      continue;
    }
    if (blockedKey) result.push({ button, disabled: true, hintKey: blockedKey });
    else if (forced && lock?.toggleable && !lock.locked)
      result.push({ button, disabled: true, hintKey: "flowTask.lock.mustLock" });
    else if (!handles(button.alias))
      result.push({ button, disabled: true, hintKey: "flowTask.button.unsupported" });
    else result.push({ button, disabled: false });
  }
  return result;
}
