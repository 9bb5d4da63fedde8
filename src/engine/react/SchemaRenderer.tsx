import { useAtomValue } from "jotai/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { createRuntime, type DocumentRuntime } from "../runtime/runtime";
import type { Store } from "../runtime/scopes";
import type { ActionHost, LoadError, LoadedDocument, LoadResult } from "../types";
import { LocaleContext, RuntimeContext, ScopeContext } from "./context";
import { NodeView } from "./NodeView";
import type { ReactEngine } from "./types";

/** Props of {@link SchemaRenderer}. */
export interface SchemaRendererProps {
  engine: ReactEngine;
  /** A raw JSON document (loaded here) or one `engine.load` already loaded. */
  document: unknown;
  /** Initial values of the page scope (route parameters…); later changes are set into the scope. */
  data?: Record<string, unknown>;
  /** Side effects of actions (default: the engine's host). Read when the runtime starts. */
  host?: ActionHost;
  /** A jotai store to share with the app (default: one per document). */
  store?: Store;
  /** Shown while lazy widgets load. */
  fallback?: ReactNode;
  /** Renders load errors (default: a list of path + message). */
  renderErrors?: (errors: LoadError[]) => ReactNode;
  /** The current language (e.g. i18next's); when it changes every node re-renders its texts. */
  locale?: string;
  /** Receives the runtime once it runs (for a developer panel or a test). */
  onRuntime?: (runtime: DocumentRuntime) => void;
}

function isLoaded(document: unknown): document is LoadedDocument {
  return !!document && typeof document === "object" && (document as LoadedDocument).nodes instanceof Map;
}

/**
 * The lazy widget types a document shows when it opens (not those only inside dialogs) whose code has not
 * loaded yet. Loading them before the first render means no widget suspends: React throttles revealing
 * suspended content (about 300 ms), which would hold back every column of a page full of lazy widgets.
 */
export function unloadedWidgetTypes(engine: ReactEngine, loaded: LoadedDocument): string[] {
  const dialogs = [...loaded.scopeKinds].filter(([, kind]) => kind === "dialog").map(([path]) => path);
  const types = new Set<string>();
  for (const [path, node] of loaded.nodes) {
    if (dialogs.some((d) => path === d || path.startsWith(`${d}/`))) continue;
    const definition = engine.widgets.get(node.type);
    if (definition?.load && !engine.widgets.peek(node.type)) types.add(node.type);
  }
  return [...types];
}

function DialogLayer({ runtime, fallback }: { runtime: DocumentRuntime; fallback?: ReactNode }) {
  const open = useAtomValue(runtime.dialogs, { store: runtime.store });
  return open.map((dialog) => (
    <ScopeContext.Provider key={dialog.scopeId} value={dialog.scopeId}>
      <NodeView path={dialog.path} fallback={fallback} />
    </ScopeContext.Provider>
  ));
}

/** The default rendering of load errors: every error with its JSON path. */
export function LoadErrors({ engine, errors }: { engine: ReactEngine; errors: LoadError[] }) {
  return (
    <div role="alert" className="tessera-load-errors">
      <p>{engine.text({ i18n: "engine.load.title" }, { count: errors.length })}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.path}:${error.code}:${error.message}`}>
            <code>{error.path || "/"}</code> {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Loads (when given raw JSON) and renders a document with the engine's widgets; open dialogs render
 * after the page. The runtime starts after mount and stops (pending requests aborted) on unmount.
 */
export function SchemaRenderer(props: SchemaRendererProps) {
  const { engine, document, data, host, store, fallback, renderErrors, onRuntime, locale } = props;
  const result: LoadResult = useMemo(
    () => (isLoaded(document) ? { ok: true, document } : engine.load(document)),
    [engine, document],
  );
  const [runtime, setRuntime] = useState<DocumentRuntime | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a runtime lives as long as its document; data and host are read at start
  useEffect(() => {
    if (!result.ok) return;
    // The runtime starts now (its data sources fetch while widget code loads); it renders once the code is here.
    const started = createRuntime(engine, result.document, { data, host, store });
    let live = true;
    const show = () => {
      if (!live) return;
      setRuntime(started);
      onRuntime?.(started);
    };
    const pending = unloadedWidgetTypes(engine, result.document);
    if (pending.length === 0) show();
    // A failed load renders anyway: the widget's boundary shows the failure and retries.
    else void Promise.allSettled(pending.map((type) => engine.widgets.resolve(type))).then(show);
    return () => {
      live = false;
      started.dispose();
    };
  }, [engine, result]);

  useEffect(() => {
    if (!runtime || !data) return;
    for (const [name, value] of Object.entries(data)) {
      if (!Object.is(runtime.getValue(runtime.rootScopeId, name), value))
        runtime.setValue(runtime.rootScopeId, name, value);
    }
  }, [runtime, data]);

  if (!result.ok)
    return renderErrors ? renderErrors(result.errors) : <LoadErrors engine={engine} errors={result.errors} />;
  if (!runtime || runtime.loaded !== result.document) return fallback ?? null;
  return (
    <RuntimeContext.Provider value={runtime}>
      <LocaleContext.Provider value={locale ?? engine.locale()}>
        <ScopeContext.Provider value={runtime.rootScopeId}>
          <NodeView path="" fallback={fallback} />
          <DialogLayer runtime={runtime} fallback={fallback} />
        </ScopeContext.Provider>
      </LocaleContext.Provider>
    </RuntimeContext.Provider>
  );
}
