import { ref } from "../../engine";

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
