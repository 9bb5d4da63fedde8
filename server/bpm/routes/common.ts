import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { errorResponses } from "../../http/schemas";
import type { Caller } from "../read/access";

/* What the read routes share: their deps, field schemas, the caller and the POST-QueryFilter route shape. */

/** What the read routes need. */
export interface BpmReadDeps {
  db: Database;
}

export const idSchema = { type: "string", minLength: 1, maxLength: 64 };
export const optionalId = { type: "string", maxLength: 64 };
export const withNotFound = { ...errorResponses, 404: { $ref: "ErrorBody#" } };
export const tags = ["bpm"];
export const required = { auth: "required" as const };

/** The signed-in caller as the read side needs it. */
export const caller = (request: FastifyRequest): Caller => {
  const user = userOf(request);
  return { id: user.id, tenantId: user.tenantId };
};
/** The QueryFilter of a body (an absent or non-object body reads as none). */
export const filterOf = (body: unknown): QueryFilter =>
  body && typeof body === "object" ? (body as QueryFilter) : {};

/** A registrar of POST list or count routes on `app`, each taking a QueryFilter body. */
export const postFilterRoute =
  (app: FastifyInstance) =>
  <Q = Record<string, never>>(
    url: string,
    summary: string,
    response: object,
    handler: (request: FastifyRequest<{ Body: QueryFilter; Querystring: Q }>) => Promise<unknown>,
    querystring?: object,
  ) =>
    app.post<{ Body: QueryFilter; Querystring: Q }>(
      url,
      {
        config: required,
        // A list or count call without a body reads as an empty QueryFilter.
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
        },
        schema: {
          tags,
          summary,
          ...(querystring ? { querystring } : {}),
          body: { $ref: "QueryFilter#" },
          response: { 200: response, ...errorResponses },
        },
      },
      handler,
    );
