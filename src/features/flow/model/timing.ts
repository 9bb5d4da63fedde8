import { v4 as uuidv4 } from "uuid";
/** A success message stays 1.5 s before the screen goes on (spec 2 §9). */
export const SUCCESS_MESSAGE_MS = 1500;
/** After the next task is known, it opens 2 s later (spec 2 §4, §9). */
export const NEXT_TASK_DELAY_MS = 2000;

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One Idempotency-Key per click (a double click then completes the task once): uuid's v4, which works
 * where crypto.randomUUID is missing (plain-HTTP intranet hosts are not a secure context).
 */
export function newIdempotencyKey(): string {
  return uuidv4();
}

/**
 * Where a task screen returns when the user is done: `from` of /taskFromOtherPage names the list
 * (`v-todo`, `v-leader`, … under /v-flow, or `home`); a task handled for a leader (`leaderId` other
 * than "0") returns to the leaders' to-do; anything else returns to the to-do list.
 */
export function returnPath(from?: string, leaderId?: string): string {
  if (from === "home") return "/home";
  if (from && /^v-[\w-]+$/.test(from)) return `/v-flow/${from}`;
  if (leaderId && leaderId !== "0") return "/v-flow/v-leader";
  return "/v-flow/v-todo";
}
