import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  BREAKPOINT_MIN_WIDTH,
  breakpointAt,
  clampSpan,
  DEFAULT_SPANS,
  GridCol,
  resolveSpans,
  spanAt,
} from "./Grid";

const gridCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "grid.css"), "utf8");

describe("Grid (24-column responsive grid)", () => {
  it("gives scBpm columns 12 at xs, sm, md and lg and 8 at xl by default", () => {
    expect(DEFAULT_SPANS).toEqual({ xs: 12, sm: 12, md: 12, lg: 12, xl: 8 });
    expect(spanAt({}, 375)).toBe(12);
    expect(spanAt({}, 800)).toBe(12);
    expect(spanAt({}, 1000)).toBe(12);
    expect(spanAt({}, 1440)).toBe(12);
    expect(spanAt({}, 1919)).toBe(12);
    expect(spanAt({}, 1920)).toBe(8);
  });

  it.each([
    [0, "xs"],
    [767, "xs"],
    [768, "sm"],
    [991, "sm"],
    [992, "md"],
    [1199, "md"],
    [1200, "lg"],
    [1919, "lg"],
    [1920, "xl"],
    [2560, "xl"],
  ] as const)("puts a %i px viewport in %s", (width, bp) => {
    expect(breakpointAt(width)).toBe(bp);
  });

  it("uses a breakpoint's own span, then span, then the default", () => {
    expect(resolveSpans({ span: 6 })).toEqual({ xs: 6, sm: 6, md: 6, lg: 6, xl: 6 });
    expect(resolveSpans({ xs: 24, md: 16 })).toEqual({ xs: 24, sm: 12, md: 16, lg: 12, xl: 8 });
    expect(resolveSpans({ span: 6, xl: 4 })).toEqual({ xs: 6, sm: 6, md: 6, lg: 6, xl: 4 });
    expect(resolveSpans({ xs: 30, sm: -2 })).toMatchObject({ xs: 24, sm: 0 });
  });

  it("clamps spans to whole numbers of 0…24 and leaves non-numbers to the caller's fallback", () => {
    expect([clampSpan(7.6), clampSpan(40), clampSpan(-3), clampSpan("6")]).toEqual([8, 24, 0, 6]);
    expect([clampSpan(undefined), clampSpan(null), clampSpan(""), clampSpan(Number.NaN)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(resolveSpans({ span: Number.NaN, md: Number.NaN })).toEqual(DEFAULT_SPANS);
  });

  it("sets the span of every breakpoint on the column and hides it where the span is 0", () => {
    const { container } = render(<GridCol xs={24} md={0} />);
    const col = container.firstElementChild as HTMLElement;
    expect(col.style.getPropertyValue("--tessera-span-xs")).toBe("24");
    expect(col.style.getPropertyValue("--tessera-span-sm")).toBe("12");
    expect(col.style.getPropertyValue("--tessera-span-lg")).toBe("12");
    expect(col.style.getPropertyValue("--tessera-span-xl")).toBe("8");
    expect(col).toHaveAttribute("data-hidden", "md");
    expect(col).toHaveAttribute("data-spans", "24/12/0/12/8");
  });

  it("switches spans at the documented pixel breakpoints in grid.css", () => {
    for (const bp of ["sm", "md", "lg", "xl"] as const) {
      const block = new RegExp(
        `@media \\(min-width: ${BREAKPOINT_MIN_WIDTH[bp]}px\\) \\{[^@]*--tessera-span-${bp}[^@]*data-hidden~="${bp}"`,
      );
      expect(gridCss).toMatch(block);
    }
    expect(gridCss).toContain("repeat(24, minmax(0, 1fr))");
  });
});
