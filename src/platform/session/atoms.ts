import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { CURRENT_USER_KEY, LOCAL_KEYS } from "../../api/clientState";
import type { AuthResponse, MethodAuth, SysMenu, UserDetail } from "../../api/contract";

export { LOCAL_KEYS };

/** The signed-in user: the /auth answer plus the time it was stored (spec 1 §3, CONTRACT.md §1.2). */
export type CurrentUser = AuthResponse & {
  loginTime: number;
  /** A short link's guest session: it reads only the page its link opens (no messages, no live events). */
  guest?: boolean;
};

/**
 * Where the session keeps its values. The signed-in user (its token) is in localStorage, shared by the
 * browser's tabs, so a link opened in a new tab keeps the session (issue 13 §6); the rest is per tab in
 * sessionStorage and is loaded again in a new tab.
 */
export const SESSION_KEYS = {
  currentUser: CURRENT_USER_KEY,
  userDetail: "userDetail",
  menus: "menus",
  allMethod: "allMethod",
  methodAuth: "methodAuth",
  menuSelection: "menuSelection",
  initPwdNoticeShown: "initPwdNoticeShown",
} as const;

const session = <T>() => createJSONStorage<T>(() => sessionStorage);

/**
 * The signed-in user, or null when signed out. Kept in localStorage: jotai follows its `storage` events,
 * so a sign-in, a refreshed token or a sign-out in another tab reaches this one.
 */
export const currentUserAtom = atomWithStorage<CurrentUser | null>(
  SESSION_KEYS.currentUser,
  null,
  createJSONStorage<CurrentUser | null>(() => localStorage),
  { getOnInit: true },
);

/** The user's detail (roles, posts, orgs), loaded after sign-in. */
export const userDetailAtom = atomWithStorage<UserDetail | null>(
  SESSION_KEYS.userDetail,
  null,
  session<UserDetail | null>(),
  { getOnInit: true },
);

/** The user's front menu tree (children of front_menu), sorted by sn. */
export const menusAtom = atomWithStorage<SysMenu[]>(SESSION_KEYS.menus, [], session<SysMenu[]>(), {
  getOnInit: true,
});

/** Method-authority lists: a control whose alias is in allMethod but not curUserMethod is hidden. */
export const methodAuthAtom = atomWithStorage<MethodAuth>(
  SESSION_KEYS.methodAuth,
  { allMethod: [], curUserMethod: [] },
  session<MethodAuth>(),
  { getOnInit: true },
);

/** The selected menu (path of aliases and the alias), kept for the session (spec 1 §2 Layout). */
export const menuSelectionAtom = atomWithStorage<{ path: string[]; alias: string } | null>(
  SESSION_KEYS.menuSelection,
  null,
  session<{ path: string[]; alias: string } | null>(),
  { getOnInit: true },
);

/** The master org's name of the user, for the greeting ("" when unknown). */
export const departmentNameAtom = atom((get) => {
  const detail = get(userDetailAtom);
  const master = detail?.org.find((o) => o.isMaster === 1) ?? detail?.org[0];
  return master?.orgName ?? "";
});

/** Progress of loading the session data (detail, menus, method auth) after sign-in; not persisted. */
export interface SessionLoadState {
  status: "idle" | "loading" | "ready" | "error";
  /** The session key (see sessionKey) the data was loaded for. */
  loadedFor: string | null;
  /** The message of a failed first load, and the session key it failed for. */
  error: string | null;
  errorFor: string | null;
}

export const INITIAL_SESSION_LOAD: SessionLoadState = {
  status: "idle",
  loadedFor: null,
  error: null,
  errorFor: null,
};

export const sessionLoadAtom = atom<SessionLoadState>(INITIAL_SESSION_LOAD);

/**
 * True once the user signed out in this page, until the next sign-in: the login route then carries no
 * `redirect` back to the page they left (the next person starts at their own home). An expired
 * session keeps the redirect.
 */
export const signedOutAtom = atom(false);
