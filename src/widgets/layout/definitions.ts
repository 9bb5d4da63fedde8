import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import { statusPropsSchema } from "../status/Status";
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
} from "./adapters";
import { badgePropsSchema } from "./Badge";
import { cardPropsSchema } from "./Card";
import { carouselPropsSchema } from "./Carousel";
import { fileTreeDialogPropsSchema, imageViewerPropsSchema } from "./dialogSchemas";
import { gridPropsSchema } from "./Grid";
import { htmlPropsSchema } from "./Html";
import { pagePropsSchema } from "./Page";
import { schemaDialogPropsSchema } from "./schemaDialogSchema";
import { tabsPropsSchema } from "./Tabs";
import { templatePropsSchema } from "./Template";

/** The dialog adaptors' chunk (the image viewer, the file tree), loaded on the first open. */
const dialogAdapters = () => import("./dialogAdapters");

/**
 * The layout family, each widget whole: its type, props schema, scope flag and its component, or for the
 * dialogs a loader of its own chunk (page, grid, tabs, card, html, template, carousel, badge, status;
 * image viewer, file tree, schema dialog).
 */
export function layoutWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "page",
      description: "The root of a screen: heading, toolbar, body",
      propsSchema: pagePropsSchema,
      opensScope: "page",
      component: PageWidget as WidgetComponent,
    },
    {
      type: "grid",
      description: "24-column responsive grid (xs–xl spans)",
      propsSchema: gridPropsSchema,
      component: GridWidget as WidgetComponent,
    },
    {
      type: "tabs",
      description: "Tabs; labels over 10 characters truncated with a tooltip",
      propsSchema: tabsPropsSchema,
      component: TabsWidget as WidgetComponent,
    },
    {
      type: "card",
      description: "Home column: header, more button, fixed-height body",
      propsSchema: cardPropsSchema,
      component: CardWidget as WidgetComponent,
    },
    {
      type: "html",
      description: "Static HTML, sanitised",
      propsSchema: htmlPropsSchema,
      component: HtmlWidget as WidgetComponent,
    },
    {
      type: "template",
      description: "Mustache template rendered with data, sanitised",
      propsSchema: templatePropsSchema,
      component: TemplateWidget as WidgetComponent,
    },
    {
      type: "carousel",
      description: "Image carousel (3000 ms, pause on hover)",
      propsSchema: carouselPropsSchema,
      component: CarouselWidget as WidgetComponent,
    },
    {
      type: "badge",
      description: "A count on its child",
      propsSchema: badgePropsSchema,
      component: BadgeWidget as WidgetComponent,
    },
    {
      type: "status",
      description: "Empty / error / no-permission / not-found illustration",
      propsSchema: statusPropsSchema,
      component: StatusWidget as WidgetComponent,
    },
    {
      type: "image-viewer",
      description: "Full-screen image viewer (zoom, rotate, previous/next, keys)",
      propsSchema: imageViewerPropsSchema,
      opensScope: "dialog",
      load: () => dialogAdapters().then((m) => m.ImageViewerWidget as WidgetComponent),
    },
    {
      type: "file-tree-dialog",
      description: "Dialog with a tree of files to download",
      propsSchema: fileTreeDialogPropsSchema,
      opensScope: "dialog",
      load: () => dialogAdapters().then((m) => m.FileTreeDialogWidget as WidgetComponent),
    },
    {
      type: "dialog",
      description: "Modal with a schema body and OK / Cancel; closes with its scope's values",
      propsSchema: schemaDialogPropsSchema,
      opensScope: "dialog",
      load: () => import("./schemaDialogAdapter").then((m) => m.SchemaDialogWidget as WidgetComponent),
    },
  ];
}
