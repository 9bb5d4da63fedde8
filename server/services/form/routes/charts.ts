import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { definitionOf } from "../crud";
import { chartByIdOrAlias, chartListData } from "../custom";
import { aliasSchema, definition, type FormDeps, RUN, row, tags } from "./schemas";

/** Custom charts: one by id or alias, and its data. */
export function formChartRoutes(app: FastifyInstance, { db }: FormDeps): void {
  app.get<{ Params: { id: string } }>(
    "/form/customChart/v1/get/:id",
    {
      config: RUN,
      schema: {
        tags,
        summary: "A custom chart by id (or alias)",
        params: { type: "object", required: ["id"], properties: { id: aliasSchema } },
        response: { 200: definition, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => definitionOf("chart", await chartByIdOrAlias(db, userOf(request), request.params.id)),
  );

  app.post<{ Querystring: { alias: string }; Body: Record<string, unknown> }>(
    "/form/customChart/v1/getListData",
    {
      config: RUN,
      schema: {
        tags,
        summary: "Rows of a custom chart (UPPER-CASED keys); pageBean.pageSize caps the rows",
        querystring: { type: "object", required: ["alias"], properties: { alias: aliasSchema } },
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(row), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => chartListData(db, userOf(request), request.query.alias, request.body ?? {}),
  );
}
