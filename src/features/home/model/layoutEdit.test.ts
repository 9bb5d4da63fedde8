import { describe, expect, it } from "vitest";
import type { HomeGridItem, HomeLayout, HomeTabItem } from "../../../api/contract";
import {
  addCell,
  addColumn,
  addGridRow,
  addSingleRow,
  addTab,
  addTabRow,
  clearBreakpointSpans,
  columnsIn,
  MAX_ROWS,
  MAX_TABS,
  moveColumn,
  moveToOwnRow,
  moveToSlot,
  nameError,
  normaliseLayout,
  removeCell,
  removeColumn,
  removeRow,
  removeTab,
  renameTab,
  renameTabRow,
  setBreakpointSpan,
  setSpan,
  shiftColumn,
  shiftRow,
  shiftTab,
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
    expect((setSpan(layout(), 0, 0, Number.NaN).list[0] as HomeGridItem).columns[0].span).toBe(12);
    expect((setSpan(layout(), 0, 0, 7.6).list[0] as HomeGridItem).columns[0].span).toBe(8);
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

/** What each row is: "grid", "tab" or the alias of a single-column row. */
const rowsOf = (l: HomeLayout) =>
  l.list.map((i) => (i as { type?: string }).type ?? (i as { alias: string }).alias);
const tabsOf = (l: HomeLayout, row: number) => (l.list[row] as HomeTabItem).tabs.map((t) => t.name);
const cellOf = (l: HomeLayout, row: number, cell: number) => (l.list[row] as HomeGridItem).columns[cell];

describe("tab containers", () => {
  it("adds a tab container with one empty tab", () => {
    const after = addTabRow(layout(), "标签页1", "标签1");
    expect(after.list.at(-1)).toEqual({ type: "tab", name: "标签页1", tabs: [{ name: "标签1", list: [] }] });
    expect(rowsOf(addTabRow(layout(), "x", "y", 0))[0]).toBe("tab");
  });

  it("renames the container and a tab (trimmed), and refuses a blank or too long name", () => {
    const l = layout();
    expect((renameTabRow(l, 1, "  日常工作 ").list[1] as HomeTabItem).name).toBe("日常工作");
    expect(tabsOf(renameTab(l, 1, 1, "周报"), 1)).toEqual(["A", "周报"]);
    expect(renameTabRow(l, 1, "   ")).toBe(l);
    expect(renameTab(l, 1, 0, "")).toBe(l);
    expect(renameTab(l, 1, 0, "长".repeat(129))).toBe(l);
    expect(tabsOf(renameTab(l, 1, 0, "长".repeat(128)), 1)[0]).toHaveLength(128);
    expect(renameTabRow(l, 0, "grid row")).toBe(l);
    expect(renameTab(l, 1, 5, "x")).toBe(l);
  });

  it("tells why a name cannot be used", () => {
    expect(nameError("")).toBe("required");
    expect(nameError(" \t")).toBe("required");
    expect(nameError("a".repeat(129))).toBe("tooLong");
    expect(nameError("😀".repeat(128))).toBeNull();
    expect(nameError("督办")).toBeNull();
  });

  it("adds a tab at the end, up to 20", () => {
    expect(tabsOf(addTab(layout(), 1, "C"), 1)).toEqual(["A", "B", "C"]);
    let l = layout();
    for (let i = 0; i < 30; i++) l = addTab(l, 1, `T${i}`);
    expect((l.list[1] as HomeTabItem).tabs).toHaveLength(MAX_TABS);
    expect(addTab(layout(), 0, "C")).toEqual(layout());
  });

  it("removes a tab with its columns, and the whole container with its last tab", () => {
    const one = removeTab(layout(), 1, 0);
    expect(tabsOf(one, 1)).toEqual(["B"]);
    expect(rowsOf(removeTab(one, 1, 0))).toEqual(["grid", "carousel"]);
  });

  it("moves a tab left and right, and not past the ends", () => {
    expect(tabsOf(shiftTab(layout(), 1, 0, 1), 1)).toEqual(["B", "A"]);
    expect(tabsOf(shiftTab(layout(), 1, 1, -1), 1)).toEqual(["B", "A"]);
    const l = layout();
    expect(shiftTab(l, 1, 0, -1)).toBe(l);
    expect(shiftTab(l, 1, 1, 1)).toBe(l);
  });

  it("moves columns into and out of tabs", () => {
    const into = moveToSlot(layout(), { row: 0, cell: 1 }, 0, { row: 1, tab: 1 });
    expect(aliases(into, { row: 1, tab: 1 })).toEqual(["notice"]);
    const out = moveToSlot(into, { row: 1, tab: 0 }, 0, { row: 0, cell: 1 });
    expect(aliases(out, { row: 0, cell: 1 })).toEqual(["chart"]);
  });
});

describe("single-column rows", () => {
  it("adds a single-column row with a column, at the end or at a place", () => {
    expect(rowsOf(addSingleRow(layout(), { alias: "meetings", name: "会议" }))).toEqual([
      "grid",
      "tab",
      "carousel",
      "meetings",
    ]);
    expect(rowsOf(addSingleRow(layout(), { alias: "meetings" }, 1))).toEqual([
      "grid",
      "meetings",
      "tab",
      "carousel",
    ]);
    expect(addSingleRow(layout(), { alias: "m", name: "会议" }).list[3]).toEqual({
      alias: "m",
      name: "会议",
    });
  });

  it("moves a placed column out of its cell to a row of its own", () => {
    const after = moveToOwnRow(layout(), { row: 0, cell: 0 }, 1, 1);
    expect(rowsOf(after)).toEqual(["grid", "news", "tab", "carousel"]);
    expect(aliases(after, { row: 0, cell: 0 })).toEqual(["todo"]);
    expect(rowsOf(moveToOwnRow(layout(), { row: 1, tab: 0 }, 0, 0))).toEqual([
      "chart",
      "grid",
      "tab",
      "carousel",
    ]);
    expect(rowsOf(moveToOwnRow(layout(), { row: 0, cell: 0 }, 0, 99)).at(-1)).toBe("todo");
  });

  it("moves a single-column row to another place between rows", () => {
    expect(rowsOf(moveToOwnRow(layout(), { row: 2, single: true }, 0, 0))).toEqual([
      "carousel",
      "grid",
      "tab",
    ]);
    expect(rowsOf(moveToOwnRow(layout(), { row: 2, single: true }, 0, 2))).toEqual([
      "grid",
      "tab",
      "carousel",
    ]);
    const first = moveToOwnRow(layout(), { row: 2, single: true }, 0, 0);
    expect(rowsOf(moveToOwnRow(first, { row: 0, single: true }, 0, 3))).toEqual(["grid", "tab", "carousel"]);
    expect(rowsOf(moveToOwnRow(first, { row: 0, single: true }, 0, 2))).toEqual(["grid", "carousel", "tab"]);
    const l = layout();
    expect(moveToOwnRow(l, { row: 2, single: true }, 0, 2)).toBe(l);
    expect(moveToOwnRow(l, { row: 2, single: true }, 0, 3)).toBe(l);
  });

  it("turns a single-column row back into a column of a cell or tab; the row disappears", () => {
    const inCell = moveToSlot(layout(), { row: 2, single: true }, 0, { row: 0, cell: 1 }, 0);
    expect(rowsOf(inCell)).toEqual(["grid", "tab"]);
    expect(aliases(inCell, { row: 0, cell: 1 })).toEqual(["carousel", "notice"]);
    const withFirst = moveToOwnRow(layout(), { row: 2, single: true }, 0, 0);
    const inTab = moveToSlot(withFirst, { row: 0, single: true }, 0, { row: 2, tab: 1 });
    expect(rowsOf(inTab)).toEqual(["grid", "tab"]);
    expect(aliases(inTab, { row: 1, tab: 1 })).toEqual(["carousel"]);
  });

  it("leaves the layout alone for a row that is not a single column, or a slot that does not exist", () => {
    const l = layout();
    expect(moveToSlot(l, { row: 0, single: true }, 0, { row: 1, tab: 0 })).toBe(l);
    expect(moveToSlot(l, { row: 2, single: true }, 0, { row: 2, cell: 0 })).toBe(l);
    expect(moveToOwnRow(l, { row: 0, cell: 0 }, 7, 0)).toBe(l);
  });

  it("adds no row to a layout of 50 rows", () => {
    let l: HomeLayout = { list: [] };
    for (let i = 0; i < 60; i++) l = addSingleRow(addGridRow(addTabRow(l, "t", "1")), { alias: "x" });
    expect(l.list).toHaveLength(MAX_ROWS);
  });
});

describe("per-breakpoint spans", () => {
  it("sets one breakpoint's span, clamped to 1…24, keeping the others", () => {
    const after = setBreakpointSpan(layout(), 0, 0, "md", 6);
    expect(cellOf(after, 0, 0)).toMatchObject({ span: 12, spans: { md: 6, xl: 8 } });
    expect(cellOf(setBreakpointSpan(layout(), 0, 1, "xl", 40), 0, 1).spans).toEqual({ xl: 24 });
    expect(cellOf(setBreakpointSpan(layout(), 0, 1, "xs", 0), 0, 1).spans).toEqual({ xs: 1 });
  });

  it("clears a breakpoint, and with none left the cell is back to its simple span", () => {
    const cleared = setBreakpointSpan(layout(), 0, 0, "xl", undefined);
    expect(cellOf(cleared, 0, 0)).toEqual({ span: 12, list: [{ alias: "todo" }, { alias: "news" }] });
    expect("spans" in cellOf(cleared, 0, 0)).toBe(false);
    const both = setBreakpointSpan(setBreakpointSpan(layout(), 0, 1, "sm", 8), 0, 1, "lg", 6);
    expect(Object.keys(cellOf(both, 0, 1).spans ?? {})).toEqual(["sm", "lg"]);
    expect("spans" in cellOf(clearBreakpointSpans(both, 0, 1), 0, 1)).toBe(false);
    const l = layout();
    expect(clearBreakpointSpans(l, 0, 1)).toBe(l);
    expect(setBreakpointSpan(l, 1, 0, "xs", 6)).toBe(l);
  });
});
