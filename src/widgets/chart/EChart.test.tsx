import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
vi.mock("echarts/core", () => ({ use: vi.fn(), init: vi.fn(() => instance) }));
vi.mock("echarts/charts", () => ({ LineChart: {}, BarChart: {}, PieChart: {} }));
vi.mock("echarts/components", () => ({
  TitleComponent: {},
  TooltipComponent: {},
  LegendComponent: {},
  GridComponent: {},
  DataZoomComponent: {},
}));
vi.mock("echarts/renderers", () => ({ CanvasRenderer: {} }));

const here = dirname(fileURLToPath(import.meta.url));

describe("EChart (the thin echarts host)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sets the option, resizes with its container and disposes on unmount", async () => {
    let onResize: () => void = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const { default: EChart } = await import("./EChart");
    const option = { series: [{ type: "line" as const, data: [1, 2] }] };
    const { unmount, container } = render(<EChart option={option} height={240} />);
    expect(container.querySelector(".tessera-echart")).toHaveStyle({ height: "240px" });
    expect(instance.setOption).toHaveBeenCalledWith(option, { notMerge: true });
    expect(observe).toHaveBeenCalled();
    act(() => onResize());
    expect(instance.resize).toHaveBeenCalled();
    unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(instance.dispose).toHaveBeenCalled();
  });

  it("keeps echarts out of every module but EChart.tsx, so it stays a lazy chunk", () => {
    const sources = readdirSync(here).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f));
    for (const file of sources) {
      const text = readFileSync(join(here, file), "utf8");
      const valueImports = text.match(/^import (?!type )[^;]*from "echarts[^"]*";/gm) ?? [];
      if (file === "EChart.tsx") expect(valueImports.length).toBeGreaterThan(0);
      else expect({ file, valueImports }).toEqual({ file, valueImports: [] });
    }
    expect(readFileSync(join(here, "ChartView.tsx"), "utf8")).toContain('import("./EChart")');
  });
});
