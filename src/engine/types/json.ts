/** A JSON value as documents carry it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * A JSON Schema as plain data (draft 2020-12 / draft-07 keywords; see README "Schemas" for the subset the
 * engine's eval-free validator supports, and for the `tessera:*` references).
 */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** A JSON Pointer into a document, e.g. `/body/2/columns/0/width` ("" is the document itself). */
export type JsonPointer = string;
