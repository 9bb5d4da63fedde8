import { isObject } from "../json";
import type {
  DataAdaptor,
  DataError,
  DataRequest,
  DataResult,
  DataSource,
  Fetcher,
  Registry,
  Translate,
} from "../types";
import { keyAdaptor } from "./adaptors";
import { DataSourceError } from "./errors";

/** Builds the request of a data source, resolving its dynamic values with `resolve`. */
export function buildRequest(
  source: DataSource,
  resolve: (value: unknown) => unknown,
  signal?: AbortSignal,
): DataRequest {
  const request: DataRequest = {
    host: source.host,
    path: String(resolve(source.path)),
    method: source.method ?? "GET",
  };
  if (source.query) {
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source.query)) {
      const resolved = resolve(value);
      if (resolved !== undefined) query[key] = resolved;
    }
    request.query = query;
  }
  if (source.body !== undefined) request.body = resolve(source.body);
  if (source.headers) {
    request.headers = Object.fromEntries(
      Object.entries(source.headers).map(([key, value]) => [key, String(resolve(value) ?? "")]),
    );
  }
  if (source.responseType) request.responseType = source.responseType;
  if (signal) request.signal = signal;
  return request;
}

/** Reads status and body from a fetcher's rejection (plain `{status, data}` or axios' `response`). */
function errorFromRejection(error: unknown, t: Translate): DataError {
  const e = (isObject(error) ? error : {}) as Record<string, unknown>;
  const response = isObject(e.response) ? e.response : undefined;
  const status =
    typeof e.status === "number"
      ? e.status
      : typeof response?.status === "number"
        ? response.status
        : undefined;
  const body = e.data !== undefined ? e.data : response?.data;
  if (status === undefined) return { kind: "network", message: t("engine.data.network") };
  return errorFromBody(status, body, t);
}

function errorFromBody(status: number, body: unknown, t: Translate): DataError {
  const message =
    isObject(body) && typeof body.message === "string" && body.message !== ""
      ? body.message
      : t("engine.data.http", { status });
  const logId = isObject(body) && typeof body.logId === "string" ? body.logId : undefined;
  return { kind: "http", message, status, ...(logId ? { logId } : {}) };
}

/** The adaptor a data source names (built-in, registered, or a key config). */
export function adaptorFor(source: DataSource, adaptors: Registry<DataAdaptor>, t: Translate): DataAdaptor {
  const named = source.adaptor ?? "raw";
  return typeof named === "string" ? adaptors.require(named) : keyAdaptor(named, t);
}

/**
 * Runs a data source: builds the request, calls the fetcher, reads the answer with the adaptor. Never
 * throws: every failure is a `{ok: false, error}` with a message (and the server's log id when it sent one).
 */
export async function runDataSource(
  source: DataSource,
  resolve: (value: unknown) => unknown,
  parts: { fetcher?: Fetcher; adaptors: Registry<DataAdaptor>; t: Translate; signal?: AbortSignal },
): Promise<DataResult> {
  const { t } = parts;
  let request: DataRequest;
  let adaptor: DataAdaptor;
  try {
    request = buildRequest(source, resolve, parts.signal);
    adaptor = adaptorFor(source, parts.adaptors, t);
  } catch (error) {
    return {
      ok: false,
      error: { kind: "request", message: t("engine.data.request", { reason: (error as Error).message }) },
    };
  }
  if (!parts.fetcher) return { ok: false, error: { kind: "request", message: t("engine.data.noFetcher") } };
  let body: unknown;
  try {
    const response = await parts.fetcher(request);
    if (response.status >= 400) return { ok: false, error: errorFromBody(response.status, response.data, t) };
    body = response.data;
  } catch (error) {
    return { ok: false, error: errorFromRejection(error, t) };
  }
  try {
    const { data, page } = adaptor.adapt(body, request);
    return page ? { ok: true, data, page, raw: body } : { ok: true, data, raw: body };
  } catch (error) {
    if (error instanceof DataSourceError) {
      return {
        ok: false,
        error: {
          kind: error.kind,
          message: error.message,
          ...(error.logId ? { logId: error.logId } : {}),
          ...(error.status ? { status: error.status } : {}),
        },
      };
    }
    return {
      ok: false,
      error: { kind: "adaptor", message: t("engine.data.adaptor", { reason: (error as Error).message }) },
    };
  }
}
