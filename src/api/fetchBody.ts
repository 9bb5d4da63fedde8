import type { DataRequest, Fetcher } from "../engine";
import { isObject } from "../engine/json";
import { answerFailure, CallFailure, isAbort } from "./errors";

/**
 * The one way a widget or feature runs a request through the engine's fetcher (the app's HTTP client,
 * or a test's stub) and reads the answer's body: widgets never call axios. A status ≥ 400 or a rejection
 * becomes a {@link CallFailure} with the server's message and log id (a JSON text body is read too);
 * without a server message, the rejection's own message or "HTTP <status>". An abort is rethrown as it
 * is, so callers can ignore it.
 */
export async function fetchBody(fetcher: Fetcher | undefined, request: DataRequest): Promise<unknown> {
  if (!fetcher) {
    const message = "The engine has no fetcher";
    throw new CallFailure(message, { serverMessage: message });
  }
  let response: Awaited<ReturnType<Fetcher>>;
  try {
    response = await fetcher(request);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw rejectionFailure(error);
  }
  if (response.status >= 400) throw answerFailure(response.status, response.data, `HTTP ${response.status}`);
  return response.data;
}

/** A rejected call as a CallFailure: the app fetcher's CallFailure, an axios-like error or `{status, data}`. */
function rejectionFailure(error: unknown): CallFailure {
  const e = (isObject(error) ? error : {}) as Record<string, unknown>;
  const answer = isObject(e.response) ? e.response : undefined;
  const status =
    typeof e.status === "number" ? e.status : typeof answer?.status === "number" ? answer.status : undefined;
  const own = error instanceof Error && error.message ? error.message : undefined;
  const fallback = own ?? (status === undefined ? "network error" : `HTTP ${status}`);
  const failure = answerFailure(status, e.data ?? answer?.data, fallback);
  if (failure.logId || typeof e.logId !== "string") return failure;
  return new CallFailure(failure.message, {
    serverMessage: failure.serverMessage,
    status: failure.status,
    logId: e.logId,
    data: failure.data,
  });
}
