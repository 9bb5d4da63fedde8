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
import { useContext } from "react";
import { SubTableContext, subTableRole } from "./subTableContext";

/**
 * An object's fields one below the other, under its title; a sub-table row's object renders its fields as
 * the row's cells instead.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, title, description, schema, uiSchema, registry, formData } = props;
  const { disabled, readonly, required, onAddProperty, optionalDataControl } = props;
  const role = subTableRole(useContext(SubTableContext), fieldPathId.path.length);
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
    <fieldset className="tessera-form-object" id={fieldPathId.$id}>
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
      {properties.map((property) => property.content)}
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
