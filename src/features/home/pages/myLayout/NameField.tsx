import { InputGroup } from "@blueprintjs/core";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NAME_MAX, nameError } from "../../model/layoutEdit";

export interface NameFieldProps {
  /** The name stored in the layout. */
  value: string;
  /** The accessible name of the input (e.g. "标签名称 标签页 2 第1个标签"). */
  label: string;
  /** Called with each valid name typed (a blank or too long one is not passed on). */
  onCommit: (name: string) => void;
}

/**
 * An inline name input of a tab container or a tab: a valid name goes into the layout as it is typed;
 * a blank or too long one shows a field error and the layout keeps the last valid name.
 */
export function NameField({ value, label, onCommit }: NameFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const errorId = useId();
  // The layout changed from elsewhere (a tab moved, a reset): show its name, unless it is what is typed.
  useEffect(() => setDraft((typed) => (typed.trim() === value ? typed : value)), [value]);
  const problem = draft === value ? null : nameError(draft);
  const message =
    problem === "required"
      ? t("myLayout.nameRequired")
      : problem === "tooLong"
        ? t("myLayout.nameTooLong", { max: NAME_MAX })
        : null;
  return (
    <span className="tessera-my-layout-name">
      <InputGroup
        size="small"
        value={draft}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        intent={message ? "danger" : "none"}
        placeholder={t("myLayout.untitled")}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setDraft(typed);
          if (!nameError(typed) && typed.trim() !== value) onCommit(typed);
        }}
      />
      {message && (
        <span id={errorId} className="tessera-my-layout-name-error bp6-text-small">
          {message}
        </span>
      )}
    </span>
  );
}
