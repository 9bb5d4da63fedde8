/**
 * The one rule for every configured link (home column 更多, card and carousel links, menus, framed pages,
 * often-used systems, links inside sanitised HTML, redirects): a path of this app, or an http(s) address
 * on a host the deployment allows. `javascript:`, `data:`, protocol-relative `//host`, unknown schemes and
 * anything carrying control characters or back-slashes are refused.
 */

/** A link that passed the rule: a path of this app ("/v-flow/v-todo") or an absolute http(s) URL. */
export type SafeLink = { kind: "app"; path: string } | { kind: "external"; url: string };

/** Where links, images and the user's token may go. */
export interface LinkPolicy {
  /** The page's own origin ("https://portal.example.com"). */
  origin: string;
  /** Origins links may lead to besides our own: the service hosts and TRUSTED_LINK_HOSTS. */
  linkOrigins: readonly string[];
  /** Origins that may receive the user's token besides our own: the service hosts only. */
  tokenOrigins: readonly string[];
  /** Origins sanitised HTML may load images from besides our own: the service hosts and TRUSTED_IMAGE_HOSTS. */
  imageOrigins: readonly string[];
}

/** The history-mode base path of the app (spec 1 §1: assets and routes live under /fvue/). */
export const APP_BASENAME = "/fvue";

const SERVICE_HOST_NAMES = ["portal", "uc", "form", "bpmModel", "bpmRunTime", "front"] as const;

/**
 * What the rule reads of the runtime context (/fvue/context.json): the service hosts and the trusted link
 * and image hosts.
 */
export type LinkContext = Partial<Record<(typeof SERVICE_HOST_NAMES)[number], unknown>> & {
  trustedLinkHosts?: readonly unknown[];
  trustedImageHosts?: readonly unknown[];
};

let linkContext: LinkContext | null = null;

/** Installs the runtime context the rule reads; src/api/hosts.ts passes on the one boot loads (or a test's). */
export function setLinkContext(next: LinkContext | null): void {
  linkContext = next;
}
// C0 controls, space, DEL and C1 controls: browsers drop or reinterpret them inside URLs ("java\nscript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
const HTTP_URL = /^https?:\/\//i;

/** The origin of an absolute http(s) URL, or null for anything else (relative text, other schemes). */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== "string" || !HTTP_URL.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

function origins(values: readonly unknown[] | undefined): string[] {
  return (values ?? []).map(httpOrigin).filter((o): o is string => o !== null);
}

/** The policy of a runtime context (/fvue/context.json) seen from a page of `origin`. */
export function policyOf(context: LinkContext | null, origin: string): LinkPolicy {
  const services = origins(SERVICE_HOST_NAMES.map((name) => context?.[name]));
  return {
    origin,
    tokenOrigins: services,
    linkOrigins: [...services, ...origins(context?.trustedLinkHosts)],
    imageOrigins: [...services, ...origins(context?.trustedImageHosts)],
  };
}

/** The policy of this page: its origin and the runtime context loaded at boot. */
export function currentPolicy(): LinkPolicy {
  return policyOf(linkContext, window.location.origin);
}

/**
 * Applies the link rule: an app path ("/…", not "//…"), an http(s) URL whose origin is ours or allowed
 * (normalised by the URL parser), or null for everything else.
 */
export function safeLink(raw: unknown, policy: LinkPolicy = currentPolicy()): SafeLink | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : { kind: "app", path: value };
  if (HTTP_URL.test(value)) {
    const origin = httpOrigin(value);
    if (!origin || (origin !== policy.origin && !policy.linkOrigins.includes(origin))) return null;
    return { kind: "external", url: new URL(value).href };
  }
  // Anything else, bare "mail.example.com" included, is refused rather than guessed at.
  return null;
}

/**
 * The href of a link for an anchor or a new window: app paths under `basename` (kept when they already
 * start with it), external URLs as the URL parser normalised them; null when the rule refuses the link.
 */
export function linkHref(
  raw: unknown,
  basename: string,
  policy: LinkPolicy = currentPolicy(),
): string | null {
  const link = safeLink(raw, policy);
  if (!link) return null;
  if (link.kind === "external") return link.url;
  const underBase = link.path === basename || /^[/?#]/.test(link.path.slice(basename.length));
  return link.path.startsWith(basename) && underBase ? link.path : `${basename}${link.path}`;
}

/** True when a request to `url` may carry the user's token: our own origin or a configured service host. */
export function mayCarryToken(url: string | undefined, policy: LinkPolicy = currentPolicy()): boolean {
  let origin: string;
  try {
    origin = new URL(url ?? "", `${policy.origin}/`).origin;
  } catch {
    return false;
  }
  return origin === policy.origin || policy.tokenOrigins.includes(origin);
}

const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|bmp|avif|svg\+xml)[;,]/i;

/** True when sanitised HTML may load an image from `src`: our origin, an allowed image host, or a data: image. */
export function isAllowedImage(src: string, policy: LinkPolicy = currentPolicy()): boolean {
  const value = src.trim();
  if (DATA_IMAGE.test(value)) return true;
  if (!value || UNSAFE_CHARACTERS.test(value) || value.startsWith("//")) return false;
  let url: URL;
  try {
    url = new URL(value, `${policy.origin}/`);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.origin === policy.origin || policy.imageOrigins.includes(url.origin);
}

/**
 * The app path of an href under `basename` ("/fvue/v-flow/v-todo" → "/v-flow/v-todo", "/fvue" → "/"),
 * or null for anything else (external URLs, other paths of the site, "/fvuex").
 */
export function appPathOfHref(
  href: string | null | undefined,
  basename: string = APP_BASENAME,
): string | null {
  if (!href?.startsWith(basename)) return null;
  const rest = href.slice(basename.length);
  if (rest === "") return "/";
  if (!/^[/?#]/.test(rest) || rest.startsWith("//")) return null;
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** What {@link followAppLink} reads of a click. */
export interface LinkClick {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * Follows a plain click on a link of this app inside sanitised HTML through the app's router: the anchor's
 * href under `basename` (the sanitiser put it there) becomes `navigate(path)` instead of a page load.
 * Modified clicks (new tab), other buttons, links with a target or download, and links outside the app
 * are left to the browser. True when the click was taken.
 */
export function followAppLink(
  event: LinkClick,
  navigate: (path: string) => void,
  basename: string = APP_BASENAME,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = typeof target?.closest === "function" ? target.closest("a[href]") : null;
  if (!anchor) return false;
  const frame = anchor.getAttribute("target");
  if ((frame && frame !== "_self") || anchor.hasAttribute("download")) return false;
  const path = appPathOfHref(anchor.getAttribute("href"), basename);
  if (path === null) return false;
  event.preventDefault();
  navigate(path);
  return true;
}
