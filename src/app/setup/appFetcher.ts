import type { AxiosInstance } from "axios";
import { isAbort, toCallFailure } from "../../api/errors";
import { expandHosts, type HostName, host } from "../../api/hosts";
import { http } from "../../api/http";
import type { DataRequest, Fetcher, FetchResponse } from "../../engine";

/** The service hosts a data source may name (spec 1 §7). */
const HOSTS: readonly HostName[] = ["portal", "uc", "form", "bpmModel", "bpmRunTime", "front"];

/**
 * The URL of a request: `${host}${path}` for a named service host (an unknown or undefined host is an
 * error, spec 1 §7); without a host the path as written, with `${form}`-style placeholders expanded.
 */
export function requestUrl(request: Pick<DataRequest, "host" | "path">): string {
  if (!request.host) return expandHosts(request.path);
  if (!(HOSTS as readonly string[]).includes(request.host)) {
    throw new Error(`Unknown service host "${request.host}" (expected one of ${HOSTS.join(", ")})`);
  }
  return `${host(request.host as HostName)}${request.path}`;
}

/**
 * The engine's fetcher over the app's axios client (Bearer, Accept-Language, Tenant-Code, 401 rule):
 * service host + path + method + params/body + headers. It resolves with status and data; a failure
 * rejects with a CallFailure (src/api/errors.ts) carrying the status, the body, the message and the log id. Calls are
 * `silent`: the engine and the widgets report failures themselves (no double toast). A call to a
 * foreign site carries no Authorization: the client adds the token only where src/engine/links/links.ts allows.
 */
export function createAppFetcher(client: AxiosInstance = http): Fetcher {
  return async (request: DataRequest): Promise<FetchResponse> => {
    const url = requestUrl(request);
    try {
      const response = await client.request({
        url,
        method: request.method,
        params: request.query,
        data: request.body,
        headers: request.headers,
        responseType: request.responseType ?? "json",
        signal: request.signal,
        silent: true,
        // The engine's adaptors and the flow calls read the envelope (state false) themselves.
        acceptFailedState: true,
      });
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(response.headers ?? {})) {
        if (typeof value === "string") headers[key.toLowerCase()] = value;
      }
      return { status: response.status, data: response.data, headers };
    } catch (error) {
      if (isAbort(error)) throw error;
      throw toCallFailure(error);
    }
  };
}
