import { Checkbox, Classes, HTMLSelect, Radio, RadioGroup } from "@blueprintjs/core";
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { useFieldBinding } from "../state/context";

/** A drop-down of the field's options (Blueprint HTMLSelect); multiple choice for arrays of options. */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, options, disabled, readonly, multiple, autofocus, placeholder, onBlur, onFocus } = props;
  const field = useFieldBinding(props);
  const enumOptions = options.enumOptions ?? [];
  const emptyValue = multiple ? [] : undefined;
  const selected = enumOptionsIndexForValue(field.value, enumOptions, multiple);
  const read = (target: HTMLSelectElement) =>
    multiple
      ? enumOptionsValueForIndex(
          Array.from(target.selectedOptions, (option) => option.value),
          enumOptions,
          emptyValue,
        )
      : enumOptionsValueForIndex(target.value, enumOptions, emptyValue);
  const optionList = enumOptions.map((option, index) => (
    <option key={String(index)} value={String(index)} disabled={options.enumDisabled?.includes(option.value)}>
      {option.label}
    </option>
  ));
  if (multiple) {
    // Blueprint's HTMLSelect is single-choice; a multiple choice is a native list box with its look.
    return (
      <div className={`${Classes.HTML_SELECT} ${Classes.FILL} tessera-form-multiselect`}>
        <select
          id={id}
          name={props.htmlName ?? id}
          multiple
          disabled={disabled || readonly}
          aria-label={field.ariaLabel}
          aria-invalid={field.errors ? true : undefined}
          value={(selected as string[] | undefined) ?? []}
          onChange={(event) => field.onChange(read(event.target))}
          onBlur={(event) => onBlur(id, read(event.target))}
          onFocus={(event) => onFocus(id, read(event.target))}
        >
          {optionList}
        </select>
      </div>
    );
  }
  return (
    <HTMLSelect
      id={id}
      name={props.htmlName ?? id}
      fill
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-label={field.ariaLabel}
      aria-invalid={field.errors ? true : undefined}
      value={typeof selected === "undefined" ? "" : String(selected)}
      onChange={(event) => field.onChange(read(event.target))}
      onBlur={(event) => onBlur(id, read(event.target))}
      onFocus={(event) => onFocus(id, read(event.target))}
    >
      <option value="">{placeholder || t("form.selectPlaceholder")}</option>
      {optionList}
    </HTMLSelect>
  );
}

/** Radio buttons for the field's options (Blueprint RadioGroup). */
export function RadioWidget(props: WidgetProps) {
  const { id, options, disabled, readonly, label } = props;
  const field = useFieldBinding(props);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(field.value, enumOptions);
  return (
    <RadioGroup
      name={props.htmlName ?? id}
      inline={!!options.inline}
      disabled={disabled || readonly}
      selectedValue={selected === undefined ? undefined : String(selected)}
      onChange={(event) => field.onChange(enumOptionsValueForIndex(event.currentTarget.value, enumOptions))}
    >
      {enumOptions.map((option, index) => (
        <Radio
          key={String(index)}
          id={`${id}-${index}`}
          label={option.label}
          value={String(index)}
          aria-describedby={label ? undefined : id}
        />
      ))}
    </RadioGroup>
  );
}

/** Check boxes for a multiple choice among the field's options. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, options, disabled, readonly } = props;
  const field = useFieldBinding(props);
  const enumOptions = options.enumOptions ?? [];
  const current = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: unknown, on: boolean) => {
    const next = on ? [...current, value] : current.filter((item) => item !== value);
    // Keep the options' order, as rjsf's own checkboxes do.
    field.onChange(enumOptions.map((option) => option.value).filter((v) => next.includes(v)));
  };
  return (
    <div id={id} className={field.errors ? "tessera-form-choices bp6-intent-danger" : "tessera-form-choices"}>
      {enumOptions.map((option, index) => (
        <Checkbox
          key={String(index)}
          id={`${id}-${index}`}
          inline={!!options.inline}
          label={option.label}
          checked={current.includes(option.value)}
          disabled={disabled || readonly}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
        />
      ))}
    </div>
  );
}
