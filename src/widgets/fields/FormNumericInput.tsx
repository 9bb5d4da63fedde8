import { NumericInput, type NumericInputProps } from "@blueprintjs/core";
import type { InputHTMLAttributes } from "react";

export type FormNumericInputProps = NumericInputProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "value" | "onChange" | "defaultValue"> & {
    /** The text box's id, which the field's label points at. */
    id: string;
  };

/**
 * Blueprint's NumericInput whose step buttons control the text box by the id the form gives it: Blueprint
 * points their aria-controls at an id of its own, which a given id replaces on the text box.
 */
class IdNumericInput extends NumericInput {
  constructor(props: FormNumericInputProps) {
    super(props);
    (this as unknown as { numericInputId: string }).numericInputId = props.id;
  }
}

/**
 * A number text box for forms: a spin button (Blueprint names the role only for numeric-only input,
 * while it always sets aria-valuenow) whose step buttons control it.
 */
export function FormNumericInput(props: FormNumericInputProps) {
  return <IdNumericInput role="spinbutton" {...props} />;
}
