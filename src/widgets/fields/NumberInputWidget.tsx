import { Intent } from "@blueprintjs/core";
import { useEffect, useId, useState } from "react";
import { useField, type WidgetProps } from "../../engine/react";
import { FieldFrame, type InputProps, textOf } from "./FieldWidgets";
import { FormNumericInput } from "./FormNumericInput";
import { readOnlyClass } from "./readOnly";

// Its own chunk (Blueprint's NumericInput): the engine loads it before showing a document that has one.

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** `input-number`: a number field; the value changes only when the text is a number (or empty: no value). */
export function NumberInputWidget({
  props,
  text,
  disabled,
}: WidgetProps<InputProps & { min?: number; max?: number; step?: number }>) {
  const id = useId();
  const field = useField<number | string | undefined>();
  const [draft, setDraft] = useState(() => textOf(field.value));
  useEffect(() => {
    setDraft((current) =>
      Number(current) === field.value && current !== "" ? current : textOf(field.value),
    );
  }, [field.value]);
  const message = field.validation.message;
  return (
    <FieldFrame
      id={id}
      label={text(props.label)}
      helperText={props.helperText && text(props.helperText)}
      message={message}
    >
      <FormNumericInput
        id={id}
        value={draft}
        fill
        min={props.min}
        max={props.max}
        stepSize={props.step ?? 1}
        minorStepSize={null}
        disabled={disabled}
        readOnly={field.readOnly}
        inputClassName={readOnlyClass(field.readOnly)}
        buttonPosition={field.readOnly || disabled ? "none" : "right"}
        placeholder={props.placeholder && text(props.placeholder)}
        intent={message ? Intent.DANGER : Intent.NONE}
        aria-invalid={message ? true : undefined}
        allowNumericCharactersOnly={false}
        clampValueOnBlur={false}
        onValueChange={(_number, next) => {
          setDraft(next);
          const trimmed = next.trim();
          field.setValue(trimmed === "" ? undefined : NUMBER_TEXT.test(trimmed) ? Number(trimmed) : next);
        }}
      />
    </FieldFrame>
  );
}
