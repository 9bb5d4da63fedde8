import type { Database } from "../../../db";
import { HttpError } from "../../../http/errors";

/* The JSON Schemas and the look-up rule the form routes share. */

/** What the form routes need. */
export interface FormDeps {
  db: Database;
}

/** The OpenAPI tag of every form route. */
export const tags = ["form"];
export const aliasSchema = { type: "string", minLength: 1, maxLength: 64 };
export const row = { type: "object", additionalProperties: true };
export const definition = { type: "object", additionalProperties: true };
export const MANAGE = "formCustomManage";
/** Running and looking up a definition: its visibility decides, guests included (default: staff only). */
export const RUN = { guest: true } as const;

/** A look-up's "unknown" (404) becomes undefined (answered {}); a refusal (403) stays a refusal. */
export function unlessRefused(error: unknown): undefined {
  if (error instanceof HttpError && error.statusCode === 403) throw error;
  return undefined;
}
