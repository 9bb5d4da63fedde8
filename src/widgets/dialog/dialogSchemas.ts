import { ref } from "../../engine";

/** mapParam as documents write it: `"k":"v"` text or an object of dynamic values. */
const mapParamSchema = { anyOf: [{ type: "string" }, { type: "object" }] } as const;

/**
 * JSON Schema of the `custom-dialog` node, a dialog opened with `openDialog`: the run goes on with the
 * chosen rows mapped through resultfield (cancel: no result).
 */
export const customDialogPropsSchema = {
  type: "object",
  properties: {
    /** The custom dialog's alias; `${var}` references are filled in from scope. */
    alias: { type: "string", minLength: 1 },
    title: ref.text,
    mapParam: mapParamSchema,
  },
  required: ["alias"],
  additionalProperties: false,
} as const;

/**
 * JSON Schema of the `custom-dialog-button` node: a button that opens the custom dialog; `onConfirm`
 * actions run with the chosen rows (through resultfield) as `$event` and the loaded rows as `$rows`.
 */
export const customDialogButtonPropsSchema = {
  type: "object",
  properties: {
    alias: { type: "string", minLength: 1 },
    label: ref.text,
    icon: { type: "string" },
    intent: { enum: ["none", "primary", "success", "warning", "danger"] },
    title: ref.text,
    mapParam: mapParamSchema,
    onConfirm: ref.actions,
  },
  required: ["alias", "label"],
  additionalProperties: false,
} as const;

/**
 * JSON Schema of the `dialog` node: a Blueprint Dialog with a schema body and OK / Cancel. OK runs
 * `onOk` (when given) in the dialog's scope, then closes the dialog with the scope's values unless a
 * step closed it already; Cancel closes it without a result.
 */
export const schemaDialogPropsSchema = {
  type: "object",
  properties: {
    title: ref.text,
    icon: { type: "string" },
    width: { type: "number", minimum: 240 },
    body: ref.nodes,
    okText: ref.text,
    cancelText: ref.text,
    /** false hides the Cancel button. */
    showCancel: { type: "boolean", default: true },
    onOk: ref.actions,
  },
  required: ["body"],
  additionalProperties: false,
} as const;
