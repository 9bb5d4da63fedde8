import { decodeBase64Utf8 as decodeBase64 } from "../../api/base64";
import type {
  ColumnRightKind,
  ColumnRightOption,
  CommonResult,
  DesignMyLayout,
  EchartsReportData,
  FormRemindData,
  HomeDataParam,
  HomeLayout,
  PageList,
  QueryFilter,
  SysIndexColumn,
} from "../../api/contract";
import { expandHosts, host } from "../../api/hosts";
import { http } from "../../api/http";

/* The home page's calls (CONTRACT.md §7, issue 5). Every call is silent: the page shows failures itself. */

/** The text of Base64 UTF-8 bytes (vueFrontHome's value, a column's templateHtml); "" for unreadable input. */
export function decodeBase64Utf8(base64: string | null | undefined): string {
  return base64 ? (decodeBase64(base64) ?? "") : "";
}

/**
 * vueFrontHome's value as a layout: `JSON.parse(Base64.decode(value) || '{}')`. Null when there is no
 * layout or it holds no items (the page then shows the welcome overview).
 */
export function parseHomeLayout(value: string | null | undefined): HomeLayout | null {
  const text = decodeBase64Utf8(value);
  if (!text.trim()) return null;
  try {
    const parsed = JSON.parse(text) as Partial<HomeLayout> | null;
    if (!parsed || !Array.isArray(parsed.list) || parsed.list.length === 0) return null;
    return parsed as HomeLayout;
  } catch {
    return null;
  }
}

/** GET {portal}/portal/main/v1/vueFrontHome: the user's layout (personal > org > default), Base64 JSON. */
export async function getVueFrontHome(): Promise<CommonResult<string>> {
  const { data } = await http.get<CommonResult<string>>(`${host("portal")}/portal/main/v1/vueFrontHome`, {
    silent: true,
    failureText: "vueFrontHome failed",
  });
  return data;
}

/** GET {portal}/portal/main/v1/vueFrontHome read as a layout (null when empty or unreadable). */
export async function loadHomeLayout(): Promise<HomeLayout | null> {
  const answer = await getVueFrontHome();
  return parseHomeLayout(answer?.value);
}

const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";

/**
 * POST {portal}/…/sysIndexColumn/v1/getDatasByAlias with the raw text body "a,b" (text/plain): the
 * columns of the aliases, each with displayRights for the user.
 */
export async function getDatasByAlias(aliases: readonly string[]): Promise<SysIndexColumn[]> {
  const { data } = await http.post<SysIndexColumn[]>(
    `${host("portal")}${COLUMN_API}/getDatasByAlias`,
    aliases.join(","),
    { headers: { "Content-Type": "text/plain" }, silent: true },
  );
  return Array.isArray(data) ? data : [];
}

/** GET {portal}/…/sysIndexColumn/v1/getByAlias?alias=: one column, or null for an empty answer. */
export async function getColumnByAlias(alias: string): Promise<SysIndexColumn | null> {
  const { data } = await http.get<SysIndexColumn | "">(`${host("portal")}${COLUMN_API}/getByAlias`, {
    params: { alias },
    silent: true,
  });
  return data && typeof data === "object" ? data : null;
}

/** The parameters of a request-data column: dataParam's [{name, value}] (unreadable text gives []). */
export function parseDataParams(dataParam: string | null | undefined): HomeDataParam[] {
  if (!dataParam) return [];
  try {
    const parsed = JSON.parse(dataParam) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((p): p is HomeDataParam => !!p && typeof p === "object" && typeof p.name === "string")
      : [];
  } catch {
    return [];
  }
}

/** A parameter value JSON-parsed when it reads as JSON (POST bodies), else as written. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The first page a paged column asks for. */
export const HOME_PAGE_BEAN = { page: 1, pageSize: 10, showTotal: true } as const;

/** What a request-data column fetched: the answer, and the paging when the answer is paged. */
export interface HomeColumnData {
  data: unknown;
  page?: { page: number; pageSize: number; total: number };
}

/**
 * Fetches a request-data column (dataMode 3): GET with dataParam as the query, or POST with dataParam's
 * values JSON-parsed plus pageBean and querys when needPage. Paged answers give page, pageSize, total.
 */
export async function fetchColumnData(column: SysIndexColumn, signal?: AbortSignal): Promise<HomeColumnData> {
  if (!column.dataFrom) throw new Error("dataFrom is empty");
  const url = expandHosts(column.dataFrom);
  const params = parseDataParams(column.dataParam);
  const method = (column.requestType ?? "GET").toUpperCase();
  let data: unknown;
  if (method === "POST") {
    const body: Record<string, unknown> = Object.fromEntries(params.map((p) => [p.name, jsonValue(p.value)]));
    if (Number(column.needPage) === 1) {
      body.pageBean ??= { ...HOME_PAGE_BEAN };
      body.querys ??= [];
    }
    ({ data } = await http.post(url, body, { silent: true, signal, failureText: "request failed" }));
  } else {
    const query = Object.fromEntries(params.map((p) => [p.name, p.value == null ? "" : String(p.value)]));
    ({ data } = await http.get(url, { params: query, silent: true, signal, failureText: "request failed" }));
  }
  const paged = data as { page?: unknown; pageSize?: unknown; total?: unknown } | null;
  if (paged && typeof paged === "object" && "total" in paged && "page" in paged) {
    return {
      data,
      page: {
        page: Number(paged.page) || 1,
        pageSize: Number(paged.pageSize) || HOME_PAGE_BEAN.pageSize,
        total: Number(paged.total) || 0,
      },
    };
  }
  return { data };
}

/** GET {bpmRunTime}/runtime/report/v1/getEchartsData?reportId=: a report's chart data. */
export async function getEchartsData(reportId: string): Promise<EchartsReportData> {
  const { data } = await http.get<EchartsReportData | CommonResult<EchartsReportData>>(
    `${host("bpmRunTime")}/runtime/report/v1/getEchartsData`,
    { params: { reportId }, silent: true, failureText: "getEchartsData failed" },
  );
  if (data && typeof data === "object" && "state" in data) {
    if (!data.value) throw new Error(data.message || "getEchartsData failed");
    return data.value;
  }
  return data as EchartsReportData;
}

/** GET {form}/form/formRemindData/v1/getFormRemindDataByUser: the user's reminders. */
export async function getFormRemindDataByUser(): Promise<FormRemindData[]> {
  const { data } = await http.get<FormRemindData[] | CommonResult<FormRemindData[]>>(
    `${host("form")}/form/formRemindData/v1/getFormRemindDataByUser`,
    { silent: true },
  );
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.value) ? data.value : [];
}

/** DELETE {form}/form/formRemindData/v1/{id}: removes a reminder of the user. */
export async function deleteFormRemindData(id: string): Promise<void> {
  // A refused delete (state false) has always passed unnoticed here; the reminder is hidden either way.
  await http.delete(`${host("form")}/form/formRemindData/v1/${encodeURIComponent(id)}`, {
    silent: true,
    acceptFailedState: true,
  });
}

/* The column designer's calls (issue 5 §5; method right homeColumnManage). They are silent: the designer shows failures. */

/** Who may see a column as the server stores it: role codes, org ids and user ids (all empty: everyone). */
export interface SysIndexColumnRights {
  roles?: string[];
  orgs?: string[];
  users?: string[];
}

/** A column as the configurers read it (listJson, getJson): with its stored display rights. */
export type DesignedColumn = SysIndexColumn & { rights?: SysIndexColumnRights; sn?: number };

/** POST {portal}/…/sysIndexColumn/v1/listJson: a page of the tenant's columns. */
export async function listIndexColumns(filter: QueryFilter): Promise<PageList<DesignedColumn>> {
  const { data } = await http.post<PageList<DesignedColumn>>(
    `${host("portal")}${COLUMN_API}/listJson`,
    filter,
    {
      silent: true,
    },
  );
  return data;
}

/** GET {portal}/…/sysIndexColumn/v1/getJson?id=: one column with its rights. */
export async function getIndexColumn(id: string): Promise<DesignedColumn> {
  const { data } = await http.get<DesignedColumn>(`${host("portal")}${COLUMN_API}/getJson`, {
    params: { id },
    silent: true,
  });
  return data;
}

/** POST {portal}/…/sysIndexColumn/v1/save: creates (no id) or updates a column; the answer's value is its id. */
export async function saveIndexColumn(column: Partial<DesignedColumn>): Promise<CommonResult<string>> {
  // The designer explains a refused save itself (its answer is read as data).
  const { data } = await http.post<CommonResult<string>>(`${host("portal")}${COLUMN_API}/save`, column, {
    silent: true,
    acceptFailedState: true,
  });
  return data;
}

/** DELETE {portal}/…/sysIndexColumn/v1/remove?ids=a,b: deletes columns. */
export async function removeIndexColumns(ids: readonly string[]): Promise<CommonResult> {
  const { data } = await http.delete<CommonResult>(`${host("portal")}${COLUMN_API}/remove`, {
    params: { ids: ids.join(",") },
    silent: true,
    acceptFailedState: true,
  });
  return data;
}

/** How many stored values one rightOptions look-up resolves (the server's limit). */
export const RIGHT_IDS_PER_CALL = 200;

/**
 * GET {portal}/…/sysIndexColumn/v1/rightOptions: display-right options of the caller's tenant — searched by
 * `query` (name or code, at most 50), or, when `ids` are given, those stored values resolved to names
 * (more than 200 ids go in several calls). Unknown ids are simply absent from the answer.
 */
export async function getRightOptions(
  kind: ColumnRightKind,
  params: { query?: string; ids?: readonly string[] },
  signal?: AbortSignal,
): Promise<ColumnRightOption[]> {
  const ask = async (query: Record<string, string>) => {
    const { data } = await http.get<CommonResult<ColumnRightOption[]>>(
      `${host("portal")}${COLUMN_API}/rightOptions`,
      { params: { kind, ...query }, signal, silent: true, failureText: "rightOptions failed" },
    );
    if (!data) throw new Error("rightOptions failed");
    return data.value ?? [];
  };
  const ids = params.ids ?? [];
  if (ids.length === 0) return ask({ query: params.query ?? "" });
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += RIGHT_IDS_PER_CALL) chunks.push(ids.slice(i, i + RIGHT_IDS_PER_CALL));
  return (await Promise.all(chunks.map((chunk) => ask({ ids: chunk.join(",") })))).flat();
}

const MY_LAYOUT_API = "/portal/sysIndexMyLayout/v1";

/** GET {portal}/portal/sysIndexMyLayout/v1/designMyLayout: the user's layout to edit and the columns they may place. */
export async function getDesignMyLayout(): Promise<DesignMyLayout> {
  const { data } = await http.get<DesignMyLayout>(`${host("portal")}${MY_LAYOUT_API}/designMyLayout`, {
    silent: true,
  });
  return data;
}

/** POST {portal}/portal/sysIndexMyLayout/v1/save {layout}: saves the user's own layout (400 names the invalid path). */
export async function saveMyLayout(layout: HomeLayout): Promise<CommonResult> {
  const { data } = await http.post<CommonResult>(
    `${host("portal")}${MY_LAYOUT_API}/save`,
    { layout },
    { silent: true, failureText: "save failed" },
  );
  return data;
}

/** POST {portal}/portal/sysIndexMyLayout/v1/reset: drops the user's own layout (the value: the layout that applies, Base64). */
export async function resetMyLayout(): Promise<CommonResult<string>> {
  const { data } = await http.post<CommonResult<string>>(
    `${host("portal")}${MY_LAYOUT_API}/reset`,
    undefined,
    { silent: true, failureText: "reset failed" },
  );
  return data;
}
