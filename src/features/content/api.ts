import type { PageList, QueryFilter } from "../../api/contract";
import { answerFailure } from "../../api/errors";
import type { Fetcher } from "../../engine";
import { isObject } from "../../engine/json";
import { fetchBody, readPageList } from "../statement";

/*
 * The content area's read-only calls (spec 3 §6, CONTRACT §7): news and notices, one item with its
 * content, the user's meetings. They run through the engine's fetcher, so tests pass a stub or the fake
 * adapter; a failure rejects with a CallFailure carrying the server's message and log id.
 */

/** The two kinds of /newsList/{type}: 1 notices, 0 news. */
export type NewsKind = "news" | "notice";

/** A news or notice row (fbt title, fkssj published, fzz author, FJssj a notice's end date). */
export interface NewsRow {
  id: string;
  fbt: string;
  fkssj?: string;
  fzz?: string;
  FSfxysp?: number | string;
  FJssj?: string;
}

/** One news item or notice with its HTML content. */
export interface NewsItem extends NewsRow {
  content?: string;
}

/** A meeting the user attends (hymc name, kssj start, jssj end, hys room). */
export interface MeetingRow {
  id: string;
  hymc: string;
  kssj?: string;
  jssj?: string;
  hys?: string;
}

/** The route's {type} as a kind: "1" notices, "0" news; anything else is unknown (null). */
export function newsKindOf(type: string | undefined): NewsKind | null {
  if (type === "1") return "notice";
  if (type === "0") return "news";
  return null;
}

/** Rejects a CommonResult whose state is false (a 200 answer that reports a failure). */
function checkState(body: unknown): unknown {
  if (isObject(body) && body.state === false) throw answerFailure(200, body, "HTTP 200");
  return body;
}

/** Rows the news lists ask for (the server's maximum). */
export const NEWS_LIST_ROWS = 100;

/** GET portal/messageNews/v1/list (news) or listNotice (notices): the latest `rows`. */
export async function fetchNewsList(
  fetcher: Fetcher | undefined,
  kind: NewsKind,
  rows = NEWS_LIST_ROWS,
  signal?: AbortSignal,
): Promise<NewsRow[]> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: kind === "notice" ? "/portal/messageNews/v1/listNotice" : "/portal/messageNews/v1/list",
    method: "GET",
    query: { rows },
    signal,
  });
  return readPageList(checkState(body), { page: 1, pageSize: rows }).rows as unknown as NewsRow[];
}

/** GET portal/messageNews/v1/getJson?id=: one item with its content (a 404 rejects). */
export async function fetchNewsItem(
  fetcher: Fetcher | undefined,
  id: string,
  signal?: AbortSignal,
): Promise<NewsItem> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portal/messageNews/v1/getJson",
    method: "GET",
    query: { id },
    signal,
  });
  const checked = checkState(body);
  const item = isObject(checked) && isObject(checked.value) ? checked.value : checked;
  if (!isObject(item) || typeof item.id !== "string") throw answerFailure(200, body, "HTTP 200");
  return item as unknown as NewsItem;
}

/** POST portal/meetingRoomAppointment/v1/listJson: a page of the user's meetings, newest first. */
export async function fetchMeetingPage(
  fetcher: Fetcher | undefined,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageList<MeetingRow>> {
  const filter: QueryFilter = { pageBean: { page, pageSize, showTotal: true }, querys: [] };
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portal/meetingRoomAppointment/v1/listJson",
    method: "POST",
    body: filter,
    signal,
  });
  const read = readPageList(checkState(body), { page, pageSize });
  return {
    rows: read.rows as unknown as MeetingRow[],
    total: read.total ?? read.rows.length,
    page: read.page ?? page,
    pageSize: read.pageSize ?? pageSize,
  };
}
