import { Button, ControlGroup, FormGroup, HTMLTable, InputGroup, Tag } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { Pagination } from "../../../widgets/data/Pagination";
import { PageHeading } from "../../../widgets/layout/PageHeading";
import { toWidgetError, WidgetState } from "../../../widgets/status/WidgetState";
import { attachedFileRefs, fetchRulePage, type RuleSearch } from "../api";
import { rulePath } from "../paths";
import { AttachmentLinks } from "./AttachmentLinks";
import { shortTime } from "./time";
import { usePageFetcher } from "./usePageFetcher";
import "./content.css";

/** Rules per page at first (the sizes bar offers 10, 20, 50, 100). */
export const RULE_PAGE_SIZE = 10;

/** A rule's publish status as a tag: 已发布 (1) or 未发布 (0). */
export function PublishStatusTag({ status }: { status?: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <Tag intent="success" minimal>
      {t("content.rules.published")}
    </Tag>
  ) : (
    <Tag minimal>{t("content.rules.unpublished")}</Tag>
  );
}

/**
 * /v-system (spec 3 §2 "Rules and regulations"), read-only: search by title and publish date range, a table
 * of index, title (a link to the rule), attachments (file names that open the preview; no download),
 * publisher, publish time and status, and the pagination bar (total, sizes, prev, pager, next, jumper).
 * Adding, editing and deleting come with the rules management issue.
 */
export function RuleListPage() {
  const { t } = useTranslation();
  const fetcher = usePageFetcher();
  const [paging, setPaging] = useState({ page: 1, pageSize: RULE_PAGE_SIZE });
  const [draft, setDraft] = useState<RuleSearch>({});
  const [search, setSearch] = useState<RuleSearch>({});
  const loaded = useLoad(
    (signal) => fetchRulePage(fetcher, paging.page, paging.pageSize, search, signal),
    JSON.stringify([paging, search]),
  );
  const rows = loaded.value?.rows ?? [];
  const total = loaded.value?.total ?? 0;
  const title = t("content.rules.title");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    setDraft({});
    setSearch({});
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <section className="tessera-content-page tessera-content-rules">
      <PageHeading level={2} className="tessera-content-title">
        {title}
      </PageHeading>
      <form className="tessera-content-search" onSubmit={submit} aria-label={t("content.rules.search")}>
        <FormGroup label={t("content.rules.ruleTitle")} labelFor="rule-search-title" inline>
          <InputGroup
            id="rule-search-title"
            value={draft.title ?? ""}
            placeholder={t("content.rules.titlePlaceholder")}
            onValueChange={(value) => setDraft((d) => ({ ...d, title: value }))}
          />
        </FormGroup>
        <FormGroup label={t("content.rules.publishTime")} labelFor="rule-search-from" inline>
          <ControlGroup>
            <InputGroup
              id="rule-search-from"
              type="date"
              aria-label={t("content.rules.from")}
              value={draft.from ?? ""}
              onValueChange={(value) => setDraft((d) => ({ ...d, from: value }))}
            />
            <InputGroup
              type="date"
              aria-label={t("content.rules.to")}
              value={draft.to ?? ""}
              onValueChange={(value) => setDraft((d) => ({ ...d, to: value }))}
            />
          </ControlGroup>
        </FormGroup>
        <Button type="submit" intent="primary" icon="search" text={t("content.rules.searchButton")} />
        <Button text={t("content.rules.reset")} onClick={reset} />
      </form>
      <WidgetState
        loading={loaded.loading && !loaded.value}
        error={toWidgetError(loaded.error)}
        onRetry={loaded.retry}
        empty={!loaded.loading && !loaded.error && rows.length === 0}
        emptyText={t("content.rules.empty")}
      >
        <HTMLTable compact striped className="tessera-content-table" aria-label={title}>
          <thead>
            <tr>
              <th className="tessera-content-index tessera-content-wide">{t("content.rules.index")}</th>
              <th>{t("content.rules.ruleTitle")}</th>
              <th>{t("contentFiles.attachments")}</th>
              <th className="tessera-content-wide">{t("content.rules.publisher")}</th>
              <th>{t("content.rules.publishTime")}</th>
              <th className="tessera-content-wide">{t("content.rules.status")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id}>
                <td className="tessera-content-index tessera-content-wide">
                  {(paging.page - 1) * paging.pageSize + i + 1}
                </td>
                <td>
                  <Link to={rulePath(row.id)}>{row.title}</Link>
                </td>
                <td>
                  <AttachmentLinks
                    files={attachedFileRefs(row.attachmentName)}
                    label={t("contentFiles.filesOf", { title: row.title })}
                  />
                </td>
                <td className="tessera-content-wide">{row.createByName}</td>
                <td>{shortTime(row.publishTime)}</td>
                <td className="tessera-content-wide">
                  <PublishStatusTag status={row.publishStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </WidgetState>
      {total > 0 && (
        <Pagination
          total={total}
          page={paging.page}
          pageSize={paging.pageSize}
          disabled={loaded.loading}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      )}
    </section>
  );
}
