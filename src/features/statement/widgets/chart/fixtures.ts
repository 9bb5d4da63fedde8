import type { CustomChartDefinition } from "./chartDefinition";

/** Story and test fixtures: the seeded demo's three custom charts, as the form service returns them. */
export const salesTrend: CustomChartDefinition = {
  id: "cc-platform-sales-trend",
  alias: "salesTrend",
  name: "月度销售趋势",
  style: 1,
  xaxisField: JSON.stringify([{ field: "month", comment: "月份", dbType: "varchar" }]),
  displayfield: JSON.stringify([
    { field: "amount", comment: "销售额", type: "line", yAxis: 1, AggFuncOp: "sum" },
  ]),
  conf: JSON.stringify({
    maxLength: 100,
    yMin: 0,
    xShowAll: true,
    title: "月度销售趋势",
    legend: true,
    series: { smooth: true },
  }),
};

export const salesByRegion: CustomChartDefinition = {
  id: "cc-platform-sales-region",
  alias: "salesByRegion",
  name: "区域销售对比",
  style: 2,
  xaxisField: JSON.stringify([{ field: "region", dbType: "varchar" }]),
  displayfield: JSON.stringify([
    { field: "amount", comment: "销售额", type: "bar", yAxis: 1, AggFuncOp: "sum" },
    { field: "orders", comment: "订单数", type: "bar", yAxis: 2, AggFuncOp: "sum" },
  ]),
  conf: JSON.stringify({
    maxLength: 100,
    yMin: 0,
    xShowAll: true,
    title: "区域销售对比",
    legend: true,
    series: { doubleYAxis: true },
  }),
};

export const expenseByCategory: CustomChartDefinition = {
  id: "cc-platform-expense-category",
  alias: "expenseByCategory",
  name: "费用类别占比",
  style: 3,
  xaxisField: JSON.stringify([{ field: "category", dbType: "varchar" }]),
  displayfield: JSON.stringify([{ field: "amount", comment: "金额", type: "pie", AggFuncOp: "sum" }]),
  conf: JSON.stringify({ maxLength: 100, title: "费用类别占比", legend: true }),
};

/** `count` months of sales from 2024-01, UPPER-CASED keys like getListData. */
export function monthlySales(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const year = 2024 + Math.floor(i / 12);
    const month = String((i % 12) + 1).padStart(2, "0");
    return {
      MONTH: `${year}-${month}`,
      AMOUNT: 120_000 + ((i * 7919) % 50_000),
      ORDERS: 300 + ((i * 31) % 90),
    };
  });
}

export const regionSales = [
  { REGION: "华东", AMOUNT: 1_820_000, ORDERS: 4210 },
  { REGION: "华北", AMOUNT: 1_240_000, ORDERS: 3380 },
  { REGION: "华南", AMOUNT: 1_560_000, ORDERS: 3925 },
];

export const categoryExpenses = [
  { CATEGORY: "差旅费", AMOUNT: 86_500 },
  { CATEGORY: "办公用品", AMOUNT: 12_300 },
  { CATEGORY: "招待费", AMOUNT: 40_800 },
  { CATEGORY: "培训费", AMOUNT: 25_000 },
  { CATEGORY: "交通费", AMOUNT: 9_600 },
];
