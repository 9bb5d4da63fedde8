import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";
import { grantedMethods, userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { commonResult, errorResponses } from "../../http/schemas";
import { authResponseProperties } from "../uc/authSchema";
import { tenantForLogin } from "../uc/login";
import type { TokenService } from "../uc/tokens";
import { currentUserMenu } from "./menus";
import { resolveShortUrl } from "./shortUrl";

const menuSchema = {
  $id: "SysMenu",
  type: "object",
  properties: {
    id: { type: "string" },
    parentId: { type: "string" },
    name: { type: "string" },
    alias: { type: "string" },
    menuIcon: { type: "string" },
    path: { type: "string" },
    href: { type: "string" },
    open: { type: "boolean" },
    sn: { type: "integer" },
    hidden: { type: "boolean" },
    children: { type: "array", items: { $ref: "SysMenu#" } },
  },
};

/** portal: menus and method rights, short links and system properties (files: server/services/files) (spec 1 §7). */
export function portalRoutes(app: FastifyInstance, deps: { db: Database; tokens: TokenService }): void {
  const { db, tokens } = deps;
  app.addSchema(menuSchema);

  app.get<{ Querystring: { menuAlias: string } }>(
    "/sys/sysMenu/v1/getCurrentUserMenu",
    {
      config: { guest: true },
      schema: {
        tags: ["portal"],
        summary: "The caller's menu tree under a root alias (front_menu), by role, sorted by sn",
        querystring: {
          type: "object",
          required: ["menuAlias"],
          properties: { menuAlias: { type: "string", minLength: 1, maxLength: 64 } },
        },
        response: { 200: commonResult({ type: "array", items: { $ref: "SysMenu#" } }), ...errorResponses },
      },
    },
    async (request) => ok(await currentUserMenu(db, userOf(request), request.query.menuAlias, request.lang)),
  );

  app.get(
    "/sys/sysMenu/v1/getCurrentUserMethodAuth",
    {
      config: { guest: true },
      schema: {
        tags: ["portal"],
        summary: "All method aliases of the tenant and those granted to the caller",
        response: {
          200: {
            type: "object",
            properties: {
              allMethod: { type: "array", items: { type: "string" } },
              curUserMethod: { type: "array", items: { type: "string" } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const all = await db
        .selectFrom("sys_method")
        .select("alias")
        .where("tenant_id", "=", user.tenantId)
        .orderBy("alias")
        .execute();
      return { allMethod: all.map((m) => m.alias), curUserMethod: await grantedMethods(db, user) };
    },
  );

  app.get<{ Querystring: { shortUrl: string } }>(
    "/portal/shorturlManage/v1/getLongUrlByShortUrl",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["portal"],
        summary:
          "Resolve surl/<code> into its target path and a guest session (AuthResponse + url + guestToken) scoped to that page",
        querystring: {
          type: "object",
          required: ["shortUrl"],
          properties: { shortUrl: { type: "string", minLength: 1, maxLength: 128 } },
        },
        response: {
          200: commonResult({
            type: "object",
            properties: {
              ...authResponseProperties,
              url: { type: "string" },
              guestToken: { type: "string" },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => resolveShortUrl(db, tokens, request.query.shortUrl, request.lang),
  );

  app.get(
    "/sys/sysProperties/v1/getDecryptBySysSetting",
    {
      config: { auth: "optional", guest: true },
      schema: {
        tags: ["portal"],
        summary:
          "Branding of the tenant (token's tenant, else Tenant-Code, else platform): value is JSON text",
        response: {
          200: { type: "object", properties: { alias: { type: "string" }, value: { type: "string" } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const tenantId =
        request.user?.tenantId ??
        (await tenantForLogin(db, undefined, request.headers["tenant-code"] as string | undefined)).id;
      const row = await db
        .selectFrom("sys_property")
        .select(["alias", "value"])
        .where("tenant_id", "=", tenantId)
        .where("alias", "=", "sysSetting")
        .executeTakeFirst();
      return row ?? { alias: "sysSetting", value: "{}" };
    },
  );
}
