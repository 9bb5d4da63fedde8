import { QUERY_OPS } from "../../src/api/contract";
import { INPUT_LIMITS, SAFE_NUMBER } from "./limits";

/** JSON Schemas shared by route definitions; they also make up the OpenAPI document. */

/** A whole number from 0 to `max`, sent as a number or as a string of digits. */
const intLike = (max: number) => ({
  anyOf: [
    { type: "integer", minimum: 0, maximum: max },
    { type: "string", pattern: `^\\d{1,${String(max).length}}$` },
  ],
});
const boolLike = { anyOf: [{ type: "boolean" }, { type: "string", enum: ["true", "false"] }] };

/** One value of a filter, or one element of its IN/BETWEEN list. */
const filterScalar = {
  type: ["string", "number", "boolean", "null"],
  maxLength: INPUT_LIMITS.valueLength,
  ...SAFE_NUMBER,
};

export const queryFilterSchema = {
  $id: "QueryFilter",
  type: "object",
  properties: {
    pageBean: {
      type: "object",
      properties: {
        page: intLike(INPUT_LIMITS.page),
        pageSize: intLike(INPUT_LIMITS.pageSize),
        showTotal: boolLike,
      },
    },
    querys: {
      type: "array",
      maxItems: INPUT_LIMITS.conditions,
      items: {
        type: "object",
        required: ["property"],
        properties: {
          property: { type: "string", minLength: 1, maxLength: 64 },
          value: {
            description: `At most ${INPUT_LIMITS.valueLength} characters (a LIKE term ${INPUT_LIMITS.likeLength}, with at most ${INPUT_LIMITS.likeWildcards} of % _ \\); an IN list at most ${INPUT_LIMITS.inItems} values`,
            type: ["string", "number", "boolean", "null", "array"],
            maxLength: INPUT_LIMITS.valueLength,
            ...SAFE_NUMBER,
            maxItems: INPUT_LIMITS.inItems,
            items: filterScalar,
          },
          operation: { type: "string", enum: [...QUERY_OPS] },
          relation: { type: "string", enum: ["AND", "OR"] },
          group: { type: "string", maxLength: 64 },
        },
      },
    },
    sorter: {
      type: "array",
      maxItems: INPUT_LIMITS.sorts,
      items: {
        type: "object",
        required: ["property"],
        properties: {
          property: { type: "string", minLength: 1, maxLength: 64 },
          direction: { type: "string", enum: ["ASC", "DESC"] },
        },
      },
    },
    params: { type: "object" },
    groupRelation: { type: "string", enum: ["AND", "OR"] },
  },
} as const;

export const errorBodySchema = {
  $id: "ErrorBody",
  type: "object",
  properties: { state: { type: "boolean" }, message: { type: "string" }, logId: { type: "string" } },
  required: ["state", "message", "logId"],
} as const;

/** Schema of CommonResult with a given value schema. */
/** The querystring of a delete by ids (`ids=a,b`); read the list with {@link idList}. */
export const idsQuerystring = {
  type: "object",
  required: ["ids"],
  properties: { ids: { type: "string", minLength: 1, maxLength: 4096 } },
} as const;

/** The ids of a comma list ("a, b,,c" → ["a", "b", "c"]); none for undefined. */
export function idList(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Schema properties that are all plain strings: `{ a: { type: "string" }, … }` for the names given. */
export function stringFields(...names: string[]): Record<string, { type: "string" }> {
  return Object.fromEntries(names.map((name) => [name, { type: "string" as const }]));
}

export function commonResult(value: object = { type: "string" }) {
  return {
    type: "object",
    properties: {
      state: { type: "boolean" },
      message: { type: "string" },
      value,
      logId: { type: "string" },
      /** Plain sentences about what the action could not do besides its success (e.g. a channel not configured). */
      warnings: { type: "array", items: { type: "string" } },
    },
    required: ["state"],
  };
}

/** Schema of a PageList of the given row schema. */
export function pageListOf(row: object) {
  return {
    type: "object",
    properties: {
      rows: { type: "array", items: row },
      total: { type: "integer" },
      page: { type: "integer" },
      pageSize: { type: "integer" },
    },
    required: ["rows", "total", "page", "pageSize"],
  };
}

/** Error answers every protected route can give, for the OpenAPI document. */
export const errorResponses = {
  400: { $ref: "ErrorBody#" },
  401: { $ref: "ErrorBody#" },
  403: { $ref: "ErrorBody#" },
  500: { $ref: "ErrorBody#" },
};
