import { useEffect, useMemo } from "react";
import type { QueryField } from "../../../../api/contract";
import { useDataSource, useValue, type WidgetProps } from "../../../../engine/react";
import { type ConditionField, searchFieldsFromConditions } from "../../../../widgets/data/searchQuery";
import { errorOf, rowsOf } from "../../../../widgets/layout/adapters";
import { CustomChart } from "./CustomChart";
import type { CustomChartDefinition } from "./chartDefinition";

/* Engine adaptor of the custom chart (lazy; echarts itself loads later still, on first draw). */

interface CustomChartNode {
  height?: number;
  showDataTab?: boolean;
  showSearch?: boolean;
  stateName?: string;
}

interface ChartState {
  pageSize?: number;
  querys?: QueryField[];
}

function conditionsOf(definition: CustomChartDefinition | undefined): ConditionField[] {
  const raw = definition?.conditionfield;
  if (!raw) return [];
  try {
    const parsed = typeof raw === "string" ? JSON.parse(raw) : raw;
    return Array.isArray(parsed) ? (parsed as ConditionField[]) : [];
  } catch {
    return [];
  }
}

function maxLengthOf(definition: CustomChartDefinition | undefined): number | undefined {
  try {
    const conf = typeof definition?.conf === "string" ? JSON.parse(definition.conf) : definition?.conf;
    return typeof conf?.maxLength === "number" && conf.maxLength > 0 ? conf.maxLength : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The custom-chart node: the definition from `definitionSource`, rows from `source`. With `stateName`
 * the chart writes `{pageSize: conf.maxLength, querys}` there for `source` to read (CONTRACT §8: the
 * client sends conf.maxLength as pageBean.pageSize) and its search bar fills `querys`.
 */
export default function CustomChartWidget({ props, runtime, scopeId }: WidgetProps<CustomChartNode>) {
  const definitionState = useDataSource<CustomChartDefinition>("definitionSource");
  const definition = definitionState.result?.ok ? definitionState.result.data : undefined;
  const rowsState = useDataSource("source", { enabled: !!definition });
  const state = (useValue(props.stateName ?? "tesseraNoState") ?? {}) as ChartState;
  const maxLength = maxLengthOf(definition);
  const { stateName } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: written once per definition, not on every state change
  useEffect(() => {
    if (stateName && maxLength && state.pageSize !== maxLength)
      runtime.setValue(scopeId, stateName, { ...state, pageSize: maxLength });
  }, [stateName, maxLength, runtime, scopeId]);

  const searchFields = useMemo(
    () => (props.showSearch ? searchFieldsFromConditions(conditionsOf(definition)) : undefined),
    [props.showSearch, definition],
  );
  const rows = useMemo(() => (rowsState.result?.ok ? rowsOf(rowsState.result.data) : []), [rowsState.result]);
  const failed = errorOf(definitionState.result) ?? errorOf(rowsState.result);
  const loading =
    (definitionState.status === "loading" && !definitionState.result) ||
    (!!definition && rowsState.status === "loading" && !rowsState.result);

  return (
    <CustomChart
      definition={definition}
      rows={rows}
      loading={loading}
      error={failed}
      onRetry={() => void (definition ? rowsState.reload() : definitionState.reload())}
      height={props.height}
      showDataTab={props.showDataTab}
      searchFields={searchFields}
      onSearch={
        stateName ? (querys) => runtime.setValue(scopeId, stateName, { ...state, querys }) : undefined
      }
    />
  );
}
