import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { definitionOf } from "../crud";
import { dialogByAlias, dialogListData, dialogTreeData } from "../custom";
import { aliasSchema, definition, type FormDeps, RUN, row, tags, unlessRefused } from "./schemas";

/** Custom dialogs: look one up by alias, its list and its tree data. */
export function formDialogRoutes(app: FastifyInstance, { db }: FormDeps): void {
  app.get<{ Querystring: { alias: string } }>(
    "/form/customDialog/v1/getByAlias",
    {
      config: RUN,
      schema: {
        tags,
        summary: "A custom dialog by alias ({} when unknown)",
        querystring: { type: "object", required: ["alias"], properties: { alias: aliasSchema } },
        response: { 200: definition, ...errorResponses },
      },
    },
    async (request) => {
      const found = await dialogByAlias(db, userOf(request), request.query.alias).catch(unlessRefused);
      return found ? definitionOf("dialog", found) : {};
    },
  );

  app.post<{ Querystring: { alias: string; mapParam?: string }; Body: Record<string, unknown> }>(
    "/form/customDialog/v1/getListData",
    {
      config: RUN,
      schema: {
        tags,
        summary: "Rows of a custom dialog (querys feed its conditions; mapParam adds parameters)",
        querystring: {
          type: "object",
          required: ["alias"],
          properties: { alias: aliasSchema, mapParam: { type: "string", maxLength: 4096 } },
        },
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(row), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) =>
      dialogListData(db, userOf(request), request.query.alias, request.query.mapParam, request.body ?? {}),
  );

  app.get<{ Querystring: { alias: string; mapParam?: string } }>(
    "/form/customDialog/v1/getTreeData",
    {
      config: RUN,
      schema: {
        tags,
        summary: "Nodes of a tree-style custom dialog, each with isParent",
        querystring: {
          type: "object",
          required: ["alias"],
          properties: { alias: aliasSchema, mapParam: { type: "string", maxLength: 4096 } },
        },
        response: { 200: { type: "array", items: row }, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => dialogTreeData(db, userOf(request), request.query.alias, request.query.mapParam),
  );
}
