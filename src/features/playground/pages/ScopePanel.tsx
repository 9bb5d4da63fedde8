import { Classes, NonIdealState, Tag } from "@blueprintjs/core";
import { useAtomValue } from "jotai/react";
import { atom } from "jotai/vanilla";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentRuntime, ScopeInfo } from "../../../engine";
import { formatJson } from "./formatJson";

/** How often the list of scopes is read again (scopes come and go: dialogs, rows). */
export const SCOPE_LIST_REFRESH_MS = 1000;

/**
 * Every live scope of a runtime with its data, following value changes at once (a derived atom reads
 * every scope's atoms) and new or closed scopes within {@link SCOPE_LIST_REFRESH_MS}.
 */
export function useLiveScopes(runtime: DocumentRuntime): ScopeInfo[] {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setGeneration((g) => g + 1), SCOPE_LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation lists the scopes again
  const scopesAtom = useMemo(
    () =>
      atom((get) =>
        runtime.scopeTable.list().map((scope) => ({
          id: scope.id,
          kind: scope.kind,
          parentId: scope.parentId,
          path: scope.path,
          data: runtime.scopeTable.values(scope, get),
        })),
      ),
    [runtime, generation],
  );
  return useAtomValue(scopesAtom, { store: runtime.store });
}

function ScopeList({ runtime }: { runtime: DocumentRuntime }) {
  const { t } = useTranslation();
  const scopes = useLiveScopes(runtime);
  if (scopes.length === 0) return <NonIdealState icon="layers" description={t("playground.scopes.empty")} />;
  return (
    <ul className="tessera-playground-scopes">
      {scopes.map((scope) => (
        <li key={scope.id} aria-label={scope.id}>
          <div className="tessera-playground-entry-head">
            <code>{scope.id}</code>
            <Tag minimal>{t(`playground.scopes.kind.${scope.kind}`)}</Tag>
            <span className={Classes.TEXT_MUTED}>
              {scope.parentId === null
                ? t("playground.scopes.root")
                : t("playground.scopes.parent", { parent: scope.parentId })}
            </span>
          </div>
          {Object.keys(scope.data).length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t("playground.scopes.noData")}</p>
          ) : (
            <pre className="tessera-playground-json">{formatJson(scope.data)}</pre>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The scopes of the running document (id, kind, parent and its data, pretty-printed and live). */
export function ScopePanel({ runtime }: { runtime: DocumentRuntime | null }) {
  const { t } = useTranslation();
  if (!runtime) return <NonIdealState icon="layers" description={t("playground.scopes.empty")} />;
  return <ScopeList runtime={runtime} />;
}
