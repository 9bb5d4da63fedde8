import { CHART_HEIGHT } from "../../../../widgets/chart/ChartView";
import { lazyWidget } from "../../../../widgets/status/lazyWidget";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import type { CustomChartProps } from "./CustomChart";

/**
 * The custom chart for other areas: it brings its search bar (Blueprint's date inputs), its data table
 * (Blueprint's table) and echarts, so it loads in its own chunk on first render.
 */
export const LazyCustomChart = lazyWidget<CustomChartProps>(
  () => import("./CustomChart").then((m) => m.CustomChart),
  {
    loading: ({ height = CHART_HEIGHT }) => <WidgetState loading minHeight={height} />,
    failed: ({ height = CHART_HEIGHT }, error, retry) => (
      <WidgetState error={error.message} onRetry={retry} minHeight={height} />
    ),
  },
);
