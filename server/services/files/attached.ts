/** A file as a record's attachment list holds it (a rule's attachment, a news item's ffj): {id, name}. */
export interface AttachedFile {
  id: string;
  name: string;
}

/**
 * The {id, name} entries of a stored attachment list (the jsonb value, or its JSON text as the spec's ffj
 * carries it): entries without a string id and name, and anything that is not a list, are left out, so a
 * hand-edited row never breaks a read.
 */
export function attachedFiles(value: unknown): AttachedFile[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) =>
    entry && typeof entry === "object" && typeof entry.id === "string" && typeof entry.name === "string"
      ? [{ id: entry.id, name: entry.name }]
      : [],
  );
}

/** The response schema of an attachment list: [{id, name}]. */
export const attachedFilesSchema = {
  type: "array",
  items: {
    type: "object",
    required: ["id", "name"],
    properties: { id: { type: "string" }, name: { type: "string" } },
  },
} as const;
