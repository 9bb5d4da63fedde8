import type { WidgetProps } from "../../../engine/react";

/** Home to-do: first load 8 rows, the refresh button reloads 7 (spec 2 §9). */
export const TODO_PAGE_SIZE = 8;
export const TODO_REFRESH_SIZE = 7;
/** Today's meetings: 3 rows (spec 2 §9). */
export const MEETING_ROWS = 3;
/** News and notices: 5 rows. */
export const NEWS_ROWS = 5;
/** Home list widgets: page size 7 (spec 2 §9). */
export const HOME_LIST_PAGE_SIZE = 7;

/** Goes to an in-app path through the document's host (the app's router). */
export function go(runtime: WidgetProps["runtime"], to: string): void {
  void runtime.host.navigate(to, {});
}
