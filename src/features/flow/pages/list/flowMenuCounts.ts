import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { SysMenu } from "../../../../api/contract";
import type { MenuCounts, MenuCountsLoader } from "../../../../platform/menus/menuCounts";
import { menusAtom } from "../../../../platform/session/atoms";
import { getFlowMenuCounts } from "../../api/bpmLists";

/** Where the flow area lives; entering it (e.g. back from a task) reloads the badge counts. */
export const FLOW_AREA_PATH = "/v-flow";

/**
 * The badge counts of the flow menu (spec 2 §1), all in one call (getFlowMenuCounts): a total per menu
 * alias (v-todo, v-todoRead, …); what is not a number is left out. A failed call fails the load, so the
 * shell keeps the badges it has.
 */
export async function loadFlowMenuCounts(): Promise<MenuCounts> {
  const answer: unknown = await getFlowMenuCounts();
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return {};
  return Object.fromEntries(
    Object.entries(answer).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

function hasAlias(menus: readonly SysMenu[], aliases: ReadonlySet<string>): boolean {
  return menus.some((m) => aliases.has(m.alias) || hasAlias(m.children ?? [], aliases));
}

const BADGE_ALIASES: ReadonlySet<string> = new Set(["v-todo", "v-todoRead"]);

/** True when a path is in the flow area. */
export function inFlowArea(pathname: string): boolean {
  return pathname === FLOW_AREA_PATH || pathname.startsWith(`${FLOW_AREA_PATH}/`);
}

/** The badge counts are asked for again this often while the shell shows (besides focus and entering /v-flow). */
export const FLOW_MENU_COUNTS_INTERVAL_MS = 60_000;

/**
 * The badge counts for AppLayout (`counts`), through TanStack Query: none when the user's menu has no
 * badge entry; loaded again when the window regains focus (the page becomes visible), every
 * {@link FLOW_MENU_COUNTS_INTERVAL_MS}, and each time the user comes back into /v-flow from elsewhere
 * (a task, an instance, home). A failed load keeps the last counts.
 */
export function useFlowMenuCounts(load: MenuCountsLoader = loadFlowMenuCounts): MenuCounts | undefined {
  const menus = useAtomValue(menusAtom);
  const { pathname } = useLocation();
  const inside = inFlowArea(pathname);
  const wasInside = useRef(inside);
  const wanted = hasAlias(menus, BADGE_ALIASES);
  const counts = useQuery({
    queryKey: ["flow", "menuCounts"],
    queryFn: () => load(),
    enabled: wanted,
    refetchOnWindowFocus: true,
    refetchInterval: FLOW_MENU_COUNTS_INTERVAL_MS,
  });
  const { refetch } = counts;
  useEffect(() => {
    if (inside && !wasInside.current && wanted) void refetch();
    wasInside.current = inside;
  }, [inside, wanted, refetch]);
  return wanted ? counts.data : undefined;
}
