import type { SessionBridge } from "../../api/sessionBridge";
import { currentUserAtom } from "./atoms";
import { clearSession } from "./sessionState";
import type { AppStore } from "./store";

/** A session bridge over the app's store, so a refreshed token or a 401 reaches the atoms at once. */
export function createStoreSessionBridge(store: AppStore): SessionBridge {
  return {
    current() {
      return store.get(currentUserAtom);
    },
    replaceToken(token, loginTime, expiration) {
      const user = store.get(currentUserAtom);
      if (!user) return;
      store.set(currentUserAtom, { ...user, token, loginTime, expiration: expiration ?? user.expiration });
    },
    clear() {
      clearSession(store);
    },
  };
}
