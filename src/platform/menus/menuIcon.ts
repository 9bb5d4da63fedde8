import { type IconName, IconNames } from "@blueprintjs/icons";
import type { SysMenu } from "../../api/contract";

const iconNames: ReadonlySet<string> = new Set(Object.values(IconNames));

/** The Blueprint icon of a menu: its menuIcon when that names a Blueprint icon, else a folder or a page. */
export function menuIconName(menu: SysMenu): IconName {
  if (menu.menuIcon && iconNames.has(menu.menuIcon)) return menu.menuIcon as IconName;
  return menu.children?.length ? "folder-close" : "document";
}
