// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { createEngine, type DataRequest } from "../../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../../engine/react";
import { layoutDataChartWidgets } from "../../../../widgets/register";
import { customChartWidgetDefinitions } from "./definitions";
import { salesTrend } from "./fixtures";

// echarts needs a canvas; buildChartOption has its own tests, so the host is a stub here.
vi.mock("../../../../widgets/chart/EChart", () => ({
  default: ({ option }: { option: { series: { type: string }[] } }) => (
    <div data-testid="echart">{option.series.map((s) => s.type).join(",")}</div>
  ),
}));

describe("custom-chart in a document", () => {
  it("draws a custom chart: definition first, then rows asked with conf.maxLength as pageSize", async () => {
    const requests: DataRequest[] = [];
    const engine = createEngine<WidgetComponent>({
      fetcher: async (request) => {
        requests.push(request);
        if (request.path.startsWith("/form/customChart/v1/get/")) return { status: 200, data: salesTrend };
        return {
          status: 200,
          data: { rows: [{ MONTH: "2026-01", AMOUNT: 10 }], total: 1, page: 1, pageSize: 100 },
        };
      },
    });
    for (const definition of [...layoutDataChartWidgets(), ...customChartWidgetDefinitions()])
      engine.widgets.register(definition);
    await act(async () => {
      render(
        <SchemaRenderer
          engine={engine}
          document={{
            type: "page",
            version: 3,
            data: { sales: {} },
            body: [
              {
                type: "custom-chart",
                stateName: "sales",
                definitionSource: { host: "form", path: "/form/customChart/v1/get/cc-platform-sales-trend" },
                source: {
                  host: "form",
                  path: "/form/customChart/v1/getListData",
                  method: "POST",
                  query: { alias: "salesTrend" },
                  adaptor: "pageList",
                  body: { pageBean: { page: 1, pageSize: "${sales.pageSize}" }, querys: "${sales.querys}" },
                },
              },
            ],
          }}
        />,
      );
    });
    // The first draw waits for the lazy widget and the lazy echarts host, beyond findBy's 1 s under load.
    expect(await screen.findByTestId("echart", {}, { timeout: 5000 })).toHaveTextContent("line");
    const listCalls = requests.filter((r) => r.path === "/form/customChart/v1/getListData");
    expect(listCalls.at(-1)?.body).toMatchObject({ pageBean: { page: 1, pageSize: 100 } });
  });
});
