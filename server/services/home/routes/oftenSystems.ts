import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { errorResponses, stringFields } from "../../../http/schemas";
import { oftenSystems } from "../content";
import { type HomeDeps, tags } from "./schemas";

/** The often-used systems. */
export function homeOftenSystemRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get(
    "/portal/oftenSystem/v1/list",
    {
      schema: {
        tags,
        summary: "The often-used systems, in order",
        response: {
          200: {
            type: "array",
            items: {
              type: "object",
              properties: stringFields("id", "name", "url", "icon", "color"),
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => oftenSystems(db, userOf(request).tenantId, request.lang),
  );
}
