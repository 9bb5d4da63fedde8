import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { notFound } from "../../../http/errors";
import { HOME_PAGE } from "../../../http/guestScope";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { attachedFilesSchema } from "../../files/attached";
import { newsItem, newsOf } from "../content";
import { type HomeDeps, idSchema, news, rowsQuery, tags } from "./schemas";

/** News and notices: the latest of each kind, and one item with its content. */
export function homeNewsRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  for (const [path, kind] of [
    ["list", "news"],
    ["listNotice", "notice"],
  ] as const) {
    app.get<{ Querystring: { rows: number } }>(
      `/portal/messageNews/v1/${path}`,
      {
        config: { guest: HOME_PAGE },
        schema: {
          tags,
          summary:
            kind === "news"
              ? "The latest news (FSfxysp 0), newest first"
              : "The notices in force (FSfxysp 1, FJssj on or after today), newest first",
          querystring: rowsQuery,
          response: { 200: pageListOf(news), ...errorResponses },
        },
      },
      async (request) => newsOf(db, userOf(request).tenantId, kind, request.query.rows),
    );
  }

  app.get<{ Querystring: { id: string } }>(
    "/portal/messageNews/v1/getJson",
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "One news item or notice with its content and attachments (file: [{id, name}]; ffj: the same list as JSON text)",
        querystring: { type: "object", required: ["id"], properties: { id: idSchema } },
        response: {
          200: {
            ...news,
            properties: {
              ...news.properties,
              content: { type: "string" },
              file: attachedFilesSchema,
              ffj: { type: "string" },
            },
          },
          ...errorResponses,
          404: { $ref: "ErrorBody#" },
        },
      },
    },
    async (request) => {
      const found = await newsItem(db, userOf(request).tenantId, request.query.id);
      if (!found) throw notFound();
      return found;
    },
  );
}
