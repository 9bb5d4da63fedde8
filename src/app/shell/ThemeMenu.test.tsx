import { Menu } from "@blueprintjs/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n";
import { AppTheme } from "../setup/AppTheme";
import { ThemeMenu } from "./ThemeMenu";

/** A stand-in for the system's prefers-color-scheme that a test can flip. */
function fakeSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return query === "(prefers-color-scheme: dark)" && dark;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    })),
  );
  return (next: boolean) => {
    dark = next;
    for (const fn of listeners) fn();
  };
}

function renderSwitch() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider store={createStore()}>
        <AppTheme />
        <Menu>
          <ThemeMenu />
        </Menu>
      </Provider>
    </I18nextProvider>,
  );
}

const dark = () => document.body.classList.contains("bp6-dark");

beforeEach(() => {
  void i18n.changeLanguage("zh-CN");
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.classList.remove("bp6-dark");
});

describe("the theme switch in the user menu (issue 13 §6)", () => {
  it("follows the system's dark preference by default, and its changes", () => {
    const setSystemDark = fakeSystemScheme(true);
    renderSwitch();
    expect(screen.getByRole("menuitemradio", { name: "跟随系统" })).toHaveAttribute("aria-checked", "true");
    expect(dark()).toBe(true);
    act(() => setSystemDark(false));
    expect(dark()).toBe(false);
  });

  it("light and dark override the system, stored in localStorage under theme", () => {
    fakeSystemScheme(true);
    renderSwitch();
    fireEvent.click(screen.getByRole("menuitemradio", { name: "浅色" }));
    expect(dark()).toBe(false);
    expect(JSON.parse(localStorage.getItem("theme") ?? "null")).toBe("light");
    expect(screen.getByRole("menuitemradio", { name: "浅色" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "跟随系统" })).toHaveAttribute("aria-checked", "false");
    fireEvent.click(screen.getByRole("menuitemradio", { name: "深色" }));
    expect(dark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("starts from the stored choice", () => {
    fakeSystemScheme(false);
    localStorage.setItem("theme", JSON.stringify("dark"));
    renderSwitch();
    expect(screen.getByRole("menuitemradio", { name: "深色" })).toHaveAttribute("aria-checked", "true");
    expect(dark()).toBe(true);
  });
});
