import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { listTenants, tenantByCode, tenantById } from "../tenants";
import { tenantSchema, type UcDeps } from "./schemas";

/** Tenants: by code (before sign-in), by id and the list (tenant managers). */
export function ucTenantRoutes(app: FastifyInstance, { db }: UcDeps): void {
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
}
