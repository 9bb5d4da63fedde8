import { Button, Callout } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { HomeLayout } from "../../../api/contract";
import { toCallFailure } from "../../../api/errors";
import { useQueryClientHere } from "../../../api/query/queryClientHere";
import { currentUserAtom } from "../../../platform/session/atoms";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { loadHomeLayout } from "../api";
import { ColumnLoaderProvider } from "../widgets/column/ColumnLoaderContext";
import type { ColumnLoader } from "../widgets/column/columnLoader";
import { HomeLayoutView } from "../widgets/column/HomeLayoutView";
import { HomeReminders, type HomeRemindersProps } from "./HomeReminders";
import HomeWelcome, { type HomeWelcomeProps } from "./HomeWelcome";

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
  const guest = useAtomValue(currentUserAtom)?.userAttrs?.guest === true;
  // The layout loads once per visit of the page (and per retry); a failed refresh keeps the layout shown.
  const query = useQuery(
    { queryKey: ["home", "layout"], queryFn: async (): Promise<HomeLayout | null> => loadLayout() },
    useQueryClientHere(),
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const layout = query.data;

  let body: ReactNode;
  if (layout === undefined && (query.isPending || query.isFetching))
    body = <WidgetState loading minHeight={240} />;
  else if (layout === undefined)
    body = (
      <>
        <Callout intent="danger" className="tessera-home-page-error" role="alert">
          {t("home.page.loadFailed", { message: toCallFailure(query.error).message })}{" "}
          <Button variant="minimal" size="small" icon="refresh" text={t("home.page.retry")} onClick={retry} />
        </Callout>
        <HomeWelcome {...welcome} />
      </>
    );
  else if (!layout) body = <HomeWelcome {...welcome} />;
  else
    body = (
      <ColumnLoaderProvider loader={loader}>
        <HomeLayoutView layout={layout} />
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
