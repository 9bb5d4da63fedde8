import { Button, Icon, Menu, MenuItem } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SysMenu } from "../../api/contract";
import type { MenuCounts } from "../../platform/menus/menuCounts";
import { menuIconName } from "../../platform/menus/menuIcon";
import type { MenuChain } from "../../platform/menus/menuSelection";
import { MenuBadge } from "./MenuBadge";

/** Width of the side menu, expanded and collapsed (spec 1 §9). */
export const SIDE_MENU_WIDTH = 168;
export const SIDE_MENU_COLLAPSED_WIDTH = 48;

export interface SideMenuProps {
  /** The selected top-menu item; its children are the side menu. */
  top: SysMenu;
  /** The highlighted chain (top item first). */
  activeChain: MenuChain | null;
  onSelect: (chain: MenuChain) => void;
  counts?: MenuCounts;
  collapsed: boolean;
  /** Collapses or expands the menu; without it (the phone's drawer) there is no toggle. */
  onCollapsedChange?: (collapsed: boolean) => void;
}

/**
 * The side menu: the children of the selected top item, 168 px wide. Groups open in place (open
 * by default when they hold the active item or are stored as open); collapsed to 48 px it shows
 * icons, with the names as tooltips and groups as fly-out sub-menus.
 */
export function SideMenu({
  top,
  activeChain,
  onSelect,
  counts,
  collapsed,
  onCollapsedChange,
}: SideMenuProps) {
  const { t } = useTranslation();
  const activeAliases = new Set((activeChain ?? []).map((m) => m.alias));
  const activeAlias = activeChain?.[activeChain.length - 1]?.alias;
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (menu: SysMenu) => toggled[menu.id] ?? (activeAliases.has(menu.alias) || menu.open);

  const renderCollapsed = (chain: MenuChain): ReactNode => {
    const menu = chain[chain.length - 1];
    const children = menu.children ?? [];
    return (
      <MenuItem
        key={menu.id}
        icon={menuIconName(menu)}
        text={<span className="tessera-sidemenu-collapsed-text">{menu.name}</span>}
        htmlTitle={menu.name}
        aria-label={menu.name}
        active={activeAliases.has(menu.alias)}
        popoverProps={{ placement: "right-start" }}
        onClick={children.length ? undefined : () => onSelect(chain)}
      >
        {children.length ? children.map((child) => renderCollapsed([...chain, child])) : undefined}
      </MenuItem>
    );
  };

  const renderExpanded = (chain: MenuChain, depth: number): ReactNode[] => {
    const menu = chain[chain.length - 1];
    const children = menu.children ?? [];
    const style = { paddingLeft: 7 + (depth - 1) * 16 };
    if (!children.length) {
      return [
        <MenuItem
          key={menu.id}
          style={style}
          icon={menuIconName(menu)}
          text={menu.name}
          htmlTitle={menu.name}
          active={menu.alias === activeAlias}
          aria-current={menu.alias === activeAlias ? "page" : undefined}
          labelElement={<MenuBadge alias={menu.alias} counts={counts} />}
          onClick={() => onSelect(chain)}
        />,
      ];
    }
    const open = isOpen(menu);
    return [
      <MenuItem
        key={menu.id}
        style={style}
        icon={open ? "folder-open" : menuIconName(menu)}
        text={menu.name}
        htmlTitle={menu.name}
        aria-expanded={open}
        labelElement={<Icon icon={open ? "chevron-up" : "chevron-down"} />}
        shouldDismissPopover={false}
        onClick={() => setToggled((prev) => ({ ...prev, [menu.id]: !open }))}
      />,
      ...(open ? children.flatMap((child) => renderExpanded([...chain, child], depth + 1)) : []),
    ];
  };

  const toggleLabel = collapsed ? t("shell.sideMenu.expand") : t("shell.sideMenu.collapse");
  return (
    <nav
      className={`tessera-sidemenu${collapsed ? " tessera-sidemenu-collapsed" : ""}`}
      style={
        onCollapsedChange ? { width: collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH } : undefined
      }
      aria-label={t("shell.sideMenu.label")}
    >
      <Menu className="tessera-sidemenu-list">
        {(top.children ?? []).map((child) =>
          collapsed ? renderCollapsed([top, child]) : renderExpanded([top, child], 1),
        )}
      </Menu>
      {onCollapsedChange && (
        <Button
          className="tessera-sidemenu-toggle"
          variant="minimal"
          icon={collapsed ? "menu-open" : "menu-closed"}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={!collapsed}
          onClick={() => onCollapsedChange(!collapsed)}
        />
      )}
    </nav>
  );
}
