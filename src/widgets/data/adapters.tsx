import { useMemo } from "react";
import type { DataSource, Text } from "../../engine";
import { useDataSource, useExpression, useValue, type WidgetProps } from "../../engine/react";
import { errorOf, rowsOf } from "../layout/adapters";
import { List } from "./List";
import { Pagination } from "./Pagination";

/* Engine adaptors of the light data widgets (pagination, list). The table and the search bar are lazy. */

/** `{page, pageSize}` kept in a scope variable for a list's source to read. */
export interface PagingState {
  page?: number;
  pageSize?: number;
  sorter?: { property: string; direction: "ASC" | "DESC" }[];
}

export function PaginationWidget({
  props,
  runtime,
  scopeId,
  run,
}: WidgetProps<{ stateName: string; pageSizes?: number[]; layout?: string; pagerCount?: number }>) {
  const total = Number(useExpression("total") ?? 0);
  const state = (useValue(props.stateName) ?? {}) as PagingState;
  const pageSize = state.pageSize ?? props.pageSizes?.[0] ?? 10;
  return (
    <Pagination
      total={Number.isFinite(total) ? total : 0}
      page={state.page ?? 1}
      pageSize={pageSize}
      pageSizes={props.pageSizes}
      layout={props.layout}
      pagerCount={props.pagerCount}
      onChange={(page, size) => {
        runtime.setValue(scopeId, props.stateName, { ...state, page, pageSize: size });
        void run("onChange", { $event: { page, pageSize: size } });
      }}
    />
  );
}

interface ListNode {
  source?: DataSource;
  itemTemplate?: string;
  rowKey?: string;
  maxItems?: number;
  emptyText?: Text;
  onItemClick?: unknown[];
}

export function ListWidget({ props, run, text }: WidgetProps<ListNode>) {
  const { status, result, reload } = useDataSource("source", { enabled: !!props.source });
  const items = useMemo(() => (result?.ok ? rowsOf(result.data) : []), [result]);
  return (
    <List
      items={items}
      itemTemplate={props.itemTemplate}
      rowKey={props.rowKey}
      maxItems={props.maxItems}
      loading={!!props.source && status === "loading" && !result}
      error={errorOf(result)}
      onRetry={() => void reload()}
      emptyText={props.emptyText ? text(props.emptyText) : undefined}
      onItemClick={props.onItemClick ? (item) => void run("onItemClick", { $event: item }) : undefined}
    />
  );
}
