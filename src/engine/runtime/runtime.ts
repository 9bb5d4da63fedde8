import { atom, createStore, type PrimitiveAtom } from "jotai/vanilla";
import { runSteps } from "../actions/runner";
import { runDataSource } from "../datasource/fetch";
import { resolveDynamic } from "../expr/dynamic";
import { evaluateLogic } from "../expr/operations";
import { parseVarPath, SCOPE_QUALIFIERS } from "../expr/varPath";
import { internalsOf } from "../internals";
import { jsonEqual } from "../schema/validator/equal";
import type {
  ActionHost,
  ComputedValue,
  DataResult,
  DataSource,
  Engine,
  JsonPointer,
  LoadedDocument,
  OpenDialog,
  RuntimeApi,
  ScopeInfo,
  Text,
} from "../types";
import { createScopeTable, type Read, type ScopeTable, type Store } from "./scopes";
import { createFieldValidation, type FieldValidation } from "./validation";

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

function failingHost(): ActionHost {
  const fail = (what: string) => () => {
    throw new Error(`No action host is configured (${what})`);
  };
  return {
    navigate: fail("navigate"),
    toast: fail("toast"),
    confirm: fail("confirm"),
    download: fail("download"),
  };
}

function setPath(root: unknown, rest: string[], value: unknown): unknown {
  if (rest.length === 0) return value;
  const [head, ...tail] = rest;
  const base = root !== null && typeof root === "object" ? root : {};
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : { ...base };
  copy[head] = setPath((base as Record<string, unknown>)[head], tail, value);
  return copy;
}

function getPath(value: unknown, rest: string[]): unknown {
  let at = value;
  for (const part of rest) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Starts a loaded document: creates its page scope and evaluates the computed values in topological order. */
export function createRuntime<C>(
  engineOfAnyKind: Engine<C>,
  loaded: LoadedDocument,
  options: RuntimeOptions = {},
): DocumentRuntime {
  const engine = engineOfAnyKind as unknown as Engine<unknown>;
  const internals = internalsOf(engine);
  const store = options.store ?? createStore();
  const table = createScopeTable(store);
  const host = options.host ?? engine.options.host ?? failingHost();
  const abort = new AbortController();
  const evaluations = new Map<string, number>();
  const errors = new Map<JsonPointer, string>();
  const dialogs = atom<OpenDialog[]>([]);
  const closers = new Map<string, (result: unknown) => void>();
  const reloaders = new Map<string, Set<() => Promise<void> | void>>();
  const holds = new Map<string, number>();
  const storeRead: Read = (a) => store.get(a);
  const rootDecl = [...loaded.scopes.values()].find((s) => s.parentId === null);
  const rootScopeId = rootDecl?.id ?? "page";

  const computedByKey = new Map(loaded.computed.map((c) => [c.key, c]));
  const orderOf = new Map(loaded.computed.map((c, i) => [c.key, i]));

  const view = (scopeId: string, locals: Record<string, unknown> | undefined, read: Read) =>
    new Proxy(
      {},
      {
        get(_target, key) {
          if (typeof key !== "string") return undefined;
          if (locals && Object.hasOwn(locals, key)) return locals[key];
          if (SCOPE_QUALIFIERS.has(key)) {
            const scope = table.nearest(scopeId, key.slice(1) as "page");
            return scope ? table.values(scope, read) : undefined;
          }
          const found = table.find(scopeId, key);
          return found ? read(found.atom) : undefined;
        },
      },
    );

  const evaluate = (
    logic: unknown,
    scopeId: string,
    locals?: Record<string, unknown>,
    read: Read = storeRead,
  ) => evaluateLogic(internals.operations(), logic, view(scopeId, locals, read));

  const readPath = (
    path: string,
    scopeId: string,
    locals: Record<string, unknown> | undefined,
    read: Read,
  ) => {
    const parsed = parseVarPath(path);
    const [first] = path.split(".");
    const base = (view(scopeId, locals, read) as Record<string, unknown>)[first];
    const rest = parsed.qualifier ? path.split(".").slice(1) : parsed.rest;
    return getPath(base, rest);
  };

  const resolve = (
    value: unknown,
    scopeId: string,
    locals?: Record<string, unknown>,
    read: Read = storeRead,
  ) =>
    resolveDynamic(
      value,
      (path) => readPath(path, scopeId, locals, read),
      (logic) => evaluate(logic, scopeId, locals, read),
    );

  const text = (
    value: Text | undefined,
    scopeId: string,
    locals?: Record<string, unknown>,
    read: Read = storeRead,
  ) => {
    if (value === undefined) return "";
    if (typeof value === "string") return String(resolve(value, scopeId, locals, read) ?? "");
    const params = value.params
      ? (resolve(value.params, scopeId, locals, read) as Record<string, unknown>)
      : undefined;
    return internals.t(value.i18n, params);
  };

  /** Evaluates one computed value; true when its value changed. */
  const compute = (c: ComputedValue): boolean => {
    evaluations.set(c.key, (evaluations.get(c.key) ?? 0) + 1);
    let next: unknown;
    try {
      next = evaluate(c.expression.expression, c.scopeId);
      errors.delete(c.expression.path);
    } catch (error) {
      errors.set(c.expression.path, (error as Error).message);
      next = null;
    }
    const [root, ...rest] = c.name.split(".");
    const target = table.own(c.scopeId, root);
    const before = store.get(target);
    const after = setPath(before, rest, next);
    if (jsonEqual(before, after)) return false;
    store.set(target, after);
    return true;
  };

  /** The computed values that read `root` of `owner` directly. */
  const readersOf = (ownerId: string, root: string): ComputedValue[] =>
    loaded.computed.filter(
      (c) =>
        table.get(c.scopeId) &&
        c.expression.deps.some(
          (d) =>
            (d.scopeId === ownerId && (d.root === root || d.root === "*")) ||
            (d.scopeId === null && d.root === root && table.chain(c.scopeId).some((s) => s.id === ownerId)),
        ),
    );

  /** Re-evaluates the dependants of changed values in topological order, stopping where nothing changed. */
  const propagate = (changes: [string, string][]) => {
    const dirty = new Set<string>();
    for (const [ownerId, root] of changes) for (const c of readersOf(ownerId, root)) dirty.add(c.key);
    const pending = [...dirty].sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0));
    while (pending.length > 0) {
      const key = pending.shift() as string;
      const c = computedByKey.get(key) as ComputedValue;
      if (!compute(c)) continue;
      for (const reader of readersOf(c.scopeId, c.name.split(".")[0])) {
        if (!dirty.has(reader.key)) {
          dirty.add(reader.key);
          pending.push(reader.key);
          pending.sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0));
        }
      }
    }
  };

  /** Creates a declared scope and the scopes declared inside it (dialogs wait until they open). */
  const instantiate = (scopeId: string, parentId: string | null, extra: Record<string, unknown> = {}) => {
    const decl = loaded.scopes.get(scopeId);
    if (!decl) throw new Error(`No scope "${scopeId}" is declared in the document`);
    table.create({ id: decl.id, kind: decl.kind, parentId, path: decl.path }, { ...decl.data, ...extra });
    for (const name of decl.names) table.own(decl.id, name);
    for (const c of loaded.computed) if (c.scopeId === decl.id) compute(c);
    for (const child of loaded.scopes.values()) {
      if (child.parentId === decl.id && child.kind !== "dialog") instantiate(child.id, decl.id);
    }
  };

  const ensureScope = (scopeId: string): string => {
    if (table.get(scopeId)) return scopeId;
    const decl = loaded.scopes.get(scopeId);
    if (!decl) throw new Error(`No scope "${scopeId}" is declared in the document`);
    if (decl.parentId !== null) ensureScope(decl.parentId);
    instantiate(scopeId, decl.parentId);
    return scopeId;
  };

  const ownerOf = (scopeId: string, name: string) => {
    const parsed = parseVarPath(name);
    if (parsed.qualifier) {
      const scope = table.nearest(scopeId, parsed.qualifier);
      if (!scope) throw new Error(`No ${parsed.qualifier} scope around "${scopeId}"`);
      return { ownerId: scope.id, root: parsed.root, rest: parsed.rest };
    }
    const found = table.find(scopeId, parsed.root);
    return { ownerId: found?.scope.id ?? scopeId, root: parsed.root, rest: parsed.rest };
  };

  const validation = createFieldValidation({
    engine,
    loaded,
    table,
    store,
    getValue: (scopeId, name) => readPath(name, scopeId, undefined, storeRead),
    evaluate: (logic, scopeId) => evaluate(logic, scopeId),
  });

  const runtime: DocumentRuntime = {
    engine,
    loaded,
    store,
    host,
    rootScopeId,
    scopeTable: table,
    dialogs,
    evaluations,
    errors,
    signal: abort.signal,
    validation,
    validateScope: (scopeId) => validation.validateScope(scopeId),
    ensureScope,
    evaluate,
    resolve,
    text,
    getValue(scopeId, name) {
      return readPath(name, scopeId, undefined, storeRead);
    },
    setValue(scopeId, name, value) {
      const { ownerId, root, rest } = ownerOf(scopeId, name);
      if (computedByKey.has(`${ownerId}#${root}`)) throw new Error(`"${root}" is computed and cannot be set`);
      const target = table.own(ownerId, root);
      const before = store.get(target);
      const after = setPath(before, rest, value);
      if (Object.is(before, after)) return;
      store.set(target, after);
      propagate([[ownerId, root]]);
    },
    scopes(): ScopeInfo[] {
      return table.list().map((s) => ({
        id: s.id,
        kind: s.kind,
        parentId: s.parentId,
        path: s.path,
        data: table.values(s, storeRead),
      }));
    },
    rowScope(parentId, path, key, data) {
      const id = `${parentId}/row:${key}`;
      const existing = table.get(id);
      if (!existing) {
        table.create({ id, kind: "row", parentId, path }, data);
        return id;
      }
      const changed: [string, string][] = [];
      for (const [name, value] of Object.entries(data)) {
        const a = table.own(id, name);
        if (!jsonEqual(store.get(a), value)) {
          store.set(a, value);
          changed.push([id, name]);
        }
      }
      if (changed.length > 0) propagate(changed);
      return id;
    },
    openDialog(path, parentScopeId, data) {
      const kind = loaded.scopeKinds.get(path);
      const decl = [...loaded.scopes.values()].find((s) => s.path === path);
      if (kind !== "dialog" || !decl) return Promise.reject(new Error(`No dialog node at ${path}`));
      const previous = closers.get(decl.id);
      previous?.(undefined);
      ensureScope(parentScopeId);
      instantiate(decl.id, parentScopeId, data ?? {});
      store.set(dialogs, [
        ...store.get(dialogs).filter((d) => d.scopeId !== decl.id),
        { path, scopeId: decl.id },
      ]);
      return new Promise((resolvePromise) => {
        closers.set(decl.id, resolvePromise);
      });
    },
    closeDialog(scopeId, result) {
      const open = store.get(dialogs);
      const target = scopeId
        ? (table.nearest(scopeId, "dialog")?.id ?? open.find((d) => d.scopeId === scopeId)?.scopeId)
        : open[open.length - 1]?.scopeId;
      if (!target || !open.some((d) => d.scopeId === target))
        throw new Error(internals.t("engine.action.noDialog"));
      store.set(
        dialogs,
        open.filter((d) => d.scopeId !== target),
      );
      table.dispose(target);
      const close = closers.get(target);
      closers.delete(target);
      close?.(result);
    },
    retainScope(scopeId) {
      holds.set(scopeId, (holds.get(scopeId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds.set(scopeId, (holds.get(scopeId) ?? 1) - 1);
        queueMicrotask(() => {
          if ((holds.get(scopeId) ?? 0) > 0) return;
          holds.delete(scopeId);
          table.dispose(scopeId);
        });
      };
    },
    onReload(targetId, reload) {
      const key = targetId ?? "";
      let set = reloaders.get(key);
      if (!set) {
        set = new Set();
        reloaders.set(key, set);
      }
      set.add(reload);
      return () => set.delete(reload);
    },
    async reload(targetId) {
      const sets = targetId === undefined ? [...reloaders.values()] : [reloaders.get(targetId) ?? new Set()];
      if (targetId !== undefined && sets[0].size === 0)
        throw new Error(`Nothing to reload with id "${targetId}"`);
      await Promise.all(sets.flatMap((set) => [...set].map((reload) => reload())));
    },
    fetch(source: DataSource, scopeId: string, locals?: Record<string, unknown>): Promise<DataResult> {
      return runDataSource(source, (value) => resolve(value, scopeId, locals), {
        fetcher: engine.options.fetcher,
        adaptors: engine.adaptors,
        t: internals.t,
        signal: abort.signal,
      });
    },
    run(path, scopeId, locals) {
      return runSteps(runtime, path, scopeId, locals ?? {});
    },
    dispose() {
      abort.abort();
      validation.dispose();
      for (const close of closers.values()) close(undefined);
      closers.clear();
    },
  };

  ensureScope(rootScopeId);
  if (options.data) {
    for (const [name, value] of Object.entries(options.data)) runtime.setValue(rootScopeId, name, value);
  }
  return runtime;
}
