import { Button, Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HomeLayout } from "../../../api/contract";
import { toCallFailure } from "../../../api/errors";
import { currentUserAtom } from "../../../platform/session/atoms";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { loadHomeLayout } from "../api";
import { ColumnLoaderProvider } from "../widgets/column/ColumnLoaderContext";
import type { ColumnLoader } from "../widgets/column/columnLoader";
import { HomeLayoutView } from "../widgets/column/HomeLayoutView";
import { HomeReminders, type HomeRemindersProps } from "./HomeReminders";
import HomeWelcome, { type HomeWelcomeProps } from "./HomeWelcome";

type LayoutState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; layout: HomeLayout | null };

export interface HomePageProps {
  /** Where the layout comes from (vueFrontHome by default). */
  loadLayout?: () => Promise<HomeLayout | null>;
  /** The column loader (one batching loader per page by default). */
  loader?: ColumnLoader;
  /** Passed to the reminders (stories and tests give their own). */
  reminders?: HomeRemindersProps;
  /** Passed to the welcome overview shown when there is no layout. */
  welcome?: HomeWelcomeProps;
}

/**
 * /home (issue 5): the saved layout of vueFrontHome (personal > org > default) as rows of grids, tabs
 * and single columns, every column's definition from one batched getDatasByAlias; the welcome overview
 * (with the to-do count) when there is no layout; and the user's reminders bottom right (not for a
 * short-link guest, whose token may only read the page).
 */
export function HomePage({ loadLayout = loadHomeLayout, loader, reminders, welcome }: HomePageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LayoutState>({ status: "loading" });
  const [round, setRound] = useState(0);
  const guest = useAtomValue(currentUserAtom)?.userAttrs?.guest === true;
  const retry = useCallback(() => setRound((r) => r + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per visit (and per retry)
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    loadLayout().then(
      (layout) => !cancelled && setState({ status: "done", layout }),
      (error: unknown) => !cancelled && setState({ status: "error", message: toCallFailure(error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [round]);

  let body: ReactNode;
  if (state.status === "loading") body = <WidgetState loading minHeight={240} />;
  else if (state.status === "error")
    body = (
      <>
        <Callout intent="danger" className="tessera-home-page-error" role="alert">
          {t("home.page.loadFailed", { message: state.message })}{" "}
          <Button variant="minimal" size="small" icon="refresh" text={t("home.page.retry")} onClick={retry} />
        </Callout>
        <HomeWelcome {...welcome} />
      </>
    );
  else if (!state.layout) body = <HomeWelcome {...welcome} />;
  else
    body = (
      <ColumnLoaderProvider loader={loader}>
        <HomeLayoutView layout={state.layout} />
      </ColumnLoaderProvider>
    );

  return (
    <div className="tessera-home-page">
      {body}
      {guest ? null : <HomeReminders {...reminders} />}
    </div>
  );
}

export default HomePage;
