import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BREAKPOINT_MIN_WIDTH, breakpointAt } from "../../../widgets/layout/Grid";
import { TAB_LABEL_MAX, truncateLabel } from "../../../widgets/layout/Tabs";
import { aliasesOf, cellSpans, DEFAULT_SPANS, tabLabel } from "./layoutModel";

const homeColumnCss = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "../widgets/column/homeColumn.css"),
  "utf8",
);

describe("grid spans per breakpoint (spec 1 Home page)", () => {
  it("defaults a column without span to 12 (xs, sm, md, lg) and 8 (xl) of 24", () => {
    expect(cellSpans({ span: undefined as unknown as number })).toEqual({
      xs: 12,
      sm: 12,
      md: 12,
      lg: 12,
      xl: 8,
    });
    expect(DEFAULT_SPANS).toEqual({ xs: 12, sm: 12, md: 12, lg: 12, xl: 8 });
  });

  it("gives an scBpm home's third-width columns 12/12/12/12/8, and keeps full-width ones full", () => {
    expect(cellSpans({ span: 8 }, "scBpm")).toEqual({ xs: 12, sm: 12, md: 12, lg: 12, xl: 8 });
    expect(cellSpans({ span: 24 }, "scBpm")).toEqual({ xs: 24, sm: 24, md: 24, lg: 24, xl: 24 });
  });

  it("uses explicit spans, a missing breakpoint taking the next smaller one's", () => {
    expect(cellSpans({ span: 12, spans: { xs: 24, lg: 6 } })).toEqual({
      xs: 24,
      sm: 24,
      md: 24,
      lg: 6,
      xl: 6,
    });
  });

  it("keeps the rule without spans below the smallest breakpoint given, so setting only xl never narrows phones", () => {
    expect(cellSpans({ span: 8, spans: { xl: 24 } }, "scBpm")).toEqual({
      xs: 12,
      sm: 12,
      md: 12,
      lg: 12,
      xl: 24,
    });
    expect(cellSpans({ span: 6, spans: { lg: 12 } })).toEqual({ xs: 24, sm: 6, md: 6, lg: 12, xl: 12 });
  });

  it("stacks a span-only column on phones elsewhere, and clamps spans to 1..24", () => {
    expect(cellSpans({ span: 6 })).toEqual({ xs: 24, sm: 6, md: 6, lg: 6, xl: 6 });
    expect(cellSpans({ span: 40 })).toEqual({ xs: 24, sm: 24, md: 24, lg: 24, xl: 24 });
  });
});

describe("the home grid is the kit grid", () => {
  it("has no breakpoint table of its own: spans switch at the kit's 768/992/1200/1920 px", () => {
    const spans = cellSpans({ span: 8 }, "scBpm");
    // A 1366 px laptop is lg (two columns of 12), a 1920 px screen xl (three of 8), a 390 px phone xs.
    expect([390, 1366, 1920].map((w) => spans[breakpointAt(w)])).toEqual([12, 12, 8]);
    expect(BREAKPOINT_MIN_WIDTH).toEqual({ xs: 0, sm: 768, md: 992, lg: 1200, xl: 1920 });
    expect(homeColumnCss).not.toMatch(/@media/);
  });
});

describe("tab labels", () => {
  it("cut at the kit Tabs' one TAB_LABEL_MAX", () => {
    const long = "一".repeat(TAB_LABEL_MAX + 1);
    expect(tabLabel(long)).toEqual({ text: truncateLabel(long), truncated: true });
    expect(tabLabel("一".repeat(TAB_LABEL_MAX)).truncated).toBe(false);
  });

  it("keeps labels of up to 10 characters and cuts longer ones with an ellipsis", () => {
    expect(tabLabel("日常工作")).toEqual({ text: "日常工作", truncated: false });
    expect(tabLabel("1234567890")).toEqual({ text: "1234567890", truncated: false });
    expect(tabLabel("各子公司项目进度一览表格")).toEqual({ text: "各子公司项目进度一览…", truncated: true });
  });
});

describe("aliases of a layout item", () => {
  it("lists grid cells, every tab and single columns in order", () => {
    expect(
      aliasesOf({
        type: "grid",
        options: { gutter: 0 },
        columns: [
          { span: 12, list: [{ alias: "a" }, { alias: "b" }] },
          { span: 12, list: [{ alias: "c" }] },
        ],
      }),
    ).toEqual(["a", "b", "c"]);
    expect(aliasesOf({ type: "tab", tabs: [{ name: "x", list: [{ alias: "d" }] }] })).toEqual(["d"]);
    expect(aliasesOf({ alias: "e" })).toEqual(["e"]);
  });
});
