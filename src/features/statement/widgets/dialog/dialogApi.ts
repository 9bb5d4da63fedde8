import type { QueryField } from "../../../../api/contract";
import type { Fetcher, ListData } from "../../../../engine";
import { completeRanges, restfulParams, toDialogFilter } from "../query/conditionQuerys";
import { fetchBody, fetchDefinition } from "../query/fetchBody";
import { buildRestfulRequest, fetchRestfulRows, readPageList, readRestfulList } from "../query/restful";
import { type CustomDialogDefinition, parseDialogDefinition } from "./dialogDefinition";

/** Extra parameters of a dialog call: getListData/getTreeData's mapParam (`"k":"v",…`) or an object. */
export type MapParam = string | Record<string, unknown>;

/** mapParam as the server reads it: `"k":"v",…` (the braces are added server-side). */
export function mapParamText(mapParam: MapParam | undefined): string | undefined {
  if (mapParam === undefined) return undefined;
  if (typeof mapParam === "string") return mapParam.trim() || undefined;
  const json = JSON.stringify(mapParam);
  return json === "{}" ? undefined : json.slice(1, -1);
}

/**
 * Loads a custom dialog definition: GET /form/customDialog/v1/getByAlias. `{}` → aliasNotFound; an
 * empty alias is refused; a definition that has not arrived after 15 s is abandoned (aliasTimeout).
 */
export async function loadDialogDefinition(
  fetcher: Fetcher | undefined,
  alias: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<CustomDialogDefinition> {
  const raw = await fetchDefinition(
    fetcher,
    alias,
    { host: "form", path: "/form/customDialog/v1/getByAlias", method: "GET", query: { alias } },
    options,
  );
  return parseDialogDefinition(raw, alias);
}

/** One page of a list-style dialog. */
export interface DialogPageRequest {
  querys: QueryField[];
  page: number;
  pageSize: number;
  sort?: { field: string; direction: "ASC" | "DESC" } | null;
  mapParam?: MapParam;
  signal?: AbortSignal;
}

/**
 * The rows of a list-style dialog: POST getListData (QueryFilter body; pageBean only when needPage) on
 * our server, or the REST definition's own url.
 */
export async function loadDialogRows(
  fetcher: Fetcher | undefined,
  definition: CustomDialogDefinition,
  request: DialogPageRequest,
): Promise<ListData> {
  const { page, pageSize, signal } = request;
  const querys = completeRanges(definition.conditions, request.querys);
  if (definition.restful) {
    return fetchRestfulRows(fetcher, { ...definition, restful: definition.restful }, querys, {
      page,
      pageSize,
      signal,
    });
  }
  const mapParam = mapParamText(request.mapParam);
  const filter = toDialogFilter(querys, { page, pageSize, sort: request.sort });
  if (!definition.needPage) delete filter.pageBean;
  const body = await fetchBody(fetcher, {
    host: "form",
    path: "/form/customDialog/v1/getListData",
    method: "POST",
    query: { alias: definition.alias, ...(mapParam ? { mapParam } : {}) },
    body: filter,
    ...(signal ? { signal } : {}),
  });
  return readPageList(body, { page, pageSize });
}

/**
 * The rows of a tree-style dialog (each may carry `isParent`): GET getTreeData on our server, or the
 * REST url. `mapParam` narrows a lazy expand (e.g. the parent id).
 */
export async function loadTreeRows(
  fetcher: Fetcher | undefined,
  definition: CustomDialogDefinition,
  options: { mapParam?: MapParam; signal?: AbortSignal } = {},
): Promise<Record<string, unknown>[]> {
  const { signal } = options;
  if (definition.restful) {
    const config = definition.restful;
    const params = { ...restfulParams(definition.conditions, []), ...mapParamObject(options.mapParam) };
    const body = await fetchBody(fetcher, {
      ...buildRestfulRequest(config, { params }),
      ...(signal ? { signal } : {}),
    });
    return readRestfulList(body, config).rows;
  }
  const mapParam = mapParamText(options.mapParam);
  const body = await fetchBody(fetcher, {
    host: "form",
    path: "/form/customDialog/v1/getTreeData",
    method: "GET",
    query: { alias: definition.alias, ...(mapParam ? { mapParam } : {}) },
    ...(signal ? { signal } : {}),
  });
  return readPageList(body).rows;
}

/** mapParam as an object (text `"k":"v",…` parsed; unreadable text gives {}). */
export function mapParamObject(mapParam: MapParam | undefined): Record<string, unknown> {
  if (!mapParam) return {};
  if (typeof mapParam !== "string") return mapParam;
  try {
    const parsed = JSON.parse(`{${mapParam}}`);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
