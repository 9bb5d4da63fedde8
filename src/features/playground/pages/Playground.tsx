import { Callout, H5, Intent, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { Component, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentRuntime } from "../../../engine";
import { type ReactEngine, SchemaRenderer } from "../../../engine/react";
import { useShellPageActions } from "../../../platform/shellPage";
import { DocumentEditor, type DocumentEditorHandle } from "./DocumentEditor";
import { PLAYGROUND_EXAMPLES, type PlaygroundExample } from "./examples";
import { readJsonSource } from "./jsonSource";
import { LoadProblems } from "./LoadProblems";
import { ScopePanel } from "./ScopePanel";
import { TracePanel } from "./TracePanel";
import { useDocumentText } from "./useDocumentText";
import { type LoadState, useLoadedDocument } from "./useLoadedDocument";
import "./playground.css";
import { PageHeading } from "../../../widgets/layout/PageHeading";

export interface PlaygroundProps {
  /** The engine that loads and renders the documents (its traces are the trace panel's). */
  engine: ReactEngine;
  /** The example documents of the picker (default: src/features/playground/schemas). */
  examples?: PlaygroundExample[];
  /** The example to start from when nothing is stored. */
  initialExample?: string;
  /** Where the last document is kept in localStorage; null keeps nothing (stories, tests). */
  storageKey?: string | null;
  /** How long typing must pause before the document reloads (ms). */
  reloadDelayMs?: number;
}

interface BoundaryProps {
  /** A new value (the next document) clears a caught error. */
  resetKey: unknown;
  render: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches what the renderer itself throws, so a bad document never takes the page down. */
class PreviewBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: unknown }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };
  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.render(this.state.error) : this.props.children;
  }
}

function Preview({
  engine,
  state,
  onRuntime,
}: {
  engine: ReactEngine;
  state: LoadState;
  onRuntime: (runtime: DocumentRuntime) => void;
}) {
  const { t, i18n } = useTranslation();
  switch (state.kind) {
    case "loaded":
      return (
        <PreviewBoundary
          resetKey={state.document}
          render={(error) => (
            <Callout intent={Intent.DANGER} icon="error" role="alert">
              {t("playground.errors.crashed", { message: error.message })}
            </Callout>
          )}
        >
          <SchemaRenderer
            engine={engine}
            document={state.document}
            locale={i18n.language}
            fallback={<Spinner size={24} aria-label={t("common.loading")} />}
            onRuntime={onRuntime}
          />
        </PreviewBoundary>
      );
    case "syntax":
      return <NonIdealState icon="code" description={t("playground.preview.syntax")} />;
    case "empty":
      return <NonIdealState icon="document" description={t("playground.preview.empty")} />;
    default:
      return <NonIdealState icon="error" description={t("playground.preview.invalid")} />;
  }
}

/**
 * The document playground: a configurer edits a document as JSON on the left and sees it rendered on
 * the right, with JSON syntax errors by line and column, load errors by JSON path (a click selects the
 * node's text), the live scope data and the action trace. The seed of the no-code designers.
 */
export function Playground({
  engine,
  examples = PLAYGROUND_EXAMPLES,
  initialExample,
  storageKey,
  reloadDelayMs,
}: PlaygroundProps) {
  const { t, i18n } = useTranslation();
  const headed = useShellPageActions(null);
  const editor = useRef<DocumentEditorHandle>(null);
  const doc = useDocumentText(examples, { initialExample, storageKey, delayMs: reloadDelayMs });
  const state = useLoadedDocument(engine, doc.committed, i18n.language);
  const [runtime, setRuntime] = useState<DocumentRuntime | null>(null);
  const [tab, setTab] = useState<string>("scopes");

  const running = state.kind === "loaded" ? state.document : null;
  useEffect(() => {
    // A runtime belongs to one loaded document: forget it when the document changes or stops loading.
    if (running) return () => setRuntime(null);
    setRuntime(null);
  }, [running]);

  const select = useCallback((start: number, end: number) => editor.current?.select(start, end), []);
  const format = () => {
    const source = readJsonSource(doc.text);
    if (source.ok) doc.replace(`${JSON.stringify(source.value, null, 2)}\n`);
  };

  return (
    <section className="tessera-playground" aria-label={t("playground.title")}>
      {!headed && <PageHeading className="tessera-playground-title">{t("playground.title")}</PageHeading>}
      <div className="tessera-playground-columns">
        <div className="tessera-playground-left">
          <DocumentEditor
            ref={editor}
            text={doc.text}
            examples={examples}
            example={doc.example}
            pending={doc.pending}
            onEdit={doc.edit}
            onChoose={doc.choose}
            onReset={doc.reset}
            onFormat={state.kind === "syntax" || state.kind === "empty" ? undefined : format}
          />
          <LoadProblems state={state} onSelect={select} />
        </div>
        <div className="tessera-playground-right">
          <section className="tessera-playground-preview" aria-label={t("playground.preview.title")}>
            <H5>{t("playground.preview.title")}</H5>
            <Preview engine={engine} state={state} onRuntime={setRuntime} />
          </section>
          <Tabs
            id="tessera-playground-panels"
            className="tessera-playground-panels"
            selectedTabId={tab}
            onChange={(id) => setTab(String(id))}
            renderActiveTabPanelOnly
          >
            <Tab id="scopes" title={t("playground.scopes.tab")} panel={<ScopePanel runtime={runtime} />} />
            <Tab id="trace" title={t("playground.trace.tab")} panel={<TracePanel traces={engine.traces} />} />
          </Tabs>
        </div>
      </div>
    </section>
  );
}
