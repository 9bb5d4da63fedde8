import type { FastifyInstance } from "fastify";
import type { HomeLayout, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { type AuthUser, userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { HOME_PAGE } from "../../http/guestScope";
import { message } from "../../http/messages";
import { pageOf } from "../../http/queryFilter";
import {
  commonResult,
  errorResponses,
  idList,
  idsQuerystring,
  pageListOf,
  stringFields,
} from "../../http/schemas";
import {
  type ColumnInput,
  columnById,
  columnSummaries,
  columnsByAliases,
  listColumns,
  removeColumns,
  saveColumn,
} from "./columns";
import {
  echartsData,
  meetingsOf,
  newsItem,
  newsOf,
  oftenSystems,
  pressReleases,
  remindersOf,
  removeReminder,
  todaysMeetings,
} from "./content";
import { homeUserOf } from "./context";
import {
  aliasesOf,
  applicationLayout,
  effectiveLayout,
  homeLayoutSchema,
  layoutValue,
  resetMyLayout,
  saveMyLayout,
} from "./layouts";
import { RIGHT_IDS_MAX, type RightKind, rightOptions } from "./rightOptions";

const MANAGE = "homeColumnManage";
const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";
const MY_LAYOUT_API = "/portal/sysIndexMyLayout/v1";
const aliasSchema = { type: "string", minLength: 1, maxLength: 64 };
const idSchema = { type: "string", minLength: 1, maxLength: 64 };
const column = { type: "object", additionalProperties: true };
const object = { type: "object", additionalProperties: true };
const rowsQuery = {
  type: "object",
  properties: { rows: { type: "integer", minimum: 1, maximum: 100, default: 5 } },
};
const MAX_ALIASES = 100;

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

const rightsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    roles: { type: "array", maxItems: 100, items: aliasSchema },
    orgs: { type: "array", maxItems: 100, items: idSchema },
    users: { type: "array", maxItems: 500, items: idSchema },
  },
};

const flag = { type: "integer", enum: [0, 1] };
const columnBody = {
  type: "object",
  required: ["name", "alias"],
  additionalProperties: false,
  properties: {
    id: { type: "string", maxLength: 64 },
    name: { type: "string", minLength: 1, maxLength: 128 },
    alias: aliasSchema,
    catalog: { type: "string", maxLength: 64 },
    catalogName: { type: "string", maxLength: 128 },
    colType: { type: "integer", enum: [0, 1, 2, 3, 4] },
    dataMode: { type: "integer", enum: [0, 1, 2, 3, 4] },
    dataFrom: { type: "string", maxLength: 2048 },
    dataParam: { type: "string", maxLength: 8192 },
    requestType: { type: "string", enum: ["GET", "POST", ""] },
    templateHtml: { type: "string", maxLength: 262144 },
    colHeight: { type: "integer", minimum: 50, maximum: 2000 },
    colUrl: { type: "string", maxLength: 1024 },
    newWindow: { anyOf: [flag, { type: "boolean" }] },
    needPage: flag,
    supportRefesh: flag,
    refeshTime: { type: "integer", minimum: 0, maximum: 86400 },
    showEffect: { type: "integer", minimum: 0, maximum: 10 },
    isPublic: flag,
    memo: { type: "string", maxLength: 1024 },
    sn: { type: "integer", minimum: 0, maximum: 100000 },
    rights: rightsSchema,
    // Read-only fields a client may send back from getJson; dropped.
    displayRights: { type: "boolean" },
    ...stringFields("tenantId", "createBy", "createTime", "updateBy", "updateTime"),
  },
};

/**
 * The columns of the aliases for the caller; a guest sees the data of its own layout's columns only (the
 * page its short link opens needs no more).
 */
async function columnsFor(db: Database, caller: AuthUser, aliases: string[]) {
  const user = await homeUserOf(db, caller);
  if (!caller.guest) return columnsByAliases(db, user, aliases);
  const { layout } = await effectiveLayout(db, user);
  return columnsByAliases(
    db,
    user,
    aliases,
    new Set(aliasesOf((layout ?? { list: [] }) as unknown as HomeLayout)),
  );
}

/** The home page's server side (issue 5 §4, CONTRACT §7 and §10.1): layouts, columns and the widgets' reads. */
export function homeRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const tags = ["home"];

  app.get(
    "/portal/main/v1/vueFrontHome",
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "The user's home layout, Base64 JSON: personal > master org's > role's > tenant default; '' for none",
        response: { 200: commonResult({ type: "string" }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      return ok(layoutValue((await effectiveLayout(db, user)).layout));
    },
  );

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
      const [found] = await columnsFor(db, userOf(request), [request.query.alias]);
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
      const [found] = await columnsFor(db, userOf(request), [alias]);
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
      return columnsFor(db, userOf(request), aliasesFromBody(request.query.alias));
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
      return columnsFor(db, userOf(request), aliasesFromBody(request.body));
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
    async (request) => listColumns(db, userOf(request).tenantId, request.body ?? {}),
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
      const found = await columnById(db, userOf(request).tenantId, request.query.id);
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

  app.get(
    `${MY_LAYOUT_API}/designMyLayout`,
    {
      schema: {
        tags,
        summary:
          "The user's layout to edit (personal, else the one that applies) and the columns they may place",
        querystring: {
          type: "object",
          properties: { id: { type: "string", maxLength: 64 }, layoutType: { type: "integer" } },
        },
        response: {
          200: {
            type: "object",
            properties: {
              layout: object,
              source: { type: "string", enum: ["personal", "org", "role", "default", "none"] },
              columns: { type: "array", items: column },
            },
            required: ["layout", "source", "columns"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      const [{ layout, source }, columns] = await Promise.all([
        effectiveLayout(db, user),
        columnSummaries(db, user),
      ]);
      return { layout: layout ?? { list: [] }, source, columns };
    },
  );

  app.post<{ Body: { layout: HomeLayout } }>(
    `${MY_LAYOUT_API}/save`,
    {
      schema: {
        tags,
        summary: "Save the user's own layout (checked against the layout schema and the tenant's columns)",
        body: {
          type: "object",
          required: ["layout"],
          properties: { layout: homeLayoutSchema },
        },
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      await saveMyLayout(db, user, request.body.layout);
      return ok(undefined, message("homeLayoutSaved", request.lang));
    },
  );

  app.post(
    `${MY_LAYOUT_API}/reset`,
    {
      schema: {
        tags,
        summary:
          "Drop the user's own layout; the value is the layout that applies again (Base64, '' for none)",
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      await resetMyLayout(db, user);
      const applied = await applicationLayout(db, user);
      return ok(layoutValue(applied?.layout), message("homeLayoutReset", request.lang));
    },
  );

  const reminder = {
    type: "object",
    properties: {
      ...stringFields("id", "subject", "content"),
      count: { type: "integer" },
      opemType: { type: "string" },
      opemId: { type: "string" },
    },
  };
  app.get(
    "/form/formRemindData/v1/getFormRemindDataByUser",
    {
      schema: {
        tags,
        summary: "The user's own reminders, oldest first",
        response: { 200: { type: "array", items: reminder }, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      return remindersOf(db, user.tenantId, user.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/form/formRemindData/v1/:id",
    {
      schema: {
        tags,
        summary: "Don't remind again: delete one of the user's own reminders (another's is a 404)",
        params: { type: "object", required: ["id"], properties: { id: idSchema } },
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const user = userOf(request);
      await removeReminder(db, user.tenantId, user.id, request.params.id);
      return ok(undefined, message("homeRemindRemoved", request.lang));
    },
  );

  const meeting = {
    type: "object",
    properties: stringFields("id", "hymc", "kssj", "jssj", "hys", "taskId"),
  };
  app.get<{ Querystring: { page: number; pageSize: number; rows?: number } }>(
    "/portal/meetingRoomAppointment/v1/pendingJson",
    {
      schema: {
        tags,
        summary: "Today's meetings of the user (hymc name, kssj start, jssj end, hys room), by start time",
        querystring: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, default: 1 },
            pageSize: { type: "integer", minimum: 1, maximum: 100, default: 10 },
            rows: {
              type: "integer",
              minimum: 1,
              maximum: 100,
              description: "Same as pageSize (the widget's name)",
            },
          },
        },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, pageSize, rows } = request.query;
      return todaysMeetings(db, user.tenantId, user.id, page, rows ?? pageSize);
    },
  );

  app.post<{ Body: QueryFilter }>(
    "/portal/meetingRoomAppointment/v1/pendingJson",
    {
      schema: {
        tags,
        summary: "Today's meetings of the user, paged by the body's pageBean (the POST form of pendingJson)",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, pageSize } = pageOf(request.body ?? {}, 10);
      return todaysMeetings(db, user.tenantId, user.id, page, Math.min(pageSize, 100));
    },
  );

  app.post<{ Body: QueryFilter }>(
    "/portal/meetingRoomAppointment/v1/listJson",
    {
      schema: {
        tags,
        summary:
          "All the meetings the user attends (the meeting list), newest first; filters hymc, hys, kssj, jssj",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      return meetingsOf(db, user.tenantId, user.id, request.body ?? {});
    },
  );

  const news = {
    type: "object",
    properties: {
      ...stringFields("id", "fbt", "fkssj", "fzz"),
      FSfxysp: { type: "integer" },
      FJssj: { type: "string" },
    },
  };
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
        summary: "One news item or notice with its content",
        querystring: { type: "object", required: ["id"], properties: { id: idSchema } },
        response: {
          200: { ...news, properties: { ...news.properties, content: { type: "string" } } },
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
    async (request) => oftenSystems(db, userOf(request).tenantId),
  );

  app.get<{ Querystring: { reportId: string } }>(
    "/runtime/report/v1/getEchartsData",
    {
      schema: {
        tags,
        summary:
          "A report's chart data (by id or alias): title, xAxis, series and chartType (bar, line, pie)",
        querystring: { type: "object", required: ["reportId"], properties: { reportId: idSchema } },
        response: {
          200: {
            type: "object",
            properties: {
              title: { type: "string" },
              xAxis: { type: "array", items: { type: "string" } },
              series: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    name: { type: "string" },
                    data: { type: "array", items: { type: "number" } },
                  },
                },
              },
              chartType: { type: "string" },
            },
          },
          ...errorResponses,
          404: { $ref: "ErrorBody#" },
        },
      },
    },
    async (request) => {
      const found = await echartsData(db, userOf(request), request.query.reportId);
      if (!found) throw new HttpError(404, "homeReportNotFound", { id: request.query.reportId });
      return found;
    },
  );
}
