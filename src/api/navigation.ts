import { APP_BASENAME, linkHref, safeLink } from "../engine/links";
import { readLoginRoute } from "./clientState";

// The base path is part of the link rule (src/engine/links); many callers read it from here.
export { APP_BASENAME };

/** Moves to an app path such as "/login?redirect=%2Fhome" (relative to the basename). */
export type AppNavigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: AppNavigator = (to, options) => {
  const url = `${APP_BASENAME}${to}`;
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

let browserRedirect: (url: string) => void = (url) => window.location.assign(url);

/** The router installs its own navigate here, so non-React code (the HTTP interceptor) can move. */
export function setNavigator(next: AppNavigator): void {
  navigator = next;
}

/** Navigates inside the app through the installed navigator. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** Replaces how full-page redirects (single sign-on) leave the app; for tests. */
export function setBrowserRedirect(next: (url: string) => void): void {
  browserRedirect = next;
}

/** Leaves the app for an absolute URL (the single sign-on server). */
export function redirectBrowser(url: string): void {
  browserRedirect(url);
}

/** The current app path with its query, without the basename: "/home?x=1". */
export function currentAppPath(location: Pick<Location, "pathname" | "search"> = window.location): string {
  const { pathname, search } = location;
  const path =
    pathname === APP_BASENAME || pathname.startsWith(`${APP_BASENAME}/`)
      ? pathname.slice(APP_BASENAME.length) || "/"
      : pathname;
  return `${path}${search}`;
}

/**
 * A redirect target that is safe to follow after login: only a path of this app, by the link rule
 * (src/engine/links/links.ts) without its relative or absolute addresses: "//evil", back-slash tricks, control
 * characters and every absolute URL fall back. A leading basename ("/fvue/home") is tolerated and stripped.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const link = safeLink(target);
  if (link?.kind !== "app" || link.path !== target) return fallback;
  let path = target;
  if (path === APP_BASENAME || path.startsWith(`${APP_BASENAME}/`) || path.startsWith(`${APP_BASENAME}?`)) {
    path = path.slice(APP_BASENAME.length) || "/";
    if (!path.startsWith("/")) path = `/${path}`;
  }
  return path;
}

/** How {@link followLink} leaves: in-app navigation and new windows (tests pass their own). */
export interface FollowLinkOptions {
  /** Opens the link in a new window (noopener) rather than in this one. */
  newWindow?: boolean;
  /** In-app navigation to an app path (default: the installed navigator). */
  navigate?: (path: string) => void;
  open?: (url: string, target: string, features: string) => unknown;
}

/**
 * Follows a configured link (home column 更多, card, carousel, often-used system) by the link rule: an app
 * path navigates inside the app (or opens under the basename in a new window), an allowed http(s) address
 * opens in a new window or replaces the page. A refused link does nothing and answers false.
 */
export function followLink(raw: string | null | undefined, options: FollowLinkOptions = {}): boolean {
  const link = safeLink(raw);
  if (!link) return false;
  if (options.newWindow) {
    const open = options.open ?? ((url, target, features) => window.open(url, target, features));
    open(linkHref(raw, APP_BASENAME) ?? "", "_blank", "noopener,noreferrer");
  } else if (link.kind === "app") {
    (options.navigate ?? navigateTo)(link.path);
  } else {
    redirectBrowser(link.url);
  }
  return true;
}

/** True for the login routes themselves (no redirect back to them). */
export function isLoginPath(path: string): boolean {
  return /^\/login(\/[^/?#]*)?(\?|#|$)/.test(path);
}

/** The remembered login route with `redirect` set to the wanted path (omitted for "/" and login paths). */
export function loginPathFor(wanted: string): string {
  const route = readLoginRoute();
  if (!wanted || wanted === "/" || isLoginPath(wanted)) return route;
  return `${route}?redirect=${encodeURIComponent(wanted)}`;
}
