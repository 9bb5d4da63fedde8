import { readLoginRoute } from "./clientState";

/** The history-mode base path of the app (spec 1 §1: assets and routes live under /fvue/). */
export const APP_BASENAME = "/fvue";

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
 * A redirect target that is safe to follow after login: only a path of this app.
 * Absolute URLs, protocol-relative URLs ("//evil"), back-slash tricks and control characters are refused.
 * A leading basename ("/fvue/home") is tolerated and stripped.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target.includes("\\")) return fallback;
  let path = target;
  if (path === APP_BASENAME || path.startsWith(`${APP_BASENAME}/`) || path.startsWith(`${APP_BASENAME}?`)) {
    path = path.slice(APP_BASENAME.length) || "/";
    if (!path.startsWith("/")) path = `/${path}`;
  }
  return path;
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
