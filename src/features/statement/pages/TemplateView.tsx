import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLoad } from "../../../api/query/useLoad";
import { SchemaRenderer, useEngine } from "../../../engine/react";
import { LoadingPage } from "../../../widgets/status/LoadingPage";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { describeQueryError } from "../widgets/query/queryErrors";
import { loadTemplate } from "./templates";
import "./statement.css";

interface TemplateViewProps {
  templateKey: string;
  /** The page scope of the document (route parameters, the record id …). */
  data: Record<string, unknown>;
  /** What shows when no bundled template has the key. */
  missing: ReactNode;
  /** Where the load-error page leads back to, if anywhere. */
  back?: { to: string; label: string };
  /** Shown above the document (a read-only note). */
  header?: ReactNode;
  readonly?: boolean;
}

/**
 * A bundled statement template (src/features/statement/schemas/<templateKey>.json) rendered by the app's
 * engine: loading, its load error with the JSON path, the page's own "missing" state, or the document.
 */
export function TemplateView({ templateKey, data, missing, back, header, readonly }: TemplateViewProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const loaded = useLoad(() => loadTemplate(templateKey), templateKey);

  if (loaded.error)
    return (
      <StatusPage
        kind="error"
        fullPage={false}
        title={t("query.template.loadFailed", { key: templateKey })}
        description={describeQueryError(loaded.error, t).message}
        back={back}
      />
    );
  if (loaded.loading) return <LoadingPage fullPage={false} />;
  if (loaded.value === undefined) return missing;
  return (
    <section
      className="tessera-statement-page"
      data-template={templateKey}
      data-readonly={readonly ? "true" : undefined}
    >
      {header}
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
