import { RESET } from "jotai/utils";
import { CURRENT_USER_KEY } from "../../api/clientState";
import type { AuthResponse } from "../../api/contract";
import { toCallFailure } from "../../api/errors";
import { getCurrentUserMenu, getCurrentUserMethodAuth, sortMenus } from "../../api/portal";
import { getDetailByAccountOrId } from "../../api/uc";
import {
  type CurrentUser,
  currentUserAtom,
  INITIAL_SESSION_LOAD,
  menuSelectionAtom,
  menusAtom,
  methodAuthAtom,
  sessionLoadAtom,
  signedOutAtom,
  userDetailAtom,
} from "./atoms";
import type { AppStore } from "./store";

/**
 * Ends the session in the store and in sessionStorage: the user, detail and org, menus, method
 * rights, menu selection and whatever other areas keep there (home modules, saved list queries).
 */
export function clearSession(store: AppStore): void {
  store.set(currentUserAtom, RESET);
  store.set(userDetailAtom, RESET);
  store.set(menusAtom, RESET);
  store.set(methodAuthAtom, RESET);
  store.set(menuSelectionAtom, RESET);
  store.set(sessionLoadAtom, INITIAL_SESSION_LOAD);
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored then.
  }
}

/** Ends the session because the user signed out (no redirect back to the page they left). */
export function signOutSession(store: AppStore): void {
  clearSession(store);
  store.set(signedOutAtom, true);
}

/**
 * Ends this tab's session when another tab of the browser ends the shared one (sign-out, 401): the user
 * atom follows the `storage` event by itself, this also drops the tab's own session data and keeps no
 * redirect back. Returns the function that stops following.
 */
export function followOtherTabs(store: AppStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CURRENT_USER_KEY) return;
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    if (target.localStorage.getItem(CURRENT_USER_KEY)) return;
    if (store.get(currentUserAtom) || store.get(sessionLoadAtom).loadedFor) signOutSession(store);
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}

/** Starts a session from an /auth or /sso/auth answer (the previous session's data is dropped). */
export function startSession(
  store: AppStore,
  auth: AuthResponse,
  now: number = Date.now(),
  options: { guest?: boolean } = {},
): CurrentUser {
  clearSession(store);
  store.set(signedOutAtom, false);
  const user: CurrentUser = { ...auth, loginTime: now, ...(options.guest ? { guest: true } : {}) };
  store.set(currentUserAtom, user);
  return user;
}

/** The key a session load belongs to: data loaded for one user is not reused for another. */
export function sessionKey(user: CurrentUser | null): string | null {
  return user ? `${user.userId}|${user.account}` : null;
}

const inflight = new WeakMap<AppStore, Promise<void>>();

/**
 * Loads the signed-in user's detail, front menu tree and method rights into the atoms (CONTRACT.md §3).
 * Concurrent calls share one load. A failure of a first load leaves status "error"; a failed reload
 * keeps the data already loaded.
 */
export function loadSessionData(store: AppStore): Promise<void> {
  const running = inflight.get(store);
  if (running) return running;
  const user = store.get(currentUserAtom);
  const key = sessionKey(user);
  if (!user || !key) return Promise.resolve();
  const before = store.get(sessionLoadAtom);
  store.set(sessionLoadAtom, { ...before, status: "loading", error: null, errorFor: null });
  const load = (async () => {
    try {
      const [detail, menus, methodAuth] = await Promise.all([
        getDetailByAccountOrId({ account: user.account }),
        getCurrentUserMenu("front_menu"),
        getCurrentUserMethodAuth(),
      ]);
      if (sessionKey(store.get(currentUserAtom)) !== key) return;
      store.set(userDetailAtom, detail);
      store.set(menusAtom, sortMenus(menus.value ?? []));
      store.set(methodAuthAtom, methodAuth);
      store.set(sessionLoadAtom, { status: "ready", loadedFor: key, error: null, errorFor: null });
    } catch (error) {
      if (sessionKey(store.get(currentUserAtom)) !== key) return;
      const previous = store.get(sessionLoadAtom);
      if (previous.loadedFor === key) {
        store.set(sessionLoadAtom, { ...previous, status: "ready" });
      } else {
        store.set(sessionLoadAtom, {
          status: "error",
          loadedFor: null,
          error: toCallFailure(error).message,
          errorFor: key,
        });
      }
    } finally {
      inflight.delete(store);
    }
  })();
  inflight.set(store, load);
  return load;
}
