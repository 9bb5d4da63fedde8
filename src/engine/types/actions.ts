import type { DataRequest } from "./datasource";
import type { Expression, Text } from "./document";
import type { JsonPointer, JsonSchema } from "./json";

/** Blueprint-compatible intents, as plain strings (the engine does not import Blueprint). */
export type Intent = "none" | "primary" | "success" | "warning" | "danger";

/**
 * One step of an action list in a document. `action` names a registered action; every other key except
 * `onError`, `when`, `as` and `$comment` is a parameter validated by the action's `paramsSchema`.
 */
export interface ActionStep {
  action: string;
  /** Steps run when this step fails (the failure is in `$error`); the run then stops as handled. */
  onError?: ActionStep[];
  /** The step runs only while this expression is truthy (otherwise it is traced as skipped). */
  when?: Expression;
  /** Keeps the step's result under this name for the following steps (`${name}`, `{"var": "name"}`). */
  as?: string;
  $comment?: string;
  [param: string]: unknown;
}

/** A failure, as actions report it. */
export interface ActionError {
  message: string;
  /** The server's log id when the failure came from a call (spec 1 §3). */
  logId?: string;
  /** A short code for branching (`http`, `state`, `network`, `adaptor`, `request`, `step`…). */
  code?: string;
  status?: number;
  /** Structured detail, e.g. the failing fields of a `validate` step (`[{path, name, message}]`). */
  details?: unknown;
}

/** How a step ended. */
export type StepStatus = "ok" | "error" | "skipped" | "cancelled";

/** One line of a run's trace: what ran, with what, what came back, how long it took. */
export interface TraceEntry {
  /** Increases per run across the engine. */
  runId: number;
  /** The step's JSON path in the document, e.g. `/body/0/onClick/1/onError/0`. */
  path: JsonPointer;
  action: string;
  /** The step's parameters with every dynamic value resolved. */
  input: unknown;
  status: StepStatus;
  result?: unknown;
  error?: ActionError;
  /** `Date.now()` when the step started. */
  startedAt: number;
  durationMs: number;
}

/** How a run ended: `ok`, `error` (handled by an `onError` branch or reported to the host), `cancelled`. */
export interface ActionRunResult {
  status: "ok" | "error" | "cancelled";
  error?: ActionError;
  /** True when an `onError` branch took care of the error. */
  handled?: boolean;
  /** The results kept with `as`, by name. */
  locals: Record<string, unknown>;
  trace: TraceEntry[];
}

/**
 * The side effects actions need, injected by the app (Blueprint toasts and alerts, react-router, axios
 * downloads) or by a test (a recording host). The engine never performs them itself.
 */
export interface ActionHost {
  /** Goes to an in-app path (or opens it in a new window). */
  navigate: (to: string, options: { replace?: boolean; newWindow?: boolean }) => void | Promise<void>;
  /** Shows a toast. */
  toast: (message: string, options: { intent: Intent; timeoutMs?: number }) => void;
  /** Asks the user; resolves true to go on. */
  confirm: (message: string, options: { title?: string; intent?: Intent }) => Promise<boolean>;
  /** Downloads a file described by a request (the app resolves the host and saves the answer). */
  download: (request: DataRequest, options: { fileName?: string }) => Promise<void>;
  /**
   * Told about every failure no `onError` branch handled, with its trace. Optional: without it the engine
   * shows a danger toast with the message and the log id.
   */
  reportError?: (error: ActionError, trace: TraceEntry[]) => void;
}

/** What an action's `run` receives besides its parameters. */
export interface ActionContext {
  /** The scope the step runs in. */
  scopeId: string;
  /** The nearest form scope around the step, if any. */
  formScopeId?: string;
  /** The step's path in the document. */
  path: JsonPointer;
  host: ActionHost;
  /** Results kept with `as` by earlier steps, and `$error` inside an `onError` branch. */
  locals: Record<string, unknown>;
  /** Cancelled when the document is torn down. */
  signal: AbortSignal;
  /** Resolves a dynamic value against the step's scope and locals. */
  resolve: (value: unknown) => unknown;
  /** Resolves a text to a string in the current language. */
  text: (text: Text) => string;
  /** The document runtime the step runs in (scopes, dialogs, reload, data sources). */
  runtime: import("./runtime").RuntimeApi;
}

/**
 * A registered action. `run` returns the step's result (or a promise of it) and throws to fail; throw an
 * {@link ActionError}-shaped object (or an Error) so the message and log id reach the trace.
 */
export interface ActionDefinition {
  name: string;
  /** JSON Schema of the step's parameters (object, `additionalProperties: false`, `tessera:*` references allowed). */
  paramsSchema: JsonSchema;
  /**
   * Parameters resolved as dynamic values before `run` (the rest are passed as written: nodes, data sources,
   * nested steps). Parameters declared `tessera:value` or `tessera:text` in the schema are resolved too.
   */
  run: (params: Record<string, unknown>, context: ActionContext) => unknown | Promise<unknown>;
  description?: string;
}
