/** Result of fitting the top-menu items into the header. Indices refer to the input widths. */
export interface MenuFit {
  /** Items shown in the bar, in order. */
  visible: number[];
  /** Items moved into the More menu (id "-2"), in order. */
  overflow: number[];
  /** True when not even one item plus the More button fits (spec 1 §8: 屏幕太窄，菜单可能显示不全). */
  tooNarrow: boolean;
}

/**
 * Splits the top menu into the items that fit into `available` pixels and those that go into More.
 * All items are shown when their total width fits; otherwise as many leading items as fit next to the
 * More button stay visible. When not even the first item fits beside More, every item goes into More
 * and `tooNarrow` is set.
 */
export function fitMenus(widths: readonly number[], available: number, moreWidth: number): MenuFit {
  const all = widths.map((_, i) => i);
  if (all.length === 0) return { visible: [], overflow: [], tooNarrow: false };
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return { visible: all, overflow: [], tooNarrow: false };

  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + widths[count] <= available) {
    used += widths[count];
    count += 1;
  }
  return { visible: all.slice(0, count), overflow: all.slice(count), tooNarrow: count === 0 };
}
