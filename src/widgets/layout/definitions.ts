import type { WidgetDefinition } from "../../engine";
import { statusPropsSchema } from "../status/Status";
import { badgePropsSchema } from "./Badge";
import { cardPropsSchema } from "./Card";
import { carouselPropsSchema } from "./Carousel";
import { fileTreeDialogPropsSchema } from "./FileTreeDialog";
import { gridPropsSchema } from "./Grid";
import { htmlPropsSchema } from "./Html";
import { imageViewerPropsSchema } from "./ImageViewer";
import { pagePropsSchema } from "./Page";
import { schemaDialogPropsSchema } from "./schemaDialogSchema";
import { tabsPropsSchema } from "./Tabs";
import { templatePropsSchema } from "./Template";

/**
 * What a widget family tells the engine about each widget, before the React adaptor is attached:
 * the exact `type`, the props schema, scope/field flags and whether the implementation should load
 * lazily (heavy widgets). src/widgets/register.ts pairs each spec with its adaptor component.
 */
export type WidgetSpec = Omit<WidgetDefinition<never>, "component" | "load"> & { lazy?: boolean };

/** The layout family: page, grid, tabs, card, html, template, carousel, badge, status, viewers. */
export const layoutWidgetSpecs: WidgetSpec[] = [
  {
    type: "page",
    description: "The root of a screen: heading, toolbar, body",
    propsSchema: pagePropsSchema,
    opensScope: "page",
  },
  { type: "grid", description: "24-column responsive grid (xs–xl spans)", propsSchema: gridPropsSchema },
  {
    type: "tabs",
    description: "Tabs; labels over 10 characters truncated with a tooltip",
    propsSchema: tabsPropsSchema,
  },
  {
    type: "card",
    description: "Home column: header, more button, fixed-height body",
    propsSchema: cardPropsSchema,
  },
  { type: "html", description: "Static HTML, sanitised", propsSchema: htmlPropsSchema },
  {
    type: "template",
    description: "Mustache template rendered with data, sanitised",
    propsSchema: templatePropsSchema,
  },
  {
    type: "carousel",
    description: "Image carousel (3000 ms, pause on hover)",
    propsSchema: carouselPropsSchema,
  },
  { type: "badge", description: "A count on its child", propsSchema: badgePropsSchema },
  {
    type: "status",
    description: "Empty / error / no-permission / not-found illustration",
    propsSchema: statusPropsSchema,
  },
  {
    type: "image-viewer",
    description: "Full-screen image viewer (zoom, rotate, previous/next, keys)",
    propsSchema: imageViewerPropsSchema,
    opensScope: "dialog",
    lazy: true,
  },
  {
    type: "file-tree-dialog",
    description: "Dialog with a tree of files to download",
    propsSchema: fileTreeDialogPropsSchema,
    opensScope: "dialog",
    lazy: true,
  },
  {
    type: "dialog",
    description: "Modal with a schema body and OK / Cancel; closes with its scope's values",
    propsSchema: schemaDialogPropsSchema,
    opensScope: "dialog",
    lazy: true,
  },
];
