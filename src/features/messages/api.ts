import type { MessageRow, PageList, QueryFilter } from "../../api/contract";

export type { MessageRow };

import { answerFailure } from "../../api/errors";
import { fetchBody } from "../../api/fetchBody";
import type { Fetcher } from "../../engine";
import { isObject } from "../../engine/json";

/*
 * The in-app messages of the signed-in user (spec 3 §7 Messages, /innermsg/messageReceiver/v1): a page of
 * them (unread first), one message, marking read, deleting, and the unread count of the header badge.
 */

const API = "/innermsg/messageReceiver/v1";

/** Rejects a CommonResult whose state is false, else gives its body. */
function checked(body: unknown): unknown {
  if (isObject(body) && body.state === false) throw answerFailure(200, body, "HTTP 200");
  return body;
}

/** POST list: a page of my messages, unread first then newest; `subject` filters by a part of the title. */
export async function fetchMessages(
  fetcher: Fetcher | undefined,
  query: { page: number; pageSize: number; subject?: string },
  signal?: AbortSignal,
): Promise<PageList<MessageRow>> {
  const subject = query.subject?.trim();
  const filter: QueryFilter = {
    pageBean: { page: query.page, pageSize: query.pageSize, showTotal: true },
    querys: subject ? [{ property: "subject", value: subject, operation: "LIKE" }] : [],
  };
  const body = checked(
    await fetchBody(fetcher, { host: "portal", path: `${API}/list`, method: "POST", body: filter, signal }),
  );
  if (!isObject(body) || !Array.isArray(body.rows)) throw answerFailure(200, body, "HTTP 200");
  return {
    rows: body.rows as MessageRow[],
    total: Number(body.total ?? body.rows.length),
    page: Number(body.page ?? query.page),
    pageSize: Number(body.pageSize ?? query.pageSize),
  };
}

/** POST mark?ids: marks my messages read. */
export async function markMessagesRead(fetcher: Fetcher | undefined, ids: string[]): Promise<string> {
  const body = checked(
    await fetchBody(fetcher, {
      host: "portal",
      path: `${API}/mark`,
      method: "POST",
      query: { ids: ids.join(",") },
    }),
  );
  return isObject(body) && typeof body.message === "string" ? body.message : "";
}

/** DELETE remove?ids: deletes my messages (all or none). */
export async function removeMessages(fetcher: Fetcher | undefined, ids: string[]): Promise<string> {
  const body = checked(
    await fetchBody(fetcher, {
      host: "portal",
      path: `${API}/remove`,
      method: "DELETE",
      query: { ids: ids.join(",") },
    }),
  );
  return isObject(body) && typeof body.message === "string" ? body.message : "";
}

/** GET getMsgbadge: my unread count (never below 0). */
export async function fetchUnreadCount(fetcher: Fetcher | undefined, signal?: AbortSignal): Promise<number> {
  const body = checked(
    await fetchBody(fetcher, { host: "portal", path: `${API}/getMsgbadge`, method: "GET", signal }),
  );
  const value = isObject(body) ? Number(body.value ?? 0) : 0;
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}
