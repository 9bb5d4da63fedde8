import { describe, expect, it } from "vitest";
import { aliasesOf, DEFAULT_SPANS, resolveSpans, tabLabel } from "./layoutModel";

describe("grid spans per breakpoint (spec 1 Home page)", () => {
  it("defaults a column without span to 12 (xs, sm, md, lg) and 8 (xl) of 24", () => {
    expect(resolveSpans({ span: undefined as unknown as number })).toEqual({
      xs: 12,
      sm: 12,
      md: 12,
      lg: 12,
      xl: 8,
    });
    expect(DEFAULT_SPANS).toEqual({ xs: 12, sm: 12, md: 12, lg: 12, xl: 8 });
  });

  it("gives an scBpm home's third-width columns 12/12/12/12/8, and keeps full-width ones full", () => {
    expect(resolveSpans({ span: 8 }, "scBpm")).toEqual({ xs: 12, sm: 12, md: 12, lg: 12, xl: 8 });
    expect(resolveSpans({ span: 24 }, "scBpm")).toEqual({ xs: 24, sm: 24, md: 24, lg: 24, xl: 24 });
  });

  it("uses explicit spans, a missing breakpoint taking the next smaller one's", () => {
    expect(resolveSpans({ span: 12, spans: { xs: 24, lg: 6 } })).toEqual({
      xs: 24,
      sm: 24,
      md: 24,
      lg: 6,
      xl: 6,
    });
  });

  it("keeps the rule without spans below the smallest breakpoint given, so setting only xl never narrows phones", () => {
    expect(resolveSpans({ span: 8, spans: { xl: 24 } }, "scBpm")).toEqual({
      xs: 12,
      sm: 12,
      md: 12,
      lg: 12,
      xl: 24,
    });
    expect(resolveSpans({ span: 6, spans: { lg: 12 } })).toEqual({ xs: 24, sm: 6, md: 6, lg: 12, xl: 12 });
  });

  it("stacks a span-only column on phones elsewhere, and clamps spans to 1..24", () => {
    expect(resolveSpans({ span: 6 })).toEqual({ xs: 24, sm: 6, md: 6, lg: 6, xl: 6 });
    expect(resolveSpans({ span: 40 })).toEqual({ xs: 24, sm: 24, md: 24, lg: 24, xl: 24 });
  });
});

describe("tab labels", () => {
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
