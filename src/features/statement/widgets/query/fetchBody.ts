import { fetchBody } from "../../../../api/fetchBody";
import type { DataRequest, Fetcher } from "../../../../engine";

export { fetchBody };

import { CustomQueryError } from "./queryErrors";

/** A query waits up to 15 s for its alias to be found, then is abandoned (spec 3 §4, §9). */
export const ALIAS_WAIT_MS = 15_000;

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
