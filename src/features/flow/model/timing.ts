/** A success message stays 1.5 s before the screen goes on (spec 2 §9). */
export const SUCCESS_MESSAGE_MS = 1500;
/** After the next task is known, it opens 2 s later (spec 2 §4, §9). */
export const NEXT_TASK_DELAY_MS = 2000;

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One Idempotency-Key per click (a double click then completes the task once). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/**
 * Where a task screen returns when the user is done: `from` of /taskFromOtherPage names the list
 * (`v-todo`, `v-leader`, … under /v-flow, or `home`); anything else returns to the to-do list.
 */
export function returnPath(from?: string): string {
  if (from === "home") return "/home";
  if (from && /^v-[\w-]+$/.test(from)) return `/v-flow/${from}`;
  return "/v-flow/v-todo";
}
