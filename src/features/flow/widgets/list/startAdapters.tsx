import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmDefinitionRow, OftenFlow, SysType } from "../../../../api/contract";
import type { DataError, DataSource, Text } from "../../../../engine";
import { useDataSource, type WidgetProps } from "../../../../engine/react";
import { errorOf, rowsOf } from "../../../../widgets/layout/adapters";
import { LazyLeaderChoiceDialog as LeaderChoiceDialog } from "./LazyLeaderChoiceDialog";
import { LazyOftenFlowSettings as OftenFlowSettings } from "./LazyOftenFlowSettings";
import { OftenFlows } from "./OftenFlows";
import { flowStartPath } from "./openRule";
import { StartCatalog } from "./StartCatalog";
import { oftenFlowsOf, type StartableFlow } from "./startFlows";

type Run = WidgetProps["run"];
type Runtime = WidgetProps["runtime"];

/** "0": starting on one's own behalf. */
const MYSELF = "0";

/**
 * Starting a flow (spec 2 §2.6): without leaders at once; with leaders the user first picks who starts
 * it (本人 — unless the flow says `selfStart: false` — or one of the leaders; confirming with nobody
 * chosen warns 请选择一个发起人). `onStart` runs with `$event = {to, defId, leaderId, flow}`.
 */
function useStartFlow(run: Run, runtime: Runtime) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<StartableFlow | null>(null);
  const started = (flow: StartableFlow, leaderId: string) =>
    void run("onStart", {
      $event: { to: flowStartPath(flow, leaderId), defId: flow.id ?? "", leaderId, flow },
    });
  const start = (flow: StartableFlow) => {
    if (flow.leaders?.length) setPending(flow);
    else started(flow, MYSELF);
  };
  const dialog = (
    <LeaderChoiceDialog
      isOpen={!!pending}
      title={t("flow.leader.chooseStarter")}
      leaders={[
        ...(pending?.selfStart === false ? [] : [{ id: MYSELF, name: t("flow.leader.myselfPlain") }]),
        ...(pending?.leaders ?? []),
      ]}
      onCancel={() => setPending(null)}
      onNoChoice={() => runtime.host.toast(t("flow.leader.chooseStarter"), { intent: "warning" })}
      onConfirm={(leaderId) => {
        if (pending) started(pending, leaderId);
        setPending(null);
      }}
    />
  );
  return { start, dialog };
}

/** The `flow-start-catalog` node: startable flows by category; a tile starts its flow. */
export function StartCatalogWidget({
  props,
  runtime,
  run,
  text,
}: WidgetProps<{ source: DataSource; typesSource: DataSource; onStart: unknown[]; emptyText?: Text }>) {
  const flowsState = useDataSource("source");
  const typesState = useDataSource("typesSource");
  const flows = useMemo(
    () => (flowsState.result?.ok ? (rowsOf(flowsState.result.data) as unknown as BpmDefinitionRow[]) : []),
    [flowsState.result],
  );
  // Categories are a help, not a must: without them every flow shows as uncategorised.
  const types = useMemo(
    () => (typesState.result?.ok ? (rowsOf(typesState.result.data) as unknown as SysType[]) : []),
    [typesState.result],
  );
  const { start, dialog } = useStartFlow(run, runtime);
  return (
    <>
      <StartCatalog
        flows={flows}
        types={types}
        onStart={start}
        loading={flowsState.status === "loading"}
        error={errorOf(flowsState.result)}
        onRetry={() => void flowsState.reload()}
        emptyText={props.emptyText ? text(props.emptyText) : undefined}
      />
      {dialog}
    </>
  );
}

/**
 * The server's own message of a failed call; undefined when there was no answer or the answer carried
 * no message (the engine then has only its generic 请求失败（…） / 操作失败 text).
 */
export function serverMessage(
  error: DataError,
  t: (key: string, params?: Record<string, unknown>) => string,
) {
  const generic =
    error.kind === "http"
      ? t("engine.data.http", { status: error.status })
      : error.kind === "state"
        ? t("engine.data.state")
        : null;
  return generic !== null && error.message !== generic ? error.message : undefined;
}

/**
 * The `flow-often-flows` node: the often-used flows, their settings dialog (candidates fetched when it
 * opens) and saving: 保存常用流程成功, or the server's message / 保存失败; the list reloads after a save.
 */
export function OftenFlowsWidget({
  props,
  runtime,
  scopeId,
  run,
}: WidgetProps<{
  source: DataSource;
  candidatesSource: DataSource;
  saveSource: DataSource;
  onStart: unknown[];
}>) {
  const { t } = useTranslation();
  const { status, result, reload } = useDataSource("source");
  const flows = useMemo(() => (result?.ok ? oftenFlowsOf(result.data) : []), [result]);
  const [settings, setSettings] = useState(false);
  const [candidates, setCandidates] = useState<BpmDefinitionRow[]>([]);
  const { start, dialog } = useStartFlow(run, runtime);

  const openSettings = async () => {
    setSettings(true);
    const answer = await runtime.fetch(props.candidatesSource, scopeId);
    if (answer.ok) setCandidates(rowsOf(answer.data) as unknown as BpmDefinitionRow[]);
    else runtime.host.toast(answer.error.message, { intent: "danger" });
  };
  const save = async (chosen: OftenFlow[]) => {
    const answer = await runtime.fetch(props.saveSource, scopeId, { $event: chosen });
    if (!answer.ok) {
      runtime.host.toast(serverMessage(answer.error, t) ?? t("flow.often.saveFailed"), { intent: "danger" });
      return false;
    }
    runtime.host.toast(t("flow.often.saved"), { intent: "success", timeoutMs: 1500 });
    void reload();
    return true;
  };

  return (
    <>
      <OftenFlows
        flows={flows}
        onStart={start}
        onSettings={() => void openSettings()}
        loading={status === "loading"}
        error={errorOf(result)}
        onRetry={() => void reload()}
      />
      <OftenFlowSettings
        isOpen={settings}
        candidates={candidates}
        current={flows}
        onSave={save}
        confirm={(message) => runtime.host.confirm(message, {})}
        warn={(message) => runtime.host.toast(message, { intent: "warning" })}
        onClose={() => setSettings(false)}
      />
      {dialog}
    </>
  );
}
