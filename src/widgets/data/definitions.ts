import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import { ListWidget, PaginationWidget } from "./adapters";
import { listPropsSchema } from "./List";
import { paginationPropsSchema } from "./Pagination";
import { searchBarPropsSchema } from "./searchBarSchema";
import { tablePropsSchema } from "./tableSchema";

/**
 * The data family, each widget whole: table (Blueprint Table, its own chunk), pagination, list, search bar
 * (the date inputs, its own chunk). The lazy ones load on first render.
 */
export function dataWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "table",
      description: "Table with column spec, selection, sorting, virtualised rows, pagination",
      propsSchema: tablePropsSchema,
      load: () => import("./tableAdapter") as Promise<{ default: WidgetComponent }>,
    },
    {
      type: "pagination",
      description: "total / sizes / prev / pager / next / jumper",
      propsSchema: paginationPropsSchema,
      component: PaginationWidget as WidgetComponent,
    },
    {
      type: "list",
      description: "Simple list with an item template",
      propsSchema: listPropsSchema,
      component: ListWidget as WidgetComponent,
    },
    {
      type: "search-bar",
      description: "Search conditions emitting a QueryFilter querys array",
      propsSchema: searchBarPropsSchema,
      load: () => import("./searchBarAdapter") as Promise<{ default: WidgetComponent }>,
    },
  ];
}
