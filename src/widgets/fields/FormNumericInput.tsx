import { NumericInput, type NumericInputProps } from "@blueprintjs/core";
import type { InputHTMLAttributes } from "react";

export type FormNumericInputProps = NumericInputProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "value" | "onChange" | "defaultValue"> & {
    /** The text box's id, which the field's label points at. */
    id: string;
  };

type NumericInputState = Parameters<typeof NumericInput.getDerivedStateFromProps>[1];
const stepMaxPrecision = (NumericInput as unknown as { getStepMaxPrecision(p: NumericInputProps): number })
  .getStepMaxPrecision;

/**
 * Blueprint's NumericInput whose step buttons control the text box by the id the form gives it: Blueprint
 * points their aria-controls at an id of its own, which a given id replaces on the text box.
 *
 * It also skips two computations Blueprint runs on every render and throws away: Blueprint's
 * getDerivedStateFromProps rounds the value through `toLocaleString` (a new Intl formatter per character)
 * but uses the result only when `min`/`max` changed, and its validateProps (in development, tests and
 * stories; vite.config.ts sets Blueprint's NODE_ENV in production) does the same rounding twice to print a
 * console warning. With
 * a hundred number fields on a form, these were half of its first render. (Its step-size checks, warnings
 * for the developer, go with it.)
 */
class IdNumericInput extends NumericInput {
  constructor(props: FormNumericInputProps) {
    super(props);
    (this as unknown as { numericInputId: string }).numericInputId = props.id;
  }

  static getDerivedStateFromProps(props: NumericInputProps, state: NumericInputState) {
    if (props.min !== state.prevMinProp || props.max !== state.prevMaxProp) {
      return NumericInput.getDerivedStateFromProps(props, state);
    }
    return {
      prevMaxProp: props.max,
      prevMinProp: props.min,
      stepMaxPrecision: stepMaxPrecision.call(NumericInput, props),
      value: props.value?.toString() ?? state.value,
    };
  }

  protected validateProps(): void {}
}

/**
 * A number text box for forms: a spin button (Blueprint names the role only for numeric-only input,
 * while it always sets aria-valuenow) whose step buttons control it.
 */
export function FormNumericInput(props: FormNumericInputProps) {
  return <IdNumericInput role="spinbutton" {...props} />;
}
