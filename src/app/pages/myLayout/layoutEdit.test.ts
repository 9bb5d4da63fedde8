import { describe, expect, it } from "vitest";
import type { HomeGridItem, HomeLayout, HomeTabItem } from "../../../api/contract";
import {
  addCell,
  addColumn,
  addGridRow,
  clampSpan,
  columnsIn,
  moveColumn,
  normaliseLayout,
  removeCell,
  removeColumn,
  removeRow,
  setSpan,
  shiftColumn,
  shiftRow,
  slotsOf,
} from "./layoutEdit";

const layout = (): HomeLayout => ({
  list: [
    {
      type: "grid",
      options: { gutter: 16 },
      columns: [
        { span: 12, spans: { xl: 8 }, list: [{ alias: "todo" }, { alias: "news" }] },
        { span: 12, list: [{ alias: "notice" }] },
      ],
    },
    {
      type: "tab",
      tabs: [
        { name: "A", list: [{ alias: "chart" }] },
        { name: "B", list: [] },
      ],
    },
    { alias: "carousel" },
  ],
});

const aliases = (l: HomeLayout, slot: Parameters<typeof columnsIn>[1]) =>
  columnsIn(l, slot).map((r) => r.alias);

describe("layout edits of the my-layout designer", () => {
  it("adds a column at the end of a cell or a tab, without touching the original", () => {
    const before = layout();
    const after = addColumn(before, { row: 0, cell: 1 }, { alias: "meetings", name: "会议" });
    expect(aliases(after, { row: 0, cell: 1 })).toEqual(["notice", "meetings"]);
    expect(aliases(before, { row: 0, cell: 1 })).toEqual(["notice"]);
    expect(aliases(addColumn(before, { row: 1, tab: 1 }, { alias: "x" }), { row: 1, tab: 1 })).toEqual(["x"]);
  });

  it("adds a column at a given place", () => {
    expect(aliases(addColumn(layout(), { row: 0, cell: 0 }, { alias: "x" }, 1), { row: 0, cell: 0 })).toEqual(
      ["todo", "x", "news"],
    );
  });

  it("leaves the layout as it is for a slot that does not exist", () => {
    const before = layout();
    expect(addColumn(before, { row: 2, cell: 0 }, { alias: "x" })).toBe(before);
    expect(addColumn(before, { row: 0, tab: 0 }, { alias: "x" })).toBe(before);
  });

  it("removes a column", () => {
    expect(aliases(removeColumn(layout(), { row: 0, cell: 0 }, 0), { row: 0, cell: 0 })).toEqual(["news"]);
  });

  it("moves a column up and down within its cell, and not past the ends", () => {
    const l = layout();
    expect(aliases(shiftColumn(l, { row: 0, cell: 0 }, 1, -1), { row: 0, cell: 0 })).toEqual([
      "news",
      "todo",
    ]);
    expect(aliases(shiftColumn(l, { row: 0, cell: 0 }, 0, 1), { row: 0, cell: 0 })).toEqual(["news", "todo"]);
    expect(shiftColumn(l, { row: 0, cell: 0 }, 0, -1)).toBe(l);
    expect(shiftColumn(l, { row: 0, cell: 0 }, 1, 1)).toBe(l);
  });

  it("moves a column to another cell or tab", () => {
    const after = moveColumn(layout(), { row: 0, cell: 0 }, 0, { row: 1, tab: 1 });
    expect(aliases(after, { row: 0, cell: 0 })).toEqual(["news"]);
    expect(aliases(after, { row: 1, tab: 1 })).toEqual(["todo"]);
    const placed = moveColumn(layout(), { row: 0, cell: 1 }, 0, { row: 0, cell: 0 }, 0);
    expect(aliases(placed, { row: 0, cell: 0 })).toEqual(["notice", "todo", "news"]);
  });

  it("adds a grid row of equal cells and removes and moves rows", () => {
    const added = addGridRow(layout(), 3);
    const row = added.list[3] as HomeGridItem;
    expect(row.type).toBe("grid");
    expect(row.columns.map((c) => c.span)).toEqual([8, 8, 8]);
    expect(removeRow(layout(), 1).list.map((i) => (i as { type?: string }).type ?? "single")).toEqual([
      "grid",
      "single",
    ]);
    expect((shiftRow(layout(), 2, -1).list[1] as { alias: string }).alias).toBe("carousel");
    const l = layout();
    expect(shiftRow(l, 0, -1)).toBe(l);
  });

  it("sets a cell's span of 24, clamped to 1…24, dropping its breakpoint spans", () => {
    const after = setSpan(layout(), 0, 0, 6);
    const cell = (after.list[0] as HomeGridItem).columns[0];
    expect(cell.span).toBe(6);
    expect(cell.spans).toBeUndefined();
    expect((setSpan(layout(), 0, 0, 40).list[0] as HomeGridItem).columns[0].span).toBe(24);
    expect((setSpan(layout(), 0, 0, 0).list[0] as HomeGridItem).columns[0].span).toBe(1);
    expect(clampSpan(Number.NaN)).toBe(12);
    expect(clampSpan(7.6)).toBe(8);
  });

  it("adds and removes cells, keeping the last one", () => {
    const added = addCell(layout(), 0);
    expect((added.list[0] as HomeGridItem).columns).toHaveLength(3);
    const one = removeCell(layout(), 0, 0);
    expect((one.list[0] as HomeGridItem).columns).toHaveLength(1);
    expect(removeCell(one, 0, 0)).toBe(one);
  });

  it("lists every slot in reading order", () => {
    expect(slotsOf(layout())).toEqual([
      { row: 0, cell: 0 },
      { row: 0, cell: 1 },
      { row: 1, tab: 0 },
      { row: 1, tab: 1 },
    ]);
  });

  it("normalises an empty answer to a layout with no rows", () => {
    expect(normaliseLayout(undefined)).toEqual({ list: [] });
    expect(normaliseLayout({ homeType: "scBpm" } as HomeLayout)).toEqual({ homeType: "scBpm", list: [] });
    expect((layout().list[1] as HomeTabItem).tabs).toHaveLength(2);
  });
});
