import { useCallback, useEffect, useRef, useState } from "react";
import { toWidgetError, type WidgetError } from "../layout/WidgetState";
import { isAbort } from "../query/fetchBody";
import { RequestFailure } from "../query/queryErrors";

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
  if (error instanceof RequestFailure) return { message: error.message, logId: error.logId };
  return toWidgetError(error);
}

/**
 * Runs `load` on mount and whenever `key` changes, keeping the latest answer. Loads that a newer one
 * overtook, or that finish after unmount, are ignored; the previous data stays shown while reloading.
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

  return { loading: state.loading, data: state.data, error: state.error, reload };
}
