import { H4, H5 } from "@blueprintjs/core";
import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  type ObjectFieldTemplateProps,
  titleId,
} from "@rjsf/utils";
import { startTransition, useContext, useEffect, useState } from "react";
import { SubTableContext, subTableRole } from "./subTableContext";

/** A long object mounts its first fields at once and the rest in chunks after the first paint (issue 16). */
export const FIRST_FIELDS = 60;
const FIELDS_PER_CHUNK = 100;

/**
 * How many of `total` fields to mount: all of them up to FIRST_FIELDS; past that, FIRST_FIELDS first, then
 * FIELDS_PER_CHUNK more per transition, each after the previous one has committed. A transition yields to
 * typing and clicks, so the fields already shown answer at once while the rest mount. The data, rules,
 * computed fields and the submit live in the form's store, not in the mounted fields, so a field that is not
 * mounted yet is still validated and submitted.
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(FIRST_FIELDS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + FIELDS_PER_CHUNK)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * An object's fields one below the other, under its title; a sub-table row's object renders its fields as
 * the row's cells instead.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, title, description, schema, uiSchema, registry, formData } = props;
  const { disabled, readonly, required, onAddProperty, optionalDataControl } = props;
  const role = subTableRole(useContext(SubTableContext), fieldPathId.path.length);
  const shown = useProgressiveCount(properties.length);
  if (role === "row") {
    return (
      <>
        {properties
          .filter((property) => !property.hidden)
          .map((property) => (
            <td key={property.name}>{property.content}</td>
          ))}
      </>
    );
  }
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate("TitleFieldTemplate", registry, options);
  const DescriptionFieldTemplate = getTemplate("DescriptionFieldTemplate", registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    // aria-busy while the rest of a long object is still mounting (assistive technology may wait for it).
    <fieldset
      className="tessera-form-object"
      id={fieldPathId.$id}
      aria-busy={shown < properties.length || undefined}
    >
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {optionalDataControl}
      {(shown < properties.length ? properties.slice(0, shown) : properties).map(
        (property) => property.content,
      )}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, "add")}
          className="tessera-form-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}

/** A title above an object or array: the form's own title larger than a group's. */
export function TitleFieldTemplate({
  id,
  title,
  required,
}: {
  id: string;
  title: string;
  required?: boolean;
}) {
  const Heading = id === "root__title" ? H4 : H5;
  return (
    <Heading id={id} className="tessera-form-title">
      {title}
      {required && <span className="tessera-form-required">*</span>}
    </Heading>
  );
}
