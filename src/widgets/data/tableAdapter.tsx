import { useMemo } from "react";
import type { DataSource, ListData, Text } from "../../engine";
import { useDataSource, useValue, type WidgetProps } from "../../engine/react";
import { errorOf, rowsOf } from "../layout/adapters";
import type { PagingState } from "./adapters";
import { DataTable, type SelectionMode } from "./DataTable";
import type { CellFormat, TableColumn, TableRow, TableSort } from "./tableModel";

interface ColumnNode extends Omit<TableColumn, "title" | "render"> {
  title: Text;
  format?: CellFormat;
}

interface TableNode {
  source?: DataSource;
  rows?: TableRow[];
  stateName?: string;
  columns: ColumnNode[];
  rowKey?: string;
  selection?: SelectionMode;
  sortMode?: "client" | "server";
  pagination?:
    | false
    | { mode?: "client" | "server"; defaultPageSize?: number; pageSizes?: number[]; layout?: string };
  height?: number;
  rowHeight?: number;
  emptyText?: Text;
  onSelectionChange?: unknown[];
}

/**
 * The table node: rows from `source` (or static `rows`). With `stateName`, server paging and sorting
 * write `{page, pageSize, sorter}` into that scope variable; the source reads it and runs again.
 */
export default function TableWidget({ props, runtime, scopeId, run, text }: WidgetProps<TableNode>) {
  const { status, result, reload } = useDataSource<ListData | TableRow[]>("source", {
    enabled: !!props.source,
  });
  const state = (useValue(props.stateName ?? "tesseraNoState") ?? {}) as PagingState;
  const rows = useMemo(
    () => (props.source ? (result?.ok ? rowsOf(result.data) : []) : (props.rows ?? [])),
    [props.source, props.rows, result],
  );
  const columns = useMemo(
    () => props.columns.map((column) => ({ ...column, title: text(column.title) })),
    [props.columns, text],
  );
  const serverPaging = !!props.pagination && props.pagination.mode === "server" && !!props.stateName;
  const serverSort = props.sortMode === "server" && !!props.stateName;
  const write = (next: PagingState) => {
    if (props.stateName) runtime.setValue(scopeId, props.stateName, { ...state, ...next });
  };
  const total = result?.ok
    ? (result.page?.total ?? (result.data as ListData).total ?? rows.length)
    : rows.length;
  const sorter = state.sorter?.[0];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={props.rowKey}
      selection={props.selection}
      onSelectionChange={
        props.onSelectionChange
          ? (_keys, selected) => void run("onSelectionChange", { $event: selected })
          : undefined
      }
      sortMode={serverSort ? "server" : "client"}
      sort={
        serverSort ? (sorter ? { field: sorter.property, direction: sorter.direction } : null) : undefined
      }
      onSortChange={
        serverSort
          ? (sort: TableSort | null) =>
              write({ page: 1, sorter: sort ? [{ property: sort.field, direction: sort.direction }] : [] })
          : undefined
      }
      pagination={
        props.pagination
          ? serverPaging
            ? {
                mode: "server",
                page: state.page ?? 1,
                pageSize: state.pageSize ?? props.pagination.defaultPageSize ?? 10,
                total,
                pageSizes: props.pagination.pageSizes,
                layout: props.pagination.layout,
                onChange: (page, pageSize) => write({ page, pageSize }),
              }
            : {
                defaultPageSize: props.pagination.defaultPageSize,
                pageSizes: props.pagination.pageSizes,
                layout: props.pagination.layout,
              }
          : false
      }
      loading={!!props.source && status === "loading"}
      error={errorOf(result)}
      onRetry={() => void reload()}
      emptyText={props.emptyText ? text(props.emptyText) : undefined}
      height={props.height}
      rowHeight={props.rowHeight}
    />
  );
}
