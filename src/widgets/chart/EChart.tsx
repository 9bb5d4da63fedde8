import { BarChart, LineChart, PieChart } from "echarts/charts";
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";
import type { ChartOption } from "./chartOption";

// Only what custom charts draw: this module (and echarts with it) is its own chunk, loaded by
// ChartView through React.lazy, so routes without a chart (the login page) never download it.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  TitleComponent,
  TooltipComponent,
  LegendComponent,
  GridComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export interface EChartProps {
  option: ChartOption;
  /** Height in px; the width follows the container. */
  height: number;
  theme?: string;
}

/** The thin echarts host: init on mount, setOption on change, resize with the container, dispose. */
export default function EChart({ option, height, theme }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = echarts.init(element, theme, { renderer: "canvas" });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [theme]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={host} className="tessera-echart" style={{ height, width: "100%" }} />;
}
