import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../../db";
import { grantedMethods, userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { commonResult, errorResponses } from "../../http/schemas";
import { authResponseProperties } from "../uc/authSchema";
import { tenantForLogin } from "../uc/login";
import type { TokenService } from "../uc/tokens";
import { fileById, logoOf, type StoredFile } from "./files";
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

const idSchema = { type: "string", minLength: 1, maxLength: 64 };

/** Sends a stored file inline; SVGs and others cannot run scripts (sandboxed CSP) or be sniffed. */
function sendFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header("Content-Type", file.mime)
    .header("Content-Disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header("Cache-Control", "private, max-age=300")
    .send(Buffer.from(file.content));
}

/** portal: menus and method rights, short links, files and system properties (spec 1 §7). */
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

  app.get<{ Querystring: { logoType?: string; tenantId: string } }>(
    "/system/file/v1/getLogoFile",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["portal"],
        summary: "A tenant's logo (front or ico)",
        querystring: {
          type: "object",
          required: ["tenantId"],
          properties: { logoType: { type: "string", enum: ["front", "ico", "manage"] }, tenantId: idSchema },
        },
      },
    },
    async (request, reply) => {
      const file = await logoOf(db, request.query.tenantId, request.query.logoType ?? "front");
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  );

  app.get<{ Querystring: { fileId: string } }>(
    "/system/file/v1/downloadFile",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["portal"],
        summary: "A file: public files for anyone, others for signed-in users of the same tenant",
        querystring: { type: "object", required: ["fileId"], properties: { fileId: idSchema } },
      },
    },
    async (request, reply) => {
      const file = await fileById(db, request.query.fileId, request.user);
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
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
