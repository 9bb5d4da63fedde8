import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { TemplateView } from "./TemplateView";

/**
 * The preview of a statement template (spec 3 §2 `…/template/preview/{templateKey}[/{single}]`): the
 * bundled document src/features/statement/schemas/<templateKey>.json rendered by the app's engine, with the route
 * parameters in its page scope. Load errors show with their JSON paths; an unknown key is not found.
 */
export function TemplatePreviewPage() {
  const { t } = useTranslation();
  const { templateKey = "", menuAlias = "" } = useParams();
  const data = useMemo(() => ({ templateKey, menuAlias }), [templateKey, menuAlias]);
  return (
    <TemplateView
      templateKey={templateKey}
      data={data}
      missing={
        <StatusPage
          kind="not-found"
          fullPage={false}
          title={t("query.template.notFound", { key: templateKey })}
        />
      }
    />
  );
}
