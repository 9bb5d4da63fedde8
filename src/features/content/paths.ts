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

/** The rules and regulations list: /v-system (spec 3 §2). */
export const RULES_LIST_PATH = "/v-system";

/** One rule, read-only: /v-system/{ruleId}. */
export function rulePath(id: string): string {
  return `${RULES_LIST_PATH}/${encodeURIComponent(id)}`;
}
