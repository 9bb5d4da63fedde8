import type { DynamicValue } from "./document";

/** HTTP methods a data source may use. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Where list-shaped answers keep their parts (dotted paths into the body), for REST dialogs and queries
 * configured with `listKey/pageKey/pageSizeKey/totalKey` (CONTRACT.md §8).
 */
export interface KeyAdaptorConfig {
  listKey: string;
  totalKey?: string;
  pageKey?: string;
  pageSizeKey?: string;
}

/**
 * A request described in a document. `path`, `query`, `body` and `headers` are dynamic values built from
 * the scope when the request runs (`"${var}"` references or `{"$expr": …}`).
 */
export interface DataSource {
  /** The service host name (`portal`, `uc`, `form`, `bpmModel`, `bpmRunTime`, `front`); the fetcher resolves it. */
  host: string;
  /** The path under the host, e.g. `/form/customDialog/v1/getListData`; may contain `${var}`. */
  path: string;
  /** GET by default. */
  method?: HttpMethod;
  query?: Record<string, DynamicValue>;
  body?: DynamicValue;
  headers?: Record<string, DynamicValue>;
  /**
   * How the answer is read: `"pageList"` (rows/total/page/pageSize), `"commonResult"` (state/value/message),
   * `"raw"` (the body as it is; the default), `"list"` (a bare array), the name of an adaptor registered on
   * the engine, or a {@link KeyAdaptorConfig}.
   */
  adaptor?: string | KeyAdaptorConfig;
  /** `"json"` by default; `"text"` for bare strings; `"blob"` for downloads. */
  responseType?: "json" | "text" | "blob";
}

/** A request with every dynamic value resolved: what the fetcher receives. */
export interface DataRequest {
  /** A service host name, or "" when `path` is to be used as written (a rule's check URL). */
  host: string;
  path: string;
  method: HttpMethod;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: "json" | "text" | "blob";
  signal?: AbortSignal;
}

/** What the fetcher resolves with. A status ≥ 400 is treated as a failure too. */
export interface FetchResponse {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}

/**
 * Runs a request. Injected by the app (axios + service hosts); tests pass a stub. It may reject with any
 * error; the engine reads `status`/`data` or axios' `response.status`/`response.data` from it.
 */
export type Fetcher = (request: DataRequest) => Promise<FetchResponse>;

/** Paging read back from a list answer. */
export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

/** What list adaptors produce (`pageList`, `list`, key configs). */
export interface ListData<R = Record<string, unknown>> extends PageInfo {
  rows: R[];
}

/** Why a data source failed, for widgets to show (message + log id, spec 1 §3). */
export interface DataError {
  /** `http` 4xx/5xx, `network` no answer, `state` a 2xx with `state:false`, `adaptor` an unreadable answer, `request` the request could not be built. */
  kind: "http" | "network" | "state" | "adaptor" | "request";
  message: string;
  logId?: string;
  status?: number;
}

/** The typed result of a data source: never a thrown error. */
export type DataResult<T = unknown> =
  | { ok: true; data: T; page?: PageInfo; raw: unknown }
  | { ok: false; error: DataError };

/** Reads an answer body into data. Throws (any Error) when the body does not have the expected shape. */
export interface DataAdaptor {
  name: string;
  adapt: (body: unknown, request: DataRequest) => { data: unknown; page?: PageInfo };
}
