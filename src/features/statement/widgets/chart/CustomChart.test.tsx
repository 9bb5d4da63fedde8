import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { CustomChart } from "./CustomChart";
import { monthlySales, salesTrend } from "./fixtures";

// echarts needs a canvas; the option builder is tested on its own, so the host is a stub here.
vi.mock("../../../../widgets/chart/EChart", () => ({
  default: ({ option }: { option: { series: { type: string }[] } }) => (
    <div data-testid="echart">{option.series.map((s) => s.type).join(",")}</div>
  ),
}));

describe("CustomChart", () => {
  it("draws the chart lazily and shows the rows on the data tab with page sizes 10/20/50/100", async () => {
    render(<CustomChart definition={salesTrend} rows={monthlySales(25)} />);
    expect(await screen.findByTestId("echart")).toHaveTextContent("line");
    fireEvent.click(screen.getByRole("tab", { name: "数据" }));
    expect(screen.getByText("共 25 条")).toBeInTheDocument();
    const sizes = screen.getByRole("combobox", { name: "每页条数" });
    expect(sizes).toHaveValue("10");
    expect([...sizes.querySelectorAll("option")].map((o) => o.value)).toEqual(["10", "20", "50", "100"]);
    const main = document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
    expect(within(main).getByText("销售额")).toBeInTheDocument();
    expect(within(main).getByText("2024-01")).toBeInTheDocument();
  });

  it("titles the data tab's columns with the configured captions, not the raw field names (issue 13 §3)", () => {
    render(<CustomChart definition={salesTrend} rows={monthlySales(3)} />);
    fireEvent.click(screen.getByRole("tab", { name: "数据" }));
    const main = document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
    expect(within(main).getByText("月份")).toBeInTheDocument();
    expect(within(main).queryByText("month")).toBeNull();
  });

  it("falls back to a search condition's caption for an x field without its own", () => {
    const definition = {
      ...salesTrend,
      xaxisField: JSON.stringify([{ field: "month" }]),
      conditionfield: JSON.stringify([{ field: "MONTH", comment: "统计月份", condition: "EQ" }]),
    };
    render(<CustomChart definition={definition} rows={monthlySales(3)} />);
    fireEvent.click(screen.getByRole("tab", { name: "数据" }));
    const main = document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
    expect(within(main).getByText("统计月份")).toBeInTheDocument();
    expect(within(main).queryByText("month")).toBeNull();
  });

  it("shows loading, empty and error states", () => {
    const { rerender } = render(<CustomChart definition={salesTrend} rows={[]} loading />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(<CustomChart definition={salesTrend} rows={[]} />);
    expect(screen.getByText("暂无图表数据")).toBeInTheDocument();
    rerender(
      <CustomChart definition={salesTrend} rows={[]} error={{ message: "请求失败（500）", logId: "ab12" }} />,
    );
    expect(screen.getByText("请求失败（500） 【日志ID：ab12】")).toBeInTheDocument();
  });

  it("says which part of a broken definition is wrong", () => {
    render(<CustomChart definition={{ ...salesTrend, xaxisField: "{oops" }} rows={monthlySales(2)} />);
    expect(screen.getByText("图表定义有误（xaxisField 不是有效的 JSON）")).toBeInTheDocument();
  });

  it("puts search conditions above the chart and emits their querys", async () => {
    const onSearch = vi.fn();
    render(
      <CustomChart
        definition={salesTrend}
        rows={monthlySales(3)}
        showDataTab={false}
        searchFields={[{ field: "region", label: "区域", operation: "EQ" }]}
        onSearch={onSearch}
      />,
    );
    expect(screen.queryByRole("tab")).toBeNull();
    fireEvent.change(screen.getByLabelText("区域"), { target: { value: "华东" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(onSearch).toHaveBeenCalledWith([
      { property: "region", value: "华东", operation: "EQUAL", relation: "AND", group: "main" },
    ]);
    expect(await screen.findByTestId("echart")).toBeInTheDocument();
  });
});
