import { getDefaultFormState, type RJSFSchema } from "@rjsf/utils";
import { toastWarning } from "../../api/toaster";
import type { Lang } from "../../engine/rules";
import { ComputedFields } from "./calc/ComputedFields";
import type { FormDefinition } from "./definition";
import { FieldRules } from "./rules/FieldRules";
import type { FormRuntime } from "./state/context";
import { FormStore } from "./state/FormStore";
import { errorKey } from "./submission";
import type { FormServices, OnlineFormProps } from "./types";
import type { NoEvalValidator } from "./validation/NoEvalValidator";

/** Everything one loaded form definition needs at run time. */
export interface Session {
  runtime: FormRuntime;
  computed: ComputedFields;
  rules: FieldRules;
  initial: unknown;
  /** The last rule failure of each field (schema failures are computed when needed). */
  ruleMessages: Map<string, string>;
  /** Shows a field's current failures (after a change to a field that failed). */
  showFieldErrors: (key: string) => void;
}

/** What a session reads from the form component (always the latest, through functions). */
export interface SessionInput {
  definition: FormDefinition;
  validator: NoEvalValidator;
  formData: unknown;
  services: () => FormServices;
  lang: () => Lang;
  hooks: () => Pick<OnlineFormProps, "customValidate" | "transformErrors">;
}

/**
 * A form session for one definition and starting record: the store with rjsf's defaults applied, the
 * computed fields (computed once at once), the field rules, and how a field's current failures are shown.
 */
export function createSession({
  definition,
  validator,
  formData,
  services,
  lang,
  hooks,
}: SessionInput): Session {
  const initial = getDefaultFormState(
    validator,
    definition.schema as RJSFSchema,
    formData,
    definition.schema,
  );
  const store = new FormStore(initial);
  const runtime: FormRuntime = {
    store,
    sync: definition.sync,
    // The services object may change per render; the runtime reads the latest.
    services: new Proxy({}, { get: (_target, name) => services()[name as keyof FormServices] }),
    computed: new Set(definition.calcOrder),
    currency: definition.currency,
  };
  const computed = new ComputedFields(definition, store, lang, (message) => void toastWarning(message));
  const ruleMessages = new Map<string, string>();
  const rules = new FieldRules(definition, store, runtime.services, lang, (key, message) => {
    if (message) ruleMessages.set(key, message);
    else ruleMessages.delete(key);
    showFieldErrors(key);
  });
  /** A field's messages now: its rule failure, then (after a submit) its schema failures. */
  const showFieldErrors = (key: string) => {
    const messages: string[] = [];
    const rule = ruleMessages.get(key);
    if (rule) messages.push(rule);
    if (rules.submitted) {
      const { customValidate, transformErrors } = hooks();
      const { errors } = validator.validateFormData(
        store.snapshot(),
        definition.schema,
        customValidate as never,
        transformErrors as never,
        definition.uiSchema,
      );
      for (const error of errors) {
        if (errorKey(error.property) === key && error.message && !messages.includes(error.message)) {
          messages.push(error.message);
        }
      }
    }
    store.setFieldErrors(key, messages);
  };
  computed.recomputeAll();
  return { runtime, computed, rules, initial, ruleMessages, showFieldErrors };
}
