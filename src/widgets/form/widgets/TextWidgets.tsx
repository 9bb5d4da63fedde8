import { InputGroup, Intent, TextArea } from "@blueprintjs/core";
import type { WidgetProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";
import { readOnlyClass } from "../../fields/readOnly";
import { useFieldBinding } from "../state/context";
import { NumberWidget } from "./NumberWidgets";

/** The value a text input's content stands for: the field's `emptyValue` (undefined by default) when empty. */
export function textValue(text: string, options: WidgetProps["options"]): unknown {
  return text === "" ? options.emptyValue : text;
}

/** The input type rjsf would give this widget (text, password, email, url, color, tel …). */
function inputType(props: WidgetProps): string {
  if (typeof props.options.inputType === "string") return props.options.inputType;
  if (props.type && props.type !== "string") return props.type;
  if (props.schema.format === "email") return "email";
  if (props.schema.format === "uri") return "url";
  return "text";
}

/** A one-line text input (Blueprint InputGroup); a number field gets the number input. */
export function TextWidget(props: WidgetProps) {
  if (props.schema.type === "number" || props.schema.type === "integer") return <NumberWidget {...props} />;
  return <StringInput {...props} />;
}

function StringInput(props: WidgetProps) {
  const { id, disabled, readonly, autofocus, placeholder, options, onBlur, onFocus } = props;
  const field = useFieldBinding(props);
  const text = field.value === undefined || field.value === null ? "" : String(field.value);
  return (
    <InputGroup
      id={id}
      name={props.htmlName ?? id}
      type={inputType(props)}
      value={text}
      disabled={disabled}
      readOnly={readonly}
      inputClassName={readOnlyClass(readonly)}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === "string" ? options.autocomplete : undefined}
      aria-label={field.ariaLabel}
      aria-invalid={field.errors ? true : undefined}
      intent={field.errors ? Intent.DANGER : Intent.NONE}
      list={Array.isArray(props.schema.examples) ? `${id}__examples` : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        field.onChange(textValue(event.target.value, options))
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      rightElement={
        Array.isArray(props.schema.examples) ? (
          <datalist id={`${id}__examples`}>
            {(props.schema.examples as unknown[]).map((example) => (
              <option key={String(example)} value={String(example)} />
            ))}
          </datalist>
        ) : undefined
      }
    />
  );
}

/** A password input. */
export function PasswordWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: "password" }} />;
}

/** A colour input. */
export function ColorWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: "color" }} />;
}

/** A multi-line text input (Blueprint TextArea). */
export function TextareaWidget(props: WidgetProps) {
  const { id, disabled, readonly, autofocus, placeholder, options, onBlur, onFocus } = props;
  const field = useFieldBinding(props);
  return (
    <TextArea
      id={id}
      name={props.htmlName ?? id}
      value={field.value === undefined || field.value === null ? "" : String(field.value)}
      rows={typeof options.rows === "number" ? options.rows : 3}
      fill
      disabled={disabled}
      readOnly={readonly}
      className={readOnlyClass(readonly)}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-label={field.ariaLabel}
      aria-invalid={field.errors ? true : undefined}
      intent={field.errors ? Intent.DANGER : Intent.NONE}
      onChange={(event) => field.onChange(textValue(event.target.value, options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A field that is in the data but not on screen (`ui:widget: hidden`). */
export function HiddenWidget(props: WidgetProps) {
  const field = useFieldBinding(props);
  return <input type="hidden" id={props.id} value={field.value === undefined ? "" : String(field.value)} />;
}
