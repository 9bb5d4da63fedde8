import { Button, Icon, Intent, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SysMenu } from "../../api/contract";
import { toastWarning } from "../../api/toaster";
import type { MenuCounts } from "../../platform/menus/menuCounts";
import { fitMenus, type MenuFit } from "./fitMenus";
import { MenuBadge } from "./MenuBadge";

/** Id of the More menu that holds the items that do not fit (spec 1 §9). */
export const MORE_MENU_ID = "-2";

/** Delay after a window resize before the overflow is recalculated (spec 1 §9). */
export const MENU_RESIZE_DELAY_MS = 600;

export interface TopMenuProps {
  /** The top-menu items, already filtered and sorted by sn (see visibleMenus). */
  menus: readonly SysMenu[];
  /** Alias of the highlighted item. */
  activeAlias?: string | null;
  onSelect: (menu: SysMenu) => void;
  /** Badge counts per alias; without it no badge is drawn. */
  counts?: MenuCounts;
}

const sameFit = (a: MenuFit, b: MenuFit) =>
  a.tooNarrow === b.tooNarrow &&
  a.visible.join() === b.visible.join() &&
  a.overflow.join() === b.overflow.join();

/**
 * The header's top menu: the items that fit are buttons, the rest go into 更多 (id -2). Widths are
 * measured on a hidden copy of the items; the fit is recomputed when the items change and 600 ms
 * after the window (or the bar) is resized. When not even one item fits beside More, a warning says so.
 *
 * Layout: the items sit in a box that takes the header's free space (flex basis 0); More sits beside
 * it and never shrinks, so when it is shown the free space for the items is the box plus More's width.
 * If even More has no room, the user area beside the menu gives way (its greeting is cut short).
 */
export function TopMenu({ menus, activeAlias, onSelect, counts }: TopMenuProps) {
  const { t, i18n } = useTranslation();
  const itemsRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<MenuFit>({
    visible: menus.map((_, i) => i),
    overflow: [],
    tooNarrow: false,
  });
  // All items together, when they are no wider than More: then they are always shown (showing More
  // instead would take as much room), which also keeps the fit from flipping back and forth.
  const [itemsMinWidth, setItemsMinWidth] = useState(0);
  const moreShown = useRef(false);
  moreShown.current = fit.overflow.length > 0;

  const measure = useCallback(() => {
    const items = itemsRef.current;
    const row = measureRef.current;
    if (!items || !row) return;
    const widths = Array.from(
      row.querySelectorAll<HTMLElement>("[data-measure='item']"),
      (el) => el.offsetWidth,
    );
    const moreWidth = row.querySelector<HTMLElement>("[data-measure='more']")?.offsetWidth ?? 0;
    const total = widths.reduce((sum, w) => sum + w, 0);
    const available = items.clientWidth + (moreShown.current ? moreWidth : 0);
    const next =
      total <= moreWidth ? fitMenus(widths, total, moreWidth) : fitMenus(widths, available, moreWidth);
    setFit((prev) => (sameFit(prev, next) ? prev : next));
    setItemsMinWidth(total > 0 && total <= moreWidth ? total : 0);
  }, []);

  // The hidden copy changes with the items, their badges and the language: measure again at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values change what is measured
  useLayoutEffect(measure, [measure, menus, counts, i18n.language]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, MENU_RESIZE_DELAY_MS);
    };
    window.addEventListener("resize", schedule);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    if (observer && itemsRef.current) observer.observe(itemsRef.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", schedule);
      observer?.disconnect();
    };
  }, [measure]);

  const tooNarrowText = t("shell.topMenu.tooNarrow");
  useEffect(() => {
    if (fit.tooNarrow) void toastWarning(tooNarrowText, "top-menu-too-narrow");
  }, [fit.tooNarrow, tooNarrowText]);

  const visible = fit.visible.map((i) => menus[i]).filter(Boolean);
  const overflow = fit.overflow.map((i) => menus[i]).filter(Boolean);
  const moreActive = overflow.some((m) => m.alias === activeAlias);
  const moreText = t("shell.topMenu.more");

  return (
    <div className="tessera-topmenu">
      {/* The hidden copy the widths are read from: outside the nav, so only real items are in the menu. */}
      <div className="tessera-topmenu-measure-clip" aria-hidden="true">
        <div className="tessera-topmenu-measure" ref={measureRef}>
          {menus.map((menu) => (
            <Button
              key={menu.id}
              data-measure="item"
              variant="minimal"
              tabIndex={-1}
              className="tessera-topmenu-item"
            >
              {menu.name}
              <MenuBadge alias={menu.alias} counts={counts} />
            </Button>
          ))}
          <Button data-measure="more" variant="minimal" tabIndex={-1} endIcon="caret-down" text={moreText} />
        </div>
      </div>
      <nav className="tessera-topmenu-bar" aria-label={t("shell.topMenu.label")}>
        <div
          className="tessera-topmenu-items"
          ref={itemsRef}
          style={itemsMinWidth ? { minWidth: itemsMinWidth } : undefined}
        >
          {visible.map((menu) => {
            const active = menu.alias === activeAlias;
            return (
              <Button
                key={menu.id}
                variant="minimal"
                className="tessera-topmenu-item"
                active={active}
                intent={active ? Intent.PRIMARY : Intent.NONE}
                aria-current={active ? "page" : undefined}
                onClick={() => onSelect(menu)}
              >
                {menu.name}
                <MenuBadge alias={menu.alias} counts={counts} />
              </Button>
            );
          })}
        </div>

        {overflow.length > 0 && (
          <div className="tessera-topmenu-more">
            <PopoverNext
              placement="bottom-start"
              arrow={false}
              animation="minimal"
              content={
                <Menu aria-label={moreText}>
                  {overflow.map((menu) => (
                    <MenuItem
                      key={menu.id}
                      text={menu.name}
                      active={menu.alias === activeAlias}
                      labelElement={<MenuBadge alias={menu.alias} counts={counts} />}
                      onClick={() => onSelect(menu)}
                    />
                  ))}
                </Menu>
              }
            >
              <Button
                data-menu-id={MORE_MENU_ID}
                variant="minimal"
                className="tessera-topmenu-item"
                active={moreActive}
                intent={moreActive ? Intent.PRIMARY : Intent.NONE}
                endIcon="caret-down"
                text={moreText}
              />
            </PopoverNext>
            {fit.tooNarrow && (
              // A lasting reminder after the toast has gone (the text is a tooltip, not page text).
              <span
                className="tessera-topmenu-warning"
                role="img"
                aria-label={tooNarrowText}
                title={tooNarrowText}
              >
                <Icon icon="warning-sign" intent={Intent.WARNING} />
              </span>
            )}
          </div>
        )}
      </nav>
    </div>
  );
}
