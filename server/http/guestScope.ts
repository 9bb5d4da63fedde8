/**
 * Which routes a short-link guest token may call (issue 11 §1). A guest token carries the page its short
 * link opens; a route is open to it only when the route's config says so:
 * - `guest: true`: every guest page needs it (the shell: own detail, menus, method rights, sign-out);
 * - `guest: ["/home", …]`: the pages (paths) that need it (the home layout, its columns and their data).
 * Everything else answers 403 `guestForbidden` to a guest, whatever the route's other rules say.
 */
export type GuestScope = true | readonly string[];

/** The page a short link's target opens: its path without query string or fragment ("" when none). */
export function pagePathOf(target: string): string {
  const path = target.split(/[?#]/)[0]?.trim() ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** True when a guest whose link opens `page` may call a route of this scope. */
export function guestMayCall(scope: GuestScope | undefined, page: string | undefined): boolean {
  if (scope === true) return true;
  if (!scope || !page) return false;
  return scope.includes(pagePathOf(page));
}

/** The guest scope of the routes the home page (/home) reads. */
export const HOME_PAGE: GuestScope = ["/home"];
