/** The app paths of the content pages (spec 3 §2), relative to the /fvue base. */

/** One news item or notice: /news/{newsId}. */
export function newsPath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

/** The list of notices (/newsList/1) or news (/newsList/0). */
export function newsListPath(kind: "news" | "notice"): string {
  return kind === "notice" ? "/newsList/1" : "/newsList/0";
}

/** The meeting list: /meetingList/0. */
export const MEETING_LIST_PATH = "/meetingList/0";
