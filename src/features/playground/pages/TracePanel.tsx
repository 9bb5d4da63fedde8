import { Button, Classes, Intent, NonIdealState, Tag } from "@blueprintjs/core";
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { StepStatus, TraceBuffer, TraceEntry } from "../../../engine";
import { formatJson } from "./formatJson";

const STATUS_INTENT: Record<StepStatus, Intent> = {
  ok: Intent.SUCCESS,
  error: Intent.DANGER,
  skipped: Intent.NONE,
  cancelled: Intent.WARNING,
};

/** The engine's trace, newest first, following every new step; `clear` empties the buffer. */
export function useTrace(traces: TraceBuffer): { entries: TraceEntry[]; clear: () => void } {
  // The buffer hands out a fresh array per call: the snapshot is the newest entry, the array is built from it.
  const subscribe = useCallback((onChange: () => void) => traces.subscribe(onChange), [traces]);
  const newest = useSyncExternalStore(subscribe, () => traces.entries().at(-1));
  // The buffer does not tell its listeners about a clear: the hook re-renders itself.
  const [clears, setClears] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the newest entry changes or after a clear
  const entries = useMemo(() => traces.entries().reverse(), [traces, newest, clears]);
  const clear = useCallback(() => {
    traces.clear();
    setClears((n) => n + 1);
  }, [traces]);
  return { entries, clear };
}

function TraceItem({ entry }: { entry: TraceEntry }) {
  const { t } = useTranslation();
  return (
    <li className="tessera-playground-trace-entry" aria-label={`${entry.action} ${entry.path}`}>
      <div className="tessera-playground-entry-head">
        <Tag intent={STATUS_INTENT[entry.status]}>{t(`playground.trace.status.${entry.status}`)}</Tag>
        <strong>{entry.action}</strong>
        <code>{entry.path}</code>
        <span className={Classes.TEXT_MUTED}>{t("playground.trace.run", { id: entry.runId })}</span>
        <span className={`${Classes.TEXT_MUTED} tessera-playground-duration`}>
          {t("playground.trace.duration", { ms: Math.round(entry.durationMs) })}
        </span>
      </div>
      <dl className="tessera-playground-trace-detail">
        <dt>{t("playground.trace.input")}</dt>
        <dd>
          <pre className="tessera-playground-json">{formatJson(entry.input)}</pre>
        </dd>
        {entry.error ? (
          <>
            <dt>{t("playground.trace.error")}</dt>
            <dd>
              <pre className="tessera-playground-json tessera-playground-json-error">
                {entry.error.message}
                {entry.error.logId ? `\n${t("playground.trace.logId", { logId: entry.error.logId })}` : ""}
              </pre>
            </dd>
          </>
        ) : entry.result !== undefined ? (
          <>
            <dt>{t("playground.trace.result")}</dt>
            <dd>
              <pre className="tessera-playground-json">{formatJson(entry.result)}</pre>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** The action trace: every step (action, path, input, result or error, duration), newest first. */
export function TracePanel({ traces }: { traces: TraceBuffer }) {
  const { t } = useTranslation();
  const { entries, clear } = useTrace(traces);
  return (
    <div className="tessera-playground-trace">
      <div className="tessera-playground-toolbar">
        <Button
          icon="trash"
          text={t("playground.trace.clear")}
          disabled={entries.length === 0}
          onClick={clear}
        />
      </div>
      {entries.length === 0 ? (
        <NonIdealState icon="history" description={t("playground.trace.empty")} />
      ) : (
        <ol className="tessera-playground-trace-list" aria-label={t("playground.trace.tab")}>
          {entries.map((entry) => (
            <TraceItem key={`${entry.runId}:${entry.path}:${entry.startedAt}`} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
