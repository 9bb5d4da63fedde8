import type { UIMatch } from "react-router-dom";

/** The `handle` a route may carry for the shell (spec 1 §2 Route flags and Layout). */
export interface ShellRouteHandle {
  /** A single route: shown without header and menus. */
  single?: boolean;
  /** The route's name; some names hide the header and menus too (SHELL_HIDDEN_ROUTE_NAMES). */
  name?: string;
  /**
   * A titled page shows a heading: `true` shows the selected menu's name, a string is an i18n key
   * (or literal text) shown instead.
   */
  title?: boolean | string;
}

/** Route names on which the header and menus are hidden, as on single routes (spec 1 §2 Layout). */
export const SHELL_HIDDEN_ROUTE_NAMES = [
  "templateFormSingle",
  "onlineForm",
  "doneReadOnly",
  "defStart",
  "inst",
  "task",
  "instStart",
  "myRead-type",
  "instRead-read",
] as const;

const hiddenNames: ReadonlySet<string> = new Set(SHELL_HIDDEN_ROUTE_NAMES);

function handleOf(match: UIMatch): ShellRouteHandle {
  const handle = match.handle;
  return handle && typeof handle === "object" ? (handle as ShellRouteHandle) : {};
}

/** True when any matched route is single or carries one of the hidden route names. */
export function isShellHidden(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => {
    const handle = handleOf(m);
    return handle.single === true || (handle.name !== undefined && hiddenNames.has(handle.name));
  });
}

/** The title flag of the deepest matched route that sets one, or undefined. */
export function routeTitle(matches: readonly UIMatch[]): boolean | string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]).title;
    if (title !== undefined) return title;
  }
  return undefined;
}
