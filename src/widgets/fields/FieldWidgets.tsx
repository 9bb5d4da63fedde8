import { Button, FormGroup, type IconName, InputGroup, Intent } from "@blueprintjs/core";
import { useId, useState } from "react";
import type { Text } from "../../engine";
import { useField, type WidgetProps } from "../../engine/react";
import "./fields.css";
import { readOnlyClass } from "./readOnly";

/*
 * Thin Blueprint adaptors for the engine's form, field and button nodes (documents such as the
 * playground's examples and, later, flow screens). Each maps WidgetProps and useField onto one Blueprint
 * component.
 */

export const textOf = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The label, helper text and validation message around a field. */
export function FieldFrame({
  id,
  label,
  helperText,
  message,
  children,
}: {
  id: string;
  label: string;
  helperText?: string;
  message: string | null;
  children: React.ReactNode;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={message ?? helperText}
      intent={message ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}

export interface InputProps {
  label: Text;
  placeholder?: Text;
  helperText?: Text;
}

/** `input-text`: a one-line text field. */
export function TextInputWidget({ props, text, disabled }: WidgetProps<InputProps>) {
  const id = useId();
  const field = useField<string>();
  const message = field.validation.message;
  return (
    <FieldFrame
      id={id}
      label={text(props.label)}
      helperText={props.helperText && text(props.helperText)}
      message={message}
    >
      <InputGroup
        id={id}
        value={textOf(field.value)}
        placeholder={props.placeholder && text(props.placeholder)}
        disabled={disabled}
        readOnly={field.readOnly}
        inputClassName={readOnlyClass(field.readOnly)}
        intent={message ? Intent.DANGER : Intent.NONE}
        aria-invalid={message ? true : undefined}
        onValueChange={(value) => field.setValue(value)}
      />
    </FieldFrame>
  );
}

/** `text`: a read-only value (usually a computed field, `value` being its expression). */
export function TextOutputWidget({ props, text }: WidgetProps<{ label: Text }>) {
  const id = useId();
  const field = useField();
  const shown = field.value === undefined || field.value === null ? "—" : String(field.value);
  return (
    <FormGroup label={text(props.label)} labelFor={id} inline>
      <output id={id} className="tessera-field-output">
        {shown}
      </output>
    </FormGroup>
  );
}

interface ButtonNode {
  label: Text;
  intent?: "none" | "primary" | "success" | "warning" | "danger";
  icon?: IconName;
  onClick?: unknown[];
}

/** `button`: runs its `onClick` steps; shows a spinner while they run. */
export function ButtonWidget({ props, run, text, disabled }: WidgetProps<ButtonNode>) {
  const [running, setRunning] = useState(false);
  return (
    <Button
      text={text(props.label)}
      intent={props.intent ?? Intent.NONE}
      icon={props.icon}
      disabled={disabled}
      loading={running}
      onClick={async () => {
        if (!props.onClick) return;
        setRunning(true);
        try {
          await run("onClick");
        } finally {
          setRunning(false);
        }
      }}
    />
  );
}

/** `form`: opens a form scope around its fields; never submits the browser way. */
export function FormWidget({ render }: WidgetProps) {
  return (
    <form className="tessera-field-form" onSubmit={(event) => event.preventDefault()} noValidate>
      {render("body")}
    </form>
  );
}

/** `actions`: a row of buttons (or other nodes). */
export function ActionBarWidget({ render }: WidgetProps) {
  return <div className="tessera-field-actions">{render("body")}</div>;
}
