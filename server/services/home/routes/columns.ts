import type { FastifyInstance } from "fastify";
import type { HomeLayout, QueryFilter } from "../../../../src/api/contract";
import type { Database } from "../../../db";
import { type AuthUser, userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { badRequest, notFound } from "../../../http/errors";
import { HOME_PAGE } from "../../../http/guestScope";
import { type Lang, message } from "../../../http/messages";
import {
  commonResult,
  errorResponses,
  idList,
  idsQuerystring,
  pageListOf,
  stringFields,
} from "../../../http/schemas";
import { type ColumnInput, columnById, listColumns, removeColumns, saveColumn } from "../columnAdmin";
import { columnsByAliases } from "../columns";
import { homeUserOf } from "../context";
import { aliasesOf, effectiveLayout } from "../layouts";
import { RIGHT_IDS_MAX, type RightKind, rightOptions } from "../rightOptions";
import {
  aliasSchema,
  COLUMN_API,
  column,
  columnBody,
  type HomeDeps,
  idSchema,
  MANAGE,
  MAX_ALIASES,
  tags,
} from "./schemas";

/** The aliases of getDatasByAlias's body: raw text "a,b" (the contract), a JSON string, or an array. */
function aliasesFromBody(body: unknown): string[] {
  const list = Array.isArray(body) ? body.map(String) : typeof body === "string" ? body.split(",") : [];
  const aliases = list
    .map((s) =>
      s
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim(),
    )
    .filter(Boolean);
  if (aliases.length > MAX_ALIASES || aliases.some((a) => a.length > 64)) throw badRequest();
  return aliases;
}

/**
 * The columns of the aliases for the caller; a guest sees the data of its own layout's columns only (the
 * page its short link opens needs no more).
 */
async function columnsFor(db: Database, caller: AuthUser, aliases: string[], lang: Lang) {
  const user = await homeUserOf(db, caller);
  if (!caller.guest) return columnsByAliases(db, user, aliases, undefined, lang);
  const { layout } = await effectiveLayout(db, user);
  return columnsByAliases(
    db,
    user,
    aliases,
    new Set(aliasesOf((layout ?? { list: [] }) as unknown as HomeLayout)),
    lang,
  );
}

/** The home columns: read by alias for the widgets, managed by the configurers. */
export function homeColumnRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get<{ Querystring: { alias: string } }>(
    `${COLUMN_API}/getByAlias`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary: "A column by alias (an empty body when unknown); displayRights false strips its data",
        querystring: { type: "object", required: ["alias"], properties: { alias: aliasSchema } },
        response: { 200: column, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [found] = await columnsFor(db, userOf(request), [request.query.alias], request.lang);
      if (!found) return reply.type("application/json; charset=utf-8").send("");
      return found;
    },
  );

  app.post<{ Body: unknown; Querystring: { alias?: string } }>(
    `${COLUMN_API}/getByAlias`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "getByAlias as POST (spec 1 names this form): the alias in the query, as raw text or as {alias}",
        querystring: { type: "object", properties: { alias: aliasSchema } },
        body: {
          anyOf: [
            { type: "string", maxLength: 64 },
            { type: "object", properties: { alias: aliasSchema } },
            { type: "null" },
          ],
        },
        response: { 200: column, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const alias = (
        request.query.alias ??
        (typeof body === "string" ? body : ((body as { alias?: string } | null)?.alias ?? ""))
      )
        .trim()
        .replace(/^"(.*)"$/, "$1");
      if (!alias) throw badRequest();
      const [found] = await columnsFor(db, userOf(request), [alias], request.lang);
      if (!found) return reply.type("application/json; charset=utf-8").send("");
      return found;
    },
  );

  app.get<{ Querystring: { alias: string } }>(
    `${COLUMN_API}/getDatasByAlias`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary: "getDatasByAlias as GET (spec 1 names this form): alias=a,b",
        querystring: {
          type: "object",
          required: ["alias"],
          properties: { alias: { type: "string", minLength: 1, maxLength: 8192 } },
        },
        response: { 200: { type: "array", items: column }, ...errorResponses },
      },
    },
    async (request) => {
      return columnsFor(db, userOf(request), aliasesFromBody(request.query.alias), request.lang);
    },
  );

  app.post<{ Body: unknown }>(
    `${COLUMN_API}/getDatasByAlias`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "The columns of the aliases in the raw text body 'a,b' (text/plain), in that order, each with displayRights for the user (unauthorised ones carry no dataFrom, dataParam or template)",
        body: {
          anyOf: [
            { type: "string", maxLength: 8192 },
            { type: "array", maxItems: MAX_ALIASES, items: aliasSchema },
          ],
        },
        response: { 200: { type: "array", items: column }, ...errorResponses },
      },
    },
    async (request) => {
      return columnsFor(db, userOf(request), aliasesFromBody(request.body), request.lang);
    },
  );

  app.post<{ Body: QueryFilter }>(
    `${COLUMN_API}/listJson`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: "A page of the tenant's columns (configurers)",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(column), ...errorResponses },
      },
    },
    async (request) => listColumns(db, userOf(request).tenantId, request.body ?? {}, request.lang),
  );

  app.get<{ Querystring: { id: string } }>(
    `${COLUMN_API}/getJson`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: "A column by id, with its display rights (configurers)",
        querystring: { type: "object", required: ["id"], properties: { id: idSchema } },
        response: { 200: column, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const found = await columnById(db, userOf(request).tenantId, request.query.id, request.lang);
      if (!found) throw notFound();
      return found;
    },
  );

  app.post<{ Body: ColumnInput }>(
    `${COLUMN_API}/save`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: "Create (no id) or update a column (an id the tenant lacks is a 404); the value is its id",
        body: columnBody,
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const id = await saveColumn(db, caller.tenantId, caller.id, request.body);
      return ok(id, message("saved", request.lang));
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${COLUMN_API}/remove`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary: "Delete columns (ids=a,b), all or none: an id not the tenant's → 404",
        querystring: idsQuerystring,
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const ids = idList(request.query.ids);
      await removeColumns(db, userOf(request).tenantId, ids);
      return ok(undefined, message("removed", request.lang));
    },
  );

  app.get<{ Querystring: { kind: RightKind; query?: string; ids?: string } }>(
    `${COLUMN_API}/rightOptions`,
    {
      config: { right: MANAGE },
      schema: {
        tags,
        summary:
          "Display-right options of the caller's tenant (configurers): roles (alias as id), orgs (with path) or users (account as code); searched by query (name or code, at most 50, by name) or resolved by ids",
        querystring: {
          type: "object",
          required: ["kind"],
          properties: {
            kind: { type: "string", enum: ["role", "org", "user"] },
            query: { type: "string", maxLength: 64 },
            ids: {
              type: "string",
              description: `Comma-separated stored values to resolve (at most ${RIGHT_IDS_MAX}); the query is then ignored`,
              pattern: `^([^,]{1,64}(,[^,]{1,64}){0,${RIGHT_IDS_MAX - 1}})?$`,
            },
          },
        },
        response: {
          200: commonResult({
            type: "array",
            items: {
              type: "object",
              required: ["id", "name"],
              properties: stringFields("id", "name", "code", "path"),
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { kind, query, ids } = request.query;
      return ok(await rightOptions(db, userOf(request).tenantId, kind, { query, ids: idList(ids) }));
    },
  );
}
