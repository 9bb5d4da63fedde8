import { ref } from "../../../../engine";

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
