import type { ReactWidgetDefinition, WidgetComponent } from "../../../engine/react";
import {
  homeCarouselPropsSchema,
  homeCustomChartPropsSchema,
  homeDialogTablePropsSchema,
  homeDoneListPropsSchema,
  homeMeetingsPropsSchema,
  homeNewsPropsSchema,
  homeOftenFlowsPropsSchema,
  homeOftenSystemsPropsSchema,
  homeRulesPropsSchema,
  homeTodoPropsSchema,
} from "./schemas";

const flow = () => import("./flowWidgets");
const content = () => import("./contentWidgets");
const data = () => import("./dataWidgets");

/** A lazy loader of one export of a widget chunk. */
function lazy<M>(chunk: () => Promise<M>, name: keyof M) {
  return () => chunk().then((m) => m[name] as unknown as WidgetComponent);
}

/**
 * Engine definitions of the home widgets (spec 1 Home page, spec 2 §9, spec 3 home content): the to-do
 * card, meetings, often-used flows, news/notices, carousel, often-used systems, custom chart, custom
 * dialog table and done list. Each chunk (flow, content, data) loads on first render; the data chunk
 * carries charts and tables.
 */
export function homeWidgets(): ReactWidgetDefinition[] {
  return [
    {
      type: "home-todo",
      description: "To-do card: total badge, refresh, heading to the master org's to-do list",
      propsSchema: homeTodoPropsSchema,
      load: lazy(flow, "HomeTodoWidget"),
    },
    {
      type: "home-meetings",
      description: "Today's meetings (name and start time), heading to /meetingList/0",
      propsSchema: homeMeetingsPropsSchema,
      load: lazy(content, "HomeMeetingsWidget"),
    },
    {
      type: "home-often-flows",
      description: "The user's often-used flows with their settings dialog",
      propsSchema: homeOftenFlowsPropsSchema,
      load: lazy(flow, "HomeOftenFlowsWidget"),
    },
    {
      type: "home-news",
      description: "Notices or news: title, author, date",
      propsSchema: homeNewsPropsSchema,
      load: lazy(content, "HomeNewsWidget"),
    },
    {
      type: "home-rules",
      description: "The latest published rules and regulations: title, date; a row opens /v-system/{id}",
      propsSchema: homeRulesPropsSchema,
      load: lazy(content, "HomeRulesWidget"),
    },
    {
      type: "home-carousel",
      description: "Image carousel (images in the node, or press releases of a type)",
      propsSchema: homeCarouselPropsSchema,
      load: lazy(content, "HomeCarouselWidget"),
    },
    {
      type: "home-often-systems",
      description: "Often-used systems as tiles opening in a new window (http(s) or same-site only)",
      propsSchema: homeOftenSystemsPropsSchema,
      load: lazy(content, "HomeOftenSystemsWidget"),
    },
    {
      type: "home-custom-chart",
      description: "A custom chart by alias with chart/data tabs and optional search conditions",
      propsSchema: homeCustomChartPropsSchema,
      load: lazy(data, "HomeCustomChartWidget"),
    },
    {
      type: "home-dialog-table",
      description: "A custom dialog's rows in a table, 7 per page",
      propsSchema: homeDialogTablePropsSchema,
      load: lazy(data, "HomeDialogTableWidget"),
    },
    {
      type: "home-done-list",
      description: "Instances I handled (getDoneInstList), 7 rows, opening /inst/{id}",
      propsSchema: homeDoneListPropsSchema,
      load: lazy(flow, "HomeDoneListWidget"),
    },
  ];
}
