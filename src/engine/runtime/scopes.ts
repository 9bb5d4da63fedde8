import { atom, type createStore, type PrimitiveAtom } from "jotai/vanilla";
import type { JsonPointer, ScopeKind } from "../types";

/** A jotai store (one per rendered document unless the app shares one). */
export type Store = ReturnType<typeof createStore>;

/** Reads an atom: `store.get` outside React, jotai's `get` inside derived atoms (which then subscribe). */
export type Read = <T>(value: PrimitiveAtom<T>) => T;

/** A live scope: each top-level name has its own atom, so a change re-renders only its readers. */
export interface ScopeInstance {
  id: string;
  kind: ScopeKind;
  parentId: string | null;
  path: JsonPointer;
  atoms: Map<string, PrimitiveAtom<unknown>>;
}

/** The live scopes of one runtime. */
export interface ScopeTable {
  get: (id: string) => ScopeInstance | undefined;
  /** Creates (or replaces, disposing the old one and its descendants) a scope with initial data. */
  create: (scope: Omit<ScopeInstance, "atoms">, data: Record<string, unknown>) => ScopeInstance;
  /** Removes a scope and every scope below it. */
  dispose: (id: string) => void;
  /** The scope and its parents, innermost first. */
  chain: (id: string) => ScopeInstance[];
  /** The atom of `root` as `scopeId` sees it (its own, else the nearest parent's). */
  find: (scopeId: string, root: string) => { scope: ScopeInstance; atom: PrimitiveAtom<unknown> } | undefined;
  /** The atom of `root` in this very scope, created (undefined) when missing. */
  own: (scopeId: string, root: string) => PrimitiveAtom<unknown>;
  /** The nearest scope of a kind along the chain. */
  nearest: (scopeId: string, kind: ScopeKind) => ScopeInstance | undefined;
  /** A scope's values as a plain object. */
  values: (scope: ScopeInstance, read: Read) => Record<string, unknown>;
  list: () => ScopeInstance[];
}

/** Creates the scope table of a runtime over a jotai store. */
export function createScopeTable(store: Store): ScopeTable {
  const scopes = new Map<string, ScopeInstance>();

  const chain = (id: string) => {
    const out: ScopeInstance[] = [];
    let at = scopes.get(id);
    while (at && out.length <= scopes.size) {
      out.push(at);
      at = at.parentId === null ? undefined : scopes.get(at.parentId);
    }
    return out;
  };

  const dispose = (id: string) => {
    for (const scope of [...scopes.values()]) {
      if (scope.id !== id && chain(scope.id).some((s) => s.id === id)) scopes.delete(scope.id);
    }
    scopes.delete(id);
  };

  return {
    get: (id) => scopes.get(id),
    create(scope, data) {
      if (scopes.has(scope.id)) dispose(scope.id);
      const instance: ScopeInstance = { ...scope, atoms: new Map() };
      for (const [name, value] of Object.entries(data)) {
        const a = atom<unknown>(value);
        instance.atoms.set(name, a);
        store.set(a, value);
      }
      scopes.set(scope.id, instance);
      return instance;
    },
    dispose,
    chain,
    find(scopeId, root) {
      for (const scope of chain(scopeId)) {
        const a = scope.atoms.get(root);
        if (a) return { scope, atom: a };
      }
      return undefined;
    },
    own(scopeId, root) {
      const scope = scopes.get(scopeId);
      if (!scope) throw new Error(`No live scope "${scopeId}"`);
      let a = scope.atoms.get(root);
      if (!a) {
        a = atom<unknown>(undefined);
        scope.atoms.set(root, a);
      }
      return a;
    },
    nearest: (scopeId, kind) => chain(scopeId).find((s) => s.kind === kind),
    values: (scope, read) => Object.fromEntries([...scope.atoms].map(([name, a]) => [name, read(a)])),
    list: () => [...scopes.values()],
  };
}
