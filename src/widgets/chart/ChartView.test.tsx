import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The echarts host stands in for echarts: what is tested is when ChartView asks for its chunk.
const loaded = vi.fn();
vi.mock("./EChart", () => {
  loaded();
  return { default: ({ height }: { height: number }) => <div data-testid="echart" style={{ height }} /> };
});

/** An IntersectionObserver the test drives: `enter()` tells every observer its element is near. */
function stubObserver() {
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const enter = () =>
    act(() => {
      for (const callback of observers) callback([{ isIntersecting: true }]);
    });
  return { enter };
}

const option = { series: [{ type: "line" as const, data: [1, 2] }] };

// The first import of ChartView transforms Blueprint on a busy machine: more than the default 5 s there.
describe("ChartView", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    loaded.mockClear();
  });

  it("keeps a chart off screen as an empty box of its height and loads echarts when it comes near", async () => {
    const { enter } = stubObserver();
    const { ChartView } = await import("./ChartView");
    const { container } = render(<ChartView option={option} height={260} />);
    const box = container.querySelector<HTMLElement>(".tessera-chart-placeholder");
    expect(box?.style.height).toBe("260px");
    expect(screen.queryByRole("status")).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    enter();
    expect(await screen.findByTestId("echart")).toHaveStyle({ height: "260px" });
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it("loads echarts from the first render where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { ChartView } = await import("./ChartView");
    render(<ChartView option={option} height={200} />);
    expect(await screen.findByTestId("echart")).toBeInTheDocument();
  });
});
