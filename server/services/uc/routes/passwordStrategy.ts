import type { FastifyInstance } from "fastify";
import { errorResponses } from "../../../http/schemas";
import { tenantForLogin } from "../login";
import type { UcDeps } from "./schemas";

/** The tenant's password strategy. */
export function ucPasswordStrategyRoutes(app: FastifyInstance, { db }: UcDeps): void {
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
