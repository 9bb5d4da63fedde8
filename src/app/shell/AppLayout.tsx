import { Classes, H4 } from "@blueprintjs/core";
import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches } from "react-router-dom";
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
}

/**
 * The application shell around the routed page: a 48 px header (logo, top menu, greeting and user
 * dropdown, language switcher), the side menu of the selected top item, and the scrolling main area.
 * Single routes and the routes named in SHELL_HIDDEN_ROUTE_NAMES get the page alone.
 */
export default function AppLayout({ loadMenuCounts, counts: givenCounts }: AppLayoutProps) {
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

  const hidden = isShellHidden(matches);
  const top = hidden ? undefined : activeChain?.[0];
  const activeMenu = activeChain?.[activeChain.length - 1];
  const title = hidden ? undefined : routeTitle(matches);
  const heading =
    typeof title === "string" ? t(title, { defaultValue: title }) : title ? activeMenu?.name : undefined;
  const shellPage = useMemo<ShellPage>(
    () => ({ headingShown: !!heading, setActions: setPageActions }),
    [heading],
  );

  if (hidden) {
    return (
      <main className="tessera-main tessera-main-single">
        <Outlet />
      </main>
    );
  }

  return (
    <div className="tessera-shell">
      <header className={`${Classes.NAVBAR} tessera-header`}>
        <TenantLogo />
        <TopMenu
          menus={menus}
          activeAlias={top?.alias}
          counts={counts}
          onSelect={(menu) => selectMenu([menu])}
        />
        <div className="tessera-header-end">
          <UserDropdown />
          <LanguageSwitcher className="tessera-header-language" onChange={() => void reloadSession()} />
        </div>
      </header>
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
        <main className="tessera-main">
          {heading && (
            <div className="tessera-page-heading">
              <H4 className="tessera-page-title">{heading}</H4>
              {pageActions}
            </div>
          )}
          <ShellPageContext.Provider value={shellPage}>
            <Outlet />
          </ShellPageContext.Provider>
        </main>
      </div>
    </div>
  );
}
