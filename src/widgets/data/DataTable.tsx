import { Checkbox, Radio } from "@blueprintjs/core";
import {
  Cell,
  Column,
  ColumnHeaderCell,
  type Region,
  Regions,
  RenderMode,
  SelectionModes,
  Table,
  TableLoadingOption,
} from "@blueprintjs/table";
import "@blueprintjs/table/lib/css/table.css";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type WidgetError, WidgetState } from "../status/WidgetState";
import { DEFAULT_PAGE_SIZES, Pagination } from "./Pagination";
import { pageCountOf } from "./pager";
import {
  fitColumnWidths,
  formatCell,
  nextSort,
  pageRows,
  rowKeyOf,
  sortRows,
  type TableColumn,
  type TableRow,
  type TableSort,
} from "./tableModel";
import { SelectAllHeader, SortableHeader, useContainerWidth } from "./tableParts";
import "./data.css";

/** Table height (spec 1 §9) and the fixed row height that keeps virtualisation cheap. */
export const TABLE_HEIGHT = 260;
export const ROW_HEIGHT = 30;

export type SelectionMode = "none" | "single" | "multiple";

/** Pagination of a table: client (slices `rows`) or server (`rows` is the page, `total` is given). */
export interface TablePagination {
  mode?: "client" | "server";
  page?: number;
  pageSize?: number;
  defaultPageSize?: number;
  total?: number;
  pageSizes?: readonly number[];
  layout?: string;
  onChange?: (page: number, pageSize: number) => void;
}

export interface DataTableProps {
  columns: TableColumn[];
  rows: TableRow[];
  /** The field that identifies a row (default "id"). */
  rowKey?: string;
  selection?: SelectionMode;
  /** Selected row keys (controlled). */
  selectedKeys?: string[];
  onSelectionChange?: (keys: string[], rows: TableRow[]) => void;
  /** "client" sorts `rows` here; "server" only reports the sort through onSortChange. */
  sortMode?: "client" | "server";
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** No pagination bar when omitted or false. */
  pagination?: TablePagination | false;
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Height of the grid in px (default 260). */
  height?: number;
  rowHeight?: number;
  className?: string;
}

/**
 * A table on Blueprint Table: columns from a spec, single or multiple row selection, client or server
 * sorting, virtualised rows (fixed row height, batched rendering: 100 000 rows render only what is
 * visible), an optional pagination bar, and loading / empty / error states.
 */
export function DataTable({
  columns,
  rows,
  rowKey = "id",
  selection = "none",
  selectedKeys,
  onSelectionChange,
  sortMode = "client",
  sort,
  onSortChange,
  pagination = false,
  loading,
  error,
  onRetry,
  emptyText,
  height = TABLE_HEIGHT,
  rowHeight = ROW_HEIGHT,
  className,
}: DataTableProps) {
  const { t, i18n } = useTranslation();
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const [ownKeys, setOwnKeys] = useState<string[]>([]);
  const [ownPage, setOwnPage] = useState({ page: 1, pageSize: 0 });
  const grid = useRef<HTMLDivElement>(null);
  const gridWidth = useContainerWidth(grid);
  const [resized, setResized] = useState<Record<number, number>>({});
  const activeSort = sort === undefined ? ownSort : sort;
  const keys = selectedKeys ?? ownKeys;

  const paging = pagination || null;
  const serverPaging = paging?.mode === "server";
  const pageSize = paging?.pageSize ?? (ownPage.pageSize || paging?.defaultPageSize || DEFAULT_PAGE_SIZES[0]);
  const total = serverPaging ? (paging?.total ?? rows.length) : rows.length;
  const page = Math.min(paging?.page ?? ownPage.page, pageCountOf(total, pageSize));

  const sorted = useMemo(
    () => (sortMode === "client" ? sortRows(rows, activeSort, i18n.language) : rows),
    [rows, activeSort, sortMode, i18n.language],
  );
  const visible = useMemo(
    () => (paging && !serverPaging ? pageRows(sorted, page, pageSize) : sorted),
    [sorted, paging, serverPaging, page, pageSize],
  );
  const visibleKeys = useMemo(() => visible.map((row, i) => rowKeyOf(row, rowKey, i)), [visible, rowKey]);

  const changeSort = (field: string) => {
    const next = nextSort(activeSort, field);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  const changeSelection = (next: string[]) => {
    if (selectedKeys === undefined) setOwnKeys(next);
    const byKey = new Map(visible.map((row, i) => [visibleKeys[i], row]));
    onSelectionChange?.(
      next,
      next.flatMap((key) => (byKey.has(key) ? [byKey.get(key) as TableRow] : [])),
    );
  };
  const toggleRow = (key: string) => {
    if (selection === "single") changeSelection(keys.includes(key) ? [] : [key]);
    else changeSelection(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
  };
  const changePage = (nextPage: number, nextSize: number) => {
    if (paging?.page === undefined || paging.pageSize === undefined)
      setOwnPage({ page: nextPage, pageSize: nextSize });
    paging?.onChange?.(nextPage, nextSize);
  };

  // Blueprint's own row selection (click a cell) mirrors the checkbox column.
  const selectedRegions = useMemo(
    () => visibleKeys.flatMap((key, i) => (keys.includes(key) ? [Regions.row(i)] : [])),
    [visibleKeys, keys],
  );
  const onRegions = (regions: Region[]) => {
    const indices = new Set<number>();
    for (const region of regions) {
      const [from, to] = region.rows ?? [0, -1];
      for (let i = from; i <= to; i++) indices.add(i);
    }
    const picked = [...indices].sort((a, b) => a - b).map((i) => visibleKeys[i]);
    changeSelection(selection === "single" ? picked.slice(-1) : picked);
  };

  const allSelected = visibleKeys.length > 0 && visibleKeys.every((key) => keys.includes(key));
  const someSelected = visibleKeys.some((key) => keys.includes(key));
  const selectColumn =
    selection === "none" ? null : (
      <Column
        key="__select"
        id="__select"
        columnHeaderCellRenderer={() => (
          <ColumnHeaderCell
            name=""
            nameRenderer={() =>
              selection === "multiple" ? (
                <SelectAllHeader
                  all={allSelected}
                  some={someSelected}
                  onToggle={() =>
                    changeSelection(
                      allSelected
                        ? keys.filter((k) => !visibleKeys.includes(k))
                        : [...new Set([...keys, ...visibleKeys])],
                    )
                  }
                />
              ) : (
                <span />
              )
            }
          />
        )}
        cellRenderer={(rowIndex) => {
          const key = visibleKeys[rowIndex];
          const Control = selection === "single" ? Radio : Checkbox;
          return (
            <Cell className="tessera-table-select-cell" interactive>
              <Control
                className="tessera-table-check"
                aria-label={t("widgets.table.selectRow", { index: rowIndex + 1 })}
                checked={keys.includes(key)}
                onChange={() => toggleRow(key)}
              />
            </Cell>
          );
        }}
      />
    );

  const labels = { yes: t("widgets.table.yes"), no: t("widgets.table.no") };
  const dataColumns = columns.map((column) => (
    <Column
      key={column.field}
      id={column.field}
      name={column.title}
      columnHeaderCellRenderer={() => (
        <ColumnHeaderCell
          name={column.title}
          nameRenderer={(name) => (
            <SortableHeader
              name={name}
              field={column.field}
              sortable={column.sortable !== false}
              sort={activeSort}
              onSort={changeSort}
            />
          )}
        />
      )}
      cellRenderer={(rowIndex) => {
        const row = visible[rowIndex];
        const value = row?.[column.field];
        const content = column.render
          ? column.render(value, row, rowIndex)
          : formatCell(value, column.format, i18n.language, labels);
        return (
          <Cell
            style={column.align ? { textAlign: column.align } : undefined}
            tooltip={typeof content === "string" ? content : undefined}
          >
            {content}
          </Cell>
        );
      }}
    />
  ));

  // Columns without a width share the grid's width (measured; Blueprint's default until then).
  const ownWidths = [...(selectColumn ? [40] : []), ...columns.map((column) => column.width ?? null)];
  const fitted =
    gridWidth > 0 ? fitColumnWidths(ownWidths, gridWidth - 2, undefined, selectColumn ? [0] : []) : ownWidths;
  const columnWidths = fitted.map((width, index) => resized[index] ?? width);
  const initialLoading = loading && rows.length === 0;

  return (
    <div className={className ? `tessera-table ${className}` : "tessera-table"}>
      <WidgetState
        loading={initialLoading}
        error={error}
        onRetry={onRetry}
        empty={!initialLoading && total === 0}
        emptyText={emptyText ?? t("widgets.table.empty")}
        minHeight={Math.min(height, 200)}
      >
        {/* A press on a row's box must not also reach the table's own region selection: its native
            mousedown listener would choose the row, then the box's change would toggle it off again. */}
        <div
          ref={grid}
          className="tessera-table-grid"
          style={{ height, "--tessera-row-height": `${rowHeight}px` } as React.CSSProperties}
          onMouseDownCapture={(event) => {
            if ((event.target as HTMLElement).closest?.(".tessera-table-check")) event.stopPropagation();
          }}
        >
          <Table
            numRows={visible.length}
            defaultRowHeight={rowHeight}
            enableRowResizing={false}
            enableRowHeader={false}
            enableColumnResizing
            enableMultipleSelection={selection === "multiple"}
            renderMode={RenderMode.BATCH}
            selectionModes={selection === "none" ? SelectionModes.NONE : SelectionModes.ROWS_AND_CELLS}
            selectedRegionTransform={(region) =>
              region.rows ? Regions.row(region.rows[0], region.rows[1]) : region
            }
            selectedRegions={selection === "none" ? undefined : selectedRegions}
            onSelection={selection === "none" ? undefined : onRegions}
            columnWidths={columnWidths}
            onColumnWidthChanged={(index, size) => setResized((prev) => ({ ...prev, [index]: size }))}
            loadingOptions={loading ? [TableLoadingOption.CELLS] : undefined}
            cellRendererDependencies={[visible, keys, activeSort, columns, i18n.language]}
          >
            {selectColumn ? [selectColumn, ...dataColumns] : dataColumns}
          </Table>
        </div>
      </WidgetState>
      {paging && !error && (
        <Pagination
          total={total}
          page={page}
          pageSize={pageSize}
          pageSizes={paging.pageSizes}
          layout={paging.layout}
          disabled={loading}
          onChange={changePage}
        />
      )}
    </div>
  );
}
