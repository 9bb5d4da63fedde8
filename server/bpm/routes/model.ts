import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";
import { errorResponses, pageListOf } from "../../http/schemas";
import { hasStartRight, isTenantAdmin } from "../engine/identities";
import { definitionQuery, definitionRowOf, loadedDefinition } from "../read/model";
import { listDefinitions } from "../read/startable";
import {
  type BpmReadDeps,
  caller,
  filterOf,
  idSchema,
  postFilterRoute,
  required,
  tags,
  withNotFound,
} from "./common";
import { definitionRowSchema } from "./schemas";

/** The flow model: definitions by key or id, with their JSON. */
export function bpmModelRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  const postFilter = postFilterRoute(app);

  const defKeyQuery = { type: "object", required: ["defKey"], properties: { defKey: idSchema } };
  app.get<{ Querystring: { defKey: string } }>(
    "/flow/def/v1/flowHasStartRights",
    {
      config: required,
      schema: {
        tags,
        summary: "Whether I may start the flow (a system administrator always may)",
        querystring: defKeyQuery,
        response: { 200: { type: "boolean" }, ...errorResponses },
      },
    },
    async (r) => {
      const me = caller(r);
      const admin = await isTenantAdmin(db, me.tenantId, me.id);
      return hasStartRight(db, me.tenantId, me.id, admin, r.query.defKey);
    },
  );
  app.get<{ Querystring: { defKey: string } }>(
    "/flow/def/v1/getJson",
    {
      config: required,
      schema: {
        tags,
        summary: "The main definition of a key with its JSON",
        querystring: defKeyQuery,
        response: { 200: definitionRowSchema, ...withNotFound },
      },
    },
    (r) => definitionWithJson(db, caller(r).tenantId, r.lang, { defKey: r.query.defKey }),
  );
  app.get<{ Querystring: { defId: string } }>(
    "/flow/def/v1/defGet",
    {
      config: required,
      schema: {
        tags,
        summary: "A definition version by id with its JSON",
        querystring: { type: "object", required: ["defId"], properties: { defId: idSchema } },
        response: { 200: definitionRowSchema, ...withNotFound },
      },
    },
    (r) => definitionWithJson(db, caller(r).tenantId, r.lang, { defId: r.query.defId }),
  );
  postFilter(
    "/flow/def/v1/listJson",
    "The tenant's flow definitions (every version), newest first",
    pageListOf(definitionRowSchema),
    (r) => listDefinitions(db, caller(r), r.lang, filterOf(r.body)),
  );
}

/** A definition row (contract shape) with its JSON under `definition`: by id, or the main version of a key. */
async function definitionWithJson(
  db: Database,
  tenantId: string,
  lang: "zh-CN" | "en-US",
  by: { defId?: string; defKey?: string },
) {
  const { row: found, def } = await loadedDefinition(db, tenantId, by);
  const row = await definitionQuery(db, tenantId).where("d.id", "=", found.id).executeTakeFirstOrThrow();
  return { ...definitionRowOf(row, lang), definition: def };
}
