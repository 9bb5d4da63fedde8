import { Button, Spinner, SpinnerSize } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "./StatusPage";
import "../layout/layout.css";

/** What a failed load tells the user: the message and the server's log id, if any (spec 1 §8). */
export interface WidgetError {
  message: string;
  logId?: string;
}

/** JSON Schema of a {@link WidgetError} as documents and data sources carry it. */
export const widgetErrorSchema = {
  type: "object",
  properties: { message: { type: "string" }, logId: { type: "string" } },
  required: ["message"],
  additionalProperties: false,
} as const;

/** Reads anything thrown or returned as an error into a {@link WidgetError} (strings and Errors too). */
export function toWidgetError(error: unknown): WidgetError | null {
  if (error === null || error === undefined || error === false) return null;
  if (typeof error === "string") return { message: error };
  if (typeof error === "object") {
    const { message, logId } = error as { message?: unknown; logId?: unknown };
    return {
      message: typeof message === "string" && message ? message : String(error),
      logId: typeof logId === "string" && logId ? logId : undefined,
    };
  }
  return { message: String(error) };
}

export interface WidgetStateProps {
  loading?: boolean;
  /** A failed load: shown with its message and log id instead of the content. */
  error?: WidgetError | string | null;
  /** Nothing to show: the empty illustration instead of the content. */
  empty?: boolean;
  /** Overrides 暂无数据. */
  emptyText?: ReactNode;
  /** Shows a retry button under the error. */
  onRetry?: () => void;
  /** Height of the placeholder while loading or empty (the content decides its own). */
  minHeight?: number;
  children?: ReactNode;
}

/**
 * The loading / error / empty states every data widget shares; renders `children` only when there is
 * something to show. Errors read "message 【日志ID：…】" so a user can quote the log id.
 */
export function WidgetState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  minHeight,
  children,
}: WidgetStateProps) {
  const { t } = useTranslation();
  const failure = toWidgetError(error);
  const style = minHeight ? { minHeight } : undefined;
  if (loading) {
    return (
      <div className="tessera-widget-state" style={style} role="status" aria-busy="true">
        <Spinner size={SpinnerSize.SMALL} />
        <span className="tessera-widget-state-caption">{t("widgets.state.loading")}</span>
      </div>
    );
  }
  if (failure) {
    return (
      <div className="tessera-widget-state tessera-widget-error" style={style} role="alert">
        <StatusPage
          kind="error"
          fullPage={false}
          title={t("widgets.state.error")}
          description={
            <span className="tessera-widget-error-text">
              {failure.message}
              {failure.logId ? ` ${t("http.logId", { id: failure.logId })}` : ""}
            </span>
          }
          action={
            onRetry ? <Button icon="refresh" text={t("widgets.state.retry")} onClick={onRetry} /> : undefined
          }
        />
      </div>
    );
  }
  if (empty) {
    return (
      <div className="tessera-widget-state" style={style}>
        <StatusPage kind="empty" fullPage={false} title={emptyText ?? t("widgets.state.empty")} />
      </div>
    );
  }
  return <>{children}</>;
}
