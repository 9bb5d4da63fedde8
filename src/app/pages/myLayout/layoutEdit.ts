import type {
  HomeColumnRef,
  HomeGridItem,
  HomeLayout,
  HomeLayoutItem,
  HomeTabItem,
} from "../../../api/contract";

/* Pure edits of a home layout (the v-myLayout designer). Every function returns a new layout and leaves its input alone. */

/** Where columns live: a cell of a grid row, or a tab of a tab container. */
export type LayoutSlot = { row: number; cell: number } | { row: number; tab: number };

/** The smallest and largest span of a grid cell (of 24). */
export const MIN_SPAN = 1;
export const MAX_SPAN = 24;

/** True for a grid row. */
export const isGrid = (item: HomeLayoutItem | undefined): item is HomeGridItem =>
  !!item && (item as { type?: unknown }).type === "grid";

/** True for a tab container. */
export const isTab = (item: HomeLayoutItem | undefined): item is HomeTabItem =>
  !!item && (item as { type?: unknown }).type === "tab";

/** A deep copy of a layout (layouts are plain JSON). */
export function cloneLayout(layout: HomeLayout): HomeLayout {
  return JSON.parse(JSON.stringify(layout)) as HomeLayout;
}

/** The column list of a slot inside a (copied) layout, or undefined when the slot does not exist. */
function listOf(layout: HomeLayout, slot: LayoutSlot): HomeColumnRef[] | undefined {
  const item = layout.list[slot.row];
  if ("cell" in slot) return isGrid(item) ? item.columns[slot.cell]?.list : undefined;
  return isTab(item) ? item.tabs[slot.tab]?.list : undefined;
}

/** The columns placed in a slot ([] for a missing slot). */
export function columnsIn(layout: HomeLayout, slot: LayoutSlot): HomeColumnRef[] {
  return listOf(layout, slot) ?? [];
}

/** Every slot of a layout, in reading order (for "move to…"). */
export function slotsOf(layout: HomeLayout): LayoutSlot[] {
  return layout.list.flatMap((item, row): LayoutSlot[] => {
    if (isGrid(item)) return item.columns.map((_, cell) => ({ row, cell }));
    if (isTab(item)) return item.tabs.map((_, tab) => ({ row, tab }));
    return [];
  });
}

/** True when two slots are the same place. */
export function sameSlot(a: LayoutSlot, b: LayoutSlot): boolean {
  return (
    a.row === b.row &&
    ("cell" in a && "cell" in b ? a.cell === b.cell : "tab" in a && "tab" in b ? a.tab === b.tab : false)
  );
}

/** A column reference for a column summary (alias and name only). */
export function refOf(column: { alias: string; name?: string }): HomeColumnRef {
  return column.name ? { alias: column.alias, name: column.name } : { alias: column.alias };
}

/** Adds a column at the end of a slot (or at `index`); an unknown slot leaves the layout unchanged. */
export function addColumn(
  layout: HomeLayout,
  slot: LayoutSlot,
  ref: HomeColumnRef,
  index?: number,
): HomeLayout {
  const next = cloneLayout(layout);
  const list = listOf(next, slot);
  if (!list) return layout;
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  list.splice(at, 0, { ...ref });
  return next;
}

/** Removes the column at `index` of a slot. */
export function removeColumn(layout: HomeLayout, slot: LayoutSlot, index: number): HomeLayout {
  const next = cloneLayout(layout);
  const list = listOf(next, slot);
  if (!list || index < 0 || index >= list.length) return layout;
  list.splice(index, 1);
  return next;
}

/**
 * Moves the column at `index` of `from` to `to` (at `toIndex`, the end by default). Moving within one slot
 * places it at `toIndex` of the list without it. Missing slots or indexes leave the layout unchanged.
 */
export function moveColumn(
  layout: HomeLayout,
  from: LayoutSlot,
  index: number,
  to: LayoutSlot,
  toIndex?: number,
): HomeLayout {
  const next = cloneLayout(layout);
  const source = listOf(next, from);
  const target = listOf(next, to);
  if (!source || !target || index < 0 || index >= source.length) return layout;
  const [ref] = source.splice(index, 1);
  const at = toIndex === undefined ? target.length : Math.max(0, Math.min(toIndex, target.length));
  target.splice(at, 0, ref);
  return next;
}

/** Moves a column one place up (-1) or down (+1) within its slot; at an end nothing changes. */
export function shiftColumn(layout: HomeLayout, slot: LayoutSlot, index: number, delta: -1 | 1): HomeLayout {
  const list = listOf(layout, slot);
  const to = index + delta;
  if (!list || to < 0 || to >= list.length) return layout;
  return moveColumn(layout, slot, index, slot, to);
}

/** A new grid row of `cells` equal cells (24 / cells each, at least 1), gutter 16. */
export function newGridRow(cells = 2): HomeGridItem {
  const count = Math.max(1, Math.min(MAX_SPAN, Math.floor(cells)));
  const span = Math.max(MIN_SPAN, Math.floor(MAX_SPAN / count));
  return {
    type: "grid",
    options: { gutter: 16 },
    columns: Array.from({ length: count }, () => ({ span, list: [] })),
  };
}

/** Adds a grid row at the end (or at `index`). */
export function addGridRow(layout: HomeLayout, cells = 2, index?: number): HomeLayout {
  const next = cloneLayout(layout);
  const at = index === undefined ? next.list.length : Math.max(0, Math.min(index, next.list.length));
  next.list.splice(at, 0, newGridRow(cells));
  return next;
}

/** Removes a row (grid row, tab container or single column). */
export function removeRow(layout: HomeLayout, row: number): HomeLayout {
  if (row < 0 || row >= layout.list.length) return layout;
  const next = cloneLayout(layout);
  next.list.splice(row, 1);
  return next;
}

/** Moves a row one place up (-1) or down (+1); at an end nothing changes. */
export function shiftRow(layout: HomeLayout, row: number, delta: -1 | 1): HomeLayout {
  const to = row + delta;
  if (row < 0 || row >= layout.list.length || to < 0 || to >= layout.list.length) return layout;
  const next = cloneLayout(layout);
  const [item] = next.list.splice(row, 1);
  next.list.splice(to, 0, item);
  return next;
}

/** Adds an empty cell (span 12) at the end of a grid row; a row of 24 cells stays as it is. */
export function addCell(layout: HomeLayout, row: number): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || item.columns.length >= MAX_SPAN) return layout;
  const next = cloneLayout(layout);
  (next.list[row] as HomeGridItem).columns.push({ span: 12, list: [] });
  return next;
}

/** Removes a cell of a grid row with its columns; the last cell of a row stays (remove the row instead). */
export function removeCell(layout: HomeLayout, row: number, cell: number): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || item.columns.length <= 1 || cell < 0 || cell >= item.columns.length) return layout;
  const next = cloneLayout(layout);
  (next.list[row] as HomeGridItem).columns.splice(cell, 1);
  return next;
}

/** A span clamped to a whole number of 1…24 (NaN gives 12). */
export function clampSpan(span: number): number {
  if (!Number.isFinite(span)) return 12;
  return Math.max(MIN_SPAN, Math.min(MAX_SPAN, Math.round(span)));
}

/** Sets a cell's span (of 24, clamped to 1…24); the per-breakpoint spans are dropped so the span applies. */
export function setSpan(layout: HomeLayout, row: number, cell: number, span: number): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || !item.columns[cell]) return layout;
  const next = cloneLayout(layout);
  const target = (next.list[row] as HomeGridItem).columns[cell];
  target.span = clampSpan(span);
  delete target.spans;
  return next;
}

/** A layout that is safe to edit: `list` always an array (the server sends {list: []} for none). */
export function normaliseLayout(layout: Partial<HomeLayout> | null | undefined): HomeLayout {
  const list = Array.isArray(layout?.list) ? layout.list : [];
  return { ...(layout ?? {}), list } as HomeLayout;
}
