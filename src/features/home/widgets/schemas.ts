/*
 * Props schemas of the home widgets (issue 5 shared decisions). Misspelt keys are load errors.
 */

const positive = (fallback: number, description: string) =>
  ({ type: "integer", minimum: 1, maximum: 100, default: fallback, description }) as const;

const height = { type: "number", minimum: 0, description: "Height in px (the column's height)" } as const;

/** home-todo {pageSize?: 8, refreshSize?: 7}. */
export const homeTodoPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    pageSize: positive(8, "Rows of the first load"),
    refreshSize: positive(7, "Rows after the refresh button"),
  },
} as const;

/** home-meetings {rows?: 3}. */
export const homeMeetingsPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: { rows: positive(3, "How many of today's meetings") },
} as const;

/** home-often-flows {} (the user's often-used flows). */
export const homeOftenFlowsPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {},
} as const;

/** home-news {kind: notice | news, rows?: 5}. */
export const homeNewsPropsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["kind"],
  properties: {
    kind: { enum: ["notice", "news"], description: "notice: 通知公告 (listNotice); news: 新闻 (list)" },
    rows: positive(5, "How many rows"),
  },
} as const;

/** home-rules {rows?}: the latest published rules and regulations. */
export const homeRulesPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    rows: positive(5, "How many rows"),
  },
} as const;

/** home-carousel {images?: [{src, title?, href?}], pressType?, interval?, height?}. */
export const homeCarouselPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    images: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["src"],
        properties: {
          id: { type: "string" },
          src: { type: "string", minLength: 1 },
          title: { type: "string" },
          href: { type: "string" },
        },
      },
    },
    pressType: { type: "string", minLength: 1, description: "Without images: pressRelease getByType?type=" },
    interval: { type: "integer", minimum: 0, default: 3000 },
    height,
  },
} as const;

/** home-often-systems {} (from the server). */
export const homeOftenSystemsPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {},
} as const;

/** home-custom-chart {alias, conditions?, height?}. */
export const homeCustomChartPropsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["alias"],
  properties: {
    alias: { type: "string", minLength: 1 },
    conditions: { type: "boolean", default: false, description: "Shows the chart's search conditions" },
    height,
  },
} as const;

/** home-dialog-table {alias, pageSize?: 7, height?}. */
export const homeDialogTablePropsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["alias"],
  properties: { alias: { type: "string", minLength: 1 }, pageSize: positive(7, "Rows per page"), height },
} as const;

/** home-done-list {pageSize?: 7}. */
export const homeDoneListPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: { pageSize: positive(7, "Rows") },
} as const;
