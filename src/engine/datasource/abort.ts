/**
 * True for the rejection of an aborted request: fetch's AbortError, axios' CanceledError (ERR_CANCELED).
 * The one abort test of the app; it lives in the engine (the lowest layer) so every layer can use it.
 */
export function isAbort(error: unknown): boolean {
  if (error === null || typeof error !== "object") return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "AbortError" || name === "CanceledError" || code === "ERR_CANCELED";
}
