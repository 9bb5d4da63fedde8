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
import { type UIEvent, useCallback, useContext, useMemo, useRef, useState } from "react";
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

/** From this many rows on, a sub-table renders only the rows in (and near) its scrolled view. */
export const SUB_TABLE_WINDOW_FROM = 50;
/** Rows a windowed sub-table shows at once, and the rows rendered beyond each edge of that view. */
const VIEW_ROWS = 15;
const OVERSCAN = 5;
/** A compact row's height until one is measured (px). */
const ROW_HEIGHT_GUESS = 35;

/**
 * The rows of a long sub-table to render: those in its scroll view and a few beyond, with the height of
 * the rows above and below them (spacer rows keep the scrollbar true). Short tables render every row.
 */
function useRowWindow(count: number) {
  const windowed = count >= SUB_TABLE_WINDOW_FROM;
  const scroller = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  const [top, setTop] = useState(0);
  // Rows are as tall as their widgets: measured at the first scroll (not at mount, which would lay the
  // page out and render the table a second time before its first paint).
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const view = event.currentTarget;
    const row = view.querySelector("tr.tessera-form-subtable-row");
    const measured = row?.getBoundingClientRect().height ?? 0;
    const height = measured > 0 ? measured : ROW_HEIGHT_GUESS;
    setRowHeight(height);
    setTop(Math.floor(view.scrollTop / height));
  }, []);
  if (!windowed) return { windowed, scroller, onScroll, start: 0, end: count, above: 0, below: 0, rowHeight };
  const start = Math.max(0, Math.min(top, count - VIEW_ROWS) - OVERSCAN);
  const end = Math.min(count, top + VIEW_ROWS + OVERSCAN);
  return {
    windowed,
    scroller,
    onScroll,
    start,
    end,
    above: start * rowHeight,
    below: (count - end) * rowHeight,
    rowHeight,
  };
}

/**
 * A sub-table: one column per row field (hidden fields have none), one row per item, add below. A long
 * one scrolls inside a view of VIEW_ROWS rows and renders only the rows there (see useRowWindow): a
 * 500-row table mounts as fast as a 35-row one. Edits of rows scrolled away stay in the form's store.
 */
function SubTable(props: ArrayFieldTemplateProps & { row: RJSFSchema }) {
  const { t } = useTranslation();
  const { row, fieldPathId, uiSchema, items } = props;
  const depth = fieldPathId.path.length;
  const scope = useMemo(() => ({ depth }), [depth]);
  const rows = useRowWindow(items.length);
  const itemsUi = (uiSchema?.items ?? {}) as Record<string, Record<string, unknown>>;
  const names = orderProperties(
    Object.keys(row.properties ?? {}),
    itemsUi["ui:order"] as unknown as string[],
  );
  const columns = names.filter((name) => itemsUi[name]?.["ui:widget"] !== "hidden");
  const required = new Set(row.required ?? []);
  const table = (
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
          ) : rows.windowed ? (
            <>
              {rows.above > 0 && (
                <tr className="tessera-form-subtable-spacer" style={{ height: rows.above }} />
              )}
              {items.slice(rows.start, rows.end)}
              {rows.below > 0 && (
                <tr className="tessera-form-subtable-spacer" style={{ height: rows.below }} />
              )}
            </>
          ) : (
            items
          )}
        </tbody>
      </SubTableContext.Provider>
    </HTMLTable>
  );
  return (
    <div className="tessera-form-subtable" id={fieldPathId.$id}>
      <ArrayHeading {...props} />
      {rows.windowed ? (
        <div
          ref={rows.scroller}
          className="tessera-form-subtable-scroll"
          style={{ maxHeight: (VIEW_ROWS + 1) * rows.rowHeight }}
          onScroll={rows.onScroll}
        >
          {table}
        </div>
      ) : (
        table
      )}
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
