import type { FieldPathList, WidgetProps } from "@rjsf/utils";
import type { TFunction } from "i18next";
import type { Atom } from "jotai";
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import { getI18n } from "react-i18next";
import type { FormServices } from "../types";
import { type FormStore, UNSET } from "./FormStore";

/** What every template and widget of one form shares. */
export interface FormRuntime {
  store: FormStore;
  /**
   * `lazy`: a keystroke writes only the field's atom and rjsf hears of edits before structural changes;
   * `eager`: each edit also goes to rjsf at once (schemas whose shape depends on values: dependencies, if, oneOf).
   */
  sync: "lazy" | "eager";
  services: FormServices;
  /** Keys (dotted paths, array indexes as `[]`) of computed fields: shown read-only. */
  computed: ReadonlySet<string>;
  /** Keys (dotted paths, array indexes as `[]`) of currency fields: show the capital amount. */
  currency: ReadonlySet<string>;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

/**
 * The form's `t`, given once by OnlineForm (a new one when the language changes): a field's templates and
 * buttons read it instead of each calling useTranslation, which costs a hook subscription per call.
 */
export const FormTranslationContext = createContext<TFunction | null>(null);

/** The form's translation function (the i18next instance's own outside an OnlineForm). */
export function useFormT(): TFunction {
  return useContext(FormTranslationContext) ?? getI18n().t;
}

/** The form's runtime; templates and widgets are only rendered inside OnlineForm. */
export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error("Online-form templates and widgets must be rendered inside <OnlineForm>");
  return runtime;
}

/**
 * An atom's value in the form's jotai store, through useSyncExternalStore: unlike jotai's useAtomValue,
 * whose mount effect dispatches a re-render of its component (React 19 renders it again even when the
 * value is the same), a field costs no second render at mount.
 */
export function useFormAtom<T>(store: FormStore, atom: Atom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.jotai.sub(atom, onChange), [store, atom]);
  const read = () => store.jotai.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** The field a FieldTemplate renders: its data path, store key and input id. */
export interface FieldIdentity {
  path: FieldPathList;
  key: string;
  id: string;
  /** True for a cell of a sub-table row (the column header carries the label). */
  cell: boolean;
  /** The field's error messages (the template reads its atom once for itself and its widget). */
  errors: string[] | undefined;
}

export const FieldIdentityContext = createContext<FieldIdentity | null>(null);

/** The key of a path with array indexes replaced by `[]` (how modes, rules and formulas name row fields). */
export function schemaKey(path: FieldPathList): string {
  return path.map((segment) => (typeof segment === "number" ? "[]" : segment)).join(".");
}

/** Hands pending edits to rjsf synchronously, so an rjsf handler that runs next sees them. */
export function useFlushEdits(): () => void {
  const runtime = useContext(FormRuntimeContext);
  return useCallback(() => {
    if (runtime?.store.hasEdits()) flushSync(() => runtime.store.flush());
  }, [runtime]);
}

/** A widget's value and change handler, bound to its field's atom when it is the field's own widget. */
export interface FieldBinding {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's error messages, when it failed validation. */
  errors: string[] | undefined;
  key: string | undefined;
  path: FieldPathList | undefined;
  /** The input's accessible name when no label is printed for it (hidden label, sub-table cell). */
  ariaLabel: string | undefined;
}

/**
 * Binds a widget to its field's atom: reading it re-renders only this widget, and a change writes the atom
 * (in `eager` sync also rjsf). A widget that is not its field's own (the oneOf option picker) stays on rjsf's
 * props and hands pending edits to rjsf before it changes anything.
 */
export function useFieldBinding(
  props: Pick<WidgetProps, "id" | "value" | "onChange" | "label" | "hideLabel">,
): FieldBinding {
  const runtime = useFormRuntime();
  const field = useContext(FieldIdentityContext);
  const bound = !!field && field.id === props.id;
  const key = bound ? field.key : "\u0000unbound";
  const { store } = runtime;
  const slot = useFormAtom(store, store.valueAtom(key));
  const { onChange: rjsfChange } = props;
  const flush = useFlushEdits();
  const path = bound ? field.path : undefined;
  const onChange = useCallback(
    (value: unknown) => {
      if (!path) {
        flush();
        rjsfChange(value);
        return;
      }
      store.setValue(path, value);
      if (runtime.sync === "eager") {
        store.flush();
        rjsfChange(value);
      }
    },
    [path, store, runtime.sync, rjsfChange, flush],
  );
  return {
    value: bound && slot !== UNSET ? slot : props.value,
    onChange,
    errors: bound ? field.errors : undefined,
    key: bound ? field.key : undefined,
    path,
    ariaLabel: props.hideLabel || field?.cell ? props.label : undefined,
  };
}

/** Whether a submit listed the failures (FormStore.listed), read once per form for all its fields. */
export const FailuresListedContext = createContext(false);

/** Hands FormStore.listed to the fields below, so each field does not subscribe to it. */
export function FailuresListedProvider({ children }: { children: ReactNode }) {
  const { store } = useFormRuntime();
  const listed = useFormAtom(store, store.listed);
  return createElement(FailuresListedContext.Provider, { value: listed }, children);
}

/** True once a submit listed the failures in its notification (messages are then not repeated under fields). */
export function useFailuresListed(): boolean {
  return useContext(FailuresListedContext);
}

/** A field's errors by store key (for templates). */
export function useFieldErrors(key: string): string[] | undefined {
  const { store } = useFormRuntime();
  return useFormAtom(store, store.errorAtom(key));
}
