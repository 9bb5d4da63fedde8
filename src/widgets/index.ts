/**
 * The portal's widgets, by family. Each widget = a React component with explicit props, the JSON Schema
 * of its props (`…PropsSchema`) and stories beside it. Engine registration: each family's definitions.ts
 * holds its widgets whole (register.ts gathers them). Heavy parts stay out of this barrel's eager graph:
 * echarts loads through ChartView's React.lazy. Families owned by other people add their own export blocks
 * below.
 */

export { sanitizeHtml } from "../engine/template/sanitizeHtml";
// Chart
export { CHART_HEIGHT, ChartView, type ChartViewProps } from "./chart/ChartView";
export type { ChartOption } from "./chart/chartOption";
export { chartPropsSchema } from "./chart/chartSchema";
export { chartWidgetDefinitions } from "./chart/definitions";
// Data
export { DataTable, type DataTableProps, TABLE_HEIGHT, type TablePagination } from "./data/DataTable";
export { dataWidgetDefinitions } from "./data/definitions";
export { List, type ListProps, listPropsSchema } from "./data/List";
export {
  DEFAULT_PAGE_SIZES,
  DEFAULT_PAGINATION_LAYOUT,
  Pagination,
  type PaginationProps,
  paginationPropsSchema,
} from "./data/Pagination";
export { SearchBar, type SearchBarProps } from "./data/SearchBar";
export { searchBarPropsSchema, searchFieldSchema } from "./data/searchBarSchema";
export {
  buildQuerys,
  type ConditionField,
  DAY_END,
  DAY_START,
  type SearchField,
  searchFieldsFromConditions,
  toQueryOp,
} from "./data/searchQuery";
export {
  type CellFormat,
  formatCell,
  type TableColumn,
  type TableRow,
  type TableSort,
} from "./data/tableModel";
export { tableColumnSchema, tablePropsSchema } from "./data/tableSchema";
// Layout
export { Badge, type BadgeProps, badgePropsSchema, badgeText } from "./layout/Badge";
export { Card, type CardProps, COLUMN_DEFAULT_HEIGHT, cardPropsSchema, moreHref } from "./layout/Card";
export {
  CAROUSEL_INTERVAL,
  Carousel,
  type CarouselItem,
  type CarouselProps,
  carouselPropsSchema,
} from "./layout/Carousel";
export { layoutWidgetDefinitions } from "./layout/definitions";
export {
  type FileNode,
  FileTreeDialog,
  type FileTreeDialogProps,
  fileTreeDialogPropsSchema,
  formatFileSize,
} from "./layout/FileTreeDialog";
export {
  BREAKPOINT_MIN_WIDTH,
  type Breakpoint,
  DEFAULT_SPANS,
  Grid,
  GridCol,
  type GridColProps,
  type GridProps,
  gridPropsSchema,
  resolveSpans,
  spanAt,
} from "./layout/Grid";
export { Html, type HtmlProps, htmlPropsSchema } from "./layout/Html";
export {
  ImageViewer,
  type ImageViewerProps,
  imageViewerPropsSchema,
  type ViewerImage,
} from "./layout/ImageViewer";
export { Page, type PageProps, pagePropsSchema } from "./layout/Page";
export { PageHeading, type PageHeadingProps } from "./layout/PageHeading";
export {
  TAB_LABEL_MAX,
  type TabItem,
  Tabs,
  type TabsProps,
  tabsPropsSchema,
  truncateLabel,
} from "./layout/Tabs";
export { renderTemplate, Template, type TemplateProps, templatePropsSchema } from "./layout/Template";
export { Status, type StatusKind, type StatusProps, statusPropsSchema } from "./status/Status";
export { toWidgetError, type WidgetError, WidgetState, type WidgetStateProps } from "./status/WidgetState";
