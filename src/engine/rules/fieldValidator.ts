import { CANCELLED, type Cancelled, type RuleContext, type ValidationResult } from "./contract";
import { ruleMessage } from "./messages";
import { type FieldMode, type ParsedRule, ruleDependencies, rulesForField } from "./parse";
import { findValidator } from "./registry";
import { isEmptyValue } from "./shared/values";
import { validateRules, validateSync } from "./validate";
import { ASYNC_DEBOUNCE_MS } from "./validators/async";

/** Where a field's validation stands; `pending` is true while a check waits or runs (submit must wait). */
export interface FieldValidationState {
  status: "idle" | "pending" | "valid" | "invalid";
  pending: boolean;
  /** The failure's message, or null. */
  message: string | null;
  /** What an asynchronous check threw (its message is then the "check unavailable" text). */
  error?: unknown;
}

/** Options of {@link createAsyncFieldValidator}. */
export interface AsyncFieldValidatorOptions {
  /** A rule string or parsed rules. */
  rules: string | readonly ParsedRule[];
  /** The field mode, applied to a rule string (see rulesForField). */
  mode?: FieldMode | string;
  /** The context, or a function that gives the current one (read when a check runs). */
  context?: RuleContext | (() => RuleContext);
  /** Debounce delay of asynchronous checks; ASYNC_DEBOUNCE_MS by default. */
  debounceMs?: number;
}

/** One field's validation with pending-state tracking (plain TypeScript: state plus subscribe). */
export interface AsyncFieldValidator {
  readonly rules: readonly ParsedRule[];
  /** The other fields the rules compare with; validate again when one changes. */
  readonly dependencies: readonly string[];
  /** Checks a new value; resolves to its outcome, or CANCELLED if a later call or cancel() superseded it. */
  validate(value: unknown): Promise<ValidationResult | Cancelled>;
  getState(): FieldValidationState;
  /** Calls the listener on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: FieldValidationState) => void): () => void;
  /** Runs a waiting (debounced) check now, e.g. on submit. */
  flush(): void;
  /** Resolves with the state once nothing is pending. */
  settled(): Promise<FieldValidationState>;
  /** Cancels a waiting or running check (its promise resolves CANCELLED) and returns to idle. */
  cancel(): void;
  /** Cancels and drops the listeners. */
  dispose(): void;
}

const IDLE: FieldValidationState = { status: "idle", pending: false, message: null };

/**
 * A field validator: synchronous rules run at once; asynchronous ones (backend, script, already-exists)
 * run after a debounce, each new value cancelling the previous check through its AbortSignal, and the
 * state stays `pending` from the change until the check settles.
 */
export function createAsyncFieldValidator(options: AsyncFieldValidatorOptions): AsyncFieldValidator {
  const rules =
    typeof options.rules === "string" ? rulesForField(options.rules, options.mode) : [...options.rules];
  const syncRules = rules.filter((rule) => !findValidator(rule.name).meta.async);
  const asyncRules = rules.filter((rule) => findValidator(rule.name).meta.async);
  const debounceMs = options.debounceMs ?? ASYNC_DEBOUNCE_MS;
  const currentContext = (): RuleContext =>
    typeof options.context === "function" ? options.context() : (options.context ?? {});

  let state = IDLE;
  const listeners = new Set<(state: FieldValidationState) => void>();
  let waiters: Array<(state: FieldValidationState) => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let runNow: (() => void) | undefined;
  let controller: AbortController | undefined;
  let resolveCurrent: ((result: ValidationResult | Cancelled) => void) | undefined;

  const setState = (next: FieldValidationState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
    if (!state.pending) {
      const settledWaiters = waiters;
      waiters = [];
      for (const waiter of settledWaiters) waiter(state);
    }
  };

  const settle = (result: ValidationResult, error?: unknown) => {
    setState(
      result === true
        ? { status: "valid", pending: false, message: null }
        : { status: "invalid", pending: false, message: result, ...(error === undefined ? {} : { error }) },
    );
    return result;
  };

  /** Drops the waiting or running check; its promise resolves CANCELLED. */
  const supersede = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    runNow = undefined;
    controller?.abort();
    controller = undefined;
    resolveCurrent?.(CANCELLED);
    resolveCurrent = undefined;
  };

  const validate = (value: unknown): Promise<ValidationResult | Cancelled> => {
    supersede();
    const context = currentContext();
    for (const rule of syncRules) {
      const result = validateSync(rule.name, value, rule.args, context);
      if (result !== true) return Promise.resolve(settle(result));
    }
    const due = asyncRules.filter(
      (rule) => findValidator(rule.name).meta.checksEmpty || !isEmptyValue(value),
    );
    if (due.length === 0) return Promise.resolve(settle(true));
    setState({ status: "pending", pending: true, message: null });
    return new Promise((resolve) => {
      resolveCurrent = resolve;
      const run = async () => {
        timer = undefined;
        runNow = undefined;
        const own = new AbortController();
        controller = own;
        const live = currentContext();
        live.signal?.addEventListener("abort", () => own.abort(), { once: true });
        let outcome: ValidationResult | Cancelled;
        let error: unknown;
        try {
          outcome = await validateRules(due, value, { ...live, signal: own.signal });
        } catch (thrown) {
          error = thrown;
          outcome = own.signal.aborted ? CANCELLED : ruleMessage("checkUnavailable", live.lang ?? "zh-CN");
        }
        if (controller !== own) return; // superseded: already resolved CANCELLED
        controller = undefined;
        resolveCurrent = undefined;
        if (outcome === CANCELLED) {
          setState(IDLE);
          resolve(CANCELLED);
        } else {
          resolve(settle(outcome, error));
        }
      };
      runNow = run;
      timer = setTimeout(run, debounceMs);
    });
  };

  const cancel = () => {
    const wasPending = state.pending;
    supersede();
    if (wasPending) setState(IDLE);
  };

  return {
    rules,
    dependencies: ruleDependencies(rules),
    validate,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {
      if (!runNow) return;
      if (timer !== undefined) clearTimeout(timer);
      runNow();
    },
    settled: () => (state.pending ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve(state)),
    cancel,
    dispose() {
      cancel();
      listeners.clear();
    },
  };
}
