import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../engine/react";
import { recordingHost, stubFetcher } from "../../engine/testing";
import i18n from "../../i18n";
import { fieldWidgetDefinitions } from "./definitions";

function setup() {
  const recording = recordingHost();
  const engine = createEngine<WidgetComponent>({
    host: recording.host,
    fetcher: stubFetcher(() => ({ status: 200, data: {} })).fetcher,
    translate: (key, params) => i18n.t(key, params),
    widgets: fieldWidgetDefinitions,
  });
  const document = {
    type: "form",
    version: 3,
    data: { days: 2, extra: 1 },
    computed: { total: { "+": [{ var: "days" }, { var: "extra" }] } },
    body: [
      { type: "input-number", name: "days", label: "请假天数" },
      { type: "input-number", name: "extra", label: "调休天数" },
      { type: "text", name: "total", label: "合计天数" },
      { type: "button", label: "提交", onClick: [{ action: "toast", message: "已提交" }] },
    ],
  };
  render(<SchemaRenderer engine={engine} document={document} />);
  return recording;
}

describe("form, field and button widgets of the engine", () => {
  it("recomputes 合计天数 when 请假天数 changes", async () => {
    setup();
    expect(await screen.findByText("3")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("请假天数"), { target: { value: "4" } });
    expect(await screen.findByText("5")).toBeInTheDocument();
  });

  it("makes a number field a spin button whose step buttons control it", async () => {
    setup();
    const box = await screen.findByRole("spinbutton", { name: "请假天数" });
    const steps = box.closest(".bp6-numeric-input")?.querySelectorAll("button[aria-controls]") ?? [];
    expect(steps).toHaveLength(2);
    for (const step of steps) expect(step).toHaveAttribute("aria-controls", box.id);
  });

  it("runs the button's actions through the host", async () => {
    const recording = setup();
    fireEvent.click(await screen.findByRole("button", { name: "提交" }));
    await screen.findByRole("button", { name: "提交" });
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.stringify(recording.calls)).toContain("已提交");
  });
});
