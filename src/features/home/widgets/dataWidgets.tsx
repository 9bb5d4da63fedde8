import { useMemo, useState } from "react";
import type { QueryField } from "../../../api/contract";
import type { WidgetProps } from "../../../engine/react";
import { DataTable } from "../../../widgets/data/DataTable";
import { type ConditionField, searchFieldsFromConditions } from "../../../widgets/data/searchQuery";
import {
  CustomChart,
  type CustomChartDefinition,
  fetchBody,
  loadDialogDefinition,
  loadDialogRows,
  readPageList,
} from "../../statement";
import { chartHeightInColumn } from "../model/columnModel";
import { useLoad } from "./useLoad";
import { HOME_LIST_PAGE_SIZE } from "./widgetSupport";

/* The data widgets of the home page: a custom chart and a custom dialog's rows (heavy: chart, table). */

function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The search conditions of a chart definition (conditionfield, JSON text or a list). */
export function chartConditions(definition: CustomChartDefinition | undefined): ConditionField[] {
  const list = parsed(definition?.conditionfield);
  return Array.isArray(list) ? (list as ConditionField[]) : [];
}

/** conf.maxLength of a chart definition: how many rows the chart reads (default 10). */
export function chartMaxLength(definition: CustomChartDefinition | undefined): number {
  const conf = parsed(definition?.conf) as { maxLength?: unknown } | undefined;
  const n = Number(conf?.maxLength);
  return Number.isFinite(n) && n > 0 ? n : 10;
}

/**
 * `home-custom-chart`: the custom chart `alias` (GET customChart/v1/get/{alias}, rows from POST
 * getListData?alias= with conf.maxLength rows), its chart/data tabs and, with `conditions`, its search bar.
 */
export function HomeCustomChartWidget({
  props,
  engine,
  runtime,
  scopeId,
}: WidgetProps<{ alias: string; conditions?: boolean; height?: number }>) {
  const { fetcher } = engine.options;
  // In a home column the chart fits the column's height (scope `height`) below its tabs and search bar.
  const columnHeight = Number(runtime.evaluate({ var: "height" }, scopeId));
  const height =
    props.height ??
    (Number.isFinite(columnHeight) && columnHeight > 0
      ? chartHeightInColumn(columnHeight, !!props.conditions)
      : undefined);
  const [querys, setQuerys] = useState<QueryField[]>([]);
  const definition = useLoad(
    async () =>
      (await fetchBody(fetcher, {
        host: "form",
        path: `/form/customChart/v1/get/${encodeURIComponent(props.alias)}`,
        method: "GET",
      })) as CustomChartDefinition,
    props.alias,
  );
  const def = definition.data;
  const rows = useLoad(
    async () => {
      if (!def) return [];
      const body = await fetchBody(fetcher, {
        host: "form",
        path: "/form/customChart/v1/getListData",
        method: "POST",
        query: { alias: props.alias },
        body: { pageBean: { page: 1, pageSize: chartMaxLength(def), showTotal: true }, querys },
      });
      return readPageList(body).rows;
    },
    `${props.alias}:${def ? "defined" : "waiting"}:${JSON.stringify(querys)}`,
  );
  const searchFields = useMemo(
    () => (props.conditions ? searchFieldsFromConditions(chartConditions(def)) : undefined),
    [props.conditions, def],
  );
  const failed = definition.error ?? (def ? rows.error : null);
  return (
    <CustomChart
      definition={def}
      rows={rows.data ?? []}
      loading={(definition.loading && !def) || (!!def && rows.loading && !rows.data)}
      error={failed}
      onRetry={() => void (def ? rows.reload() : definition.reload())}
      height={height}
      searchFields={searchFields}
      onSearch={props.conditions ? setQuerys : undefined}
    />
  );
}

/** `home-dialog-table`: the rows of custom dialog `alias` in a table, server-paged by `pageSize` (7). */
export function HomeDialogTableWidget({
  props,
  engine,
}: WidgetProps<{ alias: string; pageSize?: number; height?: number }>) {
  const { fetcher } = engine.options;
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? HOME_LIST_PAGE_SIZE });
  const definition = useLoad(() => loadDialogDefinition(fetcher, props.alias), props.alias);
  const def = definition.data;
  const rows = useLoad(
    async () =>
      def ? loadDialogRows(fetcher, def, { querys: [], page: paging.page, pageSize: paging.pageSize }) : null,
    `${props.alias}:${def ? "defined" : "waiting"}:${paging.page}:${paging.pageSize}`,
  );
  const columns = useMemo(
    () =>
      (def?.displayFields ?? []).map((f) => ({
        field: f.field,
        title: f.comment || f.field,
        sortable: false,
      })),
    [def],
  );
  const list = rows.data;
  return (
    <DataTable
      columns={columns}
      rows={list?.rows ?? []}
      loading={(definition.loading && !def) || (!!def && rows.loading && !list)}
      error={definition.error ?? (def ? rows.error : null)}
      onRetry={() => void (def ? rows.reload() : definition.reload())}
      height={props.height}
      pagination={{
        mode: "server",
        page: paging.page,
        pageSize: paging.pageSize,
        total: list?.total ?? list?.rows.length ?? 0,
        pageSizes: [paging.pageSize],
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}
