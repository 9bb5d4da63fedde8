import { HTMLTable } from "@blueprintjs/core";
import {
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  buttonId,
  getTemplate,
  getUiOptions,
  orderProperties,
  type RJSFSchema,
} from "@rjsf/utils";
import { useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SubTableContext, subTableRole } from "./subTableContext";

/** The object schema of an array's rows, when its items are objects with fields (a sub-table). */
function rowSchema(props: ArrayFieldTemplateProps): RJSFSchema | null {
  const { items } = props.schema;
  if (!items || Array.isArray(items) || typeof items !== "object") return null;
  const resolved = props.registry.schemaUtils.retrieveSchema(items as RJSFSchema);
  return resolved.type === "object" && resolved.properties ? resolved : null;
}

/**
 * An array: rows of objects are a sub-table (an editable table with add and remove), other arrays a list
 * of items. `ui:options.subTable: false` keeps an object array as a list.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const row = rowSchema(props);
  if (row && getUiOptions(props.uiSchema).subTable !== false) return <SubTable {...props} row={row} />;
  return <ArrayList {...props} />;
}

function ArrayHeading(props: ArrayFieldTemplateProps) {
  const { fieldPathId, uiSchema, registry, schema, title, required } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate("ArrayFieldTitleTemplate", registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate("ArrayFieldDescriptionTemplate", registry, uiOptions);
  return (
    <>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
    </>
  );
}

function AddRow(props: ArrayFieldTemplateProps) {
  const { canAdd, fieldPathId, onAddClick, disabled, readonly, uiSchema, registry } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  if (!canAdd) return null;
  return (
    <div className="tessera-form-array-add">
      <AddButton
        id={buttonId(fieldPathId, "add")}
        className="rjsf-array-item-add"
        onClick={onAddClick}
        disabled={disabled || readonly}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}

function ArrayList(props: ArrayFieldTemplateProps) {
  return (
    <div className="tessera-form-array" id={props.fieldPathId.$id}>
      <ArrayHeading {...props} />
      {props.optionalDataControl}
      <div className="tessera-form-array-items">{props.items}</div>
      <AddRow {...props} />
    </div>
  );
}

/** A sub-table: one column per row field (hidden fields have none), one row per item, add below. */
function SubTable(props: ArrayFieldTemplateProps & { row: RJSFSchema }) {
  const { t } = useTranslation();
  const { row, fieldPathId, uiSchema, items } = props;
  const depth = fieldPathId.path.length;
  const scope = useMemo(() => ({ depth }), [depth]);
  const itemsUi = (uiSchema?.items ?? {}) as Record<string, Record<string, unknown>>;
  const names = orderProperties(
    Object.keys(row.properties ?? {}),
    itemsUi["ui:order"] as unknown as string[],
  );
  const columns = names.filter((name) => itemsUi[name]?.["ui:widget"] !== "hidden");
  const required = new Set(row.required ?? []);
  return (
    <div className="tessera-form-subtable" id={fieldPathId.$id}>
      <ArrayHeading {...props} />
      <HTMLTable compact bordered striped className="tessera-form-subtable-table">
        <thead>
          <tr>
            <th className="tessera-form-row-number">#</th>
            {columns.map((name) => {
              const field = (row.properties?.[name] ?? {}) as RJSFSchema;
              const title = (itemsUi[name]?.["ui:title"] as string) ?? field.title ?? name;
              return (
                <th key={name} scope="col">
                  {title}
                  {required.has(name) && <span className="tessera-form-required">*</span>}
                </th>
              );
            })}
            <th className="tessera-form-row-actions">{t("form.subTable.actions")}</th>
          </tr>
        </thead>
        <SubTableContext.Provider value={scope}>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 2} className="tessera-form-subtable-empty">
                  {t("form.subTable.empty")}
                </td>
              </tr>
            ) : (
              items
            )}
          </tbody>
        </SubTableContext.Provider>
      </HTMLTable>
      <AddRow {...props} />
    </div>
  );
}

/** One item of an array: a table row inside a sub-table, else the item with its buttons beside it. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema, index } = props;
  const role = subTableRole(useContext(SubTableContext), buttonsProps.fieldPathId.path.length);
  const ArrayFieldItemButtonsTemplate = getTemplate(
    "ArrayFieldItemButtonsTemplate",
    registry,
    getUiOptions(uiSchema),
  );
  if (role === "row") {
    return (
      <tr className="tessera-form-subtable-row">
        <td className="tessera-form-row-number">{index + 1}</td>
        {children}
        <td className="tessera-form-row-actions">
          {hasToolbar && <ArrayFieldItemButtonsTemplate {...buttonsProps} />}
        </td>
      </tr>
    );
  }
  return (
    <div className={`${className} tessera-form-array-item`}>
      <div className="tessera-form-array-item-body">{children}</div>
      {hasToolbar && (
        <div className="tessera-form-array-item-toolbar">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/** An item's move, copy and remove buttons. */
export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, fieldPathId, registry, uiSchema } =
    props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const off = disabled || readonly;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <MoveUpButton
          id={buttonId(fieldPathId, "moveUp")}
          disabled={off || !hasMoveUp}
          onClick={props.onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {(hasMoveUp || hasMoveDown) && (
        <MoveDownButton
          id={buttonId(fieldPathId, "moveDown")}
          disabled={off || !hasMoveDown}
          onClick={props.onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, "copy")}
          disabled={off}
          onClick={props.onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasRemove && (
        <RemoveButton
          id={buttonId(fieldPathId, "remove")}
          disabled={off}
          onClick={props.onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  );
}
