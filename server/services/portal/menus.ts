import type { SysMenu } from "../../../src/api/contract";
import type { Database } from "../../db";
import { isSysAdmin } from "../../http/auth";
import type { Lang } from "../../http/messages";

/**
 * The caller's menu tree under the menu with alias `rootAlias` (root excluded), sorted by sn: a menu shows
 * when one of the user's roles is linked to it (system administrators see all) and its parent shows.
 */
export async function currentUserMenu(
  db: Database,
  user: { id: string; tenantId: string },
  rootAlias: string,
  lang: Lang,
): Promise<SysMenu[]> {
  const all = await db
    .selectFrom("sys_menu")
    .selectAll()
    .where("tenant_id", "=", user.tenantId)
    .orderBy("sn")
    .orderBy("alias")
    .execute();
  const root = all.find((m) => m.alias === rootAlias);
  if (!root) return [];
  let visible: Set<string>;
  if (await isSysAdmin(db, user.id)) {
    visible = new Set(all.map((m) => m.id));
  } else {
    const rows = await db
      .selectFrom("sys_menu_role as mr")
      .innerJoin("uc_user_role as ur", "ur.role_id", "mr.role_id")
      .innerJoin("sys_menu as m", "m.id", "mr.menu_id")
      .select("mr.menu_id")
      .distinct()
      .where("ur.user_id", "=", user.id)
      .where("m.tenant_id", "=", user.tenantId)
      .execute();
    visible = new Set(rows.map((r) => r.menu_id));
  }
  const byParent = new Map<string, typeof all>();
  for (const m of all) {
    if (!m.parent_id) continue;
    const list = byParent.get(m.parent_id) ?? [];
    list.push(m);
    byParent.set(m.parent_id, list);
  }
  const build = (parentId: string): SysMenu[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => visible.has(m.id) && !m.hidden)
      .map((m) => {
        const node: SysMenu = {
          id: m.id,
          parentId,
          name: lang === "en-US" ? m.name_en : m.name,
          alias: m.alias,
          open: m.open,
          sn: m.sn,
          children: build(m.id),
        };
        if (m.icon) node.menuIcon = m.icon;
        if (m.path) node.path = m.path;
        if (m.href) node.href = m.href;
        return node;
      });
  return build(root.id);
}
