import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import {
  homeCarouselPropsSchema,
  homeCustomChartPropsSchema,
  homeDialogTablePropsSchema,
  homeDoneListPropsSchema,
  homeMeetingsPropsSchema,
  homeNewsPropsSchema,
  homeOftenFlowsPropsSchema,
  homeOftenSystemsPropsSchema,
  homeTodoPropsSchema,
} from "./schemas";

const widgets = () => import("./adapters");
type Adapters = Awaited<ReturnType<typeof widgets>>;
const lazy = (name: keyof Adapters) => () => widgets().then((m) => m[name] as WidgetComponent);

/**
 * Engine definitions of the home widgets (issue 5, spec 1 Home page, spec 2 §9, spec 3 home content):
 * the to-do card, meetings, often-used flows, news/notices, carousel, often-used systems, custom chart,
 * custom dialog table and done list. Each loads on first render (charts and tables are heavy).
 */
export function homeWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "home-todo",
      description: "To-do card: total badge, refresh, heading to the master org's to-do list",
      propsSchema: homeTodoPropsSchema,
      load: lazy("HomeTodoWidget"),
    },
    {
      type: "home-meetings",
      description: "Today's meetings (name and start time), heading to /meetingList/0",
      propsSchema: homeMeetingsPropsSchema,
      load: lazy("HomeMeetingsWidget"),
    },
    {
      type: "home-often-flows",
      description: "The user's often-used flows with their settings dialog",
      propsSchema: homeOftenFlowsPropsSchema,
      load: lazy("HomeOftenFlowsWidget"),
    },
    {
      type: "home-news",
      description: "Notices or news: title, author, date",
      propsSchema: homeNewsPropsSchema,
      load: lazy("HomeNewsWidget"),
    },
    {
      type: "home-carousel",
      description: "Image carousel (images in the node, or press releases of a type)",
      propsSchema: homeCarouselPropsSchema,
      load: lazy("HomeCarouselWidget"),
    },
    {
      type: "home-often-systems",
      description: "Often-used systems as tiles opening in a new window (http(s) or same-site only)",
      propsSchema: homeOftenSystemsPropsSchema,
      load: lazy("HomeOftenSystemsWidget"),
    },
    {
      type: "home-custom-chart",
      description: "A custom chart by alias with chart/data tabs and optional search conditions",
      propsSchema: homeCustomChartPropsSchema,
      load: lazy("HomeCustomChartWidget"),
    },
    {
      type: "home-dialog-table",
      description: "A custom dialog's rows in a table, 7 per page",
      propsSchema: homeDialogTablePropsSchema,
      load: lazy("HomeDialogTableWidget"),
    },
    {
      type: "home-done-list",
      description: "Instances I handled (getDoneInstList), 7 rows, opening /inst/{id}",
      propsSchema: homeDoneListPropsSchema,
      load: lazy("HomeDoneListWidget"),
    },
  ];
}
