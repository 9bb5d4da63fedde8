import type { FieldPathList } from "@rjsf/utils";
import { calculationErrorMessage, type Lang } from "../../../engine/rules";
import type { FormDefinition } from "../definition";
import { schemaKey } from "../state/context";
import type { FormStore } from "../state/FormStore";
import { keyPath } from "../state/paths";
import { evaluateFormula } from "./formula";

/** The array part of a row field's key: `sub_items` for `sub_items.[].amount`. */
function arrayOf(key: string): string | null {
  const at = key.indexOf(".[]");
  return at < 0 ? null : key.slice(0, at);
}

/**
 * Keeps computed fields (`ui:calc`) up to date: when a field changes, the fields computed from it are
 * recomputed in dependency order (a sub-table row's formula only for that row), and only those whose value
 * changes are written. This is the form-local dependency graph; formulas are evaluated by the rule
 * catalogue's `calculate` (see calc/formula.ts).
 */
export class ComputedFields {
  private readonly dependants = new Map<string, string[]>();

  constructor(
    private readonly definition: FormDefinition,
    private readonly store: FormStore,
    private readonly lang: () => Lang,
    private readonly warn: (message: string) => void,
  ) {
    for (const key of definition.calcOrder) {
      for (const read of definition.fields.get(key)?.reads ?? []) {
        const list = this.dependants.get(read) ?? [];
        list.push(key);
        this.dependants.set(read, list);
      }
    }
  }

  /** True when some field is computed. */
  get active(): boolean {
    return this.definition.calcOrder.length > 0;
  }

  /** The computed fields that depend on a field, directly or through others, in evaluation order. */
  private affected(changed: string): string[] {
    const seen = new Set<string>();
    const queue = [changed];
    while (queue.length) {
      for (const next of this.dependants.get(queue.shift() as string) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return this.definition.calcOrder.filter((key) => seen.has(key));
  }

  /** The value a formula reference reads: a field, or a whole sub-table column (an array). */
  private read(readKey: string, rowPath: FieldPathList | null): unknown {
    if (rowPath) return this.store.get([...rowPath, ...keyPath(readKey.slice(readKey.indexOf(".[]") + 4))]);
    const at = readKey.indexOf(".[]");
    if (at < 0) return this.store.get(keyPath(readKey));
    const arrayPath = keyPath(readKey.slice(0, at));
    const rest = keyPath(readKey.slice(at + 4));
    const rows = this.store.get(arrayPath);
    return Array.isArray(rows) ? rows.map((_, i) => this.store.get([...arrayPath, i, ...rest])) : [];
  }

  /** Computes one field (in one row for a row field) and writes it if it changed. */
  private compute(key: string, rowPath: FieldPathList | null, announce: boolean): void {
    const spec = this.definition.fields.get(key);
    if (!spec?.calc) return;
    const refs = spec.reads;
    let index = 0;
    const byRef = new Map<string, string>();
    const collect = (node: typeof spec.calc): void => {
      if (node.kind === "ref") byRef.set(node.ref, refs[index++]);
      else if (node.kind === "op") node.args.forEach(collect);
    };
    collect(spec.calc);
    let value: unknown;
    try {
      value = evaluateFormula(spec.calc, (ref) => this.read(byRef.get(ref) ?? ref, rowPath));
      if (value instanceof Promise) value = undefined;
    } catch (error) {
      const message = calculationErrorMessage(error, this.lang());
      if (message && announce) this.warn(message);
      value = undefined;
    }
    if (value === null) value = undefined;
    const path = rowPath ? [...rowPath, key.slice(key.lastIndexOf(".") + 1)] : keyPath(key);
    if (!Object.is(this.store.get(path), value)) this.store.setValue(path, value, "calc");
  }

  /** Recomputes what depends on the field at `path` (after a user's change). */
  fieldChanged(path: FieldPathList): void {
    const changed = schemaKey(path);
    for (const key of this.affected(changed)) {
      const array = arrayOf(key);
      if (array === null) {
        this.compute(key, null, true);
        continue;
      }
      // A row formula reads only its own row: the row of the changed field.
      const depth = keyPath(array).length;
      if (schemaKey(path.slice(0, depth)) === array && typeof path[depth] === "number") {
        this.compute(key, path.slice(0, depth + 1), true);
      }
    }
  }

  /** Recomputes every computed field in every row (at load and after rows were added or removed). */
  recomputeAll(): void {
    for (const key of this.definition.calcOrder) {
      const array = arrayOf(key);
      if (array === null) {
        this.compute(key, null, false);
        continue;
      }
      const arrayPath = keyPath(array);
      const rows = this.store.get(arrayPath);
      if (!Array.isArray(rows)) continue;
      for (let i = 0; i < rows.length; i += 1) this.compute(key, [...arrayPath, i], false);
    }
  }
}
