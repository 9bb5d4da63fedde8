import { Classes, FormGroup, Intent, Spinner } from "@blueprintjs/core";
import { type FieldTemplateProps, getTemplate, getUiOptions } from "@rjsf/utils";
import { useContext, useMemo } from "react";
import {
  FieldIdentityContext,
  useFailuresListed,
  useFieldErrors,
  useFormAtom,
  useFormRuntime,
  useFormT,
} from "../state/context";
import { pathKey } from "../state/paths";
import { SubTableContext, subTableRole } from "./subTableContext";

/** The spinner shown beside a field while its asynchronous check runs. */
function PendingMark({ fieldKey }: { fieldKey: string }) {
  const { store } = useFormRuntime();
  const pending = useFormAtom(store, store.pendingAtom(fieldKey));
  return pending ? <PendingSpinner /> : null;
}

function PendingSpinner() {
  const t = useFormT();
  return (
    <span className="tessera-form-pending" role="status" aria-label={t("form.checking")}>
      <Spinner size={12} />
    </span>
  );
}

/**
 * Every field's frame: a Blueprint FormGroup with the label (red when the field failed validation),
 * description and help text. It tells the widget inside which field it is (FieldIdentityContext), which is
 * how widgets bind to their own atom. Error messages are listed once, in the form's error notification.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    fieldPathId,
    label,
    children,
    description,
    help,
    hidden,
    required,
    displayLabel,
    rawDescription,
    rawHelp,
  } = props;
  const { classNames, style, registry, uiSchema } = props;
  const key = pathKey(fieldPathId.path);
  const role = subTableRole(useContext(SubTableContext), fieldPathId.path.length);
  const errors = useFieldErrors(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the path
  const identity = useMemo(
    () => ({ path: fieldPathId.path, key, id, cell: role === "cell", errors }),
    [key, id, role, errors],
  );
  const listed = useFailuresListed();
  if (hidden) {
    return (
      <FieldIdentityContext.Provider value={identity}>
        <div hidden>{children}</div>
      </FieldIdentityContext.Provider>
    );
  }
  if (role === "row") {
    return <FieldIdentityContext.Provider value={identity}>{children}</FieldIdentityContext.Provider>;
  }
  if (role === "cell") {
    return (
      <FieldIdentityContext.Provider value={identity}>
        <div
          className={errors ? "tessera-form-cell tessera-form-invalid" : "tessera-form-cell"}
          data-field={key}
        >
          {children}
          <PendingMark fieldKey={key} />
        </div>
      </FieldIdentityContext.Provider>
    );
  }
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate("WrapIfAdditionalTemplate", registry, uiOptions);
  const invalid = !!errors;
  return (
    <FieldIdentityContext.Provider value={identity}>
      <WrapIfAdditionalTemplate {...props}>
        <FormGroup
          className={[classNames, "tessera-form-field", invalid ? "tessera-form-invalid" : ""]
            .join(" ")
            .trim()}
          style={style as React.CSSProperties | undefined}
          label={
            displayLabel && label ? (
              <>
                {label}
                <PendingMark fieldKey={key} />
              </>
            ) : undefined
          }
          labelFor={id}
          labelInfo={displayLabel && required ? <span className="tessera-form-required">*</span> : undefined}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          helperText={
            invalid && !listed ? (
              <span className="tessera-form-field-error" id={`${id}__error`}>
                {errors.join("；")}
              </span>
            ) : rawHelp ? (
              help
            ) : undefined
          }
          data-field={key}
        >
          {displayLabel && rawDescription ? <div className={Classes.TEXT_MUTED}>{description}</div> : null}
          {children}
          {!(displayLabel && label) && <PendingMark fieldKey={key} />}
        </FormGroup>
      </WrapIfAdditionalTemplate>
    </FieldIdentityContext.Provider>
  );
}
