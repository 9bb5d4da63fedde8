import type { FastifyInstance } from "fastify";
import type { QueryFilter } from "../../../../src/api/contract";
import type { Database } from "../../../db";
import { userOf } from "../../../http/auth";
import { notFound } from "../../../http/errors";
import { HOME_PAGE } from "../../../http/guestScope";
import { errorResponses, pageListOf, stringFields } from "../../../http/schemas";
import { attachedFilesSchema } from "../../files/attached";
import { publishedRule, publishedRules } from "../rules";

/** Where the rules routes live (spec 3 §7 "Rules"). */
export const RULES_API = "/portalRulesAndControl/v1";

const tags = ["content"];

/** A rule record (spec 3 §3): attachmentName is the list of its files ({id, name}, owned by the rule). */
const ruleSchema = {
  type: "object",
  properties: {
    ...stringFields("id", "title", "createByName", "publishTime"),
    publishStatus: { type: "integer", enum: [0, 1] },
    attachmentName: attachedFilesSchema,
  },
};

/**
 * The read side of rules and regulations: a page of the tenant's published rules (QueryFilter: TITLE_ LIKE,
 * PUBLISH_TIME_ BETWEEN …) and one published rule by id. The home page's regulations column reads the
 * list, so a home guest may call both.
 */
export function contentRuleRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.post<{ Body: QueryFilter }>(
    `${RULES_API}/getRulesAndControlList`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "A page of the tenant's published rules, newest first; filters TITLE_ (title), PUBLISH_TIME_ (publishTime), CREATE_BY_NAME_",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(ruleSchema), ...errorResponses },
      },
    },
    async (request) => publishedRules(db, userOf(request).tenantId, request.body ?? {}),
  );

  app.get<{ Querystring: { id: string } }>(
    `${RULES_API}/getJson`,
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary: "One published rule of the tenant (a draft or another tenant's rule is a 404)",
        querystring: {
          type: "object",
          required: ["id"],
          additionalProperties: false,
          properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
        },
        response: { 200: ruleSchema, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const rule = await publishedRule(db, userOf(request).tenantId, request.query.id);
      if (!rule) throw notFound();
      return rule;
    },
  );
}
