import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db";
import { userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { notFound } from "../../../http/errors";
import { message } from "../../../http/messages";
import { commonResult, errorResponses, idList, idsQuerystring, pageListOf } from "../../../http/schemas";
import {
  type DefinitionKind,
  getDefinition,
  listDefinitions,
  removeDefinitions,
  saveDefinition,
} from "../crud";
import { visibilitySchema } from "../visibility";
import { aliasSchema, definition, type FormDeps, MANAGE, tags } from "./schemas";

/** Definition CRUD (listJson, getJson, save, remove) of one kind, for configurers holding formCustomManage. */
function crudRoutes(app: FastifyInstance, db: Database, kind: DefinitionKind, base: string): void {
  app.post<{ Body: Record<string, unknown> }>(
    `${base}/listJson`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: `List custom ${kind} definitions`,
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(definition), ...errorResponses },
      },
    },
    async (request) => listDefinitions(db, userOf(request).tenantId, kind, request.body ?? {}),
  );
  app.get<{ Querystring: { id: string } }>(
    `${base}/getJson`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: `A custom ${kind} definition by id`,
        querystring: { type: "object", required: ["id"], properties: { id: aliasSchema } },
        response: { 200: definition, ...errorResponses },
      },
    },
    async (request) => {
      const found = await getDefinition(db, userOf(request).tenantId, kind, request.query.id);
      if (!found) throw notFound();
      return found;
    },
  );
  app.post<{ Body: Record<string, unknown> }>(
    `${base}/save`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: `Create or update a custom ${kind} definition (checked against the registered objects)`,
        body: {
          type: "object",
          required: ["name", "alias"],
          additionalProperties: true,
          properties: {
            id: { type: "string", maxLength: 64 },
            name: { type: "string", minLength: 1, maxLength: 128 },
            alias: { type: "string", maxLength: 64 },
            style: { type: "integer", minimum: 0, maximum: 7 },
            pageSize: { type: "integer", minimum: 1, maximum: 1000 },
            selectNum: { type: "integer", minimum: 0 },
            needPage: { type: "boolean" },
            visibility: visibilitySchema,
          },
        },
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await saveDefinition(db, userOf(request).tenantId, kind, request.body),
        message("saved", request.lang),
      ),
  );
  app.delete<{ Querystring: { ids: string } }>(
    `${base}/remove`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: `Delete custom ${kind} definitions (ids=a,b), all or none: an id not the tenant's → 404`,
        querystring: idsQuerystring,
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const ids = idList(request.query.ids);
      await removeDefinitions(db, userOf(request).tenantId, kind, ids);
      return ok(undefined, message("removed", request.lang));
    },
  );
}

/** The definition CRUD of the three kinds: dialogs, queries and charts. */
export function formDefinitionRoutes(app: FastifyInstance, { db }: FormDeps): void {
  crudRoutes(app, db, "dialog", "/form/customDialog/v1");
  crudRoutes(app, db, "query", "/form/customQuery/v1");
  crudRoutes(app, db, "chart", "/form/customChart/v1");
}
