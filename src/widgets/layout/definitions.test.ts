import { describe, expect, it } from "vitest";
import { createEngine } from "../../engine";
import type { WidgetComponent } from "../../engine/react";
import { layoutDataChartWidgets } from "../register";

const definitions = layoutDataChartWidgets();

/** An engine with every layout, data and chart widget registered (lazy ones are not loaded here). */
function engineWithWidgets() {
  const engine = createEngine<WidgetComponent>();
  for (const definition of definitions) engine.widgets.register(definition);
  return engine;
}

describe("widget definitions (layout, data, chart)", () => {
  it("register into an engine: closed, strict props schemas and unique types", () => {
    const engine = engineWithWidgets();
    expect(engine.widgets.names().sort()).toEqual(definitions.map((d) => d.type).sort());
  });

  it("load a home page document of grids, tabs, cards, a table and a chart", () => {
    const source = { host: "form", path: "/form/customChart/v1/getListData", method: "POST" };
    const result = engineWithWidgets().load({
      type: "page",
      version: 3,
      id: "home",
      body: [
        {
          type: "grid",
          gutter: 16,
          columns: [
            {
              xs: 24,
              xl: 8,
              body: [{ type: "card", title: "待办事项", colUrl: "/v-flow/v-todo", body: [] }],
            },
            {
              body: [
                {
                  type: "tabs",
                  tabs: [
                    { key: "day", title: "日", body: [{ type: "html", html: "<p>今日</p>" }] },
                    { key: "week", title: { i18n: "widgets.chart.dataTab" } },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: "table",
          columns: [{ field: "code", title: "单号", format: "text" }],
          selection: "multiple",
          pagination: { mode: "server", pageSizes: [10, 20] },
        },
        { type: "chart", source, height: 300 },
        { type: "search-bar", fields: [{ field: "apply_date", label: "申请日期", type: "date" }] },
      ],
    });
    expect(result.ok ? [] : result.errors.map((e) => `${e.path} ${e.code}`)).toEqual([]);
  });

  it("reports a misspelt prop and a span out of range by their JSON path", () => {
    const result = engineWithWidgets().load({
      type: "page",
      version: 3,
      body: [{ type: "grid", columns: [{ xs: 30 }], gutterr: 8 }],
    });
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["/body/0/columns/0/xs", "/body/0/gutterr"]));
  });
});
