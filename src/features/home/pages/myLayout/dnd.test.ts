import type { DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import type { HomeGridItem, HomeLayout, HomeTabItem } from "../../../../api/contract";
import { MAX_ROWS } from "../../model/layoutEdit";
import { applyDrop, type DragSource, type DropTarget, sourceId, targetId } from "./dnd";
import { FingerSensor, MouseAndPenSensor, stepTarget } from "./LayoutDnd";
import { MY_LAYOUT_DESIGN, MY_LAYOUT_RICH } from "./myLayoutFixtures";

/** A grid row (staticNotice | requestNews), tabs (督办: pagedPost, 报表: reportChart, 文档: empty), two single rows. */
const rich = () => structuredClone(MY_LAYOUT_RICH.layout) as HomeLayout;
/** A grid row (staticNotice, secret | requestNews), tabs (督办: pagedPost, failing; …), two single rows. */
const design = () => structuredClone(MY_LAYOUT_DESIGN.layout) as HomeLayout;

const grid = (layout: HomeLayout, row = 0) => layout.list[row] as HomeGridItem;
const tabs = (layout: HomeLayout, row = 1) => layout.list[row] as HomeTabItem;
const aliases = (list: { alias: string }[]) => list.map((r) => r.alias);
/** Each row: "grid", "tab" or the alias of a single-column row. */
const rows = (layout: HomeLayout) =>
  layout.list.map(
    (item) => (item as { type?: string; alias?: string }).type ?? (item as { alias: string }).alias,
  );

const fromList: DragSource = { alias: "pagedPost", name: "督办事项" };
const cell = (row: number, c: number): DropTarget => ({ kind: "slot", slot: { row, cell: c } });
const tab = (row: number, t: number): DropTarget => ({ kind: "slot", slot: { row, tab: t } });

describe("applyDrop: on a cell or tab", () => {
  it("adds a column of the list at the end of a cell, with its name", () => {
    const next = applyDrop(rich(), fromList, cell(0, 1));
    expect(grid(next).columns[1].list).toEqual([
      { alias: "requestNews" },
      { alias: "pagedPost", name: "督办事项" },
    ]);
  });

  it("adds a column of the list to a tab and leaves the rest alone", () => {
    const before = rich();
    const next = applyDrop(before, fromList, tab(1, 2));
    expect(aliases(tabs(next).tabs[2].list)).toEqual(["pagedPost"]);
    expect(next.list[0]).toEqual(before.list[0]);
    expect(before).toEqual(rich()); // the layout given is not changed
  });

  it("moves a placed column from a cell to the end of a tab", () => {
    const next = applyDrop(design(), { from: { row: 0, cell: 0 }, index: 0 }, tab(1, 0));
    expect(aliases(grid(next).columns[0].list)).toEqual(["secret"]);
    expect(aliases(tabs(next).tabs[0].list)).toEqual(["pagedPost", "failing", "staticNotice"]);
  });

  it("moves a placed column from a tab into a cell", () => {
    const next = applyDrop(rich(), { from: { row: 1, tab: 1 }, index: 0 }, cell(0, 0));
    expect(aliases(grid(next).columns[0].list)).toEqual(["staticNotice", "reportChart"]);
    expect(tabs(next).tabs[1].list).toEqual([]);
  });

  it("moves a placed column dropped on its own cell to the end of it", () => {
    const next = applyDrop(design(), { from: { row: 0, cell: 0 }, index: 0 }, cell(0, 0));
    expect(aliases(grid(next).columns[0].list)).toEqual(["secret", "staticNotice"]);
  });

  it("moves a single-column row into a tab: the row goes", () => {
    const next = applyDrop(rich(), { from: { row: 3, single: true }, index: 0 }, tab(1, 2));
    expect(rows(next)).toEqual(["grid", "tab", "dialogUsers"]);
    expect(aliases(tabs(next).tabs[2].list)).toEqual(["templateDoc"]);
  });

  it("moves a single-column row into a cell of a row after it (rows below the removed one move up)", () => {
    const layout = rich();
    layout.list.push({ type: "grid", options: { gutter: 16 }, columns: [{ span: 24, list: [] }] });
    const next = applyDrop(layout, { from: { row: 2, single: true }, index: 0 }, cell(4, 0));
    expect(rows(next)).toEqual(["grid", "tab", "templateDoc", "grid"]);
    expect(aliases(grid(next, 3).columns[0].list)).toEqual(["dialogUsers"]);
  });

  it("changes nothing for a column or cell that is not there", () => {
    const layout = rich();
    expect(applyDrop(layout, { from: { row: 0, cell: 0 }, index: 5 }, cell(0, 1))).toBe(layout);
    expect(applyDrop(layout, fromList, cell(0, 7))).toBe(layout);
    expect(applyDrop(layout, { from: { row: 0, single: true }, index: 0 }, cell(0, 1))).toBe(layout);
  });
});

describe("applyDrop: between rows", () => {
  it("makes a column of the list a single-column row before the first row, or after the last", () => {
    expect(rows(applyDrop(rich(), fromList, { kind: "gap", at: 0 }))).toEqual([
      "pagedPost",
      "grid",
      "tab",
      "dialogUsers",
      "templateDoc",
    ]);
    const last = applyDrop(rich(), fromList, { kind: "gap", at: 4 });
    expect(last.list[4]).toEqual({ alias: "pagedPost", name: "督办事项" });
  });

  it("takes a placed column out of its cell into a single-column row", () => {
    const next = applyDrop(design(), { from: { row: 0, cell: 0 }, index: 1 }, { kind: "gap", at: 1 });
    expect(rows(next)).toEqual(["grid", "secret", "tab", "dialogUsers", "templateDoc"]);
    expect(aliases(grid(next).columns[0].list)).toEqual(["staticNotice"]);
  });

  it("moves a single-column row to another place, and leaves it where it is next to itself", () => {
    const next = applyDrop(rich(), { from: { row: 3, single: true }, index: 0 }, { kind: "gap", at: 0 });
    expect(rows(next)).toEqual(["templateDoc", "grid", "tab", "dialogUsers"]);
    const layout = rich();
    expect(applyDrop(layout, { from: { row: 2, single: true }, index: 0 }, { kind: "gap", at: 2 })).toBe(
      layout,
    );
    expect(applyDrop(layout, { from: { row: 2, single: true }, index: 0 }, { kind: "gap", at: 3 })).toBe(
      layout,
    );
  });

  it("adds no row to a full layout", () => {
    const layout: HomeLayout = { list: Array.from({ length: MAX_ROWS }, () => ({ alias: "x" })) };
    expect(applyDrop(layout, fromList, { kind: "gap", at: 0 }).list).toHaveLength(MAX_ROWS);
  });
});

describe("applyDrop: on a single-column row", () => {
  it("makes a column of the list a single-column row after it", () => {
    const next = applyDrop(rich(), fromList, { kind: "single", row: 2 });
    expect(rows(next)).toEqual(["grid", "tab", "dialogUsers", "pagedPost", "templateDoc"]);
  });

  it("takes a placed column out of its cell into a single-column row after it", () => {
    const next = applyDrop(rich(), { from: { row: 0, cell: 0 }, index: 0 }, { kind: "single", row: 3 });
    expect(rows(next)).toEqual(["grid", "tab", "dialogUsers", "templateDoc", "staticNotice"]);
    expect(grid(next).columns[0].list).toEqual([]);
  });

  it("moves another single-column row after it, and changes nothing when dropped on itself", () => {
    const next = applyDrop(rich(), { from: { row: 2, single: true }, index: 0 }, { kind: "single", row: 3 });
    expect(rows(next)).toEqual(["grid", "tab", "templateDoc", "dialogUsers"]);
    const layout = rich();
    expect(applyDrop(layout, { from: { row: 3, single: true }, index: 0 }, { kind: "single", row: 3 })).toBe(
      layout,
    );
  });
});

describe("drag and drop ids", () => {
  it("are distinct for every source and target", () => {
    const sources: DragSource[] = [
      fromList,
      { alias: "requestNews" },
      { from: { row: 0, cell: 1 }, index: 0 },
      { from: { row: 0, cell: 1 }, index: 1 },
      { from: { row: 0, tab: 1 }, index: 0 },
      { from: { row: 1, cell: 0 }, index: 0 },
      { from: { row: 1, single: true }, index: 0 },
    ];
    const targets: DropTarget[] = [
      cell(0, 1),
      tab(0, 1),
      cell(1, 0),
      { kind: "gap", at: 1 },
      { kind: "single", row: 1 },
    ];
    expect(new Set(sources.map(sourceId)).size).toBe(sources.length);
    expect(new Set(targets.map(targetId)).size).toBe(targets.length);
  });
});

describe("stepTarget: the keyboard's way through the drop targets", () => {
  /** A page: the list (with a column) first, then gap, cell holding a column, cell, gap. */
  function page() {
    document.body.innerHTML = `
      <ul><li id="listed"></li></ul>
      <div id="gap0"></div>
      <section id="c0"><li id="placed"></li></section>
      <section id="c1"></section>
      <div id="gap1"></div>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    // Registered in another order than the page's.
    const containers = ["c1", "gap1", "gap0", "c0"].map(
      (id) => ({ id, node: { current: byId(id) } }) as unknown as DroppableContainer,
    );
    return { containers, byId };
  }

  it("goes through the targets in reading order and stops at both ends", () => {
    const { containers } = page();
    expect(stepTarget(containers, "gap0", null, 1)?.id).toBe("c0");
    expect(stepTarget(containers, "c0", null, 1)?.id).toBe("c1");
    expect(stepTarget(containers, "c1", null, -1)?.id).toBe("c0");
    expect(stepTarget(containers, "gap1", null, 1)?.id).toBe("gap1");
    expect(stepTarget(containers, "gap0", null, -1)?.id).toBe("gap0");
  });

  it("starts next to the dragged column, skipping the cell it is in", () => {
    const { containers, byId } = page();
    expect(stepTarget(containers, null, byId("listed"), 1)?.id).toBe("gap0");
    expect(stepTarget(containers, null, byId("listed"), -1)?.id).toBe("gap0");
    expect(stepTarget(containers, null, byId("placed"), 1)?.id).toBe("c1");
    expect(stepTarget(containers, null, byId("placed"), -1)?.id).toBe("gap0");
  });

  it("has nowhere to go without targets", () => {
    expect(stepTarget([], null, null, 1)).toBeUndefined();
  });
});

describe("the pointer and touch sensors", () => {
  /** A column with a move button, a select and its handle (an icon inside the handle button). */
  function column() {
    document.body.innerHTML = `
      <li id="item"><button id="handle" data-drag-handle=""><svg id="icon"></svg></button>
        <span id="name">公告栏</span><button id="down">下移</button><select id="move"></select></li>`;
    return (id: string) => document.getElementById(id) as Element;
  }
  const press = (target: Element, nativeEvent: object) => ({ target, nativeEvent });
  const mouse = { isPrimary: true, button: 0, pointerType: "mouse" };

  it("starts a mouse or pen drag on the item or its handle, not on its buttons and selects", () => {
    const at = column();
    const starts = (id: string, event = mouse) =>
      !!MouseAndPenSensor.activators[0].handler(press(at(id), event) as never, { onActivation: () => {} });
    expect(starts("name")).toBe(true);
    expect(starts("item")).toBe(true);
    expect(starts("icon")).toBe(true);
    expect(starts("name", { ...mouse, pointerType: "pen" })).toBe(true);
    expect(starts("down")).toBe(false);
    expect(starts("move")).toBe(false);
    expect(starts("name", { ...mouse, button: 2 })).toBe(false);
    // A finger is the touch sensor's (after a press), so that it can still scroll the page.
    expect(starts("name", { ...mouse, pointerType: "touch" })).toBe(false);
  });

  it("starts a touch drag with one finger, not on the item's buttons", () => {
    const at = column();
    const starts = (id: string, fingers = 1) =>
      !!FingerSensor.activators[0].handler(press(at(id), { touches: { length: fingers } }) as never, {
        onActivation: () => {},
      });
    expect(starts("name")).toBe(true);
    expect(starts("handle")).toBe(true);
    expect(starts("down")).toBe(false);
    expect(starts("name", 2)).toBe(false);
  });
});
