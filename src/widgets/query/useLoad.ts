import { useCallback, useEffect, useState } from "react";
import { isAbort } from "../../api/errors";

/** The state of an asynchronous load: loading (keeping the last value), done, or failed. */
export interface LoadState<T> {
  value?: T;
  error?: unknown;
  loading: boolean;
  /** Runs the load again. */
  retry: () => void;
}

/**
 * Runs `load` when `key` changes (and on retry), aborting the previous run; only the latest answer is
 * kept and aborts are not errors. `load` null means nothing to load (value stays undefined).
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): LoadState<T> {
  const [state, setState] = useState<{ value?: T; error?: unknown; loading: boolean }>({ loading: !!load });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `load` reads; a new closure each render must not reload
  useEffect(() => {
    if (!load) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ value: previous.value, loading: true }));
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ value, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, attempt, !!load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
