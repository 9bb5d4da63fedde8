import type { HomeLayout } from "../../../../api/contract";
import { type DragPayload, dropAsRow, dropIntoSlot } from "../../model/dragData";
import type { LayoutSlot } from "../../model/layoutEdit";

/*
 * What the designer's drag and drop moves and where it may land, and what a drop does to a layout. The
 * sensors and the DOM (dnd-kit) live in LayoutDnd.tsx; this part is pure and tested on its own.
 */

/** What is dragged: a column of the available list, or a placed column (its cell, tab or single row, and index). */
export type DragSource = DragPayload;

/**
 * Where a column may be dropped: into a cell or tab ("slot"), between rows ("gap" before the row now at `at`,
 * `at` = the number of rows: after the last), or on a single-column row (a new single-column row after it).
 */
export type DropTarget =
  | { kind: "slot"; slot: LayoutSlot }
  | { kind: "gap"; at: number }
  | { kind: "single"; row: number };

/** The key of a cell or tab inside ids ("0.c1", "1.t0"). */
const slotKey = (slot: LayoutSlot) =>
  "cell" in slot ? `${slot.row}.c${slot.cell}` : `${slot.row}.t${slot.tab}`;

/** The draggable id of a source (unique on the page). */
export function sourceId(source: DragSource): string {
  if (!("from" in source)) return `column:${source.alias}`;
  const { from, index } = source;
  return "single" in from ? `placed:${from.row}.single` : `placed:${slotKey(from)}:${index}`;
}

/** The droppable id of a target (unique on the page). */
export function targetId(target: DropTarget): string {
  switch (target.kind) {
    case "slot":
      return `slot:${slotKey(target.slot)}`;
    case "gap":
      return `gap:${target.at}`;
    case "single":
      return `single:${target.row}`;
  }
}

/** True when the source is the single-column row `row` itself. */
const isSingleRow = (source: DragSource, row: number) =>
  "from" in source && "single" in source.from && source.from.row === row;

/**
 * What dropping `source` on `target` makes of the layout (the same layout when nothing changes):
 * - on a cell or tab: a column of the list is added at its end, a placed column moves to its end (a
 *   single-column row giving its column up disappears);
 * - between rows: the column becomes a new single-column row there (a single-column row just moves);
 * - on a single-column row: the column becomes a new single-column row after it (the row itself: no change).
 */
export function applyDrop(layout: HomeLayout, source: DragSource, target: DropTarget): HomeLayout {
  switch (target.kind) {
    case "slot":
      return dropIntoSlot(layout, source, target.slot);
    case "gap":
      return dropAsRow(layout, source, target.at);
    case "single":
      return isSingleRow(source, target.row) ? layout : dropAsRow(layout, source, target.row + 1);
  }
}
