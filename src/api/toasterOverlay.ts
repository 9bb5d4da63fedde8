import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

/** Creates the app's toaster; loaded on the first toast so screens without one do not carry the overlay code. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
}
