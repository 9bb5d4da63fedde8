import {
  Card,
  Classes,
  Elevation,
  H3,
  H5,
  Icon,
  NonIdealState,
  Section,
  SectionCard,
  Tag,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { SysMenu } from "../../../api/contract";
import { badgeCount, type MenuCountsLoader, useMenuCounts } from "../../../platform/menus/menuCounts";
import { menuIconName } from "../../../platform/menus/menuIcon";
import { HOME_MENU_ALIAS, useSelectMenu, useVisibleMenus } from "../../../platform/menus/menuSelection";
import { currentUserAtom, departmentNameAtom, userDetailAtom } from "../../../platform/session/atoms";
import { useDisplayName } from "../../../platform/session/useDisplayName";
import { roleNames } from "../../account";
import { loadFlowMenuCounts } from "../../flow";
import "./homeWelcome.css";

/** The salutation of the hour: 早上好 from 5 to 11, 下午好 from 12 to 17, 晚上好 otherwise. */
export function salutationKey(hour: number): "morning" | "afternoon" | "evening" {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}

export interface HomeWelcomeProps {
  /** The time the greeting is for (now by default; stories and tests pin it). */
  now?: Date;
  /** Where the to-do count comes from (the flow badge counts by default; stories and tests give their own). */
  loadCounts?: MenuCountsLoader;
}

/**
 * The personal overview shown on /home until the configurable home page lands: a greeting by the
 * hour with the user's name and department, their posts and roles, and a card for each top-level
 * menu the user has.
 */
export default function HomeWelcome({ now, loadCounts = loadFlowMenuCounts }: HomeWelcomeProps) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const detail = useAtomValue(userDetailAtom);
  const department = useAtomValue(departmentNameAtom);
  const name = useDisplayName();
  const menus = useVisibleMenus();
  const selectMenu = useSelectMenu();
  const loading = !!user && !detail;

  const date = now ?? new Date();
  const salutation = t(`shell.home.${salutationKey(date.getHours())}`);
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full" }).format(date);
  const entries = useMemo(() => menus.filter((m) => m.alias !== HOME_MENU_ALIAS), [menus]);
  const roles = roleNames(detail);
  // The to-do count (spec 2 §2.5): only for users whose menu has the to-do list.
  const hasTodo = useMemo(() => hasMenuAlias(menus, "v-todo"), [menus]);
  const counts = useMenuCounts(hasTodo ? loadCounts : undefined);
  const todoCount = counts ? (badgeCount(counts, "v-todo") ?? 0) : undefined;
  const skeleton = loading ? Classes.SKELETON : undefined;

  return (
    <div className="tessera-home-welcome">
      <Card elevation={Elevation.ONE} className="tessera-home-greeting">
        <H3>{t("shell.home.greeting", { salutation, name })}</H3>
        <p className={Classes.TEXT_MUTED}>{t("shell.home.today", { date: today })}</p>
        {loading && <p className={Classes.TEXT_MUTED}>{t("shell.home.loading")}</p>}
        <dl className="tessera-home-facts" aria-busy={loading}>
          <dt>{t("shell.home.department")}</dt>
          <dd className={skeleton}>{department || t("shell.home.noDepartment")}</dd>
          <dt>{t("shell.home.posts")}</dt>
          <dd className={skeleton}>
            {detail?.post.length
              ? detail.post.map((p) => (
                  <Tag key={p.postId} minimal title={p.pathName} className="tessera-home-tag">
                    {p.postName}
                  </Tag>
                ))
              : t("shell.home.noPosts")}
          </dd>
          <dt>{t("shell.home.roles")}</dt>
          <dd className={skeleton}>
            {roles.length
              ? roles.map((r) => (
                  <Tag key={r} minimal className="tessera-home-tag">
                    {r}
                  </Tag>
                ))
              : t("shell.home.noRoles")}
          </dd>
          {hasTodo && (
            <>
              <dt>{t("shell.home.todo")}</dt>
              <dd aria-busy={todoCount === undefined}>
                <Link to="/v-flow/v-todo" className="tessera-home-todo">
                  {todoCount === undefined
                    ? t("shell.home.todoLoading")
                    : t("shell.home.todoCount", { count: todoCount })}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </Card>

      <Section title={t("shell.home.shortcuts")} className="tessera-home-shortcuts">
        <SectionCard>
          {entries.length === 0 ? (
            <NonIdealState
              icon="application"
              title={t("shell.home.noMenus")}
              description={t("shell.home.noMenusDescription")}
            />
          ) : (
            <ul className="tessera-home-cards">
              {entries.map((menu) => (
                <li key={menu.id}>
                  <MenuCard menu={menu} onOpen={() => selectMenu([menu])} />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </Section>
    </div>
  );
}

/** True when the menu tree holds an entry with the alias. */
function hasMenuAlias(menus: readonly SysMenu[], alias: string): boolean {
  return menus.some((m) => m.alias === alias || hasMenuAlias(m.children ?? [], alias));
}

function MenuCard({ menu, onOpen }: { menu: SysMenu; onOpen: () => void }) {
  const { t } = useTranslation();
  const children = menu.children ?? [];
  return (
    <Card
      interactive
      elevation={Elevation.ZERO}
      className="tessera-home-card"
      role="link"
      tabIndex={0}
      aria-label={`${t("shell.home.open")} ${menu.name}`}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <Icon icon={menuIconName(menu)} size={20} className="tessera-home-card-icon" />
      <div className="tessera-home-card-body">
        <H5 className="tessera-home-card-title">{menu.name}</H5>
        {children.length > 0 && (
          <>
            <div className={Classes.TEXT_MUTED}>{t("shell.home.subMenus", { count: children.length })}</div>
            <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
              {children.map((c) => c.name).join(" · ")}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
