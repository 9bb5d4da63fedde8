import { QueryClient } from "@tanstack/react-query";
import { CallFailure, isAbort } from "../../api/errors";

/** A read is tried this many times more after a failure (with back-off) before its error shows. */
export const QUERY_RETRIES = 2;

/**
 * Whether a failed read is worth trying again: not an abort, not a 4xx (the server said no; asking again
 * changes nothing), and at most {@link QUERY_RETRIES} times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES || isAbort(error)) return false;
  const status = error instanceof CallFailure ? error.status : undefined;
  return !(status !== undefined && status >= 400 && status < 500);
}

/**
 * The app's one QueryClient (TanStack Query): reads retry with exponential back-off (1 s, 2 s … at most
 * 30 s) except 4xx answers and aborts, and refetch when the window regains focus. Mutations never retry.
 * Tests pass `retry: false` so that an error state shows at once.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
