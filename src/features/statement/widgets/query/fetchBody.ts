import { answerFailure, CallFailure, isAbort } from "../../../../api/errors";
import type { DataRequest, Fetcher } from "../../../../engine";
import { isObject } from "../../../../engine/json";
import { CustomQueryError } from "./queryErrors";

/** A query waits up to 15 s for its alias to be found, then is abandoned (spec 3 §4, §9). */
export const ALIAS_WAIT_MS = 15_000;

/** A failed answer: the server's message, else a short text of the status (home widgets show it as is). */
function failureOf(status: number | undefined, body: unknown): CallFailure {
  return answerFailure(status, body, status === undefined ? "network error" : `HTTP ${status}`);
}

/**
 * Runs a request through the engine's fetcher (widgets never call axios) and gives the answer's body.
 * A status ≥ 400 or a rejection becomes a CallFailure with the server's message and log id; an
 * abort is rethrown as it is, so callers can ignore it.
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
    const e = (isObject(error) ? error : {}) as Record<string, unknown>;
    const answer = isObject(e.response) ? e.response : undefined;
    const status = typeof e.status === "number" ? e.status : (answer?.status as number | undefined);
    throw failureOf(typeof status === "number" ? status : undefined, e.data ?? answer?.data);
  }
  if (response.status >= 400) throw failureOf(response.status, response.data);
  return response.data;
}

/** The error an abandoned wait rejects with. */
function abortError(): Error {
  const error = new Error("The request was abandoned");
  error.name = "AbortError";
  return error;
}

/**
 * Runs `load` with a signal that is aborted when `signal` is, or when `timeoutMs` passes first: the
 * definition is then abandoned and the promise rejects with CustomQueryError `aliasTimeout`.
 */
export function withAliasTimeout<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: { alias: string; timeoutMs?: number; signal?: AbortSignal },
): Promise<T> {
  const controller = new AbortController();
  const outer = options.signal;
  return new Promise<T>((resolve, reject) => {
    if (outer?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      controller.abort();
      finish();
      reject(abortError());
    };
    const timer = setTimeout(() => {
      controller.abort();
      finish();
      reject(new CustomQueryError("aliasTimeout", { alias: options.alias }));
    }, options.timeoutMs ?? ALIAS_WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    };
    outer?.addEventListener("abort", onAbort);
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        finish();
        reject(error);
      },
    );
  });
}

/**
 * The raw definition of a custom dialog or query by alias: an empty alias is refused (aliasEmpty), and a
 * definition that has not arrived within the wait is abandoned (aliasTimeout). `request` is the call
 * without its signal.
 */
export function fetchDefinition(
  fetcher: Fetcher | undefined,
  alias: string,
  request: Omit<DataRequest, "signal">,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<unknown> {
  if (!alias.trim()) return Promise.reject(new CustomQueryError("aliasEmpty"));
  return withAliasTimeout((signal) => fetchBody(fetcher, { ...request, signal }), { alias, ...options });
}
