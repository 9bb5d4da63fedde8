import { Intent, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { badgeCount, type MenuCounts } from "../../platform/menus/menuCounts";

export interface MenuBadgeProps {
  alias: string;
  counts?: MenuCounts;
}

/** The count badge of a to-do menu; renders nothing when the count is unknown or 0. */
export function MenuBadge({ alias, counts }: MenuBadgeProps) {
  const { t } = useTranslation();
  const count = badgeCount(counts, alias);
  if (count === null) return null;
  return (
    <Tag
      className="tessera-menu-badge"
      intent={Intent.DANGER}
      round
      aria-label={t("shell.badge.count", { count })}
    >
      {count > 99 ? "99+" : count}
    </Tag>
  );
}
