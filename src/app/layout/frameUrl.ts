import { decodeBase64Utf8 } from "../../api/base64";
import { expandHosts, peekRuntimeContext } from "../../api/hosts";

/** Why a frame link cannot be shown: no href, not Base64/UTF-8 or not a URL, or not http(s). */
export type FrameUrlError = "missing" | "invalid" | "unsafe";

export type FrameUrlResult = { ok: true; url: string } | { ok: false; error: FrameUrlError };

export interface FrameUrlOptions {
  /** The signed-in user's token, appended as `token` when the link has none. */
  token?: string | null;
  /** The reload timestamp appended as `_t` (Date.now() by default). */
  now?: number;
  /** The origin relative links resolve against (the page's own by default). */
  origin?: string;
  /**
   * Origins that may receive the token: the portal's own service hosts. The token is a bearer credential,
   * so a third-party site framed by a menu never gets it (the page's own origin is always trusted).
   */
  trustedOrigins?: readonly string[];
}

const SCHEME_OR_NETWORK_PATH = /^([a-z][a-z\d+.-]*:|\/\/)/i;

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
 * The address the menu frame loads (spec 1 §2 Layout): the Base64 (UTF-8) `href` decoded, `${host}`
 * placeholders expanded, the user's token added as `token` if absent (only for the portal's own origins,
 * and never for the API docs), and `_t` set to the reload time.
 * Only http(s) addresses and same-origin relative paths are accepted; `javascript:`, `data:` and the
 * like are refused as unsafe. Relative links stay relative.
 */
export function buildFrameUrl(
  encodedHref: string | null | undefined,
  options: FrameUrlOptions = {},
): FrameUrlResult {
  if (!encodedHref) return { ok: false, error: "missing" };
  const decoded = decodeBase64Utf8(encodedHref)?.trim();
  if (!decoded) return { ok: false, error: "invalid" };

  const origin = options.origin ?? window.location.origin;
  let url: URL;
  try {
    url = new URL(decoded.includes("${") ? expandHosts(decoded) : decoded, `${origin}/`);
  } catch {
    return { ok: false, error: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, error: "unsafe" };

  const token = url.searchParams.get("token");
  const trusted =
    url.origin === new URL(origin).origin || (options.trustedOrigins ?? []).includes(url.origin);
  if (options.token && !token && trusted && !TOKENLESS_PATH.test(url.pathname)) {
    withParam(url, "token", options.token);
  }
  withParam(url, "_t", String(options.now ?? Date.now()));

  const relative = !SCHEME_OR_NETWORK_PATH.test(decoded) && !decoded.includes("${");
  return { ok: true, url: relative ? `${url.pathname}${url.search}${url.hash}` : url.href };
}

/** The origins of the runtime context's service hosts (those that may receive the user's token). */
export function serviceOrigins(): string[] {
  const context = peekRuntimeContext();
  if (!context) return [];
  const origins: string[] = [];
  for (const name of ["portal", "uc", "form", "bpmModel", "bpmRunTime", "front"] as const) {
    try {
      origins.push(new URL(context[name]).origin);
    } catch {
      // A host that is not an absolute URL is relative to the page's own origin, which is trusted anyway.
    }
  }
  return origins;
}
