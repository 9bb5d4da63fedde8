import type { ActionRunResult } from "./actions";
import type { DataResult, DataSource } from "./datasource";
import type { ScopeKind } from "./document";
import type { JsonPointer } from "./json";

/** A scope as the developer panel shows it: page → dialog → form → row, each with its data. */
export interface ScopeInfo {
  id: string;
  kind: ScopeKind;
  parentId: string | null;
  /** The node that declares it (rows: the list node's path). */
  path: JsonPointer;
  data: Record<string, unknown>;
}

/** A dialog currently open, outermost first. */
export interface OpenDialog {
  /** The dialog node's path in the document. */
  path: JsonPointer;
  /** The scope the dialog opened (its node's contents read it). */
  scopeId: string;
}

/** A field that failed validation. */
export interface FieldFailure {
  path: JsonPointer;
  scopeId: string;
  name: string;
  message: string;
}

/** The running state of one loaded document (framework-free; the React layer renders from it). */
export interface RuntimeApi {
  /** The value of `name` (a dotted path) as `scopeId` sees it: its own data, else its parents'. */
  getValue: (scopeId: string, name: string) => unknown;
  /** Sets `name` in the scope that owns it (else in `scopeId`) and re-evaluates only its dependants. */
  setValue: (scopeId: string, name: string, value: unknown) => void;
  /** Every live scope. */
  scopes: () => ScopeInfo[];
  /** Opens the dialog node at `path` (a fresh scope under `parentScopeId`); resolves with its close result. */
  openDialog: (path: JsonPointer, parentScopeId: string, data?: Record<string, unknown>) => Promise<unknown>;
  /** Closes a dialog (the innermost when no scope is given) with an optional result. */
  closeDialog: (scopeId?: string, result?: unknown) => void;
  /** Reloads the data of the node with this id (or every data source when omitted). */
  reload: (targetId?: string) => Promise<void>;
  /** Runs a data source with its dynamic values resolved in `scopeId` (plus `locals`). */
  fetch: (source: DataSource, scopeId: string, locals?: Record<string, unknown>) => Promise<DataResult>;
  /** Validates the fields (with `rules`, visible, not computed) of a scope and the scopes below it. */
  validateScope: (scopeId: string) => Promise<FieldFailure[]>;
  /** Runs the steps at `path` in `scopeId`. */
  run: (path: JsonPointer, scopeId: string, locals?: Record<string, unknown>) => Promise<ActionRunResult>;
}
