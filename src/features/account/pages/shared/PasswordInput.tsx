import { Button, InputGroup, type Intent } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface PasswordInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  intent?: Intent;
  autoComplete?: "current-password" | "new-password";
  size?: "small" | "medium" | "large";
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the element describing the field (its error), for assistive technology. */
  describedBy?: string;
}

/** A password field with a clear button and a show/hide toggle (spec 1 §2, login screen). */
export function PasswordInput({
  id,
  name,
  value,
  onChange,
  placeholder,
  intent,
  autoComplete = "current-password",
  size,
  disabled,
  autoFocus,
  describedBy,
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      id={id}
      name={name}
      type={visible ? "text" : "password"}
      value={value}
      onValueChange={(next) => onChange(next)}
      placeholder={placeholder}
      intent={intent}
      autoComplete={autoComplete}
      size={size}
      disabled={disabled}
      autoFocus={autoFocus}
      leftIcon="lock"
      aria-invalid={intent === "danger" ? true : undefined}
      aria-describedby={describedBy}
      rightElement={
        <>
          {value && !disabled ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t("access.password.clear")}
              title={t("access.password.clear")}
              onClick={() => onChange("")}
            />
          ) : undefined}
          <Button
            variant="minimal"
            icon={visible ? "eye-off" : "eye-open"}
            aria-label={visible ? t("access.password.hide") : t("access.password.show")}
            title={visible ? t("access.password.hide") : t("access.password.show")}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          />
        </>
      }
    />
  );
}
