import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryClientHere } from "../../api/query/queryClientHere";

/** Menu aliases that show a count badge when their count is above 0 (spec 1 §2 Layout). */
export const BADGE_MENU_ALIASES = ["v-todo", "v-todoRead"] as const;

/** Counts per menu alias. */
export type MenuCounts = Readonly<Partial<Record<string, number>>>;

/** Loads the counts of the badge menus (to-do and to-do-read). */
export type MenuCountsLoader = () => Promise<MenuCounts>;

const badgeAliases: ReadonlySet<string> = new Set(BADGE_MENU_ALIASES);

/** The count to show on a menu's badge, or null when it has none (not a badge alias, unknown or 0). */
export function badgeCount(counts: MenuCounts | undefined, alias: string): number | null {
  if (!counts || !badgeAliases.has(alias)) return null;
  const count = counts[alias];
  return typeof count === "number" && count > 0 ? count : null;
}

/** How often the badge counts load again while the page is visible: a minute. */
export const MENU_COUNTS_REFRESH_MS = 60_000;

/** A number per loader, so that each loader's counts have their own query key. */
const loaderIds = new WeakMap<MenuCountsLoader, number>();
let loaders = 0;
function loaderId(load: MenuCountsLoader): number {
  let id = loaderIds.get(load);
  if (id === undefined) {
    id = ++loaders;
    loaderIds.set(load, id);
  }
  return id;
}

/**
 * The badge counts, through TanStack Query: loaded with `load` on mount, again whenever the page becomes
 * visible (refetch on window focus, TanStack's visibilitychange listener) and every
 * {@link MENU_COUNTS_REFRESH_MS} (60 s) while it is visible. Without a loader there is no data source
 * yet, and the answer stays undefined so that no badge is drawn. A failed load keeps the previous counts
 * (the api layer reports failed calls).
 */
export function useMenuCounts(load?: MenuCountsLoader): MenuCounts | undefined {
  const client = useQueryClientHere();
  const query = useQuery(
    {
      queryKey: ["menuCounts", load ? loaderId(load) : 0],
      queryFn: () => (load as MenuCountsLoader)(),
      enabled: !!load,
      refetchOnWindowFocus: true,
      refetchInterval: MENU_COUNTS_REFRESH_MS,
      placeholderData: keepPreviousData,
    },
    client,
  );
  return load ? query.data : undefined;
}
