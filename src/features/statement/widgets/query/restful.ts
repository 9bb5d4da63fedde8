import type { QueryField } from "../../../../api/contract";
import type { DataRequest, Fetcher, ListData } from "../../../../engine";
import type { ConditionField } from "../../../../widgets/data/searchQuery";
import { restfulParams } from "./conditionQuerys";
import type { RestfulConfig } from "./customDefinition";
import { fetchBody } from "./fetchBody";
import { CustomQueryError } from "./queryErrors";

/*
 * REST-type dialogs and queries: the client calls the definition's `url` itself (CONTRACT §8) and reads
 * the list, page, page size and total from the keys the definition names.
 */

/** What a REST call carries besides the template: the condition values and, when paged, the page. */
export interface RestfulCall {
  params: Record<string, unknown>;
  page?: number;
  pageSize?: number;
}

/**
 * The request of a REST definition (host "": the url is used as written, `${form}`-style placeholders
 * are the fetcher's business). GET sends the dataParam template, the parameters and the paging keys in
 * the query; POST sends them merged into the template as the JSON body.
 */
export function buildRestfulRequest(config: RestfulConfig, call: RestfulCall): DataRequest {
  const values: Record<string, unknown> = { ...(config.dataParam ?? {}), ...call.params };
  if (call.page !== undefined && config.pageKey) values[config.pageKey] = call.page;
  if (call.pageSize !== undefined && config.pageSizeKey) values[config.pageSizeKey] = call.pageSize;
  const request: DataRequest = { host: "", path: config.url, method: config.requestType };
  if (Object.keys(config.headers).length > 0) request.headers = { ...config.headers };
  if (config.requestType === "POST") request.body = values;
  else if (Object.keys(values).length > 0) request.query = values;
  return request;
}

/** Reads a dotted path ("data.list") of an object; undefined when a step is missing. */
export function readPath(value: unknown, path: string): unknown {
  let at = value;
  for (const part of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The answer of a dialog or query call as a JSON value: an empty answer throws `emptyData` (spec 3 §5:
 * the response must be non-empty), text that does not parse throws `notJson`.
 */
export function parseAnswer(body: unknown): unknown {
  if (isBlank(body)) throw new CustomQueryError("emptyData");
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new CustomQueryError("notJson");
  }
}

function numberAt(body: unknown, key: string | undefined, fallback: number): number {
  if (!key) return fallback;
  const value = Number(readPath(body, key));
  return Number.isFinite(value) ? value : fallback;
}

/**
 * The rows and paging of a REST answer: the array at `listKey` (without one: the answer itself, or its
 * `rows` / `data` array), else `noArray`; total, page and page size at their keys (defaults: the row
 * count and the requested page).
 */
export function readRestfulList(
  body: unknown,
  config: Pick<RestfulConfig, "listKey" | "pageKey" | "pageSizeKey" | "totalKey">,
  requested: { page?: number; pageSize?: number } = {},
): ListData {
  const answer = parseAnswer(body);
  let list: unknown;
  if (config.listKey) list = readPath(answer, config.listKey);
  else if (Array.isArray(answer)) list = answer;
  else if (answer && typeof answer === "object") {
    const { rows, data } = answer as Record<string, unknown>;
    list = Array.isArray(rows) ? rows : data;
  }
  if (!Array.isArray(list)) throw new CustomQueryError("noArray");
  const rows = list.filter((row) => row !== null && typeof row === "object") as Record<string, unknown>[];
  return {
    rows,
    total: numberAt(answer, config.totalKey, rows.length),
    page: numberAt(answer, config.pageKey, requested.page ?? 1),
    pageSize: numberAt(answer, config.pageSizeKey, requested.pageSize ?? rows.length),
  };
}

/**
 * A PageList answer of our server (getListData, doQuery): `{rows, total, page, pageSize}`, or a bare
 * array (getTreeData). Empty → `emptyData`, text → `notJson` when it does not parse, no array → `noArray`.
 */
export function readPageList(body: unknown, requested: { page?: number; pageSize?: number } = {}): ListData {
  return readRestfulList(body, { totalKey: "total", pageKey: "page", pageSizeKey: "pageSize" }, requested);
}

/**
 * The rows of a REST definition (dialog or query): its own url with the conditions as parameters, paged
 * when the definition pages, read through its list/page/total keys.
 */
export async function fetchRestfulRows(
  fetcher: Fetcher | undefined,
  definition: { restful: RestfulConfig; conditions: readonly ConditionField[]; needPage: boolean },
  querys: readonly QueryField[],
  paging: { page: number; pageSize: number; signal?: AbortSignal },
): Promise<ListData> {
  const { page, pageSize, signal } = paging;
  const call = buildRestfulRequest(definition.restful, {
    params: restfulParams(definition.conditions, querys),
    ...(definition.needPage ? { page, pageSize } : {}),
  });
  const body = await fetchBody(fetcher, { ...call, ...(signal ? { signal } : {}) });
  return readRestfulList(body, definition.restful, { page, pageSize });
}
