import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { message } from "../../http/messages";
import { commonResult, errorResponses, idList, idsQuerystring, pageListOf } from "../../http/schemas";
import {
  type DefinitionKind,
  definitionOf,
  getDefinition,
  listDefinitions,
  removeDefinitions,
  saveDefinition,
} from "./crud";
import {
  chartByIdOrAlias,
  chartListData,
  dialogByAlias,
  dialogListData,
  dialogTreeData,
  queryByAlias,
  runCustomQuery,
} from "./custom";
import { visibilitySchema } from "./visibility";

const aliasSchema = { type: "string", minLength: 1, maxLength: 64 };
const row = { type: "object", additionalProperties: true };
const definition = { type: "object", additionalProperties: true };
const MANAGE = "formCustomManage";
/** Running and looking up a definition: its visibility decides, guests included (default: staff only). */
const RUN = { guest: true } as const;

/** A look-up's "unknown" (404) becomes undefined (answered {}); a refusal (403) stays a refusal. */
function unlessRefused(error: unknown): undefined {
  if (error instanceof HttpError && error.statusCode === 403) throw error;
  return undefined;
}

/** Reads the alias of customQuery/getByAlias: raw text (the contract), a JSON string, or {alias}. */
function aliasFromBody(body: unknown): string {
  if (typeof body === "string") {
    const text = body.trim();
    if (text.startsWith('"')) {
      try {
        return String(JSON.parse(text)).trim();
      } catch {
        return text;
      }
    }
    return text.slice(0, 64);
  }
  if (body && typeof body === "object" && typeof (body as { alias?: unknown }).alias === "string")
    return (body as { alias: string }).alias.trim();
  return "";
}

/** Reads doQuery's body: a JSON array of {key, value}, sent as JSON or as raw JSON text. */
function queryInput(body: unknown): { key: string; value: unknown }[] {
  let value = body;
  if (typeof body === "string") {
    if (body.trim() === "") return [];
    try {
      value = JSON.parse(body);
    } catch {
      throw badRequest("badRequest");
    }
  }
  if (value === undefined || value === null) return [];
  const wellFormed =
    Array.isArray(value) &&
    value.length <= 100 &&
    value.every((v) => v && typeof v === "object" && typeof v.key === "string");
  if (!wellFormed) throw badRequest("badRequest");
  return value as { key: string; value: unknown }[];
}

/** Definition CRUD (listJson, getJson, save, remove) of one kind, for configurers holding formCustomManage. */
function crudRoutes(app: FastifyInstance, db: Database, kind: DefinitionKind, base: string): void {
  const tags = ["form"];
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

/** form: custom dialogs, custom queries and custom charts (spec 3 §7, CONTRACT.md §8). */
export function formRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const tags = ["form"];

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

  app.post<{ Body: unknown }>(
    "/form/customQuery/v1/getByAlias",
    {
      config: RUN,
      schema: {
        tags,
        summary: "A custom query by alias (the body is the alias as raw text); {} when unknown",
        body: { description: "The alias as raw text (also accepted: a JSON string or {alias})" },
        response: { 200: definition, ...errorResponses },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const alias = aliasFromBody(request.body);
      // A guest learns nothing, not even that its request was malformed: queryByAlias refuses it.
      if (!alias && !caller.guest) throw badRequest("formAliasEmpty");
      const found = await queryByAlias(db, caller, alias).catch(unlessRefused);
      return found ? definitionOf("query", found) : {};
    },
  );

  app.post<{ Querystring: { alias: string; page?: number }; Body: unknown }>(
    "/form/customQuery/v1/doQuery",
    {
      config: RUN,
      schema: {
        tags,
        summary: "Rows of a custom query; the body is a JSON array [{key, value}]",
        querystring: {
          type: "object",
          required: ["alias"],
          properties: { alias: aliasSchema, page: { type: "integer", minimum: 1 } },
        },
        // Checked by queryInput: anyOf with type coercion would rewrite the body while trying the branches.
        body: { description: "JSON array [{key, value}], as JSON or as raw JSON text" },
        response: { 200: pageListOf(row), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const def = await queryByAlias(db, userOf(request), request.query.alias);
      return runCustomQuery(db, def, request.query.page ?? 1, queryInput(request.body));
    },
  );

  app.get<{ Querystring: { alias: string; queryData?: string; page?: number } }>(
    "/form/customQuery/v1/doQueryBase64",
    {
      config: RUN,
      schema: {
        tags,
        summary: "doQuery with queryData = Base64(Base64(JSON array)) in the address",
        querystring: {
          type: "object",
          required: ["alias"],
          properties: {
            alias: aliasSchema,
            queryData: { type: "string", maxLength: 65536 },
            page: { type: "integer", minimum: 1 },
          },
        },
        response: { 200: pageListOf(row), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const def = await queryByAlias(db, userOf(request), request.query.alias);
      let input: { key: string; value: unknown }[] = [];
      if (request.query.queryData) {
        try {
          const inner = Buffer.from(request.query.queryData, "base64").toString("utf8");
          input = queryInput(Buffer.from(inner, "base64").toString("utf8"));
        } catch {
          throw badRequest("formQueryData");
        }
      }
      return runCustomQuery(db, def, request.query.page ?? 1, input);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/form/customChart/v1/get/:id",
    {
      config: RUN,
      schema: {
        tags,
        summary: "A custom chart by id (or alias)",
        params: { type: "object", required: ["id"], properties: { id: aliasSchema } },
        response: { 200: definition, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => definitionOf("chart", await chartByIdOrAlias(db, userOf(request), request.params.id)),
  );

  app.post<{ Querystring: { alias: string }; Body: Record<string, unknown> }>(
    "/form/customChart/v1/getListData",
    {
      config: RUN,
      schema: {
        tags,
        summary: "Rows of a custom chart (UPPER-CASED keys); pageBean.pageSize caps the rows",
        querystring: { type: "object", required: ["alias"], properties: { alias: aliasSchema } },
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(row), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => chartListData(db, userOf(request), request.query.alias, request.body ?? {}),
  );

  crudRoutes(app, db, "dialog", "/form/customDialog/v1");
  crudRoutes(app, db, "query", "/form/customQuery/v1");
  crudRoutes(app, db, "chart", "/form/customChart/v1");
}
