import type { IconName } from "@blueprintjs/icons";
import type { SysMenu } from "../../api/contract";
import { configuredIcon } from "../icons";

/** The Blueprint icon of a menu: its configured menuIcon when that names an icon, else a folder or a page. */
export function menuIconName(menu: SysMenu): IconName {
  return configuredIcon(menu.menuIcon) ?? (menu.children?.length ? "folder-close" : "document");
}
