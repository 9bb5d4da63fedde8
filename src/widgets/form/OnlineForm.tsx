import "./onlineForm.css";
import { Callout, Intent } from "@blueprintjs/core";
import Form, { type IChangeEvent } from "@rjsf/core";
import { deepEquals, type UiSchema, useDeepCompareMemo } from "@rjsf/utils";
import {
  type FocusEvent,
  type FormEvent,
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { localizeTree } from "../../engine";
import type { Lang } from "../../engine/rules";
import { prepareDefinition } from "./definition";
import { rjsfTranslator } from "./rjsfStrings";
import { createSession, type Session } from "./session";
import { FailuresListedProvider, FormRuntimeContext, FormTranslationContext } from "./state/context";
import { keyPath, pathKey } from "./state/paths";
import { announceFailures, closeFailures, failureLabel, failuresByKey } from "./submission";
import { blueprintTemplates } from "./theme";
import type { FormFailure, OnlineFormHandle, OnlineFormProps } from "./types";
import { createNoEvalValidator } from "./validation/NoEvalValidator";
import { blueprintWidgets } from "./widgets";

/** The keys of a form's JSON Schema that hold configured labels. */
const SCHEMA_LABEL_KEYS = new Set(["title", "description", "enumNames"]);
/** The keys of a form's uiSchema that hold configured labels. */
const UI_LABEL_KEYS = new Set(["ui:title", "ui:description", "ui:placeholder", "ui:help"]);

/**
 * An online form: the server's JSON Schema rendered by @rjsf/core with our Blueprint templates and widgets,
 * validated without eval (CSP), with field modes (b/w/r/n), rule strings, computed fields, sub-tables,
 * uploads, and a submit that lists every failure once in a persistent notification. Typing in a field
 * re-renders that field and the fields computed from it, not the whole form (see README.md).
 */
function OnlineFormInner<T = unknown>(props: OnlineFormProps<T>, ref: ForwardedRef<OnlineFormHandle<T>>) {
  const { readonly, services, widgets, idPrefix, className } = props;
  // Definitions and data written inline by a parent are new objects on each of its renders: compare by value.
  const configuredSchema = useDeepCompareMemo(props.schema);
  const configuredUiSchema = useDeepCompareMemo(props.uiSchema);
  const fieldModes = useDeepCompareMemo(props.fieldModes);
  const formData = useDeepCompareMemo(props.formData);
  const { t, i18n } = useTranslation();
  // Field titles, descriptions, enum names and hints are configured labels (a string or a {zh-CN, en-US}
  // map, src/engine/i18n/localize.ts): resolved in the current language before rjsf sees the schema.
  const schema = useMemo(
    () => localizeTree(configuredSchema, i18n.language, SCHEMA_LABEL_KEYS),
    [configuredSchema, i18n.language],
  );
  const uiSchema = useMemo(
    () => localizeTree(configuredUiSchema, i18n.language, UI_LABEL_KEYS),
    [configuredUiSchema, i18n.language],
  );
  const lang = useRef<Lang>("zh-CN");
  lang.current = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const toastKey = `online-form-${useId()}`;
  const toastShown = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const formRef = useRef<Form>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const definition = useMemo(
    () => prepareDefinition(schema, uiSchema, fieldModes, readonly),
    [schema, uiSchema, fieldModes, readonly],
  );
  const validator = useMemo(
    () => createNoEvalValidator({ translate: (key, values) => i18n.t(key, values) }),
    [i18n],
  );
  const servicesRef = useRef(services ?? {});
  servicesRef.current = services ?? {};

  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session per definition or per reset (generation)
  const session = useMemo<Session>(
    () =>
      createSession({
        definition,
        validator,
        formData,
        services: () => servicesRef.current,
        lang: () => lang.current,
        hooks: () => latest.current as OnlineFormProps,
      }),
    [definition, validator, generation],
  );

  // A new starting record (not the form's own data coming back through onChange) starts over.
  const seenFormData = useRef(formData);
  useEffect(() => {
    if (seenFormData.current === formData) return;
    seenFormData.current = formData;
    if (!deepEquals(formData, session.runtime.store.snapshot())) setGeneration((g) => g + 1);
  }, [formData, session]);

  useEffect(() => {
    const { store } = session.runtime;
    store.flushHandler = (snapshot) => formRef.current?.setFieldValue([], snapshot);
    const unsubscribe = store.subscribe((path, value, source) => {
      if (source === "calc") {
        session.rules.computedChanged(path, value);
        return;
      }
      if (source !== "user") return;
      session.computed.fieldChanged(path);
      session.rules.fieldChanged(path, value);
      if (session.rules.submitted) session.showFieldErrors(pathKey(path));
      latest.current.onChange?.(store.snapshot() as T);
    });
    return () => {
      unsubscribe();
      store.flushHandler = null;
      session.rules.dispose();
    };
  }, [session]);

  useEffect(
    () => () => {
      if (toastShown.current) closeFailures(toastKey);
    },
    [toastKey],
  );

  const onRjsfChange = useCallback(
    (event: IChangeEvent) => {
      const { store } = session.runtime;
      store.setBase(event.formData);
      session.computed.recomputeAll();
      latest.current.onChange?.(store.snapshot() as T);
    },
    [session],
  );

  const submit = useCallback(async (): Promise<boolean> => {
    const { store } = session.runtime;
    const { customValidate, transformErrors, errorDetail = true, onSubmit, onError } = latest.current;
    store.jotai.set(store.submitting, true);
    try {
      session.rules.submitted = true;
      const ruleFailures = await session.rules.validateAll();
      const data = store.snapshot();
      const { errors } = validator.validateFormData(
        data,
        definition.schema,
        customValidate as never,
        transformErrors as never,
        definition.uiSchema,
      );
      session.ruleMessages.clear();
      for (const [key, message] of ruleFailures) session.ruleMessages.set(key, message);
      const byKey = failuresByKey(errors, ruleFailures);
      store.replaceErrors(byKey);
      if (errors.length > 0 || ruleFailures.size > 0) {
        const titles = new Map(errors.map((error) => [error.property, error.title]));
        // Listed in the order the fields appear on the form.
        const onScreen = [...(formElement.current?.querySelectorAll("[data-field]") ?? [])].map((node) =>
          node.getAttribute("data-field"),
        );
        const position = (key: string) => {
          const at = onScreen.indexOf(key);
          return at < 0 ? onScreen.length : at;
        };
        const ordered = [...byKey].sort(([a], [b]) => position(a) - position(b));
        const failures: FormFailure[] = ordered.flatMap(([key, messages]) =>
          messages.map((message) => ({
            key,
            label: failureLabel(
              key,
              definition,
              i18n.t,
              titles.get(`.${key}`) || titles.get(key) || undefined,
            ),
            message,
          })),
        );
        announceFailures(failures, errorDetail, i18n.t, toastKey);
        store.jotai.set(store.listed, true);
        toastShown.current = true;
        onError?.(failures);
        return false;
      }
      if (toastShown.current) closeFailures(toastKey);
      await onSubmit?.({ formData: data as T });
      return true;
    } finally {
      store.jotai.set(store.submitting, false);
    }
  }, [session, validator, definition, i18n, toastKey]);

  useImperativeHandle(ref, () => ({ submit, getData: () => session.runtime.store.snapshot() as T }), [
    submit,
    session,
  ]);

  const rjsfUiSchema = useMemo<UiSchema>(
    () => ({
      ...definition.uiSchema,
      "ui:submitButtonOptions": {
        norender: props.submitText === false || readonly === true,
        submitText: typeof props.submitText === "string" ? props.submitText : undefined,
      },
    }),
    [definition.uiSchema, props.submitText, readonly],
  );
  const translateString = useMemo(() => rjsfTranslator(i18n), [i18n, i18n.language]);
  const allWidgets = useMemo(
    () => (widgets ? { ...blueprintWidgets, ...widgets } : blueprintWidgets),
    [widgets],
  );
  // Leaving a field (focus going outside it, not into its own popover) checks what was entered there.
  const onFieldBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const field = (event.target as HTMLElement).closest?.("[data-field]");
      const key = field?.getAttribute("data-field");
      if (!field || !key) return;
      const next = event.relatedTarget as Node | null;
      if (next && field.contains(next)) return;
      session.rules.fieldLeft(keyPath(key));
    },
    [session],
  );
  const onFormSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  if (definition.errors.length > 0) {
    return (
      <Callout intent={Intent.DANGER} title={t("form.loadError")} className="tessera-form-load-error">
        <ul>
          {definition.errors.map((error) => (
            <li key={`${error.path}\u0000${error.message}`}>
              <code>{error.path}</code> {error.message}
            </li>
          ))}
        </ul>
      </Callout>
    );
  }

  return (
    <FormRuntimeContext.Provider value={session.runtime}>
      <FormTranslationContext.Provider value={t}>
        <form
          ref={formElement}
          className={["tessera-online-form", className].filter(Boolean).join(" ")}
          noValidate
          onSubmit={onFormSubmit}
          onBlur={onFieldBlur}
        >
          <FailuresListedProvider>
            <Form
              key={generation}
              ref={formRef}
              tagName="div"
              schema={definition.schema}
              uiSchema={rjsfUiSchema}
              formData={session.initial}
              validator={validator}
              templates={blueprintTemplates}
              widgets={allWidgets}
              onChange={onRjsfChange}
              showErrorList={false}
              noHtml5Validate
              idPrefix={idPrefix}
              readonly={readonly}
              translateString={translateString}
            />
          </FailuresListedProvider>
        </form>
      </FormTranslationContext.Provider>
    </FormRuntimeContext.Provider>
  );
}

/** The online form (see OnlineFormProps); a ref gives `submit()` and `getData()`. */
export const OnlineForm = forwardRef(OnlineFormInner) as <T = unknown>(
  props: OnlineFormProps<T> & { ref?: ForwardedRef<OnlineFormHandle<T>> },
) => ReactElement;
