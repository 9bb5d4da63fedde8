import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { encodeBase64Utf8 } from "../../api/base64";
import type { SysMenu } from "../../api/contract";
import { menuSelectionAtom, menusAtom } from "../session/atoms";

/** A menu and its ancestors, from the top-menu item down to the menu itself. */
export type MenuChain = readonly SysMenu[];

/** What menuSelectionAtom keeps: the aliases from the top item down, and the selected alias. */
export interface MenuSelection {
  path: string[];
  alias: string;
}

/** sessionStorage keys of list screens that a new menu selection discards (spec 1 §2 Layout). */
export const LIST_STATE_KEYS = ["listQuery", "retention"] as const;

/** Alias of the flow centre and of its leader sub-menu, removed for users who are not leaders. */
export const FLOW_MENU_ALIAS = "v-flow";
export const LEADER_MENU_ALIAS = "v-leader";

/** Alias of the home menu. */
export const HOME_MENU_ALIAS = "home";

/**
 * The current user's secretary records (spec 1 §6: a user is a leader if this list is not empty).
 * Nothing loads them yet, so every user counts as not a leader until a data source fills this atom.
 */
export const secretariesAtom = atom<readonly unknown[]>([]);

/** Whether the current user is a leader, i.e. has secretary records. */
export const isLeaderAtom = atom((get) => get(secretariesAtom).length > 0);

/**
 * The menu tree as the shell shows it: hidden items dropped, siblings sorted by sn, and the leader
 * sub-menu (v-leader) removed from the flow centre (v-flow) when the user is not a leader.
 */
export function visibleMenus(menus: readonly SysMenu[], options: { isLeader: boolean }): SysMenu[] {
  const prune = (items: readonly SysMenu[], parentAlias: string | null): SysMenu[] =>
    items
      .filter((m) => !m.hidden)
      .filter((m) => options.isLeader || parentAlias !== FLOW_MENU_ALIAS || m.alias !== LEADER_MENU_ALIAS)
      .sort((a, b) => a.sn - b.sn)
      .map((m) => ({ ...m, children: prune(m.children ?? [], m.alias) }));
  return prune(menus, null);
}

/** The chain to follow when a menu is picked: a container without its own target opens its first leaf. */
export function landingChain(chain: MenuChain): MenuChain {
  let result = chain;
  for (;;) {
    const last = result[result.length - 1];
    if (!last || last.path || last.href || !last.children?.length) return result;
    result = [...result, last.children[0]];
  }
}

/**
 * Where a menu leads (spec 1 §2 Layout): an external link opens in the frame route
 * `/<topAlias>/href/template/<alias>?href=<base64>`, a menu with a path opens that path, and any other
 * menu opens `/<topAlias>/<alias>` (`/<alias>` for a top item).
 */
export function menuTarget(chain: MenuChain): string {
  const top = chain[0];
  const item = chain[chain.length - 1];
  if (!top || !item) return "/";
  if (item.href) {
    const href = encodeURIComponent(encodeBase64Utf8(item.href));
    return `/${top.alias}/href/template/${item.alias}?href=${href}`;
  }
  if (item.path) return item.path.startsWith("/") ? item.path : `/${item.path}`;
  return chain.length === 1 ? `/${top.alias}` : `/${top.alias}/${item.alias}`;
}

/** Every chain of the tree, depth first. */
function* allChains(menus: readonly SysMenu[], parents: MenuChain = []): Generator<MenuChain> {
  for (const menu of menus) {
    const chain = [...parents, menu];
    yield chain;
    yield* allChains(menu.children ?? [], chain);
  }
}

/** The chain of the menu with this alias, or null. */
export function findChainByAlias(menus: readonly SysMenu[], alias: string): MenuChain | null {
  for (const chain of allChains(menus)) if (chain[chain.length - 1].alias === alias) return chain;
  return null;
}

/** The chain named by a stored selection (its alias path), or null when the tree no longer has it. */
export function findChainBySelection(
  menus: readonly SysMenu[],
  selection: MenuSelection | null,
): MenuChain | null {
  if (!selection) return null;
  const chain: SysMenu[] = [];
  let level: readonly SysMenu[] = menus;
  for (const alias of selection.path) {
    const menu = level.find((m) => m.alias === alias);
    if (!menu) return findChainByAlias(menus, selection.alias);
    chain.push(menu);
    level = menu.children ?? [];
  }
  return chain.length ? chain : null;
}

/**
 * The chain of the menu whose target matches the location: an exact match wins, otherwise the menu
 * whose target is the longest prefix of the path (so /v-flow/v-todo/x still highlights v-todo).
 */
export function findChainByLocation(menus: readonly SysMenu[], pathname: string): MenuChain | null {
  const path = trimSlash(pathname);
  let best: MenuChain | null = null;
  let bestLength = -1;
  for (const chain of allChains(menus)) {
    const target = trimSlash(menuTarget(chain).split("?")[0]);
    if (target === path) return chain;
    if (target !== "" && path.startsWith(`${target}/`) && target.length > bestLength) {
      best = chain;
      bestLength = target.length;
    }
  }
  return best;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Forgets the saved list query and retention flag of list screens. */
export function clearListState(storage: Storage = sessionStorage): void {
  for (const key of LIST_STATE_KEYS) storage.removeItem(key);
}

/** The menu tree of the current user as the shell shows it (see visibleMenus). */
export function useVisibleMenus(): SysMenu[] {
  const menus = useAtomValue(menusAtom);
  const isLeader = useAtomValue(isLeaderAtom);
  return useMemo(() => visibleMenus(menus, { isLeader }), [menus, isLeader]);
}

/**
 * Returns the function that selects a menu: it lands on the first leaf of a container, stores the
 * selection in the session, clears the list state and navigates to the menu's target.
 */
export function useSelectMenu(): (chain: MenuChain) => void {
  const setSelection = useSetAtom(menuSelectionAtom);
  const navigate = useNavigate();
  return useCallback(
    (chain: MenuChain) => {
      const landing = landingChain(chain);
      const item = landing[landing.length - 1];
      if (!item) return;
      setSelection({ path: landing.map((m) => m.alias), alias: item.alias });
      clearListState();
      navigate(menuTarget(landing));
    },
    [navigate, setSelection],
  );
}

/** The highlighted menu chain: the menu matching the location, else the stored selection. */
export function useActiveMenuChain(menus: readonly SysMenu[]): MenuChain | null {
  const { pathname } = useLocation();
  const selection = useAtomValue(menuSelectionAtom);
  return useMemo(
    () => findChainByLocation(menus, pathname) ?? findChainBySelection(menus, selection),
    [menus, pathname, selection],
  );
}
