import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { commonResult, errorResponses } from "../../../http/schemas";
import { type SealSaveInput, saveSeal, sealOf } from "../seal";
import { lockoutOf, type UcDeps } from "./schemas";

const secret = { type: "string", maxLength: 256 };

/** The electronic seal of the caller (spec 3 §7): read it, set or change it. */
export function ucSealRoutes(app: FastifyInstance, { db, config }: UcDeps): void {
  const lockout = lockoutOf(config);

  app.get(
    "/uc/electronicSeal/v1/getSealByCurrentUserId",
    {
      schema: {
        tags: ["uc"],
        summary: "The caller's electronic seal: its picture's file id and URL ({} when none is set)",
        response: {
          200: {
            type: "object",
            properties: { fileId: { type: "string" }, picUrl: { type: "string" } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => (await sealOf(db, userOf(request))) ?? {},
  );

  app.post<{ Body: SealSaveInput }>(
    "/uc/electronicSeal/v1/userSave",
    {
      schema: {
        tags: ["uc"],
        summary:
          "Set the caller's seal (login password required) or change it (old seal password required); the picture must be a png of the caller's tenant",
        body: {
          type: "object",
          required: ["fileId"],
          properties: {
            fileId: { type: "string", minLength: 1, maxLength: 64 },
            password: secret,
            oldPassWord: secret,
            confirmPwd: secret,
            loginPassword: secret,
          },
        },
        response: { 200: commonResult(), ...errorResponses, 429: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => saveSeal(db, lockout, userOf(request), request.body, request.lang),
  );
}
