import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../engine";
import type { WidgetComponent } from "../../engine/react";
import { recordingHost, stubFetcher } from "../../engine/testing";
import i18n from "../../i18n";
import { layoutDataChartWidgets } from "../register";
import { SchemaDialog } from "./SchemaDialog";

function engineOf() {
  return createEngine<WidgetComponent>({
    fetcher: stubFetcher(() => ({ status: 200, data: [] })).fetcher,
    host: recordingHost().host,
    translate: (key, params) => i18n.t(key, params),
    widgets: layoutDataChartWidgets(),
  });
}

describe("SchemaDialog", () => {
  it("renders a document in a dialog and hands back its page values on OK", async () => {
    const engine = engineOf();
    const values: Record<string, unknown>[] = [];
    render(
      <SchemaDialog
        engine={engine}
        isOpen
        title="说明"
        document={{
          type: "page",
          version: 3,
          data: { count: 2 },
          body: [{ type: "template", template: "共 {{count}} 项" }],
        }}
        onOk={(v) => values.push(v)}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByText("共 2 项")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(values).toEqual([{ count: 2 }]);
  });

  it("shows load errors with their paths", async () => {
    const engine = engineOf();
    render(
      <SchemaDialog
        engine={engine}
        isOpen
        document={{ type: "page", version: 3, body: [{ type: "grid", colums: [] }] }}
        onOk={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByText("/body/0/colums")).toBeInTheDocument();
  });
});
