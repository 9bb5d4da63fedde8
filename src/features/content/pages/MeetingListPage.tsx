import { Button, HTMLTable } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoad } from "../../../api/query/useLoad";
import { toWidgetError, WidgetState } from "../../../widgets/status/WidgetState";
import { fetchMeetingPage } from "../api";
import { shortTime } from "./time";
import { usePageFetcher } from "./usePageFetcher";
import "./content.css";

/** Meetings per page of the list. */
export const MEETING_PAGE_SIZE = 20;

/**
 * /meetingList/{type} (spec 3 §2, /meetingList/0): the meetings the user attends, newest first, read-only:
 * name, start, end and room, a page at a time.
 */
export function MeetingListPage() {
  const { t } = useTranslation();
  const fetcher = usePageFetcher();
  const [page, setPage] = useState(1);
  const loaded = useLoad(
    (signal) => fetchMeetingPage(fetcher, page, MEETING_PAGE_SIZE, signal),
    String(page),
  );
  const rows = loaded.value?.rows ?? [];
  const total = loaded.value?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEETING_PAGE_SIZE));
  const title = t("content.meetings.title");
  return (
    <section className="tessera-content-page">
      <h2 className="bp6-heading tessera-content-title">{title}</h2>
      <WidgetState
        loading={loaded.loading && !loaded.value}
        error={toWidgetError(loaded.error)}
        onRetry={loaded.retry}
        empty={!loaded.loading && !loaded.error && rows.length === 0}
        emptyText={t("content.meetings.empty")}
      >
        <HTMLTable compact striped className="tessera-content-table" aria-label={title}>
          <thead>
            <tr>
              <th>{t("content.meetings.name")}</th>
              <th>{t("content.meetings.start")}</th>
              <th>{t("content.meetings.end")}</th>
              <th>{t("content.meetings.room")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.hymc}</td>
                <td>{shortTime(row.kssj)}</td>
                <td>{shortTime(row.jssj)}</td>
                <td>{row.hys}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {pages > 1 && (
          <div className="tessera-content-pager">
            <Button
              size="small"
              text={t("content.meetings.previous")}
              disabled={page <= 1 || loaded.loading}
              onClick={() => setPage(page - 1)}
            />
            <span>{t("content.meetings.page", { page, pages, total })}</span>
            <Button
              size="small"
              text={t("content.meetings.next")}
              disabled={page >= pages || loaded.loading}
              onClick={() => setPage(page + 1)}
            />
          </div>
        )}
      </WidgetState>
    </section>
  );
}
