import { decodeBase64Utf8 } from "../../api/base64";
import { expandHosts } from "../../api/hosts";
import { currentPolicy, type LinkPolicy, mayCarryToken, safeLink } from "../../engine/links";

/**
 * Why a frame link cannot be shown: no href, not Base64/UTF-8 or not a URL, refused by the link rule, or
 * not the configured target of the menu the route names (a crafted /href/template link).
 */
export type FrameUrlError = "missing" | "invalid" | "unsafe" | "notMenu";

export type FrameUrlResult = { ok: true; url: string } | { ok: false; error: FrameUrlError };

export interface FrameUrlOptions {
  /** The signed-in user's token, appended as `token` when the link has none (our own hosts only). */
  token?: string | null;
  /** The reload timestamp appended as `_t` (Date.now() by default). */
  now?: number;
  /** Where links and the token may go (the page's own origin and runtime context by default). */
  policy?: LinkPolicy;
}

// Pages of the portal's own hosts that need no session (the API docs and their spec): a token in their
// address would only end up in server logs and the browser's history.
const TOKENLESS_PATH = /^\/(docs|openapi\.json)(\/|$)/;

function withParam(url: URL, name: string, value: string): void {
  if (url.searchParams.has(name)) {
    url.searchParams.set(name, value);
  } else {
    // Appending by hand keeps the link's own query exactly as it was written.
    url.search = `${url.search ? `${url.search}&` : "?"}${name}=${encodeURIComponent(value)}`;
  }
}

/**
 * The address the menu frame loads (spec 1 §2 Layout): the Base64 (UTF-8) `href` decoded, which must be
 * exactly `menuHref`, the target configured on the menu the route names (null when there is no such menu);
 * `${host}` placeholders expanded; the app's one link rule applied (src/engine/links/links.ts: same-site paths, or
 * http(s) on allowed hosts); the user's token added as `token` if absent (our own origin and service hosts
 * only, never for the API docs) and `_t` set to the reload time. Relative links stay relative.
 */
export function buildFrameUrl(
  encodedHref: string | null | undefined,
  menuHref: string | null | undefined,
  options: FrameUrlOptions = {},
): FrameUrlResult {
  if (!encodedHref) return { ok: false, error: "missing" };
  const decoded = decodeBase64Utf8(encodedHref)?.trim();
  if (!decoded) return { ok: false, error: "invalid" };
  if (!menuHref || decoded !== menuHref.trim()) return { ok: false, error: "notMenu" };

  const policy = options.policy ?? currentPolicy();
  let expanded: string;
  try {
    expanded = decoded.includes("${") ? expandHosts(decoded) : decoded;
  } catch {
    return { ok: false, error: "invalid" };
  }
  const link = safeLink(expanded, policy);
  if (!link) return { ok: false, error: "unsafe" };
  const url = new URL(link.kind === "app" ? link.path : link.url, `${policy.origin}/`);

  if (
    options.token &&
    !url.searchParams.has("token") &&
    mayCarryToken(url.href, policy) &&
    !TOKENLESS_PATH.test(url.pathname)
  ) {
    withParam(url, "token", options.token);
  }
  withParam(url, "_t", String(options.now ?? Date.now()));
  return { ok: true, url: link.kind === "app" ? `${url.pathname}${url.search}${url.hash}` : url.href };
}
