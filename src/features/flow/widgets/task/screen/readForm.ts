import type { FlowForm } from "../../../../../api/contract";
import { formKind } from "../../../model/boData";
import { FORM_OUTCOME, type FormOutcomeCode } from "../../../model/formOutcome";
import type { FormPortHolder } from "./useFormPort";

/** The data read from the form, with its outcome code (spec 2 §4). */
export interface FormReading {
  code: FormOutcomeCode;
  row?: Record<string, unknown>;
}

/**
 * Reads the form before start/complete: 1 without an online form (a URL form is not rendered here),
 * 2 for an empty form or one that failed to load, 3 when a check failed (the form lists the failures),
 * else 0 with the row. While the online form's code still loads it waits for it (a press right after the
 * screen opened is not lost); 7 only when it has not come within the wait. `validate: false` reads the
 * data without checks (drafts, rejects); `result` is the view's "formEmpty" marker.
 */
export async function readForm(
  form: FlowForm | undefined,
  port: FormPortHolder,
  validate = true,
  result?: string,
): Promise<FormReading> {
  const kind = formKind(form, result);
  if (kind === "none" || kind === "frame") return { code: FORM_OUTCOME.noForm };
  if (kind === "empty") return { code: FORM_OUTCOME.formEmpty };
  const state = await port.settled();
  if (state.status === "failed") return { code: FORM_OUTCOME.formEmpty };
  if (state.status === "loading") return { code: FORM_OUTCOME.silentAbort };
  if (validate && !(await state.port.submit())) return { code: FORM_OUTCOME.invalid };
  return { code: FORM_OUTCOME.ok, row: state.port.getData() };
}
