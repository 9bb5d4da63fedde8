import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { message } from "../../../http/messages";
import { commonResult, errorResponses } from "../../../http/schemas";
import { remindersOf, removeReminder } from "../content";
import { type HomeDeps, idSchema, reminder, tags } from "./schemas";

/** The user's reminders: list and dismiss. */
export function homeReminderRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get(
    "/form/formRemindData/v1/getFormRemindDataByUser",
    {
      schema: {
        tags,
        summary: "The user's own reminders, oldest first",
        response: { 200: { type: "array", items: reminder }, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      return remindersOf(db, user.tenantId, user.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/form/formRemindData/v1/:id",
    {
      schema: {
        tags,
        summary: "Don't remind again: delete one of the user's own reminders (another's is a 404)",
        params: { type: "object", required: ["id"], properties: { id: idSchema } },
        response: { 200: commonResult(), ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const user = userOf(request);
      await removeReminder(db, user.tenantId, user.id, request.params.id);
      return ok(undefined, message("homeRemindRemoved", request.lang));
    },
  );
}
