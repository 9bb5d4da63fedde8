import { Button, Icon } from "@blueprintjs/core";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BpmInstance, BpmTask } from "../../../api/contract";
import { APP_BASENAME } from "../../../engine/links";
import { configuredIcon, letterGlyph } from "../../../platform/icons";
import { Badge } from "../../../widgets/layout/Badge";
import { type WidgetError, WidgetState } from "../../../widgets/status/WidgetState";
import { useInColumnCard } from "./columnCard";
import { safeSystemUrl } from "./links";
import type { MeetingRow, NewsKind, NewsRow, OftenSystem } from "./types";
import "./home.css";

/** The states every home list shares. */
export interface HomeListState {
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
}

interface Line {
  key: string;
  title: string;
  meta: ReactNode[];
  onOpen?: () => void;
  /** The app path the row opens ("/news/n1"): the title is then a real link under the app's base. */
  href?: string;
}

/** The href of an app path under the app's base ("/news/n1" → "/fvue/news/n1"). */
export function appHref(path: string): string {
  return `${APP_BASENAME}${path}`;
}

/**
 * A link to an app path: a real anchor under the app's base (open in a new tab, copy the address), whose
 * plain click goes through `onOpen` (the app's router) instead of reloading the page.
 */
function AppLink({
  path,
  onOpen,
  className,
  title,
  children,
}: {
  path: string;
  onOpen?: () => void;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={appHref(path)} className={className} title={title} onClick={onClick}>
      {children}
    </a>
  );
}

/** Rows of a home list: a title (a link or button when it opens something) and grey details on the right. */
function RowList({ lines, label }: { lines: Line[]; label: string }) {
  return (
    <ul className="tessera-homewidget-list" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className="tessera-homewidget-row">
          {line.href ? (
            <AppLink
              path={line.href}
              onOpen={line.onOpen}
              className="tessera-homewidget-row-title"
              title={line.title}
            >
              {line.title}
            </AppLink>
          ) : line.onOpen ? (
            <button
              type="button"
              className="tessera-homewidget-row-title"
              title={line.title}
              onClick={line.onOpen}
            >
              {line.title}
            </button>
          ) : (
            <span className="tessera-homewidget-row-title" title={line.title}>
              {line.title}
            </span>
          )}
          {line.meta.map((meta, i) =>
            meta ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of a row's details
              <span key={i} className="tessera-homewidget-row-meta">
                {meta}
              </span>
            ) : null,
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A heading that leads somewhere, with extra elements (a badge, a refresh button) on the right. Inside a
 * home column's card (whose header names the column and links to its list) only the extras are shown.
 */
function Heading({ title, onOpen, children }: { title: string; onOpen?: () => void; children?: ReactNode }) {
  const inCard = useInColumnCard();
  if (inCard)
    return children ? (
      <div className="tessera-homewidget-heading tessera-homewidget-heading-extras">
        <span className="tessera-homewidget-heading-extra">{children}</span>
      </div>
    ) : null;
  return (
    <div className="tessera-homewidget-heading">
      {onOpen ? (
        <Button variant="minimal" className="tessera-homewidget-heading-link" text={title} onClick={onOpen} />
      ) : (
        <span className="tessera-homewidget-heading-link">{title}</span>
      )}
      <span className="tessera-homewidget-heading-extra">{children}</span>
    </div>
  );
}

/** Date part, then time without seconds: "2026-11-22 09:30:00" → "2026-11-22 09:30". */
export function shortTime(value: string | undefined): string {
  if (!value) return "";
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

export interface TodoCardProps extends HomeListState {
  rows: readonly BpmTask[];
  /** The PageList total (the badge). */
  total: number;
  /** The heading: to the to-do list of the user's master org. */
  onHeading?: () => void;
  /** The refresh button. */
  onRefresh?: () => void;
  onOpen: (row: BpmTask) => void;
}

/** The home to-do card: heading with the total badge and a refresh button, then the first tasks. */
export function TodoCard({
  rows,
  total,
  loading,
  error,
  onRetry,
  onHeading,
  onRefresh,
  onOpen,
}: TodoCardProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-homewidget tessera-homewidget-todo">
      <Heading title={t("homeWidgets.todo.title")} onOpen={onHeading}>
        <Badge count={total} />
        {onRefresh && (
          <Button
            variant="minimal"
            size="small"
            icon="refresh"
            aria-label={t("homeWidgets.refresh")}
            title={t("homeWidgets.refresh")}
            disabled={loading}
            onClick={onRefresh}
          />
        )}
      </Heading>
      <WidgetState
        loading={loading && rows.length === 0}
        error={error}
        onRetry={onRetry}
        empty={rows.length === 0}
        emptyText={t("homeWidgets.todo.empty")}
      >
        <RowList
          label={t("homeWidgets.todo.title")}
          lines={rows.map((row) => ({
            key: row.id,
            title: row.subject,
            meta: [row.name, shortTime(row.createTime)],
            onOpen: () => onOpen(row),
          }))}
        />
      </WidgetState>
    </div>
  );
}

export interface MeetingListProps extends HomeListState {
  rows: readonly MeetingRow[];
  /** The heading: the meetings list. */
  onHeading?: () => void;
}

/** Today's meetings: name and start time, the heading leads to the meetings list. */
export function MeetingList({ rows, loading, error, onRetry, onHeading }: MeetingListProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-homewidget tessera-homewidget-meetings">
      <Heading title={t("homeWidgets.meetings.title")} onOpen={onHeading} />
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={rows.length === 0}
        emptyText={t("homeWidgets.meetings.empty")}
      >
        <RowList
          label={t("homeWidgets.meetings.title")}
          lines={rows.map((row) => ({ key: row.id, title: row.hymc, meta: [row.hys, shortTime(row.kssj)] }))}
        />
      </WidgetState>
    </div>
  );
}

export interface NewsListProps extends HomeListState {
  kind: NewsKind;
  rows: readonly NewsRow[];
  /** The app path of a row's detail ("/news/{id}"): its title becomes a link there. */
  hrefOf?: (row: NewsRow) => string;
  /** Opens a row (a plain click on its link). */
  onOpen?: (row: NewsRow) => void;
}

/** Notices or news: title (a link to its detail when hrefOf is given), author and publishing date. */
export function NewsList({ kind, rows, loading, error, onRetry, hrefOf, onOpen }: NewsListProps) {
  const { t } = useTranslation();
  const label = t(kind === "notice" ? "homeWidgets.news.notices" : "homeWidgets.news.news");
  return (
    <div className="tessera-homewidget tessera-homewidget-news">
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={rows.length === 0}
        emptyText={t(kind === "notice" ? "homeWidgets.news.noNotices" : "homeWidgets.news.noNews")}
      >
        <RowList
          label={label}
          lines={rows.map((row) => ({
            key: row.id,
            title: row.fbt,
            meta: [row.fzz, shortTime(row.fkssj).slice(0, 10)],
            href: hrefOf?.(row),
            onOpen: onOpen && (() => onOpen(row)),
          }))}
        />
      </WidgetState>
    </div>
  );
}

/** A rule row of the home regulations column (the content area's RuleRow). */
export interface RuleLine {
  id: string;
  title: string;
  publishTime?: string;
}

export interface RuleListProps extends HomeListState {
  rows: readonly RuleLine[];
  /** The app path of a rule's detail ("/v-system/{id}"): its title is a link there. */
  hrefOf: (row: RuleLine) => string;
  /** Opens a rule (a plain click on its link). */
  onOpen?: (row: RuleLine) => void;
}

/** The published rules and regulations: title (a link to the rule) and publishing date. */
export function RuleList({ rows, loading, error, onRetry, hrefOf, onOpen }: RuleListProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-homewidget tessera-homewidget-rules">
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={rows.length === 0}
        emptyText={t("homeWidgets.rules.empty")}
      >
        <RowList
          label={t("homeWidgets.rules.title")}
          lines={rows.map((row) => ({
            key: row.id,
            title: row.title,
            meta: [shortTime(row.publishTime).slice(0, 10)],
            href: hrefOf(row),
            onOpen: onOpen && (() => onOpen(row)),
          }))}
        />
      </WidgetState>
    </div>
  );
}

export interface DoneListProps extends HomeListState {
  rows: readonly BpmInstance[];
  onOpen: (row: BpmInstance) => void;
}

/** The instances I handled: subject, flow name and when I last acted; a row opens the instance. */
export function DoneList({ rows, loading, error, onRetry, onOpen }: DoneListProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-homewidget tessera-homewidget-done">
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={rows.length === 0}
        emptyText={t("homeWidgets.done.empty")}
      >
        <RowList
          label={t("homeWidgets.done.title")}
          lines={rows.map((row) => ({
            key: row.id,
            title: row.subject,
            meta: [row.procDefName, shortTime(row.completeTime || row.createTime)],
            onOpen: () => onOpen(row),
          }))}
        />
      </WidgetState>
    </div>
  );
}

export interface SystemTilesProps extends HomeListState {
  systems: readonly OftenSystem[];
  onOpen: (system: OftenSystem) => void;
}

/** Often-used systems as tiles; a tile whose address is not http(s) or same-site is disabled. */
export function SystemTiles({ systems, loading, error, onRetry, onOpen }: SystemTilesProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-homewidget tessera-homewidget-systems">
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={systems.length === 0}
        emptyText={t("homeWidgets.systems.empty")}
      >
        <ul className="tessera-homewidget-tiles" aria-label={t("homeWidgets.systems.title")}>
          {systems.map((system) => {
            const safe = !!safeSystemUrl(system.url);
            return (
              <li key={system.id}>
                <button
                  type="button"
                  className="tessera-homewidget-tile"
                  disabled={!safe}
                  title={safe ? system.name : t("homeWidgets.systems.unsafe")}
                  onClick={() => onOpen(system)}
                >
                  <span
                    className="tessera-homewidget-tile-icon"
                    style={{ background: system.color || undefined }}
                  >
                    <SystemIcon icon={system.icon} name={system.name} />
                  </span>
                  <span className="tessera-homewidget-tile-name">{system.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </WidgetState>
    </div>
  );
}

/** An often-used system's icon: its configured one (Blueprint or Element-UI name), else its first letter. */
function SystemIcon({ icon, name }: { icon?: string; name: string }) {
  const known = configuredIcon(icon);
  if (known) return <Icon icon={known} />;
  return (
    <span className="tessera-homewidget-tile-letter" aria-hidden="true">
      {letterGlyph(name)}
    </span>
  );
}
