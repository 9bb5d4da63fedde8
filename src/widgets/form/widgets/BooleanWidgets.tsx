import { Checkbox, Switch } from "@blueprintjs/core";
import type { WidgetProps } from "@rjsf/utils";
import { useContext } from "react";
import { FieldIdentityContext, useFieldBinding } from "../state/context";

/** A check box carrying its own label (rjsf prints none above a boolean field); none in a sub-table cell. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, disabled, readonly, label, autofocus, required } = props;
  const field = useFieldBinding(props);
  const hideLabel = useContext(FieldIdentityContext)?.cell === true || !label;
  return (
    <Checkbox
      id={id}
      name={props.htmlName ?? id}
      checked={field.value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      label={hideLabel ? undefined : `${label}${required ? " *" : ""}`}
      aria-label={hideLabel ? label : undefined}
      aria-invalid={field.errors ? true : undefined}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

/** An on/off switch (Blueprint Switch); its label is the field's, printed by the field template. */
export function SwitchWidget(props: WidgetProps) {
  const { id, disabled, readonly, label } = props;
  const field = useFieldBinding(props);
  return (
    <Switch
      id={id}
      name={props.htmlName ?? id}
      checked={field.value === true}
      disabled={disabled || readonly}
      aria-label={label}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
