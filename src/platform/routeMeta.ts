import type { UIMatch } from "react-router-dom";
import type { ShellRouteHandle } from "./shellRoutes";

/**
 * Meta of a route, set as the route's `handle`. The shell reads single, name and title
 * (see layout/shellRoutes.ts); the entry check reads anonymous:
 * routes that open without login (spec 1 §2: /login, /login/{tenant}, /resetPwdView,
 * /messageFillPage/{tipId}) sit outside the guard and carry `anonymous: true`.
 */
export interface RouteHandle extends ShellRouteHandle {
  anonymous?: boolean;
}

/** True when the matched route opens without login. */
export function isAnonymousRoute(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => !!(match.handle as RouteHandle | undefined)?.anonymous);
}
