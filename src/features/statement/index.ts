// What other features (and the app) may use of the statement area (they may not import its files directly).
export { CHART_TABS_HEIGHT, CustomChart, type CustomChartProps } from "./widgets/chart/CustomChart";
export { type CustomChartDefinition, parseChartDefinition } from "./widgets/chart/chartDefinition";
// Sample definitions and rows for other features' stories and tests (tree-shaken out of the app's chunks).
export { monthlySales, salesTrend } from "./widgets/chart/fixtures";
export { statementWidgets } from "./widgets/definitions";
export { CustomDialog, type CustomDialogProps } from "./widgets/dialog/CustomDialog";
export { loadDialogDefinition, loadDialogRows } from "./widgets/dialog/dialogApi";
export type { DisplayField } from "./widgets/dialog/dialogDefinition";
export {
  DIALOG_FIXTURES,
  fixtureFetcher as dialogFixtureFetcher,
  userRows,
  userSelector,
} from "./widgets/dialog/fixtures";
export { fetchBody } from "./widgets/query/fetchBody";
export { deptRows, expenseRows } from "./widgets/query/fixtures";
export { readPageList } from "./widgets/query/restful";
