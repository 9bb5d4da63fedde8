import type { RJSFValidationError } from "@rjsf/utils";
import type { TFunction } from "i18next";
import { dismissToast, showToast, toastWarning } from "../../api/toaster";
import type { FormDefinition } from "./definition";
import { keyPath } from "./state/paths";
import type { FormFailure } from "./types";

/** The store key of an rjsf error's property (`.tasks.0.title` and `tasks.0.title` → `tasks.0.title`). */
export function errorKey(property: string | undefined): string {
  return (property ?? "").replace(/^\./, "");
}

/** Groups schema errors and rule failures by field key (a field's messages in order, each once). */
export function failuresByKey(
  schemaErrors: RJSFValidationError[],
  ruleFailures: Map<string, string>,
): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  const add = (key: string, message: string | undefined) => {
    if (!message) return;
    const list = byKey.get(key) ?? [];
    if (!list.includes(message)) list.push(message);
    byKey.set(key, list);
  };
  for (const [key, message] of ruleFailures) add(key, message);
  for (const error of schemaErrors) add(errorKey(error.property), error.message);
  return byKey;
}

/**
 * The label of a failing field as the form shows it: its title, or for a sub-table cell the table's title,
 * the row number and the column's title.
 */
export function failureLabel(
  key: string,
  definition: FormDefinition,
  t: TFunction,
  fallback?: string,
): string {
  const path = keyPath(key);
  const specKey = path.map((segment) => (typeof segment === "number" ? "[]" : segment)).join(".");
  const spec = definition.fields.get(specKey);
  const rowAt = path.findIndex((segment) => typeof segment === "number");
  if (spec && rowAt > 0) {
    const table = definition.fields.get(path.slice(0, rowAt).join("."))?.title ?? String(path[rowAt - 1]);
    return t("form.rowLabel", { table, row: Number(path[rowAt]) + 1, field: spec.title });
  }
  if (spec) return spec.title;
  if (fallback) return fallback;
  const named = [...path].reverse().find((segment) => typeof segment === "string");
  return named ? String(named) : String(definition.schema.title ?? "");
}

/** The persistent error notification (a toast that stays until closed) listing each failure once. */
function ErrorNotice({ failures, t }: { failures: FormFailure[]; t: TFunction }) {
  return (
    <div className="tessera-form-error-notice">
      <strong>{t("form.errorTitle")}</strong>
      <div>{t("form.errorList")}</div>
      <ul>
        {failures.map((failure) => (
          <li key={`${failure.key}\u0000${failure.message}`} data-field={failure.key}>
            {failure.label ? <span className="tessera-form-error-label">{failure.label}</span> : null}
            {failure.label ? "：" : null}
            <span className="tessera-form-error-message">{failure.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Shows the failures: the notification titled 错误提示 with 请正确的填写以下表单内容 and the list, or, with no
 * detail to list, the warning 请正确的填写表单内容.
 */
export function announceFailures(
  failures: FormFailure[],
  detail: boolean,
  t: TFunction,
  toastKey: string,
): void {
  if (!detail || failures.length === 0) {
    void toastWarning(t("form.errorNoDetail"), toastKey);
    return;
  }
  void showToast(
    { message: <ErrorNotice failures={failures} t={t} />, intent: "danger", icon: "error", timeout: 0 },
    toastKey,
  );
}

/** Closes the notification of a form (after a successful submit or when the form goes away). */
export function closeFailures(toastKey: string): void {
  void dismissToast(toastKey);
}
