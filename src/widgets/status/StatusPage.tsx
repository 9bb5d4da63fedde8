import {
  AnchorButton,
  Classes,
  type IconName,
  NonIdealState,
  NonIdealStateIconSize,
} from "@blueprintjs/core";
import { createElement, type ReactElement, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ShellPageContext } from "../../platform/shellPage";
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
  /**
   * What the title is: "page", the page's own heading (its h1, or an h2 under the shell's h1 when the
   * shell shows the page title), or "section", a heading inside a page (h4: a widget's empty or error
   * state). Defaults to "page" on a full page, else "section". It looks the same (h4 size) either way.
   */
  heading?: "page" | "section";
}

/** The tag of a status title: the page's h1 unless the shell's heading row already is. */
function usePageHeadingTag(heading: "page" | "section"): "h1" | "h2" | "h4" {
  const shell = useContext(ShellPageContext);
  if (heading === "section") return "h4";
  return shell?.headingShown ? "h2" : "h1";
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
  heading = fullPage ? "page" : "section",
}: StatusPageProps) {
  const { t } = useTranslation();
  const tag = usePageHeadingTag(heading);
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
        description={
          // Blueprint's own title is always an h4: the title is written here with its level instead.
          <>
            {createElement(
              tag,
              { className: `${Classes.HEADING} tessera-status-title` },
              title ?? t(TITLE_KEYS[kind]),
            )}
            {description && <div>{description}</div>}
          </>
        }
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
