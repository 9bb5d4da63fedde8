import type { DragEvent } from "react";
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

/* The drag and drop data of the my-layout designer (HTML5 drag and drop) and what a drop does to a layout. */

/** The drag data type of a column dragged in the designer. */
export const DRAG_TYPE = "application/x-tessera-home-column";

/** What is dragged: a column of the available list, or a placed column (its cell, tab or single row, and index). */
export type DragPayload = { alias: string; name?: string } | { from: ColumnPlace; index: number };

/** True when parsed drag data has the shape of a payload (text dropped from elsewhere does not). */
function isPayload(value: unknown): value is DragPayload {
  if (!value || typeof value !== "object") return false;
  const v = value as { alias?: unknown; from?: { row?: unknown }; index?: unknown };
  if (v.from !== undefined)
    return typeof v.from === "object" && Number.isInteger(v.from?.row) && Number.isInteger(v.index);
  return typeof v.alias === "string" && v.alias !== "";
}

/** Reads the drag payload of a drop (missing or foreign data gives null). */
export function readPayload(event: DragEvent): DragPayload | null {
  try {
    const text = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData("text/plain");
    const parsed: unknown = JSON.parse(text);
    return isPayload(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Starts a drag carrying a payload. */
export function startDrag(event: DragEvent, payload: DragPayload) {
  const text = JSON.stringify(payload);
  event.dataTransfer.setData(DRAG_TYPE, text);
  event.dataTransfer.setData("text/plain", text);
  event.dataTransfer.effectAllowed = "move";
}

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
