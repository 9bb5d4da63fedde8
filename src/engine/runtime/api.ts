import type { PrimitiveAtom } from "jotai/vanilla";
import type { ActionHost, Engine, JsonPointer, LoadedDocument, OpenDialog, RuntimeApi, Text } from "../types";
import type { Read, ScopeTable, Store } from "./scopes";
import type { FieldValidation } from "./validation";

/** Options of {@link createRuntime}. */
export interface RuntimeOptions {
  /** Initial values of the root (page) scope, e.g. route parameters; they win over the document's `data`. */
  data?: Record<string, unknown>;
  /** Side effects; default: the engine's host, else a host whose every effect fails loudly. */
  host?: ActionHost;
  /** A jotai store to share with the app; default: a fresh one. */
  store?: Store;
}

/** The running state of a loaded document: scopes (each value in its own atom), computed values, dialogs. */
export interface DocumentRuntime extends RuntimeApi {
  readonly engine: Engine<unknown>;
  readonly loaded: LoadedDocument;
  readonly store: Store;
  readonly host: ActionHost;
  readonly rootScopeId: string;
  readonly scopeTable: ScopeTable;
  /** The open dialogs, outermost first. */
  readonly dialogs: PrimitiveAtom<OpenDialog[]>;
  /** Computed evaluations per `scopeId#name` since creation (to see that only dependants re-run). */
  readonly evaluations: Map<string, number>;
  /** The last error of each expression that failed, by path. */
  readonly errors: Map<JsonPointer, string>;
  /** Makes sure a declared scope is live (creating its parents first); returns its id. */
  ensureScope: (scopeId: string) => string;
  /** Creates or refreshes a row scope under `parentId`; returns its id. */
  rowScope: (
    parentId: string,
    path: JsonPointer,
    key: string | number,
    data: Record<string, unknown>,
  ) => string;
  /** Evaluates json-logic in a scope (plus run locals); `read` lets derived atoms subscribe. */
  evaluate: (logic: unknown, scopeId: string, locals?: Record<string, unknown>, read?: Read) => unknown;
  /** Resolves a dynamic value in a scope. */
  resolve: (value: unknown, scopeId: string, locals?: Record<string, unknown>, read?: Read) => unknown;
  /** A text in the current language, its params resolved in the scope. */
  text: (text: Text | undefined, scopeId: string, locals?: Record<string, unknown>, read?: Read) => string;
  /**
   * Keeps a (row) scope alive while something renders it; the returned release disposes it once nothing
   * holds it any more (after a microtask, so a StrictMode remount keeps the same scope and atoms).
   */
  retainScope: (scopeId: string) => () => void;
  /** Field validation (the rules catalogue's field validators, one per field and scope). */
  readonly validation: FieldValidation;
  /** Registers what `reload(targetId)` runs; returns the unregister function. */
  onReload: (targetId: string | undefined, reload: () => Promise<void> | void) => () => void;
  /** Aborts pending requests and runs. */
  dispose: () => void;
  readonly signal: AbortSignal;
}
