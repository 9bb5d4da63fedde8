import { atom, useAtomValue } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { useEffect, useSyncExternalStore } from "react";

/** The user's choice of colours: follow the system's prefers-color-scheme, or always light or dark. */
export type ThemeChoice = "system" | "light" | "dark";
export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** The localStorage key of the choice (kept across sessions, shared by the tabs). */
export const THEME_KEY = "theme";

/** Blueprint's dark-theme class (Classes.DARK), set on the body so portals (popovers, dialogs) follow. */
export const DARK_CLASS = "bp6-dark";

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

const stored = atomWithStorage<ThemeChoice>(THEME_KEY, "system", undefined, { getOnInit: true });

/** The stored choice; an unknown stored value counts as "system". */
export const themeChoiceAtom = atom(
  (get) => {
    const value = get(stored);
    return isChoice(value) ? value : "system";
  },
  (_get, set, choice: ThemeChoice) => set(stored, choice),
);

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const systemPrefersDark = () =>
  typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;

/** Whether the system asks for dark colours (prefers-color-scheme), following its changes. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribeToScheme, systemPrefersDark, () => false);
}

/** The theme in effect for a choice: "system" follows the system's preference. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): "light" | "dark" {
  return choice === "system" ? (prefersDark ? "dark" : "light") : choice;
}

/** The theme in effect now. */
export function useTheme(): "light" | "dark" {
  return resolveTheme(useAtomValue(themeChoiceAtom), usePrefersDark());
}

/**
 * Applies the theme in effect to the page: Blueprint's dark class on the body and the color-scheme of
 * the root (form controls and scroll bars), so our own CSS variables (src/main.css) switch with it.
 */
export function useApplyTheme(body: HTMLElement = document.body): "light" | "dark" {
  const theme = useTheme();
  useEffect(() => {
    body.classList.toggle(DARK_CLASS, theme === "dark");
    body.ownerDocument.documentElement.style.colorScheme = theme;
  }, [body, theme]);
  return theme;
}
