import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

/** Class of the toast container; main.css places it below the 48 px header so toasts never cover the menus. */
export const TOASTER_CLASS = "tessera-toaster";

/** Creates the app's toaster; loaded on the first toast so screens without one do not carry the overlay code. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 5, className: TOASTER_CLASS });
}
