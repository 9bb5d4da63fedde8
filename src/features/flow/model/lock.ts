import { LOCK_CODES } from "../../../api/contract";

/** How a lock code reads to the user, and the claim state it leaves. */
export interface LockOutcome {
  /** i18n key of the message. */
  messageKey: string;
  intent: "success" | "warning" | "primary" | "danger";
  /** The claim after a lockUnlock answered this code (undefined: unchanged). */
  locked?: boolean;
}

/**
 * The message of a canLock / lockUnlock code (CONTRACT §6.7): lockUnlock answers the code from before its
 * toggle, so 1 means it has just claimed the task (签收成功) and 3 that it has just released it (取消签收成功).
 */
export function lockOutcome(code: number): LockOutcome {
  switch (code) {
    case LOCK_CODES.handledOrMissing:
      return { messageKey: "flowTask.lock.code0", intent: "warning" };
    case LOCK_CODES.canLock:
      return { messageKey: "flowTask.lock.code1", intent: "success", locked: true };
    case LOCK_CODES.noUnlockNeeded:
      return { messageKey: "flowTask.lock.code2", intent: "primary" };
    case LOCK_CODES.canUnlock:
      return { messageKey: "flowTask.lock.code3", intent: "success", locked: false };
    case LOCK_CODES.lockedByOther:
      return { messageKey: "flowTask.lock.code4", intent: "warning" };
    case LOCK_CODES.adminView:
      return { messageKey: "flowTask.lock.code5", intent: "primary" };
    case LOCK_CODES.forbidden:
      return { messageKey: "flowTask.lock.code6", intent: "warning" };
    default:
      return { messageKey: "flowTask.lock.unknown", intent: "danger" };
  }
}

/** Where the claim stands according to canLock: who holds it, and whether the lock button may toggle it. */
export interface LockState {
  code: number;
  /** I hold the claim (canLock 3: I can release it). */
  locked: boolean;
  /** The lock button can toggle (1 claim, 3 release). */
  toggleable: boolean;
  /** Somebody else holds the claim (4). */
  lockedByOther: boolean;
}

/** The claim state read from a canLock code. */
export function lockStateOf(code: number): LockState {
  return {
    code,
    locked: code === LOCK_CODES.canUnlock,
    toggleable: code === LOCK_CODES.canLock || code === LOCK_CODES.canUnlock,
    lockedByOther: code === LOCK_CODES.lockedByOther,
  };
}
