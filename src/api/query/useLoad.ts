import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { isAbort } from "../errors";
import { useQueryClientHere } from "./queryClientHere";

/** The state of an asynchronous load: loading (keeping the last value), done, or failed. */
export interface LoadState<T> {
  /** The latest answer; while another key loads, the previous key's answer. */
  value?: T;
  /** Why the load failed (never an abort); cleared while it loads again. */
  error?: unknown;
  /** True until the first answer of this key, and while a retry runs; not during a background refresh. */
  loading: boolean;
  /** Runs the load again, showing the loading state (the retry of a failed load); a running load is dropped. */
  retry: () => Promise<void>;
  /**
   * Runs the load again in the background: no loading state, the value stays until the answer. A load
   * already running is the fresh answer (it is not started again).
   */
  refresh: () => Promise<void>;
}

/**
 * One load through TanStack Query: `load` gets the query's AbortSignal (a newer key or an unmount
 * aborts it, and an abort is not an error), its answer is cached under `key`, and the app's QueryClient
 * retries failures with back-off and refetches when the window regains focus (src/app/setup/queryClient.ts).
 * `key` stands for everything `load` reads: a new key loads again while the previous value stays shown.
 * The key is scoped to the calling component, so two loads with the same key elsewhere never share an
 * answer. `load` null means nothing to load (value stays undefined, not loading).
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): LoadState<T> {
  const scope = useId();
  const client = useQueryClientHere();
  const enabled = !!load;
  const query = useQuery(
    {
      queryKey: ["load", scope, key],
      // Boxed, since a load may answer undefined (TanStack Query takes undefined for a missing answer).
      queryFn: async ({ signal }): Promise<{ value: T }> => {
        if (!load) throw new Error("useLoad: nothing to load");
        return { value: await load(signal) };
      },
      enabled,
      placeholderData: keepPreviousData,
    },
    client,
  );
  const [retrying, setRetrying] = useState(0);
  const { refetch } = query;

  const retry = useCallback(async () => {
    if (!enabled) return;
    setRetrying((n) => n + 1);
    try {
      await refetch();
    } finally {
      setRetrying((n) => n - 1);
    }
  }, [enabled, refetch]);
  const refresh = useCallback(async () => {
    if (enabled) await refetch({ cancelRefetch: false });
  }, [enabled, refetch]);

  if (!enabled) return { loading: false, retry, refresh };
  const loading = query.isPending || query.isPlaceholderData || retrying > 0;
  const error = loading || isAbort(query.error) ? undefined : (query.error ?? undefined);
  return { value: query.data?.value, error, loading, retry, refresh };
}
