import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { Html } from "../../../widgets/layout/Html";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { fileServices } from "../../files";
import { fetchNewsItem, newsFiles } from "../api";
import { newsListPath } from "../paths";
import { ContentAttachments } from "./ContentAttachments";
import { DetailStates } from "./DetailStates";
import { shortTime } from "./time";
import { usePageFetcher } from "./usePageFetcher";
import "./content.css";

/** A news item's files open and download through the files area (its signed URLs, its preview dialog). */
const { preview, download } = fileServices();

/** The list an item belongs to: notices (FSfxysp 1) or news. */
function listPathOf(kind: unknown): string {
  return newsListPath(String(kind) === "1" ? "notice" : "news");
}

/**
 * /news/{newsId} (spec 3 §2): one news item or notice read-only, with its title, author, publishing time,
 * a notice's end date, its HTML content through the app's one sanitiser (the Html widget: no scripts,
 * links by the app's link rule) and its attachments (preview and download). A missing item is a status
 * page with a way back.
 */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const { newsId = "" } = useParams();
  const fetcher = usePageFetcher();
  const navigate = useNavigate();
  const loaded = useLoad((signal) => fetchNewsItem(fetcher, newsId, signal), newsId);
  return (
    <DetailStates
      loaded={loaded}
      notFound={{ title: t("content.news.notFound"), back: { to: "/home", label: t("content.backHome") } }}
    >
      {(item) => (
        <article className="tessera-content-page" data-news-id={item.id}>
          <h2 className="bp6-heading tessera-content-title">{item.fbt}</h2>
          <div className="tessera-content-meta">
            {item.fzz && (
              <span>
                {t("content.news.author")}：{item.fzz}
              </span>
            )}
            {item.fkssj && (
              <span>
                {t("content.news.published")}：{shortTime(item.fkssj)}
              </span>
            )}
            {item.FJssj && (
              <span>
                {t("content.news.endDate")}：{item.FJssj}
              </span>
            )}
          </div>
          {item.content?.trim() ? (
            <Html
              className="tessera-content-body"
              html={item.content}
              onAppLink={(path) => void navigate(path)}
            />
          ) : (
            <WidgetState empty emptyText={t("content.news.empty")} />
          )}
          <ContentAttachments files={newsFiles(item)} preview={preview} download={download} />
          <div>
            <Link to={listPathOf(item.FSfxysp)}>{t("content.news.backToList")}</Link>
          </div>
        </article>
      )}
    </DetailStates>
  );
}
