import { Button, Callout, Classes, H5, InputGroup, Intent } from "@blueprintjs/core";
import {
  ADDITIONAL_PROPERTY_FLAG,
  type ArrayFieldDescriptionProps,
  type ArrayFieldTitleProps,
  type DescriptionFieldProps,
  type ErrorListProps,
  type FieldHelpProps,
  type MultiSchemaFieldTemplateProps,
  type WrapIfAdditionalTemplateProps,
} from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { useFlushEdits, useFormT } from "../state/context";

/**
 * rjsf's own error list, for a page that turns it on (`showErrorList`); OnlineForm keeps it off and lists
 * failures once, in its error notification.
 */
export function ErrorListTemplate({ errors }: ErrorListProps) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.DANGER} title={t("form.errorTitle")} className="tessera-form-error-list">
      <p>{t("form.errorList")}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.property}\u0000${error.stack}`}>{error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}

/** Field errors are not repeated under the field (the notification lists them; the label turns red). */
export function FieldErrorTemplate() {
  return null;
}

/** The `ui:help` text under a field. */
export function FieldHelpTemplate({ help }: FieldHelpProps) {
  if (!help) return null;
  return <span className="tessera-form-help">{help}</span>;
}

/** A field's or group's description. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={`${Classes.TEXT_MUTED} tessera-form-description`}>
      {description}
    </div>
  );
}

/** An array's title. */
export function ArrayFieldTitleTemplate({ title, required, fieldPathId }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <H5 id={`${fieldPathId.$id}__title`} className="tessera-form-title">
      {title}
      {required && <span className="tessera-form-required">*</span>}
    </H5>
  );
}

/** An array's description. */
export function ArrayFieldDescriptionTemplate({ description, fieldPathId }: ArrayFieldDescriptionProps) {
  if (!description) return null;
  return (
    <div id={`${fieldPathId.$id}__description`} className={`${Classes.TEXT_MUTED} tessera-form-description`}>
      {description}
    </div>
  );
}

/** A oneOf/anyOf field: the option picker, then the chosen option's fields. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="tessera-form-multi">
      <div className="tessera-form-multi-selector">{selector}</div>
      {optionSchemaField}
    </div>
  );
}

/** A property added through `additionalProperties`: its editable key, its value and a remove button. */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return <>{props.children}</>;
  return <AdditionalProperty {...props} />;
}

function AdditionalProperty(props: WrapIfAdditionalTemplateProps) {
  const t = useFormT();
  const flush = useFlushEdits();
  const { id, label, children, disabled, readonly, onKeyRenameBlur, onRemoveProperty } = props;
  return (
    <div className="tessera-form-additional">
      <InputGroup
        id={`${id}-key`}
        aria-label={t("form.propertyKey")}
        defaultValue={label}
        disabled={disabled || readonly}
        onBlur={(event) => {
          flush();
          onKeyRenameBlur(event);
        }}
      />
      <div className="tessera-form-additional-value">{children}</div>
      <Button
        icon="trash"
        variant="minimal"
        intent={Intent.DANGER}
        aria-label={t("form.remove")}
        disabled={disabled || readonly}
        onClick={() => {
          flush();
          onRemoveProperty();
        }}
      />
    </div>
  );
}
