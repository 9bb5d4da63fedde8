import { useMemo } from "react";
import { findChainByAlias, useVisibleMenus } from "../../../platform/menus/menuSelection";

/** The name of the menu with this alias in the user's menu tree, or undefined. */
export function useMenuName(alias: string | undefined): string | undefined {
  const menus = useVisibleMenus();
  return useMemo(() => {
    if (!alias) return undefined;
    const chain = findChainByAlias(menus, alias);
    return chain?.[chain.length - 1]?.name;
  }, [menus, alias]);
}
