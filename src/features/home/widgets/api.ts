import type { BpmInstance, BpmTask, PageList, QueryFilter } from "../../../api/contract";
import { answerFailure } from "../../../api/errors";
import type { Fetcher } from "../../../engine";
import { isObject } from "../../../engine/json";
import { fetchBody, readPageList } from "../../statement";
import type { CarouselImage, MeetingRow, NewsKind, NewsRow, OftenSystem } from "./types";

/*
 * Typed calls of the home widgets. They run through the engine's fetcher (the app's is src/api/http.ts
 * with its hosts, headers and silent failures), so widgets never call axios and tests pass a stub fetcher.
 * A failure rejects with a CallFailure carrying the server's message and log id.
 */

/** Rejects a CommonResult whose state is false (a 200 answer that reports a failure). */
function checkState(body: unknown): unknown {
  if (isObject(body) && body.state === false) {
    throw answerFailure(200, body, "HTTP 200");
  }
  return body;
}

/** A bare list, a CommonResult's value or a PageList's rows, as a list (anything else: empty). */
export function listOf<R>(body: unknown): R[] {
  if (Array.isArray(body)) return body as R[];
  if (isObject(body)) {
    if (Array.isArray(body.rows)) return body.rows as R[];
    if (Array.isArray(body.value)) return body.value as R[];
    if (isObject(body.value) && Array.isArray(body.value.rows)) return body.value.rows as R[];
  }
  return [];
}

/** A list answer as a PageList (total defaults to the number of rows). */
function pageOf<R>(body: unknown, page: number, pageSize: number): PageList<R> {
  const read = readPageList(body, { page, pageSize });
  return {
    rows: read.rows as R[],
    total: read.total ?? read.rows.length,
    page: read.page ?? page,
    pageSize: read.pageSize ?? pageSize,
  };
}

const firstPage = (pageSize: number): QueryFilter => ({
  pageBean: { page: 1, pageSize, showTotal: true },
  querys: [],
});

/** POST a bpmRunTime list route for its first page of `pageSize` rows. */
async function fetchFirstPage<T>(
  fetcher: Fetcher | undefined,
  path: string,
  pageSize: number,
): Promise<PageList<T>> {
  const body = await fetchBody(fetcher, {
    host: "bpmRunTime",
    path,
    method: "POST",
    body: firstPage(pageSize),
  });
  return pageOf(checkState(body), 1, pageSize);
}

/** POST runtime/task/v1/getTodoList, first page of `pageSize` rows (the total feeds the badge). */
export const fetchTodoPage = (fetcher: Fetcher | undefined, pageSize: number) =>
  fetchFirstPage<BpmTask>(fetcher, "/runtime/task/v1/getTodoList", pageSize);

/** POST runtime/instance/v1/getDoneInstList, first page: instances I handled, latest first. */
export const fetchDoneInstPage = (fetcher: Fetcher | undefined, pageSize: number) =>
  fetchFirstPage<BpmInstance>(fetcher, "/runtime/instance/v1/getDoneInstList", pageSize);

/** GET portal/meetingRoomAppointment/v1/pendingJson: today's meetings, the first `rows`. */
export async function fetchMeetings(fetcher: Fetcher | undefined, rows: number): Promise<MeetingRow[]> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portal/meetingRoomAppointment/v1/pendingJson",
    method: "GET",
    query: { page: 1, rows },
  });
  return listOf<MeetingRow>(checkState(body)).slice(0, rows);
}

/** GET portal/messageNews/v1/list (news) or listNotice (notices) with `rows`. */
export async function fetchNews(
  fetcher: Fetcher | undefined,
  kind: NewsKind,
  rows: number,
): Promise<NewsRow[]> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: kind === "notice" ? "/portal/messageNews/v1/listNotice" : "/portal/messageNews/v1/list",
    method: "GET",
    query: { rows },
  });
  return listOf<NewsRow>(checkState(body)).slice(0, rows);
}

/** GET portal/pressRelease/v1/getByType?type=: the carousel images of a type (rows without src dropped). */
export async function fetchCarousel(fetcher: Fetcher | undefined, type: string): Promise<CarouselImage[]> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portal/pressRelease/v1/getByType",
    method: "GET",
    query: { type },
  });
  return listOf<CarouselImage>(checkState(body)).filter(
    (image) => typeof image?.src === "string" && image.src,
  );
}

/** GET portal/oftenSystem/v1/list: the often-used systems. */
export async function fetchOftenSystems(fetcher: Fetcher | undefined): Promise<OftenSystem[]> {
  const body = await fetchBody(fetcher, {
    host: "portal",
    path: "/portal/oftenSystem/v1/list",
    method: "GET",
  });
  return listOf<OftenSystem>(checkState(body));
}
