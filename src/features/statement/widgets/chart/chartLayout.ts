/**
 * The height the chart/data tab list takes above the chart (Blueprint's 30 px tabs and the panel's 8 px
 * margin, chart.css): a chart that must fit a fixed height (a home column) is drawn this much lower.
 * Its own module, so a layout computation does not load the chart and its table.
 */
export const CHART_TABS_HEIGHT = 38;
