import type { FlowDefinitionJson } from "../bpm/engine/definitionTypes";
import type { LabelMap } from "../http/locale";
import data from "./bpmDefinitions.json";

/** The demo flows' categories, forms and definitions (rows in bpmDefinitions.json; server/seed/bpm.ts loads them). */

/** FLOW_TYPE categories: [key, name, English name, sn]. */
export const FLOW_TYPES = data.flowTypes as [string, string, string, number][];

export interface SeedForm {
  formKey: string;
  /** A configured label; titles in `schema` are labels too (string or {zh-CN, en-US}). */
  name: LabelMap;
  boAlias: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

/** The forms the demo flows open. */
export const FORMS = data.forms as SeedForm[];

/** The demo flows: leave (3-day gateway), expense (amount gateway), purchase (countersign), ACME's leave. */
const FLOWS = data.flows as Record<"leave" | "expense" | "purchase" | "acmeLeave", FlowDefinitionJson>;
export const LEAVE = FLOWS.leave;
export const EXPENSE = FLOWS.expense;
export const PURCHASE = FLOWS.purchase;
export const ACME_LEAVE = FLOWS.acmeLeave;

/** [tenant, defKey, name, type key, description, icon, color, definition]; name and description are label maps. */
export const DEFINITIONS: [string, string, LabelMap, string, LabelMap, string, string, FlowDefinitionJson][] =
  data.definitions.map((d) => [
    d.tenant,
    d.defKey,
    d.name,
    d.typeKey,
    d.description,
    d.icon,
    d.color,
    FLOWS[d.flow as keyof typeof FLOWS],
  ]);
