import { atom } from "jotai";

/**
 * Bumped after the user marks or deletes messages, so the header badge and open lists load again at once
 * (they also refresh on focus and on their timer).
 */
export const messagesChangedAtom = atom(0);
