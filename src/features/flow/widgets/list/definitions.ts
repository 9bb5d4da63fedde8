import type { ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";
import {
  flowTablePropsSchema,
  oftenFlowsPropsSchema,
  quickSearchPropsSchema,
  startCatalogPropsSchema,
} from "./schemas";

const tables = () => import("./tableAdapters");
const starts = () => import("./startAdapters");

/**
 * Engine definitions of the flow-list widgets (spec 2 §2.1, §2.4, §2.6): the flow table (to-do, done,
 * requests, drafts, notices), its quick search, the start catalogue and the often-used flows. Each
 * loads on first render.
 */
export function flowListWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "flow-table",
      description: "A flow list: subject, status tags, row actions, paging; rows open by the spec's rule",
      propsSchema: flowTablePropsSchema,
      load: () => tables().then((m) => m.FlowTableWidget as WidgetComponent),
    },
    {
      type: "flow-quick-search",
      description: "One search box: LIKE on subject and flow name (relation OR, group quickSearch)",
      propsSchema: quickSearchPropsSchema,
      load: () => tables().then((m) => m.QuickSearchWidget as WidgetComponent),
    },
    {
      type: "flow-start-catalog",
      description:
        "Startable flows by FLOW_TYPE category; starting asks for the leader when there are leaders",
      propsSchema: startCatalogPropsSchema,
      load: () => starts().then((m) => m.StartCatalogWidget as WidgetComponent),
    },
    {
      type: "flow-often-flows",
      description: "Often-used flows with their settings dialog (up to 20, icon and colour)",
      propsSchema: oftenFlowsPropsSchema,
      load: () => starts().then((m) => m.OftenFlowsWidget as WidgetComponent),
    },
  ];
}
