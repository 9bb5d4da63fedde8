import { NonIdealState } from "@blueprintjs/core";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import type { ActionHost, Engine, Fetcher } from "../../../../engine";
import type { WidgetComponent, WidgetProps } from "../../../../engine/react";
import { useLeaveGuard } from "../../../../platform/useLeaveGuard";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { type BpmTaskApi, bpmTaskApi } from "../../api/bpmTask";
import { registerFlowScreen } from "./actions";
import { BlockingOverlay } from "./components/BlockingOverlay";
import { CollaborationDialog } from "./components/CollaborationDialog";
import { EndProcessDialog } from "./components/EndProcessDialog";
import { RejectDialog } from "./components/RejectDialog";
import { FlowScreenContext } from "./screen/FlowScreenContext";
import type {
  ButtonBindings,
  FlowScreenActions,
  ScreenModel,
  ScreenSummary,
  TaskDialogs,
} from "./screen/screenModel";
import { useInstScreen } from "./screen/useInstScreen";
import { useStartScreen } from "./screen/useStartScreen";
import { useTaskScreen } from "./screen/useTaskScreen";
import "./flowTask.css";

/*
 * Engine adaptors of the three screen containers. Each reads its parameters from the document (dynamic
 * values, usually the route parameters in the page scope), loads through the typed calls over the
 * engine's fetcher, puts a summary into its scope under `flow` (for the document's texts and visibleOn)
 * and shares the loaded screen with the widgets of its body through FlowScreenContext.
 */

/** The typed calls over the engine's fetcher (the app's HTTP client, or a test's stub). */
function useApi(engine: Engine<WidgetComponent>): BpmTaskApi {
  const fetcher = engine.options.fetcher;
  return useMemo(() => {
    if (!fetcher) throw new Error("flow screens need an engine with a fetcher");
    return bpmTaskApi(fetcher);
  }, [fetcher]);
}

/** Resolves the node's dynamic values in its scope, as strings ("" when absent). */
function resolverOf({ runtime, scopeId }: Pick<WidgetProps, "runtime" | "scopeId">) {
  return (value: unknown): string => {
    if (value === undefined) return "";
    const result = runtime.resolve(value, scopeId);
    return result === undefined || result === null ? "" : String(result);
  };
}

/** The node's `buttons` (key → steps) as the screen's button bindings: a press runs the key's steps. */
function useButtonBindings({ props, run }: WidgetProps<{ buttons?: unknown }>): ButtonBindings {
  const steps = (props.buttons ?? {}) as Record<string, unknown>;
  return {
    handles: (key) => Array.isArray(steps[key]),
    press: (key) => void run(["buttons", key]),
  };
}

/** Registers the screen's actions for the engine's flow actions while the container is mounted. */
function useFlowActions({ runtime, scopeId }: WidgetProps<unknown>, model: ScreenModel): void {
  const latest = useRef<FlowScreenActions | null>(null);
  latest.current = model.status === "ready" ? model.actions : null;
  useEffect(() => registerFlowScreen(runtime, scopeId, () => latest.current), [runtime, scopeId]);
}

/** Renders a screen model: loading, the failure with its log id and a retry, a refusal, or the body. */
function ScreenFrame({
  model,
  onSummary,
  fetcher,
  children,
}: {
  model: ScreenModel;
  onSummary: (summary: ScreenSummary) => void;
  /** The engine's fetcher, for the user picker of the collaboration dialogs. */
  fetcher: Fetcher | undefined;
  children: ReactNode;
}) {
  const summary = model.status === "ready" ? model.summary : null;
  const summaryKey = JSON.stringify(summary);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the summary's content decides
  useEffect(() => {
    if (summary) onSummary(summary);
  }, [summaryKey]);
  if (model.status === "loading") return <WidgetState loading minHeight={200} />;
  if (model.status === "error") {
    const { message, logId } = model.error as { message?: string; logId?: string };
    return <WidgetState error={{ message: message ?? String(model.error), logId }} onRetry={model.retry} />;
  }
  if (model.status === "refused")
    return <NonIdealState icon="lock" title={model.message} className="tessera-flow-refused" />;
  return (
    <FlowScreenContext.Provider value={model.screen}>
      <div className="tessera-flow-screen" data-screen={model.screen.kind}>
        {children}
      </div>
      <BlockingOverlay text={model.busy} />
      {model.dialogs && <TaskDialogsView dialogs={model.dialogs} fetcher={fetcher} />}
    </FlowScreenContext.Provider>
  );
}

/** The task screen's reject, end-process and collaboration dialogs, as its controller's state says. */
function TaskDialogsView({ dialogs, fetcher }: { dialogs: TaskDialogs; fetcher: Fetcher | undefined }) {
  const { open } = dialogs;
  return (
    <>
      <RejectDialog
        isOpen={open?.kind === "reject"}
        mode={open?.kind === "reject" ? open.mode : "reject"}
        load={dialogs.loadRejectTargets}
        onConfirm={dialogs.reject}
        onClose={dialogs.close}
      />
      <EndProcessDialog
        isOpen={open?.kind === "end"}
        onConfirm={dialogs.endProcess}
        onClose={dialogs.close}
      />
      <CollaborationDialog
        kind={open?.kind === "collab" ? open.collab : null}
        target={dialogs.collabTarget}
        fetcher={fetcher}
        onSubmit={dialogs.collaborate}
        onClose={dialogs.close}
      />
    </>
  );
}

interface TaskNode {
  taskId: unknown;
  leaderId?: unknown;
  from?: unknown;
  buttons?: unknown;
}

/**
 * What the start and task containers read from their node: the typed calls, the host, its values and
 * buttons; and the leave guard over the screen's unsaved input (`track` hands it the latest model). The
 * host given to the screen lets it leave without asking once an action succeeded (it navigates then).
 */
function useScreenInputs<P extends { buttons?: unknown }>(widget: WidgetProps<P>) {
  const latest = useRef<ScreenModel | null>(null);
  const guard = useLeaveGuard(() => {
    const model = latest.current;
    return model?.status === "ready" && !!model.screen.isDirty?.();
  });
  const base = widget.runtime.host;
  const { release } = guard;
  const host = useMemo<ActionHost>(
    () => ({
      ...base,
      navigate: (to, options) => {
        release();
        base.navigate(to, options);
      },
    }),
    [base, release],
  );
  return {
    api: useApi(widget.engine),
    host,
    resolved: resolverOf(widget),
    bindings: useButtonBindings(widget),
    leaveGuard: guard.element,
    track: (model: ScreenModel) => {
      latest.current = model;
    },
  };
}

/** The container's body in its screen frame, the summary put into its scope under `flow`. */
function framed(widget: WidgetProps<unknown>, model: ScreenModel, leaveGuard: ReactNode = null) {
  const { runtime, scopeId, render } = widget;
  return (
    <>
      <ScreenFrame
        model={model}
        onSummary={(s) => runtime.setValue(scopeId, "flow", s)}
        fetcher={widget.engine.options.fetcher}
      >
        {render("body")}
      </ScreenFrame>
      {leaveGuard}
    </>
  );
}

/** `flow-task`: the task screen container (taskDetail, buttons, claim, actions). */
export function FlowTaskWidget(widget: WidgetProps<TaskNode>) {
  const { props } = widget;
  const { api, host, resolved, bindings, leaveGuard, track } = useScreenInputs(widget);
  const model = useTaskScreen(
    api,
    host,
    {
      taskId: resolved(props.taskId),
      leaderId: resolved(props.leaderId) || "0",
      from: resolved(props.from) || undefined,
    },
    bindings,
  );
  track(model);
  useFlowActions(widget, model);
  return framed(widget, model, leaveGuard);
}

interface StartNode {
  defId?: unknown;
  defKey?: unknown;
  leaderId?: unknown;
  copyInstId?: unknown;
  instId?: unknown;
  afterStart?: string;
  afterDraft?: string;
  buttons?: unknown;
}

/** `flow-start`: the start screen container (start form, start right, leader choice, start / draft). */
export function FlowStartWidget(widget: WidgetProps<StartNode>) {
  const { props } = widget;
  const { api, host, resolved, bindings, leaveGuard, track } = useScreenInputs(widget);
  const model = useStartScreen(
    api,
    host,
    {
      defId: resolved(props.defId),
      defKey: resolved(props.defKey),
      leaderId: resolved(props.leaderId) || "0",
      copyInstId: resolved(props.copyInstId),
      instId: resolved(props.instId),
      afterStart: props.afterStart,
      afterDraft: props.afterDraft,
    },
    bindings,
  );
  track(model);
  useFlowActions(widget, model);
  return framed(widget, model, leaveGuard);
}

/** `flow-inst`: the read-only instance view container. */
export function FlowInstWidget(widget: WidgetProps<{ instId: unknown }>) {
  const model = useInstScreen(useApi(widget.engine), resolverOf(widget)(widget.props.instId));
  return framed(widget, model);
}
