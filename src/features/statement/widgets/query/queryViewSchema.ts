/** JSON Schema of the `query-view` node: a custom query's search form, result table and export. */
export const queryViewPropsSchema = {
  type: "object",
  properties: {
    /** The custom query's alias; `${var}` references are filled in from scope (e.g. a route parameter). */
    alias: { type: "string", minLength: 1 },
    /** Base name of the exported CSV (default: the definition's name). */
    exportName: { type: "string" },
    height: { type: "number", minimum: 120 },
  },
  required: ["alias"],
  additionalProperties: false,
} as const;
