import { CallFailure, isAbort } from "../errors";

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

/** The wait before try `attempt` + 1: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
