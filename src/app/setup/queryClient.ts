import { QueryClient } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "../../api/query/retry";

export { QUERY_RETRIES, shouldRetry } from "../../api/query/retry";

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
        retryDelay,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
