import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryField } from "../../../../api/contract";
import { useLoad } from "../../../../api/query/useLoad";
import type { Fetcher } from "../../../../engine";
import { DataTable } from "../../../../widgets/data/DataTable";
import { DEFAULT_PAGE_SIZES } from "../../../../widgets/data/Pagination";
import { SearchBar } from "../../../../widgets/data/SearchBar";
import { buildQuerys, defaultValues } from "../../../../widgets/data/searchQuery";
import type { TableColumn, TableSort } from "../../../../widgets/data/tableModel";
import { searchFieldsOf } from "../query/conditionQuerys";
import { rowValue } from "../query/customDefinition";
import { describeQueryError } from "../query/queryErrors";
import { loadDialogRows, type MapParam, mapParamText } from "./dialogApi";
import { type CustomDialogDefinition, dialogRowKey } from "./dialogDefinition";

/** The field every picker row carries its identity under. */
export const ROW_KEY = "__key";

type Row = Record<string, unknown>;

/** The chosen rows by key, in the order they were chosen. */
export type Selection = ReadonlyMap<string, Row>;

/** A row with every display and result field readable under the definition's own spelling, and its key. */
export function pickerRow(row: Row, definition: CustomDialogDefinition): Row {
  const out: Row = { ...row };
  for (const f of [...definition.displayFields, ...definition.resultFields])
    out[f.field] = rowValue(row, f.field);
  out[ROW_KEY] = dialogRowKey(row, definition);
  return out;
}

export interface ListPickerProps {
  definition: CustomDialogDefinition;
  fetcher: Fetcher | undefined;
  mapParam?: MapParam;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
  height?: number;
}

/**
 * The list style of a custom dialog: a search form from the user conditions, the display fields as table
 * columns (server sort by the column), server paging when needPage (20 a page by default), and single or
 * multiple selection that survives paging (rows on other pages stay chosen).
 */
export function ListPicker({
  definition,
  fetcher,
  mapParam,
  selection,
  onSelectionChange,
  height,
}: ListPickerProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => searchFieldsOf(definition.conditions, "dialog"), [definition]);
  const [querys, setQuerys] = useState<QueryField[]>(() => buildQuerys(fields, defaultValues(fields)));
  const [paging, setPaging] = useState({ page: 1, pageSize: definition.pageSize });
  const [sort, setSort] = useState<TableSort | null>(null);

  const key = JSON.stringify([definition.alias, querys, paging, sort, mapParamText(mapParam)]);
  const rows = useLoad(
    (signal) => loadDialogRows(fetcher, definition, { querys, ...paging, sort, mapParam, signal }),
    key,
  );
  const data = useMemo(
    () => (rows.value?.rows ?? []).map((row) => pickerRow(row, definition)),
    [rows.value, definition],
  );

  const columns: TableColumn[] = useMemo(
    () => definition.displayFields.map((f) => ({ field: f.field, title: f.comment || f.field })),
    [definition],
  );
  const keys = useMemo(() => [...selection.keys()], [selection]);

  const changeSelection = (next: string[], pageRows: Row[]) => {
    const byKey = new Map(data.map((row) => [String(row[ROW_KEY]), row]));
    for (const row of pageRows) byKey.set(String(row[ROW_KEY]), row);
    if (!definition.multiple) {
      const last = next[next.length - 1];
      const row = last === undefined ? undefined : (byKey.get(last) ?? selection.get(last));
      onSelectionChange(row ? new Map([[last, row]]) : new Map());
      return;
    }
    // Rows chosen on other pages stay chosen: the table only knows the rows it shows.
    const shown = new Set(data.map((row) => String(row[ROW_KEY])));
    const result = new Map<string, Row>();
    for (const [k, row] of selection) if (!shown.has(k) || next.includes(k)) result.set(k, row);
    for (const k of next) if (!result.has(k)) result.set(k, byKey.get(k) ?? (selection.get(k) as Row));
    onSelectionChange(result);
  };

  return (
    <div className="tessera-picker-list">
      {fields.length > 0 && (
        <SearchBar
          fields={fields}
          onSearch={(next) => {
            setQuerys(next);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      )}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={ROW_KEY}
        selection={definition.multiple ? "multiple" : "single"}
        selectedKeys={keys}
        onSelectionChange={changeSelection}
        sortMode="server"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        loading={rows.loading}
        error={rows.error ? describeQueryError(rows.error, t) : null}
        onRetry={rows.retry}
        height={height}
        pagination={
          definition.needPage
            ? {
                mode: "server",
                page: paging.page,
                pageSize: paging.pageSize,
                total: rows.value?.total ?? 0,
                pageSizes: DEFAULT_PAGE_SIZES,
                onChange: (page, pageSize) => setPaging({ page, pageSize }),
              }
            : false
        }
      />
    </div>
  );
}
