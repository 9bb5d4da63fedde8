import type { CSSProperties, ReactNode } from "react";
import "./grid.css";
import { ref } from "../../engine";

/** The breakpoints of the 24-column grid. */
export type Breakpoint = "xs" | "sm" | "md" | "lg" | "xl";

/** Breakpoints in order, smallest first. */
export const BREAKPOINT_ORDER: readonly Breakpoint[] = ["xs", "sm", "md", "lg", "xl"];

/**
 * The one breakpoint table of the front end (kit grid and home layout alike), minimum viewport width in px:
 * xs < 768 ≤ sm < 992 ≤ md < 1200 ≤ lg < 1920 ≤ xl. Chosen by spec 1 ("responsive column spans for xs, sm,
 * md, lg and xl"): the product it describes was built on Element-UI's el-col, whose table this is (the home
 * layout's former 576/768/992/1200 one is gone). grid.css carries the same numbers.
 */
export const BREAKPOINT_MIN_WIDTH: Readonly<Record<Breakpoint, number>> = {
  xs: 0,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1920,
};

/** The grid has 24 tracks; a span of 0 hides the column at that breakpoint. */
export const GRID_COLUMNS = 24;

/** Span of a column (out of 24) at each breakpoint. */
export type GridSpans = Record<Breakpoint, number>;

/** Home type scBpm: 12 at xs, sm, md and lg, 8 at xl (spec 1 §9). */
export const DEFAULT_SPANS: Readonly<GridSpans> = { xs: 12, sm: 12, md: 12, lg: 12, xl: 8 };

export interface GridColSpec extends Partial<GridSpans> {
  /** One span for every breakpoint that has none of its own. */
  span?: number;
}

/**
 * A span as a whole number of 0…24 (0 hides the column), or undefined when `value` is not a finite number
 * (so the caller's fallback applies). The one span clamp: the home layout and its editor use it too.
 */
export function clampSpan(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.max(0, Math.min(GRID_COLUMNS, n)) : undefined;
}

/**
 * The span at every breakpoint: a breakpoint's own value wins, then `span`, then the scBpm default
 * (12/12/12/12/8).
 */
export function resolveSpans(spec: GridColSpec, defaults: GridSpans = DEFAULT_SPANS): GridSpans {
  const out = {} as GridSpans;
  const span = clampSpan(spec.span);
  for (const bp of BREAKPOINT_ORDER) out[bp] = clampSpan(spec[bp]) ?? span ?? clampSpan(defaults[bp]) ?? 0;
  return out;
}

/** The breakpoint a viewport of this width falls in. */
export function breakpointAt(width: number): Breakpoint {
  let found: Breakpoint = "xs";
  for (const bp of BREAKPOINT_ORDER) if (width >= BREAKPOINT_MIN_WIDTH[bp]) found = bp;
  return found;
}

/** The span a column has in a viewport of this width (what grid.css applies). */
export function spanAt(spec: GridColSpec, width: number): number {
  return resolveSpans(spec)[breakpointAt(width)];
}

export interface GridProps {
  /** Test id of the row (the home page's rows carry one). */
  "data-testid"?: string;
  /** Space between columns and between wrapped rows, in px (default 16). */
  gutter?: number;
  /** Vertical alignment of the columns of a row. */
  align?: "top" | "middle" | "bottom" | "stretch";
  className?: string;
  children?: ReactNode;
}

const ALIGN: Record<NonNullable<GridProps["align"]>, CSSProperties["alignItems"]> = {
  top: "start",
  middle: "center",
  bottom: "end",
  stretch: "stretch",
};

/** A row of the 24-column responsive grid (Blueprint has none): columns wrap when their spans pass 24. */
export function Grid({ gutter = 16, align = "stretch", className, children, ...rest }: GridProps) {
  const style = { "--tessera-grid-gutter": `${gutter}px`, alignItems: ALIGN[align] } as CSSProperties;
  return (
    <div
      className={className ? `tessera-grid ${className}` : "tessera-grid"}
      style={style}
      data-testid={rest["data-testid"]}
    >
      {children}
    </div>
  );
}

export interface GridColProps extends GridColSpec {
  className?: string;
  children?: ReactNode;
}

/** A column of a {@link Grid}; its span per breakpoint is set as CSS variables that grid.css reads. */
export function GridCol({ className, children, ...spec }: GridColProps) {
  const spans = resolveSpans(spec);
  const style = Object.fromEntries(
    BREAKPOINT_ORDER.map((bp) => [`--tessera-span-${bp}`, String(Math.max(1, spans[bp]))]),
  ) as CSSProperties;
  return (
    <div
      className={className ? `tessera-grid-col ${className}` : "tessera-grid-col"}
      style={style}
      data-spans={BREAKPOINT_ORDER.map((bp) => spans[bp]).join("/")}
      data-hidden={BREAKPOINT_ORDER.filter((bp) => spans[bp] === 0).join(" ") || undefined}
    >
      {children}
    </div>
  );
}

const spanSchema = { type: "integer", minimum: 0, maximum: GRID_COLUMNS } as const;

/** JSON Schema of a grid column: spans plus the column's child nodes. */
export const gridColumnSchema = {
  type: "object",
  properties: {
    span: spanSchema,
    xs: spanSchema,
    sm: spanSchema,
    md: spanSchema,
    lg: spanSchema,
    xl: spanSchema,
    body: ref.nodes,
  },
  additionalProperties: false,
} as const;

/** JSON Schema of the grid widget's props: `{gutter, align, columns: [{span, xs…xl, body}]}`. */
export const gridPropsSchema = {
  type: "object",
  properties: {
    gutter: { type: "number", minimum: 0, default: 16 },
    align: { enum: ["top", "middle", "bottom", "stretch"], default: "stretch" },
    columns: { type: "array", items: gridColumnSchema },
  },
  required: ["columns"],
  additionalProperties: false,
} as const;
