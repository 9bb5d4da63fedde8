import type { FastifyInstance } from "fastify";
import type { QueryFilter } from "../../../../src/api/contract";
import { userOf } from "../../../http/auth";
import { pageOf } from "../../../http/queryFilter";
import { errorResponses, pageListOf } from "../../../http/schemas";
import { meetingsOf, todaysMeetings } from "../content";
import { type HomeDeps, meeting, tags } from "./schemas";

/** The user's meetings: today's (GET and POST) and the meeting list. */
export function homeMeetingRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get<{ Querystring: { page: number; pageSize: number; rows?: number } }>(
    "/portal/meetingRoomAppointment/v1/pendingJson",
    {
      schema: {
        tags,
        summary: "Today's meetings of the user (hymc name, kssj start, jssj end, hys room), by start time",
        querystring: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, default: 1 },
            pageSize: { type: "integer", minimum: 1, maximum: 100, default: 10 },
            rows: {
              type: "integer",
              minimum: 1,
              maximum: 100,
              description: "Same as pageSize (the widget's name)",
            },
          },
        },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, pageSize, rows } = request.query;
      return todaysMeetings(db, user.tenantId, user.id, page, rows ?? pageSize);
    },
  );

  app.post<{ Body: QueryFilter }>(
    "/portal/meetingRoomAppointment/v1/pendingJson",
    {
      schema: {
        tags,
        summary: "Today's meetings of the user, paged by the body's pageBean (the POST form of pendingJson)",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, pageSize } = pageOf(request.body ?? {}, 10);
      return todaysMeetings(db, user.tenantId, user.id, page, Math.min(pageSize, 100));
    },
  );

  app.post<{ Body: QueryFilter }>(
    "/portal/meetingRoomAppointment/v1/listJson",
    {
      schema: {
        tags,
        summary:
          "All the meetings the user attends (the meeting list), newest first; filters hymc, hys, kssj, jssj",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(meeting), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      return meetingsOf(db, user.tenantId, user.id, request.body ?? {});
    },
  );
}
