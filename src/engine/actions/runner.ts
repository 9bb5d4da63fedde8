import { internalsOf } from "../internals";
import type { DocumentRuntime } from "../runtime/runtime";
import { getAtPointer, joinPointer } from "../schema/validator/pointer";
import type {
  ActionContext,
  ActionError,
  ActionRunResult,
  ActionStep,
  JsonPointer,
  Text,
  TraceEntry,
} from "../types";

/** Thrown by a step to end the run as `cancelled` (confirm answered "no"); not an error. */
export class ActionCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "ActionCancelled";
  }
}

const STEP_KEYS = new Set(["action", "onError", "when", "as", "$comment"]);

/** Normalises whatever a step threw into an ActionError (message, log id, code, status). */
export function toActionError(error: unknown, fallback: string): ActionError {
  if (error && typeof error === "object") {
    const e = error as Record<string, unknown>;
    const message = typeof e.message === "string" && e.message !== "" ? e.message : fallback;
    const out: ActionError = { message };
    if (typeof e.logId === "string") out.logId = e.logId;
    if (typeof e.code === "string") out.code = e.code;
    else if (typeof e.kind === "string") out.code = e.kind;
    if (typeof e.status === "number") out.status = e.status;
    if (e.details !== undefined) out.details = e.details;
    return out;
  }
  return { message: typeof error === "string" && error !== "" ? error : fallback };
}

type ListOutcome = { status: "ok" | "error" | "cancelled"; error?: ActionError; handled?: boolean };

/**
 * Runs the steps at `path` in order. Every step leaves a trace entry. A failing step runs its `onError`
 * steps (with `$error`) and ends the run as handled; without `onError` the host's `reportError` (or a
 * danger toast) is told. `confirm` answered "no" ends the run as cancelled.
 */
export async function runSteps(
  runtime: DocumentRuntime,
  path: JsonPointer,
  scopeId: string,
  initialLocals: Record<string, unknown>,
): Promise<ActionRunResult> {
  const engine = runtime.engine;
  const internals = internalsOf(engine);
  const runId = internals.nextRunId();
  const trace: TraceEntry[] = [];
  const locals: Record<string, unknown> = { ...initialLocals };

  const record = (entry: TraceEntry) => {
    trace.push(entry);
    internals.traces.push(entry);
  };

  const resolveParams = (step: ActionStep, stepPath: string, stepLocals: Record<string, unknown>) => {
    const params: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(step)) {
      if (STEP_KEYS.has(key)) continue;
      const mark = runtime.loaded.marks.get(joinPointer(stepPath, key));
      if (mark === "value") params[key] = runtime.resolve(value, scopeId, stepLocals);
      else if (mark === "text") params[key] = runtime.text(value as Text, scopeId, stepLocals);
      else if (mark === "expression") params[key] = runtime.evaluate(value, scopeId, stepLocals);
      else params[key] = value;
    }
    return params;
  };

  const runList = async (
    listPath: JsonPointer,
    listLocals: Record<string, unknown>,
  ): Promise<ListOutcome> => {
    const steps = getAtPointer(runtime.loaded.document, listPath);
    if (!Array.isArray(steps)) return { status: "ok" };
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i] as ActionStep;
      const stepPath = joinPointer(listPath, i);
      const startedAt = Date.now();
      const began = performance.now();
      const entry = (fields: Partial<TraceEntry>): TraceEntry => ({
        runId,
        path: stepPath,
        action: step.action,
        input: undefined,
        status: "ok",
        startedAt,
        durationMs: performance.now() - began,
        ...fields,
      });
      let input: Record<string, unknown> | undefined;
      try {
        if (step.when !== undefined && !runtime.evaluate(step.when, scopeId, listLocals)) {
          record(entry({ status: "skipped" }));
          continue;
        }
        const definition = engine.actions.require(step.action);
        input = resolveParams(step, stepPath, listLocals);
        const context: ActionContext = {
          scopeId,
          formScopeId: runtime.scopeTable.nearest(scopeId, "form")?.id,
          path: stepPath,
          host: runtime.host,
          locals: listLocals,
          signal: runtime.signal,
          resolve: (value) => runtime.resolve(value, scopeId, listLocals),
          text: (value) => runtime.text(value, scopeId, listLocals),
          runtime,
        };
        const result = await definition.run(input, context);
        record(entry({ input, status: "ok", result }));
        if (typeof step.as === "string") listLocals[step.as] = result;
      } catch (thrown) {
        if (thrown instanceof ActionCancelled) {
          record(entry({ input, status: "cancelled" }));
          return { status: "cancelled" };
        }
        const error = toActionError(thrown, internals.t("engine.action.failed"));
        record(entry({ input, status: "error", error }));
        if (Array.isArray(step.onError)) {
          const branch = await runList(joinPointer(stepPath, "onError"), { ...listLocals, $error: error });
          if (branch.status === "error" && !branch.handled) return branch;
          return { status: "error", error, handled: true };
        }
        return { status: "error", error, handled: false };
      }
    }
    return { status: "ok" };
  };

  const outcome = await runList(path, locals);
  if (outcome.status === "error" && !outcome.handled && outcome.error)
    reportError(runtime, outcome.error, trace);
  return { status: outcome.status, error: outcome.error, handled: outcome.handled, locals, trace };
}

/** Tells the host about an error no `onError` branch handled (a danger toast when it has no reportError). */
function reportError(runtime: DocumentRuntime, error: ActionError, trace: TraceEntry[]) {
  const { host } = runtime;
  const t = internalsOf(runtime.engine).t;
  try {
    if (host.reportError) host.reportError(error, trace);
    else {
      const suffix = error.logId ? ` ${t("engine.action.logId", { id: error.logId })}` : "";
      host.toast(`${error.message}${suffix}`, { intent: "danger" });
    }
  } catch (failure) {
    // The host itself failed: the console is the last place left to say so.
    console.error("Action failed and the host could not report it", error, failure);
  }
}
