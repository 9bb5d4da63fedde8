import { useCallback, useEffect, useRef, useState } from "react";
import { CallFailure, isAbort } from "../../../api/errors";
import { toWidgetError, type WidgetError } from "../../../widgets/status/WidgetState";
import { useColumnRefresh } from "./column/HomeColumnRefresh";

/** State of one home widget load. */
export interface LoadState<T> {
  loading: boolean;
  data: T | undefined;
  error: WidgetError | null;
  /** Loads again (the latest call wins). */
  reload: () => Promise<void>;
}

/** The message and log id a failed load shows. */
export function loadError(error: unknown): WidgetError | null {
  if (error instanceof CallFailure) return { message: error.message, logId: error.logId };
  return toWidgetError(error);
}

/**
 * Runs `load` on mount and whenever `key` changes, keeping the latest answer. Loads that a newer one
 * overtook, or that finish after unmount, are ignored; the previous data stays shown while reloading.
 * Inside an auto-refreshing home column (supportRefesh) every refresh count loads again in the
 * background: no loading state, the column's header spinner runs, the old data stays until the answer.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> {
  const [state, setState] = useState<{ loading: boolean; data?: T; error: WidgetError | null }>({
    loading: true,
    error: null,
  });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await loadRef.current();
      if (call === latest.current) setState({ loading: false, data, error: null });
    } catch (error) {
      if (call !== latest.current || isAbort(error)) return;
      setState({ loading: false, error: loadError(error) });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load reads
  useEffect(() => {
    void reload();
    return () => {
      latest.current++;
    };
  }, [key, reload]);

  const { tick, onBusy } = useColumnRefresh();
  const seenTick = useRef(tick);
  useEffect(() => {
    if (seenTick.current === tick) return;
    seenTick.current = tick;
    const call = ++latest.current;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      onBusy(false);
    };
    onBusy(true);
    loadRef.current().then(
      (data) => {
        if (call === latest.current) setState({ loading: false, data, error: null });
        release();
      },
      (error: unknown) => {
        if (call === latest.current && !isAbort(error))
          setState((s) => ({ loading: false, data: s.data, error: loadError(error) }));
        release();
      },
    );
    return release;
  }, [tick, onBusy]);

  return { loading: state.loading, data: state.data, error: state.error, reload };
}
