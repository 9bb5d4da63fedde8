import type { Toaster, ToastProps } from "@blueprintjs/core";
import { withLogId } from "./errors";

/** Success messages last 1500 ms (spec 1 §9). */
export const SUCCESS_TIMEOUT = 1500;
/** Errors stay long enough to read and quote the log id. */
export const ERROR_TIMEOUT = 6000;

let toaster: Promise<Toaster> | null = null;

/** The one toaster of the app, created (and its code loaded) on first use. */
function getToaster(): Promise<Toaster> {
  toaster ??= import("./toasterOverlay").then(({ createToaster }) => createToaster());
  return toaster;
}

/** Shows a toast; a key replaces the toast shown earlier under the same key. Resolves to the key. */
export async function showToast(props: ToastProps, key?: string): Promise<string> {
  return (await getToaster()).show(props, key);
}

/** Dismisses every toast shown (a test file empties the toaster before its document goes). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}

/** Dismisses the toast shown under a key. */
export async function dismissToast(key: string): Promise<void> {
  (await getToaster()).dismiss(key);
}

/** A green toast that goes after 1500 ms. */
export function toastSuccess(message: string): Promise<string> {
  return showToast({ message, intent: "success", icon: "tick-circle", timeout: SUCCESS_TIMEOUT });
}

/** A red toast with the log id of the failed call, if any. */
export function toastError(message: string, logId?: string | null, key?: string): Promise<string> {
  return showToast(
    { message: withLogId(message, logId), intent: "danger", icon: "error", timeout: ERROR_TIMEOUT },
    key,
  );
}

/** An orange toast. */
export function toastWarning(message: string, key?: string): Promise<string> {
  return showToast({ message, intent: "warning", icon: "warning-sign", timeout: ERROR_TIMEOUT }, key);
}
