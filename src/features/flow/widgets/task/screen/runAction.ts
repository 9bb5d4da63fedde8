import { withLogId } from "../../../../../api/errors";
import type { ActionHost } from "../../../../../engine";
import type { BpmResult } from "../../../api/bpmTask";
import { SUCCESS_MESSAGE_MS, sleep } from "../../../model/timing";
import { failureText, isConflict, showFailure, showSuccess } from "./feedback";

/** One server action of a flow screen (start, save a draft, complete, end the process). */
export interface ScreenAction<R extends BpmResult = BpmResult> {
  /** The overlay's text while the call runs. */
  busy: string;
  /** The call (one Idempotency-Key per press). */
  call: () => Promise<R>;
  /** The success message when the server sends none. */
  done: string;
  /** The failure message when the server answers `state: false` without one. */
  failed: string;
  /** Told the refusal's message (a failed call or `state: false`), e.g. to show it in a dialog too. */
  onRefused?: (message: string) => void;
  /** What follows once the success message has shown for 1.5 s (usually: navigate away). */
  after: (result: R) => Promise<void> | void;
}

/** What {@link runAction} needs of its screen. */
export interface ActionContext {
  host: ActionHost;
  setBusy: (text: string | null) => void;
  /** Called when the call fails with 409 (the task changed meanwhile): the screen reloads. */
  onConflict?: () => void;
}

/**
 * Runs a flow screen's action (spec 2 §4): the overlay while the call runs; a failure as a danger toast
 * (409 also reloads); `state: false` as a danger toast with the server's log id; otherwise the server's
 * message for 1.5 s (and each of its `warnings` as a warning toast), then `after`. Resolves true when the
 * action succeeded.
 */
export async function runAction<R extends BpmResult>(
  { host, setBusy, onConflict }: ActionContext,
  action: ScreenAction<R>,
): Promise<boolean> {
  setBusy(action.busy);
  let result: R;
  try {
    result = await action.call();
  } catch (error) {
    setBusy(null);
    showFailure(host, error);
    action.onRefused?.(failureText(error));
    if (isConflict(error)) onConflict?.();
    return false;
  }
  setBusy(null);
  if (!result.state) {
    const message = withLogId(result.message || action.failed, result.logId);
    host.toast(message, { intent: "danger" });
    action.onRefused?.(message);
    return false;
  }
  showSuccess(host, result.message || action.done);
  // A success with warnings (e.g. mail asked for but not configured): each stays longer than the success.
  for (const warning of result.warnings ?? []) host.toast(warning, { intent: "warning" });
  await sleep(SUCCESS_MESSAGE_MS);
  await action.after(result);
  return true;
}
