import type { RuntimeContext } from "./contract";

/** The single sign-on modes that leave the app to sign in (spec 1 §4). */
export function isExternalSso(context: RuntimeContext | null | undefined): boolean {
  return context?.ssoMode === "cas" || context?.ssoMode === "oauth";
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes("?") ? "&" : "?"}${query}`;
}

/**
 * Where to send the browser to sign in, or null when no SSO server is configured.
 * cas: `{ssoUrl}?service=`; oauth: `{ssoUrl}?response_type=code&client_id=&redirect_uri=`.
 */
export function ssoLoginUrl(context: RuntimeContext, service: string): string | null {
  if (!context.ssoUrl) return null;
  if (context.ssoMode === "cas") return withQuery(context.ssoUrl, { service });
  if (context.ssoMode === "oauth") {
    if (!context.clientId) return null;
    return withQuery(context.ssoUrl, {
      response_type: "code",
      client_id: context.clientId,
      redirect_uri: service,
    });
  }
  return null;
}

/** Where to send the browser to sign out of SSO (with the current address as service), or null. */
export function ssoLogoutUrl(context: RuntimeContext, service: string): string | null {
  if (!isExternalSso(context) || !context.ssoLogoutUrl) return null;
  return withQuery(context.ssoLogoutUrl, { service });
}

/** The current address without the SSO hand-over parameters (token, ticket, code). */
export function serviceUrl(href: string = window.location.href): string {
  const url = new URL(href);
  for (const name of ["token", "ticket", "code"]) url.searchParams.delete(name);
  return url.toString();
}
