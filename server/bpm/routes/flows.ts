import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope";
import { message } from "../../http/messages";
import { commonResult, errorResponses } from "../../http/schemas";
import { typesByKey } from "../read/model";
import { approvalTexts, myOftenFlows, oftenKeysOf, saveMyOftenFlows } from "../read/startable";
import { type BpmReadDeps, caller, idSchema, optionalId, required, tags } from "./common";
import { oftenFlowSchema, sysTypeSchema } from "./schemas";

/** What a user may start: often flows, categories, startable flows, stock opinions. */
export function bpmFlowRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  app.get(
    "/runtime/instance/v1/getMyOftenFlow",
    {
      config: required,
      schema: {
        tags,
        summary: "My often-used flows; with none saved, the first 6 flows I may start (isAdd false)",
        response: { 200: { type: "array", items: oftenFlowSchema }, ...errorResponses },
      },
    },
    (r) => myOftenFlows(db, caller(r), r.lang),
  );
  app.post<{ Body: unknown }>(
    "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow",
    {
      config: required,
      schema: {
        tags,
        summary:
          "Replace my often-used flows (at most 20, each startable); an empty list resets to the default",
        body: {
          anyOf: [
            {
              type: "object",
              required: ["defKeys"],
              properties: {
                defKeys: { type: "array", maxItems: 500, items: { type: "string", maxLength: 64 } },
              },
            },
            {
              type: "array",
              maxItems: 500,
              items: {
                type: "object",
                required: ["defKey"],
                additionalProperties: true,
                properties: { defKey: { type: "string", maxLength: 64 } },
              },
            },
          ],
        },
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (r) => {
      await saveMyOftenFlows(db, caller(r), r.lang, oftenKeysOf(r.body));
      return ok(undefined, message("bpmOftenSaved", r.lang));
    },
  );
  app.get<{ Querystring: { typeKey: string } }>(
    "/sys/sysType/v1/getTypesByKey",
    {
      config: required,
      schema: {
        tags,
        summary: "The categories of a type key (FLOW_TYPE, FORM_TYPE), in sn order",
        querystring: { type: "object", required: ["typeKey"], properties: { typeKey: idSchema } },
        response: { 200: { type: "array", items: sysTypeSchema }, ...errorResponses },
      },
    },
    (r) => typesByKey(db, caller(r).tenantId, r.query.typeKey, r.lang),
  );
  app.get<{ Querystring: { defKey?: string; typeId?: string } }>(
    "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId",
    {
      config: required,
      schema: {
        tags,
        summary: "Stock opinions for a flow: global, the flow's, then my personal ones",
        querystring: { type: "object", properties: { defKey: optionalId, typeId: optionalId } },
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses },
      },
    },
    (r) => approvalTexts(db, caller(r), r.query.defKey?.trim() || undefined, r.lang),
  );
}
