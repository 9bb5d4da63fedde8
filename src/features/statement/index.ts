// What other features (and the app) may use of the statement area (they may not import its files directly).
// The chart and the picker bring Blueprint's table and date inputs (and echarts): other areas get them as
// lazy components, each its own chunk loaded on first render (the picker: when it first opens).

export type { CustomChartProps } from "./widgets/chart/CustomChart";
export { type CustomChartDefinition, parseChartDefinition } from "./widgets/chart/chartDefinition";
export { CHART_TABS_HEIGHT } from "./widgets/chart/chartLayout";
// Sample definitions and rows for other features' stories and tests (tree-shaken out of the app's chunks).
export { monthlySales, salesTrend } from "./widgets/chart/fixtures";
export { LazyCustomChart as CustomChart } from "./widgets/chart/LazyCustomChart";
export { statementWidgets } from "./widgets/definitions";
export type { CustomDialogProps } from "./widgets/dialog/CustomDialog";
export { loadDialogDefinition, loadDialogRows } from "./widgets/dialog/dialogApi";
export type { DisplayField } from "./widgets/dialog/dialogDefinition";
export {
  DIALOG_FIXTURES,
  fixtureFetcher as dialogFixtureFetcher,
  userRows,
  userSelector,
} from "./widgets/dialog/fixtures";
export { LazyCustomDialog as CustomDialog } from "./widgets/dialog/LazyCustomDialog";
export { fetchBody } from "./widgets/query/fetchBody";
export { deptRows, expenseRows } from "./widgets/query/fixtures";
export { readPageList } from "./widgets/query/restful";
