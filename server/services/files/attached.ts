/** The response schema of an attachment list: [{id, name}]. */
export const attachedFilesSchema = {
  type: "array",
  items: {
    type: "object",
    required: ["id", "name"],
    properties: { id: { type: "string" }, name: { type: "string" } },
  },
} as const;
