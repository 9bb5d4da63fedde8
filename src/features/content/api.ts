import type { PageList, QueryField, QueryFilter } from "../../api/contract";
import { type AttachedFile, attachedFiles } from "../../api/contract/files";
import { answerFailure } from "../../api/errors";
import type { Fetcher } from "../../engine";
import { isObject } from "../../engine/json";
import type { FileRef } from "../../widgets/form/types";
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

/** One news item or notice with its HTML content and attachments (file, and ffj: the same list as JSON text). */
export interface NewsItem extends NewsRow {
  content?: string;
  file?: AttachedFile[];
  ffj?: string;
}

/**
 * The files of an attachment list as the attachment widgets take them ({id, name, size}; the lists carry
 * no size, so 0, which the widgets leave unshown). The list is read by the contract's `attachedFiles`.
 */
export function attachedFileRefs(value: unknown): FileRef[] {
  return attachedFiles(value).map((file) => ({ ...file, size: 0 }));
}

/** A news item's files: its `file` list, else its `ffj` text parsed (spec 3 §3 News). */
export function newsFiles(item: NewsItem): FileRef[] {
  return Array.isArray(item.file) ? attachedFileRefs(item.file) : attachedFileRefs(item.ffj);
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

/** A rule or regulation (spec 3 §3): attachmentName lists its files ({id, name}), previewed only. */
export interface RuleRow {
  id: string;
  title: string;
  attachmentName?: AttachedFile[];
  /** 1 published, 0 unpublished (only published rules are answered to readers). */
  publishStatus?: number;
  createByName?: string;
  publishTime?: string;
}

/** What a rules list searches by: a title part and a publish date range ("yyyy-MM-dd"). */
export interface RuleSearch {
  title?: string;
  from?: string;
  to?: string;
}

/** The QueryFilter of a rules page (spec 3 §7 Rules): TITLE_ LIKE, and PUBLISH_TIME_ in a time group. */
export function ruleFilter(page: number, pageSize: number, search: RuleSearch = {}): QueryFilter {
  const querys: QueryField[] = [];
  const title = search.title?.trim();
  if (title) querys.push({ property: "TITLE_", operation: "LIKE", value: title, relation: "AND" });
  const time = (operation: QueryField["operation"], value: string) =>
    querys.push({ property: "PUBLISH_TIME_", operation, value, group: "time", relation: "AND" });
  if (search.from) time("GREAT_EQUAL", `${search.from} 00:00:00`);
  if (search.to) time("LESS_EQUAL", `${search.to} 23:59:59`);
  return { pageBean: { page, pageSize, showTotal: true }, querys };
}

/** POST portal/portalRulesAndControl/v1/getRulesAndControlList: a page of the published rules, newest first. */
export async function fetchRulePage(
  fetcher: Fetcher | undefined,
  page: number,
  pageSize: number,
  search: RuleSearch = {},
  signal?: AbortSignal,
): Promise<PageList<RuleRow>> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portalRulesAndControl/v1/getRulesAndControlList",
    method: "POST",
    body: ruleFilter(page, pageSize, search),
    signal,
  });
  const read = readPageList(checkState(body), { page, pageSize });
  return {
    rows: read.rows as unknown as RuleRow[],
    total: read.total ?? read.rows.length,
    page: read.page ?? page,
    pageSize: read.pageSize ?? pageSize,
  };
}

/** GET portal/portalRulesAndControl/v1/getJson?id=: one published rule (a 404 rejects). */
export async function fetchRule(
  fetcher: Fetcher | undefined,
  id: string,
  signal?: AbortSignal,
): Promise<RuleRow> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portalRulesAndControl/v1/getJson",
    method: "GET",
    query: { id },
    signal,
  });
  const checked = checkState(body);
  if (!isObject(checked) || typeof checked.id !== "string") throw answerFailure(200, body, "HTTP 200");
  return checked as unknown as RuleRow;
}
