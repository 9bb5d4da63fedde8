import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { notFound } from "../../../http/errors";
import { message } from "../../../http/messages";
import { commonResult, errorResponses } from "../../../http/schemas";
import { unlockAccount } from "../lockout";
import { changePassword, userByAccount, userDetail } from "../users";
import { accountSchema, lockoutOf, type UcDeps, userInfoSchema } from "./schemas";

/** Users: by account, detail, change one's password, unlock a locked sign-in. */
export function ucUserRoutes(app: FastifyInstance, { db, config }: UcDeps): void {
  const lockout = lockoutOf(config);

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
      return userDetail(db, caller, by, request.lang);
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
}
