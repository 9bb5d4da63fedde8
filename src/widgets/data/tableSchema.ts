import { ref } from "../../engine";
import { DEFAULT_PAGINATION_LAYOUT } from "./Pagination";

/** JSON Schema of a table column spec `{field, title, width, align, format, sortable}`. */
export const tableColumnSchema = {
  type: "object",
  properties: {
    field: { type: "string", minLength: 1 },
    title: ref.text,
    width: { type: "number", minimum: 20 },
    align: { enum: ["left", "center", "right"] },
    format: { enum: ["text", "number", "money", "percent", "date", "datetime", "boolean"], default: "text" },
    sortable: { type: "boolean", default: true },
  },
  required: ["field", "title"],
  additionalProperties: false,
} as const;

/**
 * JSON Schema of the table widget's props: rows from a data source (PageList adaptor), columns, selection,
 * sorting (client, or server: the sort goes into the source's QueryFilter `sorter`), pagination.
 */
export const tablePropsSchema = {
  type: "object",
  properties: {
    source: ref.dataSource,
    /** Static rows, for documents without a source. */
    rows: { type: "array", items: { type: "object" } },
    /**
     * Server paging/sorting: the scope variable where the table keeps `{page, pageSize, sorter}` for its
     * source to read (`"pageBean": {"page": "${orders.page}"…}, "sorter": "${orders.sorter}"`).
     */
    stateName: { type: "string", pattern: "^[A-Za-z_][\\w.]*$" },
    columns: { type: "array", items: tableColumnSchema, minItems: 1 },
    rowKey: { type: "string", default: "id" },
    selection: { enum: ["none", "single", "multiple"], default: "none" },
    sortMode: { enum: ["client", "server"], default: "client" },
    pagination: {
      anyOf: [
        { const: false },
        {
          type: "object",
          properties: {
            mode: { enum: ["client", "server"], default: "client" },
            defaultPageSize: { type: "integer", minimum: 1, default: 10 },
            pageSizes: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1 },
            layout: { type: "string", default: DEFAULT_PAGINATION_LAYOUT },
          },
          additionalProperties: false,
        },
      ],
    },
    height: { type: "number", minimum: 60, default: 260 },
    rowHeight: { type: "number", minimum: 20, default: 30 },
    emptyText: ref.text,
    onSelectionChange: ref.actions,
  },
  required: ["columns"],
  additionalProperties: false,
} as const;
