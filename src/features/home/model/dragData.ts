import type { HomeLayout } from "../../../api/contract";
import {
  addColumn,
  addSingleRow,
  type ColumnPlace,
  type LayoutSlot,
  moveToOwnRow,
  moveToSlot,
  refOf,
} from "./layoutEdit";

/* The drag and drop data of the my-layout designer (dnd-kit, see pages/myLayout/dnd.ts) and what a drop does to a layout. */

/** What is dragged: a column of the available list, or a placed column (its cell, tab or single row, and index). */
export type DragPayload = { alias: string; name?: string } | { from: ColumnPlace; index: number };

/** A drop on a cell or tab: a new column from the list, or a placed column moved there. */
export function dropIntoSlot(layout: HomeLayout, payload: DragPayload, slot: LayoutSlot): HomeLayout {
  return "from" in payload
    ? moveToSlot(layout, payload.from, payload.index, slot)
    : addColumn(layout, slot, refOf(payload));
}

/**
 * A drop between rows (or on a single-column row, meaning after it): a new single-column row before the row
 * now at `at`, holding the dragged column.
 */
export function dropAsRow(layout: HomeLayout, payload: DragPayload, at: number): HomeLayout {
  return "from" in payload
    ? moveToOwnRow(layout, payload.from, payload.index, at)
    : addSingleRow(layout, refOf(payload), at);
}
