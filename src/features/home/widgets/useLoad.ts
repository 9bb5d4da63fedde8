import { useEffect, useRef } from "react";
import { CallFailure } from "../../../api/errors";
import { useLoad as useSharedLoad } from "../../../api/query/useLoad";
import { toWidgetError, type WidgetError } from "../../../widgets/status/WidgetState";
import { useColumnRefresh } from "./column/HomeColumnRefresh";

/** State of one home widget load. */
export interface LoadState<T> {
  loading: boolean;
  data: T | undefined;
  error: WidgetError | null;
  /** Loads again, showing the loading state (the latest call wins). */
  reload: () => Promise<void>;
}

/** The message and log id a failed load shows. */
export function loadError(error: unknown): WidgetError | null {
  if (error instanceof CallFailure) return { message: error.message, logId: error.logId };
  return toWidgetError(error);
}

/**
 * A home widget's load: the shared useLoad (src/api/query/useLoad.ts: cached under `key`, the previous
 * data shown while reloading, aborts ignored) with the home widgets' state shape. Inside an
 * auto-refreshing home column (supportRefesh) every refresh count loads again in the background: no
 * loading state, the column's header spinner runs, the old data stays until the answer.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): LoadState<T> {
  const state = useSharedLoad(load, key);
  const { retry, refresh } = state;

  const { tick, onBusy } = useColumnRefresh();
  const seenTick = useRef(tick);
  useEffect(() => {
    if (seenTick.current === tick) return;
    seenTick.current = tick;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      onBusy(false);
    };
    onBusy(true);
    void refresh().finally(release);
    return release;
  }, [tick, onBusy, refresh]);

  return { loading: state.loading, data: state.value, error: loadError(state.error), reload: retry };
}
