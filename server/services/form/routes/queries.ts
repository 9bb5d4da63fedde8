import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { badRequest } from "../../../http/errors";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { definitionOf } from "../crud";
import { queryByAlias, runCustomQuery } from "../custom";
import { aliasSchema, definition, type FormDeps, RUN, row, tags, unlessRefused } from "./schemas";

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

/** Custom queries: look one up by alias, run it (JSON or Base64 conditions). */
export function formQueryRoutes(app: FastifyInstance, { db }: FormDeps): void {
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
}
