import { isObject } from "../json";
import type { PostCheckAnswer } from "../rules";
import type { Fetcher } from "../types";

/** Reads a check endpoint's answer: a boolean, a CommonResult (`state`), or `{ok, message}`. */
export function readCheckAnswer(data: unknown): PostCheckAnswer {
  if (typeof data === "boolean") return { ok: data };
  if (isObject(data)) {
    const message = typeof data.message === "string" && data.message !== "" ? data.message : undefined;
    const verdict =
      typeof data.state === "boolean" ? data.state : typeof data.ok === "boolean" ? data.ok : undefined;
    if (verdict !== undefined) return message ? { ok: verdict, message } : { ok: verdict };
  }
  return { ok: true };
}

/**
 * The `postCheck` service of the backend and already-exists validators, through the engine's fetcher:
 * POSTs `{value}` to the rule's URL (`${form}/path` names a service host; anything else goes as written,
 * with an empty host). A failed call rejects, which the rules show as "check unavailable".
 */
export function postCheckVia(fetcher: Fetcher | undefined) {
  return async (url: string, value: unknown, signal?: AbortSignal): Promise<PostCheckAnswer> => {
    if (!fetcher) throw new Error("The engine has no fetcher");
    const named = /^\$\{(\w+)\}(.*)$/.exec(url);
    const response = await fetcher({
      host: named ? named[1] : "",
      path: named ? named[2] : url,
      method: "POST",
      body: { value },
      ...(signal ? { signal } : {}),
    });
    if (response.status >= 400) throw new Error(`The check answered HTTP ${response.status}`);
    return readCheckAnswer(response.data);
  };
}
