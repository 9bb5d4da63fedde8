import { atom, createStore } from "jotai/vanilla";
import { runSteps } from "../actions/runner";
import { runDataSource } from "../datasource/fetch";
import { resolveDynamic } from "../expr/dynamic";
import { evaluateLogic } from "../expr/operations";
import { parseVarPath, SCOPE_QUALIFIERS } from "../expr/varPath";
import { isLabelMap, localize } from "../i18n/localize";
import { internalsOf } from "../internals";
import { jsonEqual } from "../schema/validator/equal";
import type {
  ActionHost,
  DataResult,
  DataSource,
  Engine,
  JsonPointer,
  LoadedDocument,
  OpenDialog,
  ScopeInfo,
  Text,
} from "../types";
import type { DocumentRuntime, RuntimeOptions } from "./api";
import { createComputed } from "./computed";
import { getPath, setPath } from "./paths";
import { createScopeTable, type Read } from "./scopes";
import { createFieldValidation } from "./validation";

export type { DocumentRuntime, RuntimeOptions } from "./api";

/** A host for runtimes given none: every side effect fails loudly (and so is reported, never lost). */
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
    if (isLabelMap(value))
      return String(resolve(localize(value, engine.locale()), scopeId, locals, read) ?? "");
    const params = value.params
      ? (resolve(value.params, scopeId, locals, read) as Record<string, unknown>)
      : undefined;
    return internals.t(value.i18n, params);
  };

  const { compute, propagate, isComputed } = createComputed({
    loaded,
    table,
    store,
    evaluate: (logic, scopeId) => evaluate(logic, scopeId),
    evaluations,
    errors,
  });

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
      if (isComputed(`${ownerId}#${root}`)) throw new Error(`"${root}" is computed and cannot be set`);
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
