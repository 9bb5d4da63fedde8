import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../../config";
import type { Database } from "../../db";
import { resolveToken, userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { message } from "../../http/messages";
import { commonResult, errorResponses, pageListOf } from "../../http/schemas";
import { authResponseProperties } from "./authSchema";
import { unlockAccount } from "./lockout";
import { decodePassword, login, tenantForLogin } from "./login";
import { openSession, refreshSession, revokeSession } from "./session";
import { listTenants, tenantByCode, tenantById } from "./tenants";
import type { TokenService } from "./tokens";
import { changePassword, userByAccount, userDetail } from "./users";

const tenantSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    code: { type: "string" },
    name: { type: "string" },
    nameFront: { type: "string" },
    status: { type: "string" },
    ico: { type: "string" },
    frontLogo: { type: "string" },
    desc: { type: "string" },
  },
};

const userInfoSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    fullname: { type: "string" },
    account: { type: "string" },
    mobile: { type: "string" },
    email: { type: "string" },
    sex: { type: "string" },
    status: { type: "integer" },
    address: { type: "string" },
  },
};

const authResponseSchema = { type: "object", properties: authResponseProperties };

const accountSchema = { type: "string", minLength: 1, maxLength: 64 };

/** uc: sign-in, session, tenants, users and the password strategy (spec 1 §7, CONTRACT.md §3). */
export function ucRoutes(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; config: ServerConfig },
): void {
  const { db, tokens, config } = deps;
  const lockout = { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes };

  app.post<{ Querystring: { tenantId?: string }; Body: { username: string; password: string } }>(
    "/auth",
    {
      config: {
        auth: "anonymous",
        rateLimit: { max: config.loginPerAddressPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ["uc"],
        summary: "Sign in with account and Base64-encoded password",
        querystring: { type: "object", properties: { tenantId: { type: "string", maxLength: 64 } } },
        body: {
          type: "object",
          required: ["username", "password"],
          properties: {
            username: accountSchema,
            password: { type: "string", minLength: 1, maxLength: 1024 },
          },
        },
        response: { 200: authResponseSchema, ...errorResponses, 429: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const tenant = await tenantForLogin(
        db,
        request.query.tenantId,
        request.headers["tenant-code"] as string | undefined,
      );
      return login(db, tokens, lockout, {
        tenantId: tenant.id,
        account: request.body.username.trim(),
        password: decodePassword(request.body.password),
        address: request.ip,
      });
    },
  );

  app.get(
    "/refresh",
    {
      config: { passwordChangeAllowed: true },
      schema: {
        tags: ["uc"],
        summary: "A new token for the current session (401 past the absolute limit from sign-in)",
        response: {
          200: { type: "object", properties: { token: { type: "string" }, expiration: { type: "integer" } } },
          ...errorResponses,
        },
      },
    },
    async (request) => refreshSession(db, tokens, userOf(request)),
  );

  app.get(
    "/signout",
    {
      config: { passwordChangeAllowed: true, guest: true },
      schema: {
        tags: ["uc"],
        summary:
          "Sign out: the session's tokens, and those of sessions copied from it, are refused afterwards",
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) => {
      await revokeSession(db, userOf(request).sessionId);
      return ok(undefined, message("signedOut", request.lang));
    },
  );

  app.get<{ Querystring: { ticket?: string; code?: string; service?: string; ssoMode?: string } }>(
    "/sso/auth",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["uc"],
        summary:
          "Turn a token passed in the address into a session (a short-link guest token is refused, 403)",
        querystring: {
          type: "object",
          properties: {
            ticket: { type: "string", maxLength: 4096 },
            code: { type: "string", maxLength: 4096 },
            service: { type: "string", maxLength: 2048 },
            ssoMode: { type: "string", enum: ["jwt", "cas", "oauth"] },
          },
        },
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ticket = request.query.ticket || request.query.code;
      const caller = ticket ? await resolveToken(db, tokens, ticket) : null;
      if (!caller) throw unauthorized();
      // A guest token is bound to its short link's page; a session minted from it would not be.
      if (caller.guest) throw forbidden("guestTicket");
      const user = await db
        .selectFrom("uc_user")
        .select(["id", "account", "fullname", "tenant_id", "is_init_password"])
        .where("id", "=", caller.id)
        .executeTakeFirstOrThrow();
      return openSession(db, tokens, user, {
        loginStatus: caller.passwordChangeOnly ? 0 : 1,
        parentId: caller.sessionId,
      });
    },
  );

  app.get<{ Querystring: { code: string } }>(
    "/uc/tenantManage/v1/getTenantByCode",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["uc"],
        summary: "A tenant by code ({} when unknown)",
        querystring: {
          type: "object",
          required: ["code"],
          properties: { code: { type: "string", minLength: 1, maxLength: 64 } },
        },
        response: { 200: tenantSchema, ...errorResponses },
      },
    },
    async (request) => (await tenantByCode(db, request.query.code)) ?? {},
  );

  app.get<{ Querystring: { id: string } }>(
    "/uc/tenantManage/v1/getJson",
    {
      schema: {
        tags: ["uc"],
        summary: "A tenant by id: the caller's own, or any for platform tenant managers ({} otherwise)",
        querystring: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
        },
        response: { 200: tenantSchema, ...errorResponses },
      },
    },
    async (request) => (await tenantById(db, userOf(request), request.query.id)) ?? {},
  );

  app.post<{ Body: Record<string, unknown> }>(
    "/uc/tenantManage/v1/listJson",
    {
      config: { right: "tenantManage" },
      schema: {
        tags: ["uc"],
        summary: "Tenants (QueryFilter on name_, code_, status_; page 1, size 20)",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(tenantSchema), ...errorResponses },
      },
    },
    async (request) => listTenants(db, userOf(request), request.body ?? {}),
  );

  app.post<{ Body: { account: string } }>(
    "/api/user/v1/user/getByAccount",
    {
      schema: {
        tags: ["uc"],
        summary: "A user of the caller's tenant by account ({} when unknown)",
        body: { type: "object", required: ["account"], properties: { account: accountSchema } },
        response: { 200: userInfoSchema, ...errorResponses },
      },
    },
    async (request) => (await userByAccount(db, userOf(request), request.body.account)) ?? {},
  );

  app.get<{ Querystring: { account?: string; id?: string } }>(
    "/api/user/v1/user/getDetailByAccountOrId",
    {
      config: { passwordChangeAllowed: true, guest: true },
      schema: {
        tags: ["uc"],
        summary: "User, roles, posts and orgs of a user of the caller's tenant",
        querystring: {
          type: "object",
          properties: { account: accountSchema, id: { type: "string", minLength: 1, maxLength: 64 } },
          anyOf: [{ required: ["account"] }, { required: ["id"] }],
        },
        response: {
          200: {
            type: "object",
            properties: {
              user: userInfoSchema,
              role: {
                type: "array",
                items: {
                  type: "object",
                  properties: { roleName: { type: "string" }, alias: { type: "string" } },
                },
              },
              post: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    postId: { type: "string" },
                    postName: { type: "string" },
                    postCode: { type: "string" },
                    pathName: { type: "string" },
                  },
                },
              },
              org: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    orgId: { type: "string" },
                    orgName: { type: "string" },
                    orgCode: { type: "string" },
                    pathName: { type: "string" },
                    isMaster: { type: "integer" },
                  },
                },
              },
            },
          },
          ...errorResponses,
          404: { $ref: "ErrorBody#" },
        },
      },
    },
    async (request) => {
      const caller = userOf(request);
      // A password-change-only or guest token may read its own detail, nobody else's.
      const by = caller.passwordChangeOnly || caller.guest ? { id: caller.id } : request.query;
      return userDetail(db, caller, by);
    },
  );

  app.post<{ Body: { oldPwd: string; newPwd: string } }>(
    "/api/user/v1/user/changUserPsd",
    {
      config: { passwordChangeAllowed: true },
      schema: {
        tags: ["uc"],
        summary:
          "Change the caller's password (old password checked and its guesses locked like sign-in, strategy enforced); the user's other sessions end",
        body: {
          type: "object",
          required: ["oldPwd", "newPwd"],
          properties: {
            oldPwd: { type: "string", minLength: 1, maxLength: 256 },
            newPwd: { type: "string", minLength: 1, maxLength: 256 },
          },
        },
        response: { 200: commonResult(), ...errorResponses, 429: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => changePassword(db, lockout, userOf(request), request.body, request.lang),
  );

  app.post<{ Body: { account: string } }>(
    "/api/user/v1/user/unlockLogin",
    {
      config: { right: "loginUnlock" },
      schema: {
        tags: ["uc"],
        summary:
          "Lift the sign-in locks (from every address) and password-change lock of an account of the caller's tenant",
        body: { type: "object", required: ["account"], properties: { account: accountSchema } },
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const account = request.body.account.trim();
      if (!(await userByAccount(db, caller, account))) throw notFound("userNotFound");
      await unlockAccount(db, caller.tenantId, account);
      return ok(undefined, message("loginUnlocked", request.lang));
    },
  );

  app.get(
    "/api/pwdStrategy/v1/getDefault",
    {
      config: { auth: "optional", passwordChangeAllowed: true },
      schema: {
        tags: ["uc"],
        summary: "The tenant's password strategy (rules 1–4 and length); the initial password is never sent",
        response: {
          200: {
            type: "object",
            properties: {
              id: { type: "string" },
              pwdRule: { type: "integer" },
              pwdLength: { type: "integer" },
              duration: { type: "integer" },
              enable: { type: "integer" },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const tenantId =
        request.user?.tenantId ??
        (await tenantForLogin(db, undefined, request.headers["tenant-code"] as string | undefined)).id;
      const s = await db
        .selectFrom("uc_pwd_strategy")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .executeTakeFirst();
      if (!s) return { id: "", pwdRule: 1, pwdLength: 6, duration: 0, enable: 0 };
      return {
        id: s.id,
        pwdRule: s.pwd_rule,
        pwdLength: s.pwd_length,
        duration: s.duration,
        enable: s.enable ? 1 : 0,
      };
    },
  );
}
