import { Intent, Slider } from "@blueprintjs/core";
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { calculate } from "../../../engine/rules";
import { FormNumericInput } from "../../fields/FormNumericInput";
import { readOnlyClass } from "../../fields/readOnly";
import { useFieldBinding } from "../state/context";

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The text shown for a numeric value. */
const textOf = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/**
 * A number input (Blueprint NumericInput). The text is kept while it is typed, so `1.` or `-` can be on the
 * way to a number; the field's value changes only when the text is a number (or empty: no value).
 */
export function NumberWidget(props: WidgetProps) {
  const { id, disabled, readonly, autofocus, placeholder, onBlur, onFocus, schema } = props;
  const field = useFieldBinding(props);
  const [text, setText] = useState(() => textOf(field.value));
  useEffect(() => {
    setText((current) => (Number(current) === field.value && current !== "" ? current : textOf(field.value)));
  }, [field.value]);
  const integer = schema.type === "integer";
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  // Blueprint rounds a controlled value to its finest step: the step must be as fine as the value's decimals.
  const decimals = (text.split(".")[1] ?? "").length;
  const minorStep = decimals > 0 ? Math.min(step, 10 ** -decimals) : integer ? null : Math.min(step, 0.1);
  return (
    <FormNumericInput
      id={id}
      name={props.htmlName ?? id}
      value={text}
      fill
      disabled={disabled}
      readOnly={readonly}
      inputClassName={readOnlyClass(readonly)}
      buttonPosition={readonly || disabled ? "none" : "right"}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-label={field.ariaLabel}
      aria-invalid={field.errors ? true : undefined}
      intent={field.errors ? Intent.DANGER : Intent.NONE}
      stepSize={step}
      majorStepSize={step * 10}
      minorStepSize={minorStep}
      allowNumericCharactersOnly={false}
      clampValueOnBlur={false}
      onValueChange={(_number, next) => {
        setText(next);
        if (next.trim() === "") field.onChange(props.options.emptyValue);
        else if (NUMBER_TEXT.test(next.trim())) field.onChange(Number(next));
        else field.onChange(next);
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A range slider (Blueprint Slider) for a bounded number. */
export function RangeWidget(props: WidgetProps) {
  const { schema, disabled, readonly, id } = props;
  const field = useFieldBinding(props);
  const min = typeof schema.minimum === "number" ? schema.minimum : 0;
  const max = typeof schema.maximum === "number" ? schema.maximum : 100;
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  return (
    <div id={id}>
      <Slider
        min={min}
        max={max}
        stepSize={step}
        labelStepSize={Math.max(step, (max - min) / 5)}
        value={typeof field.value === "number" ? field.value : min}
        disabled={disabled || readonly}
        onChange={(value) => field.onChange(value)}
      />
    </div>
  );
}

/** The Chinese capital form of an amount (人民币大写), empty when it has none. */
export function capitalAmount(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  try {
    const text = calculate("RMB", [value]);
    return typeof text === "string" ? text : "";
  } catch {
    return "";
  }
}

/** A money input that shows the amount in Chinese capitals (大写) under it. */
export function CurrencyWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const field = useFieldBinding(props);
  const capital = capitalAmount(field.value);
  return (
    <div className="tessera-form-currency">
      <NumberWidget {...props} />
      <div className="tessera-form-capital" data-testid={`${props.id}__capital`}>
        {capital ? t("form.capital", { amount: capital }) : ""}
      </div>
    </div>
  );
}
