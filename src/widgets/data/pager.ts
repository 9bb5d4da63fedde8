/** An entry of the pager: a page number, or the "…" that jumps back or forward. */
export type PagerItem = number | "prev-more" | "next-more";

/** Pager buttons shown at most (el-pagination's pager-count, an odd number ≥ 5). */
export const PAGER_COUNT = 7;

/** The number of pages (at least 1, so an empty list still shows page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The pager entries for `page` of `pageCount`, as el-pagination lays them out: the first and last page
 * always, a window of pages around the current one, and "…" for the gaps.
 */
export function pagerItems(page: number, pageCount: number, pagerCount = PAGER_COUNT): PagerItem[] {
  if (pageCount <= 1) return [1];
  const half = (pagerCount - 1) / 2;
  const overflow = pageCount > pagerCount;
  const prevMore = overflow && page > pagerCount - half;
  const nextMore = overflow && page < pageCount - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = page - offset; i <= page + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  return [
    1,
    ...(prevMore ? (["prev-more"] as const) : []),
    ...middle,
    ...(nextMore ? (["next-more"] as const) : []),
    pageCount,
  ];
}

/** A page number kept within 1…pageCount (NaN and fractions from the jumper included). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.trunc(page)));
}
