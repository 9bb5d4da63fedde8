import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { toWidgetError, WidgetState } from "../../../widgets/status/WidgetState";
import { fetchNewsList, newsKindOf } from "../api";
import { newsPath } from "../paths";
import { shortTime } from "./time";
import { usePageFetcher } from "./usePageFetcher";
import "./content.css";

/**
 * /newsList/{type} (spec 3 §2): type 1 the notices in force, type 0 the latest news; each row (title,
 * author, date) links to its detail. Another type is a status page with a way home.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const kind = newsKindOf(type);
  const fetcher = usePageFetcher();
  const loaded = useLoad(
    kind ? (signal) => fetchNewsList(fetcher, kind, undefined, signal) : null,
    kind ?? "",
  );
  if (!kind)
    return (
      <StatusPage
        kind="not-found"
        fullPage={false}
        heading="page"
        title={t("content.news.unknownType")}
        back={{ to: "/home", label: t("content.backHome") }}
      />
    );
  const rows = loaded.value ?? [];
  const title = t(kind === "notice" ? "content.news.notices" : "content.news.news");
  return (
    <section className="tessera-content-page" data-news-kind={kind}>
      <h2 className="bp6-heading tessera-content-title">{title}</h2>
      <WidgetState
        loading={loaded.loading && !loaded.value}
        error={toWidgetError(loaded.error)}
        onRetry={loaded.retry}
        empty={!loaded.loading && rows.length === 0}
        emptyText={t(kind === "notice" ? "content.news.noNotices" : "content.news.noNews")}
      >
        <ul className="tessera-content-list" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={newsPath(row.id)} title={row.fbt}>
                {row.fbt}
              </Link>
              {row.fzz && <span className="tessera-content-meta">{row.fzz}</span>}
              <span className="tessera-content-meta">{shortTime(row.fkssj).slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      </WidgetState>
    </section>
  );
}
