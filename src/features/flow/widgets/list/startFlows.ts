import type { BpmDefinitionRow, OftenFlow, SysType } from "../../../../api/contract";

/** At most this many often-used flows (spec 2 §5, §9). */
export const OFTEN_FLOW_MAX = 20;

/** Icons offered for an often-used flow (Blueprint icon names). */
export const OFTEN_FLOW_ICONS = [
  "document",
  "airplane",
  "dollar",
  "calendar",
  "shopping-cart",
  "people",
  "briefcase",
  "office",
  "time",
  "truck",
  "clipboard",
  "key",
] as const;

/** Colours offered for an often-used flow's icon. */
export const OFTEN_FLOW_COLORS = [
  "#2d72d2",
  "#238551",
  "#c87619",
  "#cd4246",
  "#7961db",
  "#147eb3",
  "#d1980b",
  "#634dbf",
] as const;

/** A flow that can be started: a startable definition or an often-used flow. */
export interface StartableFlow {
  /** The definition id (`/agentStart/{defId}/…`); often flows carry it as `id`. */
  id?: string;
  defKey: string;
  name: string;
  typeId?: string;
  leaders?: { id: string; name: string }[];
  /** False when the user may start it only for a leader. */
  selfStart?: boolean;
  icon?: { icon: string; color: string };
}

/** A category of the catalogue and its flows; `type` null holds the flows of no known category. */
export interface FlowGroup {
  type: Pick<SysType, "id" | "name"> | null;
  flows: BpmDefinitionRow[];
}

/**
 * Groups startable flows by FLOW_TYPE category (spec 2 §2.6 start screen), in the categories' order (sn,
 * then name); flows of an unknown or missing category come last. Empty categories are left out.
 */
export function groupFlows(flows: readonly BpmDefinitionRow[], types: readonly SysType[]): FlowGroup[] {
  const ordered = [...types].sort((a, b) => (a.sn ?? 0) - (b.sn ?? 0) || a.name.localeCompare(b.name));
  const known = new Set(ordered.map((type) => type.id));
  const groups: FlowGroup[] = ordered
    .map((type) => ({
      type: { id: type.id, name: type.name },
      flows: flows.filter((f) => f.typeId === type.id),
    }))
    .filter((group) => group.flows.length > 0);
  const rest = flows.filter((f) => !f.typeId || !known.has(f.typeId));
  return rest.length > 0 ? [...groups, { type: null, flows: rest }] : groups;
}

/** The flows whose name (or key) contains the keyword, case-insensitively; all for a blank keyword. */
export function filterFlows<T extends { name: string; defKey: string }>(
  flows: readonly T[],
  keyword: string,
): T[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...flows];
  return flows.filter(
    (f) => f.name.toLowerCase().includes(needle) || f.defKey.toLowerCase().includes(needle),
  );
}

/** The icon of a flow: its own, else one picked from the palette by its position. */
export function flowIcon(flow: Pick<StartableFlow, "icon">, index: number): { icon: string; color: string } {
  if (flow.icon?.icon && flow.icon.color) return flow.icon;
  return {
    icon: flow.icon?.icon || OFTEN_FLOW_ICONS[index % OFTEN_FLOW_ICONS.length],
    color: flow.icon?.color || OFTEN_FLOW_COLORS[index % OFTEN_FLOW_COLORS.length],
  };
}

/** An often-used flow made from a startable definition (the definition's id kept as `id`). */
export function toOftenFlow(flow: BpmDefinitionRow | OftenFlow, index: number): OftenFlow {
  return {
    id: flow.id,
    defKey: flow.defKey,
    name: flow.name,
    typeId: flow.typeId,
    icon: flowIcon(flow, index),
    ...(flow.leaders?.length ? { leaders: flow.leaders } : {}),
    ...(flow.selfStart === false ? { selfStart: false } : {}),
  };
}

/** The outcome of choosing a flow in the settings: the new choice, or why it was refused. */
export type OftenChoice = { ok: true; chosen: OftenFlow[] } | { ok: false; reason: "tooMany" };

/**
 * Adds a flow to the chosen often-used flows, or removes it when it is already chosen. A 21st flow is
 * refused (最多可添加20个常用流程).
 */
export function toggleOftenFlow(
  chosen: readonly OftenFlow[],
  flow: BpmDefinitionRow | OftenFlow,
): OftenChoice {
  if (chosen.some((c) => c.defKey === flow.defKey)) {
    return { ok: true, chosen: chosen.filter((c) => c.defKey !== flow.defKey) };
  }
  if (chosen.length >= OFTEN_FLOW_MAX) return { ok: false, reason: "tooMany" };
  return { ok: true, chosen: [...chosen, toOftenFlow(flow, chosen.length)] };
}

/** Reads the often-used flows out of an answer: a bare array, a CommonResult `value` or a PageList `rows`. */
export function oftenFlowsOf(body: unknown): OftenFlow[] {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { value?: unknown })?.value)
      ? (body as { value: unknown[] }).value
      : Array.isArray((body as { rows?: unknown })?.rows)
        ? (body as { rows: unknown[] }).rows
        : [];
  return list.filter(
    (item): item is OftenFlow =>
      !!item && typeof item === "object" && typeof (item as OftenFlow).defKey === "string",
  );
}
