import type { FieldPathList } from "@rjsf/utils";
import jsonLogic from "json-logic-js";
import {
  type AsyncFieldValidator,
  CANCELLED,
  catalogue,
  createAsyncFieldValidator,
  type Lang,
  type RuleContext,
} from "../../../engine/rules";
import type { FieldSpec, FormDefinition } from "../definition";
import { schemaKey } from "../state/context";
import type { FormStore } from "../state/FormStore";
import { keyPath, pathKey } from "../state/paths";
import type { FormServices } from "../types";

interface Entry {
  validator: AsyncFieldValidator;
  /** The value the last check ran on (undefined before any). */
  checked: { value: unknown } | null;
  unsubscribe: () => void;
}

/** Lower-cased names and aliases of the asynchronous validators (backend, script check, already-exists). */
const ASYNC_RULES = new Set(
  catalogue
    .filter((meta) => meta.kind === "validator" && meta.async)
    .flatMap((meta) => [meta.name, ...meta.aliases].map((name) => name.toLowerCase())),
);

/** Nothing filled in: undefined, null, "" or an empty list. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/** True if a field has an asynchronous rule: its checks run as the user types. */
function hasAsyncRule(spec: FieldSpec): boolean {
  return spec.rules.some((rule) => ASYNC_RULES.has(rule.name.toLowerCase()));
}

/**
 * Runs each field's rule string (`ui:rules`, with the mode's `required`) through the rule catalogue: one
 * AsyncFieldValidator per field (per row for sub-table fields). A change starts the field's check (an
 * asynchronous one after a debounce, cancelling the older one and showing the field as pending); a submit
 * waits for every check to settle.
 */
export class FieldRules {
  private readonly entries = new Map<string, Entry>();
  private readonly specs: FieldSpec[];
  /**
   * After the first submit every change re-checks its field; before it, asynchronous rules run live, and
   * a field is checked once the user leaves it with a value (then at each change), a computed one at once.
   */
  submitted = false;
  /** Fields the user has left with a value: their changes are checked live from then on. */
  private readonly touched = new Set<string>();

  constructor(
    definition: FormDefinition,
    private readonly store: FormStore,
    private readonly services: FormServices,
    private readonly lang: () => Lang,
    /** Receives each settled check's outcome: the message, or null when the value passes. */
    private readonly report: (key: string, message: string | null) => void,
  ) {
    this.specs = [...definition.fields.values()].filter((spec) => spec.rules.length > 0);
    this.byKey = new Map(this.specs.map((spec) => [spec.key, spec]));
  }

  private readonly byKey: Map<string, FieldSpec>;

  /** The rule context of a field: the form's values (a row's own values over them), services, language. */
  private context(path: FieldPathList): RuleContext {
    const data = (this.store.snapshot() ?? {}) as Record<string, unknown>;
    const rowAt = path.findLastIndex((segment) => typeof segment === "number");
    const row =
      rowAt >= 0 ? (this.store.get(path.slice(0, rowAt + 1)) as Record<string, unknown>) : undefined;
    return {
      lang: this.lang(),
      values: { ...data, ...(row ?? {}) },
      postCheck: this.services.postCheck,
      evaluateLogic: (expression, values) => jsonLogic.apply(expression as jsonLogic.RulesLogic, values),
    };
  }

  private entry(path: FieldPathList, spec: FieldSpec): Entry {
    const key = pathKey(path);
    let entry = this.entries.get(key);
    if (!entry) {
      const validator = createAsyncFieldValidator({ rules: spec.rules, context: () => this.context(path) });
      const unsubscribe = validator.subscribe((state) => this.store.setPending(key, state.pending));
      entry = { validator, checked: null, unsubscribe };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Starts a field's check with its new value; the outcome shows on the field when it settles. */
  fieldChanged(path: FieldPathList, value: unknown): void {
    const spec = this.byKey.get(schemaKey(path));
    const key = pathKey(path);
    if (spec) {
      const entry = this.entry(path, spec);
      const live =
        this.submitted || hasAsyncRule(spec) || this.touched.has(key) || !!this.store.errorsOf(key);
      if (live) this.check(path, entry, value);
    }
    // Rules comparing with this field (confirmed, date ranges) check again when it changes.
    const name = path[path.length - 1];
    for (const [otherKey, entry] of this.entries) {
      if (otherKey !== key && entry.validator.dependencies.includes(String(name)) && entry.checked) {
        const otherPath = keyPath(otherKey);
        this.check(otherPath, entry, this.store.get(otherPath));
      }
    }
  }

  /**
   * The user left a field (blur): a value there is checked now, and each later change of it too. An empty
   * field is left alone (required is for the submit: passing through a form shows no 必填 everywhere).
   */
  fieldLeft(path: FieldPathList): void {
    const spec = this.byKey.get(schemaKey(path));
    const value = this.store.get(path);
    if (!spec || isEmpty(value)) return;
    const key = pathKey(path);
    this.touched.add(key);
    const entry = this.entry(path, spec);
    if (!entry.checked || !Object.is(entry.checked.value, value)) this.check(path, entry, value);
  }

  /** A computed field got a new value (no one types it): a value is checked at once (请假天数 -2). */
  computedChanged(path: FieldPathList, value: unknown): void {
    const spec = this.byKey.get(schemaKey(path));
    if (!spec) return;
    const entry = this.entry(path, spec);
    if (!isEmpty(value) || this.submitted || entry.checked) this.check(path, entry, value);
  }

  private check(path: FieldPathList, entry: Entry, value: unknown): Promise<string | null> {
    entry.checked = { value };
    return entry.validator.validate(value).then((result) => {
      if (result === CANCELLED) return null;
      const message = result === true ? null : result;
      this.report(pathKey(path), message);
      return message;
    });
  }

  /** Every concrete field (rows expanded) that has rules, with its spec. */
  private fields(): Array<[FieldPathList, FieldSpec]> {
    const out: Array<[FieldPathList, FieldSpec]> = [];
    for (const spec of this.specs) {
      const parts = spec.key.split(".[].");
      if (parts.length === 1) {
        out.push([keyPath(spec.key), spec]);
        continue;
      }
      const arrayPath = keyPath(parts[0]);
      const rows = this.store.get(arrayPath);
      if (!Array.isArray(rows)) continue;
      for (let i = 0; i < rows.length; i += 1) out.push([[...arrayPath, i, ...keyPath(parts[1])], spec]);
    }
    return out;
  }

  /**
   * Checks every field with rules and resolves to the failures by key, after every pending asynchronous
   * check has settled (a check already run on the current value is not run again).
   */
  async validateAll(): Promise<Map<string, string>> {
    const results = await Promise.all(
      this.fields().map(async ([path, spec]) => {
        const entry = this.entry(path, spec);
        const value = this.store.get(path);
        const state = entry.validator.getState();
        let message: string | null;
        if (entry.checked && Object.is(entry.checked.value, value) && state.status !== "idle") {
          entry.validator.flush();
          const settled = await entry.validator.settled();
          message = settled.message;
        } else {
          const running = this.check(path, entry, value);
          entry.validator.flush();
          message = await running;
        }
        return [pathKey(path), message] as const;
      }),
    );
    const failures = new Map<string, string>();
    for (const [key, message] of results) if (message) failures.set(key, message);
    return failures;
  }

  /** Cancels every check (the form is going away). */
  dispose(): void {
    for (const entry of this.entries.values()) {
      entry.unsubscribe();
      entry.validator.dispose();
    }
    this.entries.clear();
  }
}
