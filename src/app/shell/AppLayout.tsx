import { Button, Classes, Drawer } from "@blueprintjs/core";
import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { type MouseEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useMatches } from "react-router-dom";
import { useQueryClientHere } from "../../api/query/queryClientHere";
import { LanguageSwitcher } from "../../i18n/LanguageSwitcher";
import { type MenuCounts, type MenuCountsLoader, useMenuCounts } from "../../platform/menus/menuCounts";
import { useActiveMenuChain, useSelectMenu, useVisibleMenus } from "../../platform/menus/menuSelection";
import { useSessionLoader } from "../../platform/session/useSession";
import { type ShellPage, ShellPageContext } from "../../platform/shellPage";
import { isShellHidden, routeTitle } from "../../platform/shellRoutes";
import { SideMenu } from "./SideMenu";
import { TenantLogo } from "./TenantLogo";
import { TopMenu } from "./TopMenu";
import { UserDropdown } from "./UserDropdown";
import "./layout.css";

export { SHELL_HIDDEN_ROUTE_NAMES, type ShellRouteHandle } from "../../platform/shellRoutes";

/** Whether the side menu is collapsed; remembered in localStorage across sessions. */
export const sideMenuCollapsedAtom = atomWithStorage("sideMenuCollapsed", false, undefined, {
  getOnInit: true,
});

export interface AppLayoutProps {
  /** Loads the to-do badge counts; reloaded when the page becomes visible. No loader, no badges. */
  loadMenuCounts?: MenuCountsLoader;
  /** Badge counts given directly (stories, tests); wins over loadMenuCounts. */
  counts?: MenuCounts;
  /** Features' header items before the user menu (the message badge). */
  headerItems?: ReactNode;
}

/** The id of the drawer's title (the phone's menu). */
const DRAWER_TITLE_ID = "tessera-drawer-title";

/** The id of the main area, the skip link's target. */
export const MAIN_ID = "tessera-main";

/** Moves focus to the page's h1, or to the main area while the page has none yet. */
function focusPage(main: HTMLElement | null) {
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * After an in-app navigation, focus goes to the new page (not on the first load: the page then starts
 * at the top, and the login form focuses its own field), so keyboard and screen-reader users are not
 * left on the body or on a link that is gone.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) focusPage(mainRef.current);
    shown.current = pathname;
  }, [pathname]);
  return mainRef;
}

/**
 * The application shell around the routed page: a 48 px header (logo, top menu, greeting and user
 * dropdown, language switcher), the side menu of the selected top item, and the scrolling main area.
 * Single routes and the routes named in SHELL_HIDDEN_ROUTE_NAMES get the page alone. On a phone (CSS,
 * layout.css) the header keeps the menu button, the top menu and the user menu; the side menu and the
 * language switcher move into a drawer opened by the menu button.
 */
export default function AppLayout({ loadMenuCounts, counts: givenCounts, headerItems }: AppLayoutProps) {
  const { t } = useTranslation();
  const matches = useMatches();
  const menus = useVisibleMenus();
  const activeChain = useActiveMenuChain(menus);
  const selectMenu = useSelectMenu();
  const loadedCounts = useMenuCounts(givenCounts ? undefined : loadMenuCounts);
  const counts = givenCounts ?? loadedCounts;
  const [collapsed, setCollapsed] = useAtom(sideMenuCollapsedAtom);
  const [pageActions, setPageActions] = useState<ReactNode>(null);
  // Menu names are translated by the server (Accept-Language): load them again after a switch.
  const { load: reloadSession } = useSessionLoader();
  const queryClient = useQueryClientHere();
  // Configured names the server answers in the request language (columns, flows, departments) reload too.
  const onLanguage = () => {
    void reloadSession();
    void queryClient.invalidateQueries();
  };
  const mainRef = useFocusOnNavigation();
  // On a phone the side menu is a drawer; it belongs to the page it was opened on, so any navigation
  // (a menu pick, a link, back) closes it.
  const location = useLocation();
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;

  const hidden = isShellHidden(matches);
  const top = hidden ? undefined : activeChain?.[0];
  const activeMenu = activeChain?.[activeChain.length - 1];
  const title = hidden ? undefined : routeTitle(matches);
  const heading =
    typeof title === "string" ? t(title, { defaultValue: title }) : title ? activeMenu?.name : undefined;
  // Every page has one h1: the shown heading, or for an untitled page the menu's name for screen readers.
  const hiddenHeading = heading ? undefined : (activeMenu?.name ?? t("common.appName"));
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    focusPage(mainRef.current);
  };
  const shellPage = useMemo<ShellPage>(
    () => ({ headingShown: !!heading, setActions: setPageActions }),
    [heading],
  );

  if (hidden) {
    return (
      <main className="tessera-main tessera-main-single" id={MAIN_ID} ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    );
  }

  return (
    <div className="tessera-shell">
      <a className="tessera-skip-link tessera-visually-hidden" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t("shell.skipToMain")}
      </a>
      <header className={`${Classes.NAVBAR} tessera-header`}>
        <Button
          className="tessera-drawer-button"
          variant="minimal"
          icon="menu"
          aria-label={t("shell.drawer.open")}
          title={t("shell.drawer.open")}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpenedAt(location.key)}
        />
        <TenantLogo />
        <TopMenu
          menus={menus}
          activeAlias={top?.alias}
          counts={counts}
          onSelect={(menu) => selectMenu([menu])}
        />
        <div className="tessera-header-end">
          {headerItems}
          <UserDropdown />
          <LanguageSwitcher className="tessera-header-language" onChange={onLanguage} />
        </div>
      </header>
      <Drawer
        className="tessera-drawer"
        isOpen={drawerOpen}
        onClose={() => setDrawerOpenedAt(null)}
        position="left"
        size="min(320px, 85%)"
      >
        {/* Blueprint's Drawer has no dialog role: the panel carries it, named by its title. */}
        <div
          className="tessera-drawer-panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={DRAWER_TITLE_ID}
        >
          <div className={Classes.DRAWER_HEADER}>
            <h2 id={DRAWER_TITLE_ID} className={Classes.HEADING}>
              {t("shell.drawer.title")}
            </h2>
            <Button
              className={Classes.DIALOG_CLOSE_BUTTON}
              variant="minimal"
              icon="cross"
              aria-label={t("common.close")}
              onClick={() => setDrawerOpenedAt(null)}
            />
          </div>
          <div className={`${Classes.DRAWER_BODY} tessera-drawer-body`}>
            {top && top.children.length > 0 && (
              <SideMenu
                top={top}
                activeChain={activeChain}
                counts={counts}
                onSelect={(chain) => {
                  setDrawerOpenedAt(null);
                  selectMenu(chain);
                }}
                collapsed={false}
              />
            )}
            <LanguageSwitcher className="tessera-drawer-language" onChange={onLanguage} />
          </div>
        </div>
      </Drawer>
      <div className="tessera-body">
        {top && top.children.length > 0 && (
          <SideMenu
            top={top}
            activeChain={activeChain}
            counts={counts}
            onSelect={selectMenu}
            collapsed={collapsed}
            onCollapsedChange={setCollapsed}
          />
        )}
        <main className="tessera-main" id={MAIN_ID} ref={mainRef} tabIndex={-1}>
          {heading ? (
            <div className="tessera-page-heading">
              <h1 className={`${Classes.HEADING} tessera-page-title`} tabIndex={-1}>
                {heading}
              </h1>
              {pageActions}
            </div>
          ) : (
            <h1 className="tessera-page-heading-hidden" tabIndex={-1}>
              {hiddenHeading}
            </h1>
          )}
          <ShellPageContext.Provider value={shellPage}>
            <Outlet />
          </ShellPageContext.Provider>
        </main>
      </div>
    </div>
  );
}
