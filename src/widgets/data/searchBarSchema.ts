import { ref } from "../../engine";

/** JSON Schema of one search field. */
export const searchFieldSchema = {
  type: "object",
  properties: {
    field: { type: "string", minLength: 1 },
    label: ref.text,
    type: { enum: ["text", "number", "date", "select"], default: "text" },
    operation: { type: "string" },
    placeholder: ref.text,
    options: {
      type: "array",
      items: {
        type: "object",
        properties: { label: ref.text, value: { type: "string" } },
        required: ["label", "value"],
        additionalProperties: false,
      },
    },
    defaultValue: {
      anyOf: [
        { type: "string" },
        {
          type: "array",
          prefixItems: [{ type: ["string", "null"] }, { type: ["string", "null"] }],
          maxItems: 2,
        },
      ],
    },
    group: { type: "string" },
  },
  required: ["field", "label"],
  additionalProperties: false,
} as const;

/** JSON Schema of the search bar's props; `onSearch` actions see the querys as `$event`. */
export const searchBarPropsSchema = {
  type: "object",
  properties: {
    fields: { type: "array", items: searchFieldSchema },
    timeRange: {
      type: "array",
      prefixItems: [
        { type: "string", pattern: "^\\d{2}:\\d{2}:\\d{2}$" },
        { type: "string", pattern: "^\\d{2}:\\d{2}:\\d{2}$" },
      ],
      minItems: 2,
      maxItems: 2,
    },
    onSearch: ref.actions,
  },
  required: ["fields"],
  additionalProperties: false,
} as const;
