import { AnchorButton, type IconName, NonIdealState, NonIdealStateIconSize } from "@blueprintjs/core";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import "./status.css";

/** The four generic illustrations (spec 1 §2, Other screens). */
export type StatusKind = "empty" | "error" | "no-permission" | "not-found";

const ICONS: Record<StatusKind, IconName> = {
  empty: "inbox",
  error: "error",
  "no-permission": "lock",
  "not-found": "search",
};

const TITLE_KEYS: Record<StatusKind, string> = {
  empty: "access.status.empty",
  error: "access.status.error",
  "no-permission": "access.status.noPermission",
  "not-found": "access.status.notFound",
};

export interface StatusBackLink {
  /** App path of the link (relative to the basename). */
  to: string;
  /** Defaults to 返回. */
  label?: string;
}

export interface StatusPageProps {
  kind: StatusKind;
  /** Defaults to the kind's own title (暂无数据, 出错了, 没有访问权限, 页面不存在). */
  title?: ReactNode;
  description?: ReactNode;
  /** An optional back link; needs a router around the page. */
  back?: StatusBackLink;
  /** Extra action such as a retry button. */
  action?: ReactElement;
  /** Overrides the kind's icon. */
  icon?: IconName;
  /** Fills the viewport (a whole screen) rather than the space it is put in. */
  fullPage?: boolean;
}

/** A generic empty / error / no-permission / not-found illustration with an optional back link. */
export function StatusPage({
  kind,
  title,
  description,
  back,
  action,
  icon,
  fullPage = true,
}: StatusPageProps) {
  const { t } = useTranslation();
  const backLink = back ? (
    <Link to={back.to} className="bp6-button bp6-intent-primary tessera-status-back">
      {back.label ?? t("common.back")}
    </Link>
  ) : null;
  const actions =
    action || backLink ? (
      <div className="tessera-status-actions">
        {action}
        {backLink}
      </div>
    ) : undefined;
  return (
    <div className={fullPage ? "tessera-status tessera-status-full" : "tessera-status"} data-kind={kind}>
      <NonIdealState
        icon={icon ?? ICONS[kind]}
        iconSize={NonIdealStateIconSize.STANDARD}
        title={title ?? t(TITLE_KEYS[kind])}
        description={description}
        action={actions}
      />
    </div>
  );
}

/** Nothing to show (暂无数据 by default), inside the space it is put in. */
export function EmptyState(props: Omit<StatusPageProps, "kind">) {
  return <StatusPage fullPage={false} {...props} kind="empty" />;
}

/** Something failed (出错了 by default). */
export function ErrorPage(props: Omit<StatusPageProps, "kind">) {
  return <StatusPage {...props} kind="error" />;
}

/** A button that reloads the whole page (for errors only a reload can cure). */
export function ReloadButton({ label }: { label: string }) {
  return <AnchorButton icon="refresh" text={label} onClick={() => window.location.reload()} />;
}

export default StatusPage;
