import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { TemplateView } from "./TemplateView";

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
  const data = useMemo(
    () => ({ templateKey, menuAlias, action, id, readonly: true }),
    [templateKey, menuAlias, action, id],
  );
  const backHome = { to: "/home", label: t("query.form.backHome") };
  return (
    <TemplateView
      templateKey={templateKey}
      data={data}
      readonly
      back={backHome}
      header={
        <p className="bp6-text-muted">
          {t("query.form.readOnly", { key: templateKey })} <Link to="/home">{backHome.label}</Link>
        </p>
      }
      missing={
        <StatusPage
          kind="empty"
          icon="document"
          fullPage={false}
          title={t("query.form.unavailable")}
          description={t("query.form.unavailableDetail", { key: templateKey })}
          back={backHome}
        />
      }
    />
  );
}
