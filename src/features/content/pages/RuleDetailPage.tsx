import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { PageHeading } from "../../../widgets/layout/PageHeading";
import { openFilePreview } from "../../files";
import { attachedFileRefs, fetchRule } from "../api";
import { RULES_LIST_PATH } from "../paths";
import { ContentAttachments } from "./ContentAttachments";
import { DetailStates } from "./DetailStates";
import { PublishStatusTag } from "./RuleListPage";
import { shortTime } from "./time";
import { usePageFetcher } from "./usePageFetcher";
import "./content.css";

/**
 * /v-system/{ruleId}: one published rule read-only: its title, publisher, publish time and status, its
 * files (preview only, as the rules list: spec 3 §2), with a way back to the list. A missing (or
 * unpublished) rule is a status page.
 */
export function RuleDetailPage() {
  const { t } = useTranslation();
  const { ruleId = "" } = useParams();
  const fetcher = usePageFetcher();
  const loaded = useLoad((signal) => fetchRule(fetcher, ruleId, signal), ruleId);
  return (
    <DetailStates
      loaded={loaded}
      notFound={{
        title: t("content.rules.notFound"),
        back: { to: RULES_LIST_PATH, label: t("content.rules.backToList") },
      }}
    >
      {(rule) => (
        <article className="tessera-content-page" data-rule-id={rule.id}>
          <PageHeading level={2} className="tessera-content-title">
            {rule.title}
          </PageHeading>
          <dl className="tessera-content-facts">
            <dt>{t("content.rules.publisher")}</dt>
            <dd>{rule.createByName || "—"}</dd>
            <dt>{t("content.rules.publishTime")}</dt>
            <dd>{shortTime(rule.publishTime) || "—"}</dd>
            <dt>{t("content.rules.status")}</dt>
            <dd>
              <PublishStatusTag status={rule.publishStatus} />
            </dd>
          </dl>
          <ContentAttachments files={attachedFileRefs(rule.attachmentName)} preview={openFilePreview} />
          <div>
            <Link to={RULES_LIST_PATH}>{t("content.rules.backToList")}</Link>
          </div>
        </article>
      )}
    </DetailStates>
  );
}
