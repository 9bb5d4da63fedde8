import type {
  HomeColumnRef,
  HomeGridItem,
  HomeLayout,
  HomeLayoutItem,
  HomeSpans,
  HomeTabItem,
} from "../../../api/contract";
import { BREAKPOINT_ORDER, clampSpan } from "../../../widgets/layout/Grid";

/* Pure edits of a home layout (the v-myLayout designer). Every function returns a new layout and leaves its input alone. */

/** Where columns live: a cell of a grid row, or a tab of a tab container. */
export type LayoutSlot = { row: number; cell: number } | { row: number; tab: number };

/** A single-column row (a layout item without `type`): its column sits at index 0 of the row. */
export type SinglePlace = { row: number; single: true };

/** Wherever a placed column sits: a cell, a tab, or a single-column row of its own. */
export type ColumnPlace = LayoutSlot | SinglePlace;

/** The smallest and largest span of a grid cell (of 24). */
export const MIN_SPAN = 1;
export const MAX_SPAN = 24;

/** The most rows a layout, and tabs a tab container, may have (the server's schema says the same). */
export const MAX_ROWS = 50;
export const MAX_TABS = 20;

/** The longest name of a tab container or a tab, in characters. */
export const NAME_MAX = 128;

/** The breakpoints of per-breakpoint spans, smallest first: the kit grid's. */
export const SPAN_BREAKPOINTS = BREAKPOINT_ORDER;
export type SpanBreakpoint = (typeof SPAN_BREAKPOINTS)[number];

/** True for a grid row. */
export const isGrid = (item: HomeLayoutItem | undefined): item is HomeGridItem =>
  !!item && (item as { type?: unknown }).type === "grid";

/** True for a tab container. */
export const isTab = (item: HomeLayoutItem | undefined): item is HomeTabItem =>
  !!item && (item as { type?: unknown }).type === "tab";

/** True for a single-column row (an item without `type` naming an alias). */
export const isSingle = (item: HomeLayoutItem | undefined): item is HomeColumnRef =>
  !!item && !(item as { type?: unknown }).type && typeof (item as HomeColumnRef).alias === "string";

/** True for the place of a single-column row. */
export const isSinglePlace = (place: ColumnPlace): place is SinglePlace => "single" in place;

/** A deep copy of a layout (layouts are plain JSON). */
export function cloneLayout(layout: HomeLayout): HomeLayout {
  return structuredClone(layout);
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

/** Adds a grid row at the end (or at `index`); a layout of 50 rows stays as it is. */
export function addGridRow(layout: HomeLayout, cells = 2, index?: number): HomeLayout {
  return insertRow(layout, newGridRow(cells), index);
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

/** An edited span: the grid's clamp, but at least 1 (an edited cell is never hidden) and 12 for NaN. */
const editedSpan = (span: number): number => Math.max(MIN_SPAN, clampSpan(span) ?? 12);

/** Sets a cell's span (of 24, clamped to 1…24); the per-breakpoint spans are dropped so the span applies. */
export function setSpan(layout: HomeLayout, row: number, cell: number, span: number): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || !item.columns[cell]) return layout;
  const next = cloneLayout(layout);
  const target = (next.list[row] as HomeGridItem).columns[cell];
  target.span = editedSpan(span);
  delete target.spans;
  return next;
}

/** A layout that is safe to edit: `list` always an array (the server sends {list: []} for none). */
export function normaliseLayout(layout: Partial<HomeLayout> | null | undefined): HomeLayout {
  const list = Array.isArray(layout?.list) ? layout.list : [];
  return { ...(layout ?? {}), list } as HomeLayout;
}

/** Why a container or tab name cannot be used: "required" (blank), "tooLong" (over 128 characters), or null. */
export function nameError(name: string): "required" | "tooLong" | null {
  if (!name.trim()) return "required";
  return Array.from(name.trim()).length > NAME_MAX ? "tooLong" : null;
}

/** Inserts a row at `index` (the end by default); a layout of 50 rows stays as it is. */
function insertRow(layout: HomeLayout, item: HomeLayoutItem, index?: number): HomeLayout {
  if (layout.list.length >= MAX_ROWS) return layout;
  const next = cloneLayout(layout);
  const at = index === undefined ? next.list.length : Math.max(0, Math.min(index, next.list.length));
  next.list.splice(at, 0, item);
  return next;
}

/** A new tab container named `name` with one empty tab named `tabName`. */
export function newTabRow(name: string, tabName: string): HomeTabItem {
  return { type: "tab", name, tabs: [{ name: tabName, list: [] }] };
}

/** Adds a tab container (one empty tab) at the end (or at `index`). */
export function addTabRow(layout: HomeLayout, name: string, tabName: string, index?: number): HomeLayout {
  return insertRow(layout, newTabRow(name, tabName), index);
}

/** Adds a single-column row holding `ref` at the end (or at `index`). */
export function addSingleRow(layout: HomeLayout, ref: HomeColumnRef, index?: number): HomeLayout {
  return insertRow(layout, { ...ref }, index);
}

/** Renames a tab container (trimmed); a blank or too long name leaves the layout unchanged. */
export function renameTabRow(layout: HomeLayout, row: number, name: string): HomeLayout {
  if (!isTab(layout.list[row]) || nameError(name)) return layout;
  const next = cloneLayout(layout);
  (next.list[row] as HomeTabItem).name = name.trim();
  return next;
}

/** Renames a tab of a container (trimmed); a blank or too long name leaves the layout unchanged. */
export function renameTab(layout: HomeLayout, row: number, tab: number, name: string): HomeLayout {
  const item = layout.list[row];
  if (!isTab(item) || !item.tabs[tab] || nameError(name)) return layout;
  const next = cloneLayout(layout);
  (next.list[row] as HomeTabItem).tabs[tab].name = name.trim();
  return next;
}

/** Adds an empty tab named `name` at the end of a container; a container of 20 tabs stays as it is. */
export function addTab(layout: HomeLayout, row: number, name: string): HomeLayout {
  const item = layout.list[row];
  if (!isTab(item) || item.tabs.length >= MAX_TABS || nameError(name)) return layout;
  const next = cloneLayout(layout);
  (next.list[row] as HomeTabItem).tabs.push({ name: name.trim(), list: [] });
  return next;
}

/** Removes a tab with its columns; removing the last tab removes the whole container. */
export function removeTab(layout: HomeLayout, row: number, tab: number): HomeLayout {
  const item = layout.list[row];
  if (!isTab(item) || tab < 0 || tab >= item.tabs.length) return layout;
  if (item.tabs.length === 1) return removeRow(layout, row);
  const next = cloneLayout(layout);
  (next.list[row] as HomeTabItem).tabs.splice(tab, 1);
  return next;
}

/** Moves a tab one place left (-1) or right (+1) within its container; at an end nothing changes. */
export function shiftTab(layout: HomeLayout, row: number, tab: number, delta: -1 | 1): HomeLayout {
  const item = layout.list[row];
  const to = tab + delta;
  if (!isTab(item) || tab < 0 || tab >= item.tabs.length || to < 0 || to >= item.tabs.length) return layout;
  const next = cloneLayout(layout);
  const tabs = (next.list[row] as HomeTabItem).tabs;
  const [moved] = tabs.splice(tab, 1);
  tabs.splice(to, 0, moved);
  return next;
}

/** The row index `row` ends up at once the row at `removed` is taken out. */
const afterRemoval = (row: number, removed: number) => (row > removed ? row - 1 : row);

/**
 * Takes a placed column out of the layout: out of its cell or tab, or (a single-column row) the whole row.
 * Answers the layout without it, the column, and where the rows that followed a removed row went.
 */
function takeColumn(
  layout: HomeLayout,
  from: ColumnPlace,
  index: number,
): { layout: HomeLayout; ref: HomeColumnRef; rowAt: (row: number) => number } | undefined {
  if (isSinglePlace(from)) {
    const item = layout.list[from.row];
    if (!isSingle(item) || index !== 0) return undefined;
    return { layout: removeRow(layout, from.row), ref: { ...item }, rowAt: (r) => afterRemoval(r, from.row) };
  }
  const next = cloneLayout(layout);
  const list = listOf(next, from);
  if (!list || index < 0 || index >= list.length) return undefined;
  const [ref] = list.splice(index, 1);
  return { layout: next, ref, rowAt: (r) => r };
}

/**
 * Moves a placed column (from a cell, a tab or a single-column row) into a cell or tab, at `toIndex` (the
 * end by default). A single-column row that gives its column up disappears. Anything missing: no change.
 */
export function moveToSlot(
  layout: HomeLayout,
  from: ColumnPlace,
  index: number,
  to: LayoutSlot,
  toIndex?: number,
): HomeLayout {
  if (!isSinglePlace(from)) return moveColumn(layout, from, index, to, toIndex);
  if (from.row === to.row || !listOf(layout, to)) return layout;
  const taken = takeColumn(layout, from, index);
  if (!taken) return layout;
  return addColumn(taken.layout, { ...to, row: taken.rowAt(to.row) }, taken.ref, toIndex);
}

/**
 * Moves a placed column to a single-column row of its own, inserted before the row that is at `at` now
 * (`at` = the number of rows: at the end). A single-column row moved this way simply changes place.
 */
export function moveToOwnRow(layout: HomeLayout, from: ColumnPlace, index: number, at: number): HomeLayout {
  const taken = takeColumn(layout, from, index);
  if (!taken) return layout;
  const bounded = Math.max(0, Math.min(at, layout.list.length));
  const target = isSinglePlace(from) && bounded > from.row ? bounded - 1 : bounded;
  if (isSinglePlace(from) && target === from.row) return layout;
  const next = cloneLayout(taken.layout);
  next.list.splice(target, 0, taken.ref);
  return next;
}

/** The per-breakpoint spans of a cell without empty entries (undefined when none is left). */
function compactSpans(spans: HomeSpans): HomeSpans | undefined {
  const out: HomeSpans = {};
  for (const bp of SPAN_BREAKPOINTS) if (spans[bp] !== undefined) out[bp] = spans[bp];
  return Object.keys(out).length ? out : undefined;
}

/**
 * Sets one breakpoint's span of a cell (clamped to 1…24); `undefined` clears it so the breakpoint inherits the
 * next smaller one's. With no breakpoint left, `spans` goes and the cell is back to its simple span.
 */
export function setBreakpointSpan(
  layout: HomeLayout,
  row: number,
  cell: number,
  breakpoint: SpanBreakpoint,
  span: number | undefined,
): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || !item.columns[cell]) return layout;
  const next = cloneLayout(layout);
  const target = (next.list[row] as HomeGridItem).columns[cell];
  const spans = { ...(target.spans ?? {}), [breakpoint]: span === undefined ? undefined : editedSpan(span) };
  const compact = compactSpans(spans);
  if (compact) target.spans = compact;
  else delete target.spans;
  return next;
}

/** Drops a cell's per-breakpoint spans: its simple span applies again. */
export function clearBreakpointSpans(layout: HomeLayout, row: number, cell: number): HomeLayout {
  const item = layout.list[row];
  if (!isGrid(item) || !item.columns[cell]?.spans) return layout;
  const next = cloneLayout(layout);
  delete (next.list[row] as HomeGridItem).columns[cell].spans;
  return next;
}
