import { useCallback, useState } from "react";
import type { FormPortState } from "./FlowScreenContext";

/** How long an action waits for the online form's code before it gives up (a slow network, a big chunk). */
export const FORM_READY_WAIT_MS = 15_000;

/** The online form's port as a screen holds it: where it stands now, and a wait until it has loaded. */
export interface FormPortHolder {
  readonly state: FormPortState;
  /** Resolves with the state once it is no longer "loading", or with "loading" after `timeoutMs`. */
  settled: (timeoutMs?: number) => Promise<FormPortState>;
  /** True when the form's data differs from what it showed when it loaded (or was last saved). */
  isDirty: () => boolean;
  /** Takes the current data as the saved state (after a draft was saved). */
  rebase: () => void;
}

/** The form's data as comparable text. */
function dataText(state: FormPortState): string | null {
  return state.status === "ready" ? JSON.stringify(state.port.getData() ?? null) : null;
}

/** A holder the form widget reports to (`set`); actions read it and wait on it. */
export function createFormPortHolder(): FormPortHolder & { set: (state: FormPortState) => void } {
  let state: FormPortState = { status: "loading" };
  let baseline: string | null = null;
  const waiters = new Set<() => void>();
  return {
    get state() {
      return state;
    },
    set(next) {
      state = next;
      // The first data the form shows is the unchanged state (a re-registration keeps the edits' status).
      if (baseline === null) baseline = dataText(next);
      if (next.status === "loading") return;
      for (const wake of [...waiters]) wake();
    },
    isDirty() {
      const now = dataText(state);
      return now !== null && baseline !== null && now !== baseline;
    },
    rebase() {
      baseline = dataText(state) ?? baseline;
    },
    settled(timeoutMs = FORM_READY_WAIT_MS) {
      if (state.status !== "loading") return Promise.resolve(state);
      return new Promise((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(state);
        };
        const timer = setTimeout(wake, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}

/**
 * A screen's online form port: the holder its actions read (waiting while the form's code loads, so a
 * press right after the screen opens is not lost), `loading` for the buttons' busy state, and `register`
 * for the flow-form widget.
 */
export function useFormPort() {
  const [holder] = useState(createFormPortHolder);
  const [loading, setLoading] = useState(true);
  const register = useCallback(
    (state: FormPortState) => {
      holder.set(state);
      setLoading(state.status === "loading");
    },
    [holder],
  );
  return { holder: holder as FormPortHolder, loading, register };
}
