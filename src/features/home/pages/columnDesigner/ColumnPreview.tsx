import { Callout, Intent } from "@blueprintjs/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEngine } from "../../../../engine/react";
import { type ColumnForm, previewColumn } from "../../model/columnForm";
import { readTemplate } from "../../model/columnModel";
import { HomeColumnView } from "../../widgets/column/HomeColumn";

/** How long the preview waits after the last edit before it renders again. */
export const PREVIEW_DELAY_MS = 300;

/** The form after it has stayed unchanged for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A load error of an engine-document template: its JSON path and message. */
export interface TemplateProblem {
  path: string;
  message: string;
}

/**
 * The live preview of the edited column: the home page's column (preview mode, so display rights do
 * not hide it) and, for an engine-document template, every load error with its JSON path.
 */
export function ColumnPreview({ form }: { form: ColumnForm }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const settled = useSettled(form, PREVIEW_DELAY_MS);
  const column = useMemo(() => previewColumn(settled), [settled]);
  const problems = useMemo<TemplateProblem[]>(() => {
    const template = readTemplate(settled.template);
    if (template?.kind !== "document") return [];
    try {
      const result = engine.load(template.document);
      return result.ok ? [] : result.errors.map((e) => ({ path: e.path || "/", message: e.message }));
    } catch (failure) {
      return [{ path: "/", message: failure instanceof Error ? failure.message : String(failure) }];
    }
  }, [engine, settled.template]);

  return (
    <div className="tessera-column-preview">
      {problems.length > 0 && (
        <Callout
          intent={Intent.DANGER}
          icon="error"
          role="alert"
          title={t("columnDesigner.preview.loadErrors", { count: problems.length })}
          style={{ marginBottom: 12 }}
        >
          <ul className="tessera-column-preview-errors">
            {problems.map((p) => (
              <li key={`${p.path}|${p.message}`}>
                <code>{p.path}</code> {p.message}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {problems.length === 0 && <HomeColumnView key={JSON.stringify(column)} column={column} preview />}
    </div>
  );
}
