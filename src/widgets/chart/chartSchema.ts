import { ref } from "../../engine";

/** JSON Schema of the plain chart widget: an ECharts option as data (no functions) or from a source. */
export const chartPropsSchema = {
  type: "object",
  properties: {
    option: { type: "object" },
    source: ref.dataSource,
    height: { type: "number", minimum: 120, default: 300 },
    theme: { type: "string" },
  },
  additionalProperties: false,
} as const;
