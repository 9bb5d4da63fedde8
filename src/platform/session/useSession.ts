import { useAtomValue, useStore } from "jotai";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { readLoginRoute } from "../../api/clientState";
import { peekRuntimeContext } from "../../api/hosts";
import { redirectBrowser } from "../../api/navigation";
import { isExternalSso, serviceUrl, ssoLogoutUrl } from "../../api/sso";
import { signout } from "../../api/uc";
import {
  type CurrentUser,
  currentUserAtom,
  methodAuthAtom,
  type SessionLoadState,
  sessionLoadAtom,
} from "./atoms";
import { hasMethod } from "./methodAuth";
import { loadSessionData, signOutSession } from "./sessionState";

/** The signed-in user, or null. */
export function useCurrentUser(): CurrentUser | null {
  return useAtomValue(currentUserAtom);
}

/**
 * Log out (spec 1 §4): calls GET {uc}/signout, then clears the session (user, detail and org, menus,
 * method rights, home modules) and goes to the remembered login route — or to the single sign-on
 * logout address in cas/oauth mode.
 */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (store.get(currentUserAtom)) {
      try {
        await signout();
      } catch {
        // The token may already be dead; the session ends here anyway.
      }
    }
    const context = peekRuntimeContext();
    const ssoUrl = context && isExternalSso(context) ? ssoLogoutUrl(context, serviceUrl()) : null;
    if (ssoUrl) {
      signOutSession(store);
      redirectBrowser(ssoUrl);
      return;
    }
    // Leave the guarded routes first, so the entry guard does not add a redirect back to them.
    await navigate(readLoginRoute(), { replace: true });
    signOutSession(store);
  }, [store, navigate]);
}

export interface SessionLoader extends SessionLoadState {
  /** Loads (or reloads, e.g. after a language switch) detail, menus and method rights. */
  load: () => Promise<void>;
}

/** The state of the session data load, and a function to (re)load it. */
export function useSessionLoader(): SessionLoader {
  const store = useStore();
  const state = useAtomValue(sessionLoadAtom);
  const load = useCallback(() => loadSessionData(store), [store]);
  return { ...state, load };
}

/** True when the current user may use the method alias (CONTRACT.md §5). */
export function useHasMethod(alias: string): boolean {
  return hasMethod(useAtomValue(methodAuthAtom), alias);
}
