import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";

/** A screen's load (TanStack Query): its data, its failure, and how to load it again or change it in place. */
export interface ScreenLoad<T> {
  /** The loaded data; undefined while loading (again) or after a failure. */
  data: T | undefined;
  /** The failure, when the load failed and there is nothing to show (aborts never count). */
  error: unknown;
  /** The load failed and there is nothing to show: a failed refetch keeps what the screen shows. */
  isError: boolean;
  /** Loads again from nothing (the screen shows its loading state), as a retry or after a 409. */
  reload: () => void;
  /** Changes the loaded data in place (a claim taken or given back). */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads what a flow screen shows, cancelled through the query's signal when the screen goes. Nothing is
 * kept once the screen is gone (gcTime 0), so each opening loads fresh data. A screen with a form the user
 * fills in (`editable`) is never refetched behind their back when the window regains focus.
 */
export function useScreenLoad<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  { editable }: { editable: boolean },
): ScreenLoad<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: !editable,
    refetchOnReconnect: !editable,
  });
  return {
    data: query.data,
    error: query.error,
    isError: query.isError && query.data === undefined,
    reload: () => void queryClient.resetQueries({ queryKey, exact: true }),
    update: (change) =>
      queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data))),
  };
}
