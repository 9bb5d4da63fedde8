import type { RuntimeContext, SsoAuthQuery } from "../../api/contract";

/** How the address asks to sign in, if it does (spec 1 §4, Entry check). */
export type EntryCredential =
  | { kind: "token"; value: string }
  | { kind: "cas"; value: string }
  | { kind: "oauth"; value: string }
  | { kind: "none" }
  | { kind: "error"; messageKey: string };

/** The address parameters that hand a sign-in over to the app: token, plus ticket (cas) or code (oauth). */
export function handoverParams(context: RuntimeContext | null): string[] {
  if (context?.ssoMode === "cas") return ["token", "ticket"];
  if (context?.ssoMode === "oauth") return ["token", "code"];
  return ["token"];
}

/** Time after which the token parameter is removed from the address (spec 1 §9). */
export const TOKEN_PARAM_STRIP_DELAY = 1000;

/**
 * Reads the sign-in hand-over from the query: a `token` always; a CAS `ticket` in cas mode; an OAuth
 * `code` in oauth mode, which needs a clientId (else the error oauth模式下必须提供clientId).
 */
export function readEntryCredential(
  search: URLSearchParams,
  context: RuntimeContext | null,
): EntryCredential {
  const token = search.get("token");
  if (token) return { kind: "token", value: token };
  if (context?.ssoMode === "cas") {
    const ticket = search.get("ticket");
    return ticket ? { kind: "cas", value: ticket } : { kind: "none" };
  }
  if (context?.ssoMode === "oauth") {
    if (!context.clientId) return { kind: "error", messageKey: "access.sso.oauthClientId" };
    const code = search.get("code");
    return code ? { kind: "oauth", value: code } : { kind: "none" };
  }
  return { kind: "none" };
}

/** The /sso/auth query for a credential (a token is sent as ticket and code, CONTRACT.md §3). */
export function ssoQueryFor(credential: EntryCredential, service: string): SsoAuthQuery | null {
  switch (credential.kind) {
    case "token":
      return { ticket: credential.value, code: credential.value, service };
    case "cas":
      return { ticket: credential.value, service, ssoMode: "cas" };
    case "oauth":
      return { code: credential.value, service, ssoMode: "oauth" };
    default:
      return null;
  }
}

/** A path with its query, without the given parameters: "/home?token=x&a=1" → "/home?a=1". */
export function withoutParams(pathname: string, search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Removes parameters from the address bar without a navigation (history.replaceState keeps the router's state). */
export function stripParamsFromAddress(names: readonly string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, "", url.toString());
}
