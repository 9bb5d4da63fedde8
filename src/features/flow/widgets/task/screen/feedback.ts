import { CallFailure } from "../../../../../api/errors";
import type { ActionHost } from "../../../../../engine";
import { SUCCESS_MESSAGE_MS } from "../../../model/timing";

/** The message of a failure, with the server's log id (【日志ID：…】) when it sent one. */
export function failureText(error: unknown): string {
  if (error instanceof CallFailure) return error.withLogId;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shows a failure as a danger toast. */
export function showFailure(host: ActionHost, error: unknown): void {
  host.toast(failureText(error), { intent: "danger" });
}

/** Shows a server message for 1.5 s (spec 2 §4). */
export function showSuccess(host: ActionHost, message: string): void {
  host.toast(message, { intent: "success", timeoutMs: SUCCESS_MESSAGE_MS });
}

/** True when the call failed because the task changed meanwhile (HTTP 409). */
export function isConflict(error: unknown): boolean {
  return error instanceof CallFailure && error.status === 409;
}
