import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { HOME_PAGE } from "../../../http/guestScope";
import { errorResponses, stringFields } from "../../../http/schemas";
import { pressReleases } from "../content";
import { aliasSchema, type HomeDeps, tags } from "./schemas";

/** The carousel images (press releases) of a type. */
export function homePressReleaseRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get<{ Querystring: { type: string } }>(
    "/portal/pressRelease/v1/getByType",
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary: "The carousel images of a type, in order",
        querystring: { type: "object", required: ["type"], properties: { type: aliasSchema } },
        response: {
          200: {
            type: "array",
            items: {
              type: "object",
              properties: stringFields("id", "title", "src", "href"),
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => pressReleases(db, userOf(request).tenantId, request.query.type),
  );
}
