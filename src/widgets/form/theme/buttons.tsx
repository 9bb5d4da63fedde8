import { Button, type IconName, Intent } from "@blueprintjs/core";
import { getSubmitButtonOptions, type IconButtonProps, type SubmitButtonProps } from "@rjsf/utils";
import { useAtomValue } from "jotai";
import { useFlushEdits, useFormRuntime, useFormT } from "../state/context";

/** The form's submit button; it spins while the submit waits for checks. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const t = useFormT();
  const { store } = useFormRuntime();
  const submitting = useAtomValue(store.submitting, { store: store.jotai });
  const { norender, submitText } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <div className="tessera-form-actions">
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={submitting}
        text={submitText || t("form.submit")}
      />
    </div>
  );
}

/** A small icon button of an array or additional-property control; pending edits reach rjsf before it acts. */
function makeIconButton(icon: IconName, labelKey: string, intent?: Intent) {
  return function IconButton(props: IconButtonProps) {
    const t = useFormT();
    const flush = useFlushEdits();
    const { onClick, disabled, id, className } = props;
    return (
      <Button
        id={id}
        className={className}
        size="small"
        variant="minimal"
        icon={icon}
        intent={intent}
        disabled={disabled}
        aria-label={t(labelKey)}
        title={t(labelKey)}
        onClick={(event) => {
          flush();
          onClick?.(event as React.MouseEvent<HTMLButtonElement>);
        }}
      />
    );
  };
}

export const MoveUpButton = makeIconButton("arrow-up", "form.moveUp");
export const MoveDownButton = makeIconButton("arrow-down", "form.moveDown");
export const CopyButton = makeIconButton("duplicate", "form.copy");
export const RemoveButton = makeIconButton("trash", "form.remove", Intent.DANGER);
export const ClearButton = makeIconButton("cross", "form.clear");

/** The button that adds a row or a property. */
export function AddButton(props: IconButtonProps) {
  const t = useFormT();
  const flush = useFlushEdits();
  const { onClick, disabled, id, className } = props;
  return (
    <Button
      id={id}
      className={className}
      icon="add"
      size="small"
      disabled={disabled}
      text={t("form.add")}
      onClick={(event) => {
        flush();
        onClick?.(event as React.MouseEvent<HTMLButtonElement>);
      }}
    />
  );
}
