import type {
  HomeColumnRef,
  HomeGridColumn,
  HomeGridItem,
  HomeLayoutItem,
  HomeSpans,
  HomeTabItem,
  LayoutName,
} from "../../../api/contract";
import { localize } from "../../../engine/i18n/localize";
import { BREAKPOINT_ORDER, clampSpan, DEFAULT_SPANS, resolveSpans } from "../../../widgets/layout/Grid";
import { truncateLabel } from "../../../widgets/layout/Tabs";

/** The home grid is the kit's: its breakpoints (xs < 768 ≤ sm < 992 ≤ md < 1200 ≤ lg < 1920 ≤ xl) and defaults. */
export { DEFAULT_SPANS };

/** A cell's span of 1…24, or undefined for none (a home cell is never hidden: 0 counts as no span). */
const cellSpan = (n: unknown): number | undefined => clampSpan(n) || undefined;

/** The spans of a column given only `span` (or nothing): see {@link cellSpans}. */
function spanOnly(span: number | undefined, homeType?: string): Required<HomeSpans> {
  if (span === undefined) return { ...DEFAULT_SPANS };
  if (homeType === "scBpm") {
    const narrow = Math.max(DEFAULT_SPANS.lg, span);
    return { xs: narrow, sm: narrow, md: narrow, lg: narrow, xl: span };
  }
  return { xs: 24, sm: span, md: span, lg: span, xl: span };
}

/**
 * The spans of a grid column per breakpoint. Without `spans`: no span at all → 12/12/12/12/8; `span` on
 * an scBpm home → at least 12 up to lg and `span` on xl (8 → 12/12/12/12/8, 24 stays full width); `span`
 * otherwise → full width on phones (xs) and `span` from sm up. With `spans`, a breakpoint given there
 * wins, one left out takes the next smaller given one's, and below the smallest given one the rule
 * without `spans` applies (so setting only xl never narrows phones).
 */
export function cellSpans(
  column: Pick<HomeGridColumn, "span" | "spans">,
  homeType?: string,
): Required<HomeSpans> {
  const base = spanOnly(cellSpan(column.span), homeType);
  const given: HomeSpans = {};
  if (column.spans && typeof column.spans === "object") {
    let previous: number | undefined;
    for (const bp of BREAKPOINT_ORDER) {
      previous = cellSpan(column.spans[bp]) ?? previous;
      if (previous !== undefined) given[bp] = previous;
    }
  }
  // The kit's resolveSpans: a breakpoint's own span, else the home rule's (`base`) as the defaults.
  return resolveSpans(given, base);
}

/** A tab label as shown: the kit Tabs' cut (TAB_LABEL_MAX, 10 characters, then "…"); `truncated` tells whether it was cut. */
/**
 * A layout's row, tab container or tab name in `lang`: a translation map's text, or a string as typed.
 * The layout keeps the maps (a saved personal layout stays bilingual); only what is shown is localized.
 */
export function layoutName(name: LayoutName | undefined, lang: string): string {
  return localize(name ?? "", lang);
}

export function tabLabel(name: string): { text: string; truncated: boolean } {
  const text = truncateLabel(name ?? "");
  return { text, truncated: text !== (name ?? "") };
}

/** True for a grid row. */
export function isGrid(item: HomeLayoutItem): item is HomeGridItem {
  return (item as { type?: unknown }).type === "grid";
}

/** True for a tab container. */
export function isTabs(item: HomeLayoutItem): item is HomeTabItem {
  return (item as { type?: unknown }).type === "tab";
}

/** True for a single column (an item without `type` that names an alias). */
export function isColumnRef(item: HomeLayoutItem): item is HomeColumnRef {
  return !(item as { type?: unknown }).type && typeof (item as HomeColumnRef).alias === "string";
}

/** Every alias of a layout item, in order (grid cells, then every tab, or the single column). */
export function aliasesOf(item: HomeLayoutItem): string[] {
  if (isGrid(item)) return (item.columns ?? []).flatMap((c) => (c.list ?? []).map((r) => r.alias));
  if (isTabs(item)) return (item.tabs ?? []).flatMap((t) => (t.list ?? []).map((r) => r.alias));
  return isColumnRef(item) ? [item.alias] : [];
}
