import type { DataSource } from "../../engine";
import { useDataSource, type WidgetProps } from "../../engine/react";
import { errorOf } from "../layout/adapters";
import { ChartView } from "./ChartView";
import type { ChartOption } from "./chartOption";

/* Engine adaptor of the chart widget (lazy; echarts itself loads later still, on first draw). */

export function ChartWidget({
  props,
}: WidgetProps<{ option?: ChartOption; source?: DataSource; height?: number; theme?: string }>) {
  const { status, result, reload } = useDataSource<ChartOption>("source", { enabled: !!props.source });
  const option = props.source ? (result?.ok ? result.data : null) : (props.option ?? null);
  return (
    <ChartView
      option={option}
      height={props.height}
      theme={props.theme}
      loading={!!props.source && status === "loading" && !result}
      error={errorOf(result)}
      onRetry={() => void reload()}
    />
  );
}
