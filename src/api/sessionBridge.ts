import { CURRENT_USER_KEY } from "./clientState";

/** What the HTTP layer needs to know of the session: the token and its age. */
export interface SessionToken {
  token: string;
  /** Epoch ms when the token was stored. */
  loginTime: number;
  /** Token lifetime in seconds. */
  expiration: number;
}

/**
 * The HTTP layer's view of the session. The app installs one backed by its atoms
 * (src/platform/session/bridge.ts) so a refreshed token or a 401 reaches the UI at once.
 */
export interface SessionBridge {
  current(): SessionToken | null;
  replaceToken(token: string, loginTime: number, expiration?: number): void;
  /** Clears the whole session (spec 1 §4: on 401 session storage is cleared), in every tab. */
  clear(): void;
}

/**
 * A bridge that works on the browser storage alone (the default, and what tests use): the user is in
 * localStorage (shared by the tabs), the rest of the session in sessionStorage.
 */
export const storageSessionBridge: SessionBridge = {
  current() {
    try {
      const raw = localStorage.getItem(CURRENT_USER_KEY);
      const user = raw ? (JSON.parse(raw) as Partial<SessionToken> | null) : null;
      return user && typeof user.token === "string" ? (user as SessionToken) : null;
    } catch {
      return null;
    }
  },
  replaceToken(token, loginTime, expiration) {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    if (!raw) return;
    const user = JSON.parse(raw) as SessionToken;
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ ...user, token, loginTime, expiration: expiration ?? user.expiration }),
    );
  },
  clear() {
    localStorage.removeItem(CURRENT_USER_KEY);
    sessionStorage.clear();
  },
};

let bridge: SessionBridge = storageSessionBridge;

/** Installs the app's session bridge. */
export function setSessionBridge(next: SessionBridge): void {
  bridge = next;
}

/** The installed session bridge. */
export function getSessionBridge(): SessionBridge {
  return bridge;
}
