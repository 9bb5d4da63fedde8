import { Spinner, SpinnerSize } from "@blueprintjs/core";
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type WidgetError, WidgetState } from "../status/WidgetState";
import type { ChartOption } from "./chartOption";
import "./chart.css";

type EChartComponent = typeof import("./EChart").default;

/** echarts and its host, in a chunk of their own (see EChart.tsx): loaded once, a failed load is retried. */
let loadedEChart: EChartComponent | null = null;
let loadingEChart: Promise<EChartComponent> | null = null;
export function loadEChart(): Promise<EChartComponent> {
  loadingEChart ??= import("./EChart").then(
    (module) => {
      loadedEChart = module.default;
      return module.default;
    },
    (error: unknown) => {
      loadingEChart = null;
      throw error;
    },
  );
  return loadingEChart;
}

/** How near the viewport a chart starts loading echarts (a little ahead of scrolling to it). */
const NEAR_MARGIN = "200px 0px";

/**
 * True once the element is within NEAR_MARGIN of the viewport (and from the start where the browser has no
 * IntersectionObserver): a chart further down the page does not load echarts until it is scrolled to.
 */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return near;
}

/**
 * The chart component, loading once `wanted` (in parallel with the chart's data). Not React.lazy: a
 * suspended chart would hold back revealing the rest of a page (React throttles reveals).
 */
function useEChart(wanted: boolean): { component: EChartComponent | null; error: Error | null } {
  const [state, setState] = useState<{ component: EChartComponent | null; error: Error | null }>({
    component: loadedEChart,
    error: null,
  });
  useEffect(() => {
    if (!wanted || state.component || state.error) return;
    let live = true;
    loadEChart().then(
      (component) => live && setState({ component, error: null }),
      (error: unknown) =>
        live &&
        setState({ component: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.component, state.error]);
  return state;
}

/** Home column default height. */
export const CHART_HEIGHT = 300;

/** Shows the fallback when the chart chunk fails to load or echarts throws while drawing. */
class ChartBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("chart failed", error, info.componentStack);
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface ChartViewProps {
  /** The ECharts option (from buildChartOption); null while there is nothing to draw. */
  option: ChartOption | null;
  height?: number;
  theme?: string;
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  /** Nothing to draw: shows 暂无图表数据. */
  empty?: boolean;
}

/**
 * An echarts chart with loading / empty / error states; echarts loads lazily, when the chart first comes
 * near the viewport, in parallel with the chart's data.
 */
export function ChartView({
  option,
  height = CHART_HEIGHT,
  theme,
  loading,
  error,
  onRetry,
  empty,
}: ChartViewProps) {
  const { t } = useTranslation();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(host);
  const { component: EChart, error: loadError } = useEChart(near);
  // Off screen the chart only keeps its place: nothing loads there until it is scrolled near.
  const placeholder = near ? (
    <div className="tessera-chart-placeholder" style={{ height }} role="status" aria-busy="true">
      <Spinner size={SpinnerSize.SMALL} />
      <span className="tessera-widget-state-caption">{t("widgets.chart.loading")}</span>
    </div>
  ) : (
    <div className="tessera-chart-placeholder" style={{ height }} />
  );
  return (
    <div ref={setHost} className="tessera-chart-view">
      <WidgetState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={empty || !option}
        emptyText={t("widgets.chart.empty")}
        minHeight={height}
      >
        <ChartBoundary
          fallback={(failure) => (
            <WidgetState
              error={{ message: `${t("widgets.chart.loadFailed")}: ${failure.message}` }}
              minHeight={height}
            />
          )}
        >
          {loadError ? (
            <WidgetState
              error={{ message: `${t("widgets.chart.loadFailed")}: ${loadError.message}` }}
              minHeight={height}
            />
          ) : !EChart ? (
            placeholder
          ) : (
            option && <EChart option={option} height={height} theme={theme} />
          )}
        </ChartBoundary>
      </WidgetState>
    </div>
  );
}
