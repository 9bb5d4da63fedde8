import { describe, expect, it } from "vitest";
import { fitMenus } from "./fitMenus";

describe("fitMenus (top menu overflow, spec 1 §2 Layout)", () => {
  it("shows every item when they all fit, without a More menu", () => {
    expect(fitMenus([80, 80, 80], 240, 60)).toEqual({ visible: [0, 1, 2], overflow: [], tooNarrow: false });
  });

  it("moves the items that do not fit beside the More button into More, keeping their order", () => {
    expect(fitMenus([80, 80, 80, 80], 250, 60)).toEqual({
      visible: [0, 1],
      overflow: [2, 3],
      tooNarrow: false,
    });
  });

  it("counts the More button's width only when something overflows", () => {
    // 3 × 80 = 240 fits exactly; with More (60) only two items would.
    expect(fitMenus([80, 80, 80], 240, 60).overflow).toEqual([]);
    expect(fitMenus([80, 80, 80], 239, 60)).toEqual({ visible: [0, 1], overflow: [2], tooNarrow: false });
  });

  it("keeps a wide item in More even when a later narrow one would fit (items stay in sn order)", () => {
    expect(fitMenus([50, 200, 20], 150, 60)).toEqual({ visible: [0], overflow: [1, 2], tooNarrow: false });
  });

  it("is too narrow when not even one item fits beside More: everything goes into More", () => {
    expect(fitMenus([80, 80], 100, 60)).toEqual({ visible: [], overflow: [0, 1], tooNarrow: true });
  });

  it("is not too narrow when one item and More fit exactly", () => {
    expect(fitMenus([80, 80], 140, 60)).toEqual({ visible: [0], overflow: [1], tooNarrow: false });
  });

  it("has nothing to place for an empty menu", () => {
    expect(fitMenus([], 0, 60)).toEqual({ visible: [], overflow: [], tooNarrow: false });
  });
});
