import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useLoad } from "../../../api/query/useLoad";
import { SchemaRenderer, useEngine } from "../../../engine/react";
import { LoadingPage } from "../../../widgets/status/LoadingPage";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { describeQueryError } from "../widgets/query/queryErrors";
import { loadTemplate } from "./templates";
import "./statement.css";

/**
 * The preview of a statement template (spec 3 §2 `…/template/preview/{templateKey}[/{single}]`): the
 * bundled document src/features/statement/schemas/<templateKey>.json rendered by the app's engine, with the route
 * parameters in its page scope. Load errors show with their JSON paths; an unknown key is not found.
 */
export function TemplatePreviewPage() {
  const { t } = useTranslation();
  const { templateKey = "", menuAlias = "" } = useParams();
  const engine = useEngine();
  const loaded = useLoad(() => loadTemplate(templateKey), templateKey);
  const data = useMemo(() => ({ templateKey, menuAlias }), [templateKey, menuAlias]);

  if (loaded.error)
    return (
      <StatusPage
        kind="error"
        fullPage={false}
        title={t("query.template.loadFailed", { key: templateKey })}
        description={describeQueryError(loaded.error, t).message}
      />
    );
  if (loaded.loading) return <LoadingPage fullPage={false} />;
  if (loaded.value === undefined)
    return (
      <StatusPage
        kind="not-found"
        fullPage={false}
        title={t("query.template.notFound", { key: templateKey })}
      />
    );
  return (
    <section className="tessera-statement-page" data-template={templateKey}>
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
