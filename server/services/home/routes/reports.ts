import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { HttpError } from "../../../http/errors";
import { errorResponses } from "../../../http/schemas";
import { echartsData } from "../content";
import { type HomeDeps, idSchema, tags } from "./schemas";

/** A report's chart data. */
export function homeReportRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get<{ Querystring: { reportId: string } }>(
    "/runtime/report/v1/getEchartsData",
    {
      schema: {
        tags,
        summary:
          "A report's chart data (by id or alias): title, xAxis, series and chartType (bar, line, pie)",
        querystring: { type: "object", required: ["reportId"], properties: { reportId: idSchema } },
        response: {
          200: {
            type: "object",
            properties: {
              title: { type: "string" },
              xAxis: { type: "array", items: { type: "string" } },
              series: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    name: { type: "string" },
                    data: { type: "array", items: { type: "number" } },
                  },
                },
              },
              chartType: { type: "string" },
            },
          },
          ...errorResponses,
          404: { $ref: "ErrorBody#" },
        },
      },
    },
    async (request) => {
      const found = await echartsData(db, userOf(request), request.query.reportId);
      if (!found) throw new HttpError(404, "homeReportNotFound", { id: request.query.reportId });
      return found;
    },
  );
}
