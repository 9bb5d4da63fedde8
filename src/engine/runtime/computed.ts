import { jsonEqual } from "../schema/validator/equal";
import type { ComputedValue, JsonPointer, LoadedDocument } from "../types";
import { setPath } from "./paths";
import type { ScopeTable, Store } from "./scopes";

/** What the computed values need from their runtime. */
interface ComputedParts {
  loaded: LoadedDocument;
  table: ScopeTable;
  store: Store;
  evaluate: (logic: unknown, scopeId: string) => unknown;
  evaluations: Map<string, number>;
  errors: Map<JsonPointer, string>;
}

/**
 * The computed values of a runtime: evaluation of one value, and propagation of a change to the values
 * that read it, in topological order, stopping where a value did not change.
 */
export function createComputed(parts: ComputedParts) {
  const { loaded, table, store, evaluate, evaluations, errors } = parts;
  const computedByKey = new Map(loaded.computed.map((c) => [c.key, c]));
  const orderOf = new Map(loaded.computed.map((c, i) => [c.key, i]));
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

  return { compute, propagate, isComputed: (key: string) => computedByKey.has(key) };
}
