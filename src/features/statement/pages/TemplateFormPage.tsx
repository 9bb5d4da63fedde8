import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { SchemaRenderer, useEngine } from "../../../engine/react";
import { LoadingPage } from "../../../widgets/status/LoadingPage";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { describeQueryError } from "../widgets/query/queryErrors";
import { loadTemplate } from "./templates";
import "./statement.css";

/**
 * A statement form (spec 3 §2 `…/template/form/{templateKey}/{action}[/{single}]`, the target of a home
 * reminder: `/statement/template/form/{opemType}/get/true?id={opemId}&startFlow=false`), read-only: the
 * bundled template of that key rendered by the app's engine with the record id in its page scope. Forms
 * are not editable here yet, so a key without a bundled template says the form is not available, with a
 * way back home, rather than showing the not-found page.
 */
export function TemplateFormPage() {
  const { t } = useTranslation();
  const { templateKey = "", menuAlias = "", action = "" } = useParams();
  const [search] = useSearchParams();
  const id = search.get("id") ?? "";
  const engine = useEngine();
  const loaded = useLoad(() => loadTemplate(templateKey), templateKey);
  const data = useMemo(
    () => ({ templateKey, menuAlias, action, id, readonly: true }),
    [templateKey, menuAlias, action, id],
  );

  if (loaded.error)
    return (
      <StatusPage
        kind="error"
        fullPage={false}
        title={t("query.template.loadFailed", { key: templateKey })}
        description={describeQueryError(loaded.error, t).message}
        back={{ to: "/home", label: t("query.form.backHome") }}
      />
    );
  if (loaded.loading) return <LoadingPage fullPage={false} />;
  if (loaded.value === undefined)
    return (
      <StatusPage
        kind="empty"
        icon="document"
        fullPage={false}
        title={t("query.form.unavailable")}
        description={t("query.form.unavailableDetail", { key: templateKey })}
        back={{ to: "/home", label: t("query.form.backHome") }}
      />
    );
  return (
    <section className="tessera-statement-page" data-template={templateKey} data-readonly="true">
      <p className="bp6-text-muted">
        {t("query.form.readOnly", { key: templateKey })} <Link to="/home">{t("query.form.backHome")}</Link>
      </p>
      <SchemaRenderer
        key={templateKey}
        engine={engine}
        document={loaded.value}
        data={data}
        fallback={<LoadingPage fullPage={false} />}
      />
    </section>
  );
}
