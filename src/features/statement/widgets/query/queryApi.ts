import type { QueryField } from "../../../../api/contract";
import type { Fetcher, ListData } from "../../../../engine";
import { completeRanges, toQueryParams } from "./conditionQuerys";
import { type ParsedDefinition, parseDefinition } from "./customDefinition";
import { fetchBody, fetchDefinition } from "./fetchBody";
import { fetchRestfulRows, readPageList } from "./restful";

/** Page size of a custom query whose definition has none (our server's default). */
export const QUERY_DEFAULT_PAGE_SIZE = 10;

/** A custom query definition, parsed (CONTRACT §8 CustomQuery). */
export type CustomQueryDefinition = ParsedDefinition;

/** Parses a custom query definition as getByAlias answers it (`{}` → aliasNotFound). */
export function parseQueryDefinition(raw: unknown, alias: string): CustomQueryDefinition {
  return parseDefinition(raw, alias, QUERY_DEFAULT_PAGE_SIZE);
}

/**
 * Loads a custom query definition: POST /form/customQuery/v1/getByAlias with the alias as raw text.
 * An empty alias is refused (spec 3 §5); a definition that has not arrived after 15 s is abandoned.
 */
export async function loadQueryDefinition(
  fetcher: Fetcher | undefined,
  alias: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<CustomQueryDefinition> {
  const raw = await fetchDefinition(
    fetcher,
    alias,
    {
      host: "form",
      path: "/form/customQuery/v1/getByAlias",
      method: "POST",
      body: alias,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    },
    options,
  );
  return parseQueryDefinition(raw, alias);
}

/** One page (or, unpaged, all) of a custom query's result. */
export interface QueryPageRequest {
  querys: QueryField[];
  page: number;
  /** REST definitions with a page size key only; our server pages by the definition's size. */
  pageSize: number;
  signal?: AbortSignal;
}

/**
 * Runs a custom query: our server's doQuery (body `[{key, value}]`, BETWEEN as "start|end"), or the REST
 * definition's own url. Empty, non-JSON or array-less answers throw their spec 3 §8 errors.
 */
export async function runQuery(
  fetcher: Fetcher | undefined,
  definition: CustomQueryDefinition,
  request: QueryPageRequest,
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
  const body = await fetchBody(fetcher, {
    host: "form",
    path: "/form/customQuery/v1/doQuery",
    method: "POST",
    query: { alias: definition.alias, page },
    body: toQueryParams(querys),
    ...(signal ? { signal } : {}),
  });
  return readPageList(body, { page, pageSize: definition.pageSize });
}
