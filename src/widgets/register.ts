import type { ReactEngine, ReactWidgetDefinition, WidgetComponent } from "../engine/react";
import { chartWidgetSpecs } from "./chart/definitions";
import { ListWidget, PaginationWidget } from "./data/adapters";
import { dataWidgetSpecs } from "./data/definitions";
import {
  BadgeWidget,
  CardWidget,
  CarouselWidget,
  GridWidget,
  HtmlWidget,
  PageWidget,
  StatusWidget,
  TabsWidget,
  TemplateWidget,
} from "./layout/adapters";
import type { WidgetSpec } from "./layout/definitions";
import { layoutWidgetSpecs } from "./layout/definitions";

type Loader = () => Promise<WidgetComponent | { default: WidgetComponent }>;

/** Light widgets: part of the bundle that renders documents. */
const EAGER: Record<string, WidgetComponent> = {
  page: PageWidget as WidgetComponent,
  grid: GridWidget as WidgetComponent,
  tabs: TabsWidget as WidgetComponent,
  card: CardWidget as WidgetComponent,
  html: HtmlWidget as WidgetComponent,
  template: TemplateWidget as WidgetComponent,
  carousel: CarouselWidget as WidgetComponent,
  badge: BadgeWidget as WidgetComponent,
  status: StatusWidget as WidgetComponent,
  pagination: PaginationWidget as WidgetComponent,
  list: ListWidget as WidgetComponent,
};

/** Heavy widgets, each loaded on first render (Blueprint Table, the date inputs, echarts, the dialogs). */
const LAZY: Record<string, Loader> = {
  "image-viewer": () => import("./layout/dialogAdapters").then((m) => m.ImageViewerWidget as WidgetComponent),
  "file-tree-dialog": () =>
    import("./layout/dialogAdapters").then((m) => m.FileTreeDialogWidget as WidgetComponent),
  table: () => import("./data/tableAdapter") as Promise<{ default: WidgetComponent }>,
  "search-bar": () => import("./data/searchBarAdapter") as Promise<{ default: WidgetComponent }>,
  chart: () => import("./chart/chartAdapter").then((m) => m.ChartWidget as WidgetComponent),
  dialog: () => import("./layout/schemaDialogAdapter").then((m) => m.SchemaDialogWidget as WidgetComponent),
};

/** Pairs a family's spec with its implementation; a spec without one is a programming error. */
function definitionOf(spec: WidgetSpec): ReactWidgetDefinition {
  const { lazy, ...definition } = spec;
  if (lazy) {
    const load = LAZY[spec.type];
    if (!load) throw new Error(`widget "${spec.type}" is declared lazy but has no loader`);
    return { ...definition, load };
  }
  const component = EAGER[spec.type];
  if (!component) throw new Error(`widget "${spec.type}" has no component`);
  return { ...definition, component };
}

/** The engine definitions of the layout, data and chart widgets (heavy ones lazy). */
export function layoutDataChartWidgets(): ReactWidgetDefinition[] {
  return [...layoutWidgetSpecs, ...dataWidgetSpecs, ...chartWidgetSpecs].map(definitionOf);
}

/** Registers the layout, data and chart widgets into an engine (a duplicate type throws). */
export function registerWidgets(engine: ReactEngine): void {
  for (const definition of layoutDataChartWidgets()) engine.widgets.register(definition);
}
