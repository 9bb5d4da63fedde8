import { useAtomValue } from "jotai/react";
import { atom } from "jotai/vanilla";
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { buildRequest } from "../datasource/fetch";
import type { FieldValidationState } from "../rules";
import { getAtPointer, joinPointer } from "../schema/validator/pointer";
import type { DataResult, DataSource, JsonPointer, SchemaNode, Text } from "../types";
import { LocaleContext, useNode, useRuntime, useScopeId } from "./context";
import type { RelativePath } from "./types";

/** The absolute path of a path relative to a node. */
export function absolutePath(base: JsonPointer, relative: RelativePath): JsonPointer {
  return joinPointer(base, ...(Array.isArray(relative) ? relative : [relative]));
}

/**
 * Evaluates the json-logic at an absolute path (undefined path: nothing) in a scope, and re-renders only
 * when a value it reads changes (each value is its own atom). A failing expression gives undefined and
 * is recorded in `runtime.errors`.
 */
export function useLogicAt(path: JsonPointer | undefined, scopeId: string): unknown {
  const runtime = useRuntime();
  const derived = useMemo(() => {
    if (path === undefined) return atom(undefined);
    const logic = getAtPointer(runtime.loaded.document, path);
    return atom((get) => {
      try {
        const value = runtime.evaluate(logic, scopeId, undefined, get);
        runtime.errors.delete(path);
        return value;
      } catch (error) {
        runtime.errors.set(path, (error as Error).message);
        return undefined;
      }
    });
  }, [runtime, path, scopeId]);
  return useAtomValue(derived, { store: runtime.store });
}

/** The value of the expression at a path relative to the current node, following the values it reads. */
export function useExpression(relative: RelativePath): unknown {
  const node = useNode();
  return useLogicAt(absolutePath(node.path, relative), useScopeId());
}

/** The value of a variable (dotted path, `$form.x` allowed) as the current scope sees it; follows changes. */
export function useValue(name: string): unknown {
  const runtime = useRuntime();
  const scopeId = useScopeId();
  const derived = useMemo(
    () => atom((get) => runtime.evaluate({ var: name }, scopeId, undefined, get)),
    [runtime, scopeId, name],
  );
  return useAtomValue(derived, { store: runtime.store });
}

/** What a field widget works with. */
export interface FieldState<T = unknown> {
  name: string;
  value: T;
  /** Sets the value (re-rendering only its readers) and validates it when the field has `rules`. */
  setValue: (value: T) => void;
  /** True for a computed field (its node has a `value` expression). */
  readOnly: boolean;
  /** Where the field's validation stands (`idle` until its first change, or without rules). */
  validation: FieldValidationState;
  /** Validates the current value now (async checks run at once); resolves with the settled state. */
  validate: () => Promise<FieldValidationState>;
}

const NOT_VALIDATED: FieldValidationState = { status: "idle", pending: false, message: null };
const noSubscription = () => () => {};

/**
 * The current field's value and setter, and its validation. The value lives in its own atom: typing
 * re-renders this field and the nodes that read it, nothing else. Rules comparing with other fields
 * (`confirmed:password`) run again when those change, once the field has been validated.
 */
export function useField<T = unknown>(): FieldState<T> {
  const runtime = useRuntime();
  const scopeId = useScopeId();
  const node = useNode();
  const json = getAtPointer(runtime.loaded.document, node.path) as SchemaNode;
  const name = String(json.name ?? "");
  const value = useValue(name) as T;
  const validator = useMemo(
    () => runtime.validation.validatorFor(node.path, scopeId),
    [runtime, node.path, scopeId],
  );
  const validation = useSyncExternalStore(validator ? validator.subscribe : noSubscription, () =>
    validator ? validator.getState() : NOT_VALIDATED,
  );
  const setValue = useCallback(
    (next: T) => {
      runtime.setValue(scopeId, name, next);
      void validator?.validate(next);
    },
    [runtime, scopeId, name, validator],
  );
  const validate = useCallback(async () => {
    if (!validator) return NOT_VALIDATED;
    void validator.validate(runtime.getValue(scopeId, name));
    validator.flush();
    return validator.settled();
  }, [runtime, scopeId, name, validator]);

  const others = useMemo(
    () =>
      atom((get) =>
        JSON.stringify(
          (validator?.dependencies ?? []).map((d) => runtime.evaluate({ var: d }, scopeId, undefined, get)),
        ),
      ),
    [runtime, scopeId, validator],
  );
  const othersKey = useAtomValue(others, { store: runtime.store });
  const seen = useRef(othersKey);
  useEffect(() => {
    if (seen.current === othersKey) return;
    seen.current = othersKey;
    if (validator && validator.getState().status !== "idle")
      void validator.validate(runtime.getValue(scopeId, name));
  }, [othersKey, validator, runtime, scopeId, name]);

  return { name, value, setValue, readOnly: json.value !== undefined, validation, validate };
}

/** A text in the current language, following the values its `${}` references and params read. */
export function useText(text: Text | undefined): string {
  const runtime = useRuntime();
  const scopeId = useScopeId();
  const locale = useContext(LocaleContext);
  const key = JSON.stringify(text ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the text's JSON and the language, not identities
  const derived = useMemo(
    () => atom((get) => runtime.text(text, scopeId, undefined, get)),
    [runtime, scopeId, key, locale],
  );
  return useAtomValue(derived, { store: runtime.store });
}

/**
 * The sanitised HTML of the mustache template at a relative path, rendered with `data` or, without it,
 * with the values of the current scope and its parents (following their changes).
 */
export function useTemplate(relative: RelativePath, data?: unknown): string {
  const runtime = useRuntime();
  const scopeId = useScopeId();
  const node = useNode();
  const template = String(getAtPointer(runtime.loaded.document, absolutePath(node.path, relative)) ?? "");
  const derived = useMemo(
    () =>
      atom((get) => {
        if (data !== undefined) return runtime.engine.renderTemplate(template, data);
        const values = runtime.scopeTable
          .chain(scopeId)
          .reverse()
          .reduce<Record<string, unknown>>(
            (all, scope) => Object.assign(all, runtime.scopeTable.values(scope, get)),
            {},
          );
        return runtime.engine.renderTemplate(template, values);
      }),
    [runtime, scopeId, template, data],
  );
  return useAtomValue(derived, { store: runtime.store });
}

/** The state of a data source: loading (with the previous result, if any), or its typed result. */
export interface DataSourceState<T = unknown> {
  status: "loading" | "ok" | "error";
  result?: DataResult<T>;
  reload: () => Promise<void>;
}

/**
 * Runs the data source at a relative path, again whenever a value its request reads changes, and on
 * `reload` (the node's id, or every source). Only the latest answer is kept.
 */
export function useDataSource<T = unknown>(
  relative: RelativePath,
  options: { enabled?: boolean } = {},
): DataSourceState<T> {
  const runtime = useRuntime();
  const scopeId = useScopeId();
  const node = useNode();
  const path = absolutePath(node.path, relative);
  const source = getAtPointer(runtime.loaded.document, path) as DataSource;
  const nodeId = (getAtPointer(runtime.loaded.document, node.path) as SchemaNode).id;
  const requestKey = useMemo(
    () =>
      atom((get) => {
        try {
          return JSON.stringify(
            buildRequest(source, (value) => runtime.resolve(value, scopeId, undefined, get)),
          );
        } catch (error) {
          return `!${(error as Error).message}`;
        }
      }),
    [runtime, source, scopeId],
  );
  const key = useAtomValue(requestKey, { store: runtime.store });
  const [state, setState] = useState<{ status: DataSourceState["status"]; result?: DataResult<T> }>({
    status: "loading",
  });
  const latest = useRef(0);
  const enabled = options.enabled !== false;

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setState((previous) => ({ ...previous, status: "loading" }));
    const result = (await runtime.fetch(source, scopeId)) as DataResult<T>;
    if (ticket === latest.current) setState({ status: result.ok ? "ok" : "error", result });
  }, [runtime, source, scopeId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the resolved request: a change means fetch again
  useEffect(() => {
    if (enabled) void load();
  }, [load, key, enabled]);
  useEffect(() => runtime.onReload(nodeId, load), [runtime, nodeId, load]);

  return { ...state, reload: load };
}
