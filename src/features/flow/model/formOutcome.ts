/**
 * Outcome codes of reading the form's data before start/complete (spec 2 §4): 0 data read, 1 no online or
 * URL form, 2 online form empty or failed to load, 3 validation errors, 5 URL-form timeout, 6 URL form did
 * not handle the data, 7 silent abort.
 */
export const FORM_OUTCOME = {
  ok: 0,
  noForm: 1,
  formEmpty: 2,
  invalid: 3,
  urlTimeout: 5,
  urlNotHandled: 6,
  silentAbort: 7,
} as const;

export type FormOutcomeCode = (typeof FORM_OUTCOME)[keyof typeof FORM_OUTCOME];

/** What the screen does with an outcome: go on, or stop and show this message (none: stop silently). */
export interface FormOutcomeReaction {
  proceed: boolean;
  /** i18n key of the message to show; absent when nothing is shown here. */
  messageKey?: string;
  /** For 3: the OnlineForm has already listed the field errors (错误提示 with each field), so no second toast. */
  fieldErrorsShownByForm?: boolean;
}

/** The reaction to a form outcome code; unknown codes stop with a generic message. */
export function reactToFormOutcome(code: number): FormOutcomeReaction {
  switch (code) {
    case FORM_OUTCOME.ok:
      return { proceed: true };
    case FORM_OUTCOME.noForm:
      return { proceed: false, messageKey: "flowTask.outcome.noForm" };
    case FORM_OUTCOME.formEmpty:
      return { proceed: false, messageKey: "flowTask.outcome.formEmpty" };
    case FORM_OUTCOME.invalid:
      return { proceed: false, fieldErrorsShownByForm: true };
    case FORM_OUTCOME.urlTimeout:
      return { proceed: false, messageKey: "flowTask.outcome.urlTimeout" };
    case FORM_OUTCOME.urlNotHandled:
      return { proceed: false, messageKey: "flowTask.outcome.urlNotHandled" };
    case FORM_OUTCOME.silentAbort:
      return { proceed: false };
    default:
      return { proceed: false, messageKey: "flowTask.outcome.unknown" };
  }
}
