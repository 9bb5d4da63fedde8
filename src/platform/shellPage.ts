import { createContext, type ReactNode, useContext, useEffect } from "react";

/** What the shell tells the routed page about its heading row. */
export interface ShellPage {
  /** True when the shell shows the page heading (a titled route). */
  headingShown: boolean;
  /** Puts page actions (buttons) at the end of the heading row; null removes them. */
  setActions: (actions: ReactNode) => void;
}

/** Provided by AppLayout around the routed page; null outside the shell (stories, single routes). */
export const ShellPageContext = createContext<ShellPage | null>(null);

/**
 * Shows `actions` in the shell's heading row while the page is mounted. Returns false when there is
 * no heading row (no shell, or an untitled route): the page then shows its own title bar.
 * Pass a memoised node: a new node on every render would re-render the shell each time.
 */
export function useShellPageActions(actions: ReactNode): boolean {
  const shell = useContext(ShellPageContext);
  const shown = !!shell?.headingShown;
  useEffect(() => {
    if (!shell || !shown) return;
    shell.setActions(actions);
    return () => shell.setActions(null);
  }, [shell, shown, actions]);
  return shown;
}
