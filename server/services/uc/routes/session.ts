import type { FastifyInstance } from "fastify";
import { resolveToken, userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { forbidden, unauthorized } from "../../../http/errors";
import { message } from "../../../http/messages";
import { commonResult, errorResponses } from "../../../http/schemas";
import { decodePassword, login, tenantForLogin } from "../login";
import { openSession, refreshSession, revokeSession } from "../session";
import { accountSchema, authResponseSchema, lockoutOf, type UcDeps } from "./schemas";

/** The session: sign in, refresh, sign out, single sign-on. */
export function ucSessionRoutes(app: FastifyInstance, { db, tokens, config }: UcDeps): void {
  const lockout = lockoutOf(config);

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
}
