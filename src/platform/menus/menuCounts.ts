import { useEffect, useState } from "react";

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

/**
 * The badge counts: loaded with `load` on mount and again whenever the page becomes visible
 * (document visibilitychange). Without a loader there is no data source yet, and the answer stays
 * undefined so that no badge is drawn. A failed load keeps the previous counts.
 */
export function useMenuCounts(load?: MenuCountsLoader): MenuCounts | undefined {
  const [counts, setCounts] = useState<MenuCounts | undefined>(undefined);

  useEffect(() => {
    if (!load) {
      setCounts(undefined);
      return;
    }
    let active = true;
    let latest = 0;
    const reload = () => {
      const request = ++latest;
      load().then(
        (next) => {
          if (active && request === latest) setCounts(next);
        },
        () => {
          // The api layer reports failed calls; the badges keep their last known counts.
        },
      );
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") reload();
    };
    reload();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [load]);

  return counts;
}
