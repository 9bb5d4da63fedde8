import type { WidgetSpec } from "../layout/definitions";
import { listPropsSchema } from "./List";
import { paginationPropsSchema } from "./Pagination";
import { searchBarPropsSchema } from "./searchBarSchema";
import { tablePropsSchema } from "./tableSchema";

/** The data family: table (Blueprint Table, lazy), pagination, list, search bar. */
export const dataWidgetSpecs: WidgetSpec[] = [
  {
    type: "table",
    description: "Table with column spec, selection, sorting, virtualised rows, pagination",
    propsSchema: tablePropsSchema,
    lazy: true,
  },
  {
    type: "pagination",
    description: "total / sizes / prev / pager / next / jumper",
    propsSchema: paginationPropsSchema,
  },
  { type: "list", description: "Simple list with an item template", propsSchema: listPropsSchema },
  {
    type: "search-bar",
    description: "Search conditions emitting a QueryFilter querys array",
    propsSchema: searchBarPropsSchema,
    lazy: true,
  },
];
