import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { createEngine } from "../createEngine";
import { EngineProvider, useEngine } from "./EngineProvider";
import type { ReactEngine, WidgetComponent } from "./types";

function Probe({ seen }: { seen: ReactEngine[] }) {
  seen.push(useEngine());
  return <span>ready</span>;
}

describe("EngineProvider / useEngine", () => {
  it("gives the provided engine to the components below", () => {
    const engine = createEngine<WidgetComponent>({});
    const seen: ReactEngine[] = [];
    render(
      <EngineProvider engine={engine}>
        <Probe seen={seen} />
      </EngineProvider>,
    );
    expect(seen).toEqual([engine]);
  });

  it("loads a lazy engine once, on first use, suspending until it is there", async () => {
    const engine = createEngine<WidgetComponent>({});
    const seen: ReactEngine[] = [];
    let release: (engine: ReactEngine) => void = () => {};
    const load = vi.fn(() => new Promise<ReactEngine>((resolve) => (release = resolve)));
    await act(async () => {
      render(
        <EngineProvider load={load}>
          <Suspense fallback="loading">
            <Probe seen={seen} />
            <Probe seen={seen} />
          </Suspense>
        </EngineProvider>,
      );
    });
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => release(engine));
    expect(screen.getAllByText("ready")).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(seen)).toEqual(new Set([engine]));
  });

  it("throws outside a provider, so a page never falls back to a hidden engine", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe seen={[]} />)).toThrow(/not inside an <EngineProvider>/);
  });
});
