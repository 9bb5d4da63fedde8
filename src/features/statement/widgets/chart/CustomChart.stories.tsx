import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CustomChart } from "./CustomChart";
import {
  categoryExpenses,
  expenseByCategory,
  monthlySales,
  regionSales,
  salesByRegion,
  salesTrend,
} from "./fixtures";

/** A custom chart (style 1 line, 2 bar, 3 pie) with a chart/data tab; echarts loads lazily. */
const meta = {
  title: "Widgets/Chart/CustomChart",
  component: CustomChart,
  args: { definition: salesTrend, rows: monthlySales(12), height: 320, onRetry: fn() },
} satisfies Meta<typeof CustomChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Style 1: smooth line, yMin 0, every month label shown. */
export const Line: Story = {};

/** 36 rows (more than 20): a data zoom shows the first 10 percent. */
export const LineWithZoom: Story = { args: { rows: monthlySales(36) } };

/** Style 2: bars, orders on a second y axis (doubleYAxis). */
export const Bar: Story = { args: { definition: salesByRegion, rows: regionSales } };

/** Style 3: pie of expense categories. */
export const Pie: Story = { args: { definition: expenseByCategory, rows: categoryExpenses } };

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const ErrorState: Story = {
  name: "Error",
  args: { rows: [], error: { message: "服务器内部错误，请稍后重试", logId: "d41d8c" } },
};

/** A definition whose xaxisField is not JSON. */
export const BrokenDefinition: Story = { args: { definition: { ...salesTrend, xaxisField: "{oops" } } };

/** Search conditions from the definition's conditionfield above the chart. */
export const WithSearch: Story = {
  args: {
    definition: expenseByCategory,
    rows: categoryExpenses,
    searchFields: [{ field: "apply_date", label: "申请日期", type: "date" }],
    onSearch: fn(),
  },
};

/** The chart alone, without the chart/data tabs. */
export const ChartOnly: Story = { args: { showDataTab: false } };
