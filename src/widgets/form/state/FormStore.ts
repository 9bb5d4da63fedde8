import type { FieldPathList } from "@rjsf/utils";
import { atom, createStore, type PrimitiveAtom } from "jotai";
import { keyPath, pathKey, valueAt } from "./paths";

/** What a field's value atom holds before the field is edited: rjsf's value (the widget's `value` prop) applies. */
export const UNSET: unique symbol = Symbol("tessera.form.unset");

type Slot = unknown | typeof UNSET;

/** Who changed a value: the user in a widget, or the form itself (a computed field). */
export type ChangeSource = "user" | "calc";

/** Called after a field's value changes in the store. */
export type ValueListener = (path: FieldPathList, value: unknown, source: ChangeSource) => void;

/**
 * The form's fine-grained state: one jotai atom per field for its value, its errors and its pending
 * asynchronous check. rjsf keeps the form's data too, but a keystroke only writes the field's atom, so only
 * that field (and the fields computed from it) re-render; rjsf hears about the edits when its structure must
 * change (see `flush`). `base` is the data rjsf last reported; the edits since then sit on top of it.
 */
export class FormStore {
  readonly jotai = createStore();
  private base: unknown;
  private readonly values = new Map<string, PrimitiveAtom<Slot>>();
  private readonly errors = new Map<string, PrimitiveAtom<string[] | undefined>>();
  private readonly pending = new Map<string, PrimitiveAtom<boolean>>();
  private readonly dirty = new Map<string, unknown>();
  private readonly listeners = new Set<ValueListener>();
  /** How many asynchronous checks are running (the submit button waits for them). */
  readonly pendingCount = atom(0);
  /** True while a submit runs (waiting for checks, then onSubmit). */
  readonly submitting = atom(false);
  /**
   * True once a submit has listed the failures in its notification: from then on a field's message is
   * not repeated under it (its label turns red); before, a failure found as the user goes shows under it.
   */
  readonly listed = atom(false);
  /** Bumped whenever the set of errors changes (the error notification re-reads them). */
  readonly errorsVersion = atom(0);
  /** Hands the edits to rjsf; installed by the form once its rjsf instance exists. */
  flushHandler: ((snapshot: unknown) => void) | null = null;

  constructor(base: unknown) {
    this.base = base;
  }

  private atomIn<T>(map: Map<string, PrimitiveAtom<T>>, key: string, initial: T): PrimitiveAtom<T> {
    let found = map.get(key);
    if (!found) {
      found = atom(initial) as PrimitiveAtom<T>;
      map.set(key, found);
    }
    return found;
  }

  /** The atom of a field's edited value (UNSET until edited since rjsf's last report). */
  valueAtom(key: string): PrimitiveAtom<Slot> {
    return this.atomIn<Slot>(this.values, key, UNSET);
  }

  /** The atom of a field's error messages (undefined when it has none). */
  errorAtom(key: string): PrimitiveAtom<string[] | undefined> {
    return this.atomIn<string[] | undefined>(this.errors, key, undefined);
  }

  /** The atom that is true while a field's asynchronous check runs. */
  pendingAtom(key: string): PrimitiveAtom<boolean> {
    return this.atomIn(this.pending, key, false);
  }

  /** The current value at a path: the edit if there is one, else rjsf's value. */
  get(path: FieldPathList): unknown {
    const key = pathKey(path);
    if (this.dirty.has(key)) return this.dirty.get(key);
    return valueAt(this.base, path);
  }

  /** The whole form's current data: rjsf's data with the edits applied (containers along edited paths copied once). */
  snapshot(): unknown {
    if (this.dirty.size === 0) return this.base;
    const copies = new Set<unknown>();
    const copy = (node: unknown, nextSegment: string | number): Record<string | number, unknown> => {
      const fresh = Array.isArray(node)
        ? [...node]
        : node !== null && typeof node === "object"
          ? { ...(node as Record<string, unknown>) }
          : typeof nextSegment === "number"
            ? []
            : {};
      copies.add(fresh);
      return fresh as Record<string | number, unknown>;
    };
    let root: unknown = this.base;
    for (const [key, value] of this.dirty) {
      const path = keyPath(key);
      if (path.length === 0) {
        root = value;
        continue;
      }
      if (!copies.has(root)) root = copy(root, path[0]);
      let node = root as Record<string | number, unknown>;
      for (let i = 0; i < path.length - 1; i += 1) {
        const child = node[path[i]];
        node[path[i]] = copies.has(child) ? child : copy(child, path[i + 1]);
        node = node[path[i]] as Record<string | number, unknown>;
      }
      node[path[path.length - 1]] = value;
    }
    return root;
  }

  /** True while some edits have not reached rjsf. */
  hasEdits(): boolean {
    return this.dirty.size > 0;
  }

  /** Sets a field's value; only that field's atom changes. */
  setValue(path: FieldPathList, value: unknown, source: ChangeSource = "user"): void {
    const key = pathKey(path);
    if (Object.is(this.get(path), value) && this.dirty.has(key)) return;
    this.dirty.set(key, value);
    this.jotai.set(this.valueAtom(key), value);
    for (const listener of this.listeners) listener(path, value, source);
  }

  /** Listens to value changes; returns the unsubscribe function. */
  subscribe(listener: ValueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands every edit to rjsf in one change (before a structural change such as adding a row). */
  flush(): void {
    if (this.dirty.size === 0 || !this.flushHandler) return;
    this.flushHandler(this.snapshot());
  }

  /** Takes rjsf's reported data as the new base; the edits it now holds are dropped from the atoms. */
  setBase(data: unknown): void {
    this.base = data;
    for (const key of this.dirty.keys()) this.jotai.set(this.valueAtom(key), UNSET);
    this.dirty.clear();
  }

  /** rjsf's last reported data (without the edits since). */
  getBase(): unknown {
    return this.base;
  }

  /** Sets or clears one field's errors. */
  setFieldErrors(key: string, messages: string[] | undefined): void {
    const next = messages && messages.length > 0 ? messages : undefined;
    const current = this.jotai.get(this.errorAtom(key));
    if (current === next || (current && next && current.join("\n") === next.join("\n"))) return;
    this.jotai.set(this.errorAtom(key), next);
    this.jotai.set(this.errorsVersion, (v) => v + 1);
  }

  /** Replaces all errors (after a submit). */
  replaceErrors(byKey: Map<string, string[]>): void {
    for (const key of this.errors.keys()) if (!byKey.has(key)) this.setFieldErrors(key, undefined);
    for (const [key, messages] of byKey) this.setFieldErrors(key, messages);
  }

  /** One field's error messages. */
  errorsOf(key: string): string[] | undefined {
    return this.errors.has(key) ? this.jotai.get(this.errorAtom(key)) : undefined;
  }

  /** Every field's errors, in the order they were first set. */
  allErrors(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const [key, errorAtom] of this.errors) {
      const messages = this.jotai.get(errorAtom);
      if (messages) out.set(key, messages);
    }
    return out;
  }

  /** Marks a field's asynchronous check as running or settled. */
  setPending(key: string, running: boolean): void {
    const pendingAtom = this.pendingAtom(key);
    if (this.jotai.get(pendingAtom) === running) return;
    this.jotai.set(pendingAtom, running);
    this.jotai.set(this.pendingCount, (n) => n + (running ? 1 : -1));
  }
}
