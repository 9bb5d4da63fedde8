import type { FastifyInstance } from "fastify";
import { buttonsOfTask, taskDetail, taskToReject } from "../read/views";
import { type BpmReadDeps, caller, idSchema, optionalId, required, tags, withNotFound } from "./common";
import { taskButtonsSchema, taskDetailSchema, taskToRejectSchema } from "./screenSchemas";

/** The views of one task: detail, buttons, the nodes it may go back to. */
export function bpmTaskViewRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  const taskQuery = {
    type: "object",
    required: ["taskId"],
    properties: { taskId: idSchema, leaderId: optionalId },
  };
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/getButtonsBytaskId",
    {
      config: required,
      schema: {
        tags,
        summary: "The buttons of a task's node (a leader id keeps agree, reject and lockUnlock)",
        querystring: taskQuery,
        response: { 200: taskButtonsSchema, ...withNotFound },
      },
    },
    (r) => buttonsOfTask(db, caller(r), r.lang, r.query.taskId, r.query.leaderId),
  );
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/taskDetail",
    {
      config: required,
      schema: {
        tags,
        summary: "A task with its form, data, field permission, history, buttons and instance",
        querystring: taskQuery,
        response: { 200: taskDetailSchema, ...withNotFound },
      },
    },
    (r) => taskDetail(db, caller(r), r.lang, r.query.taskId, r.query.leaderId),
  );
  app.get<{ Querystring: { id: string; leaderId?: string } }>(
    "/runtime/task/v1/get",
    {
      config: required,
      schema: {
        tags,
        summary: "A task by id (same answer as taskDetail)",
        querystring: { type: "object", required: ["id"], properties: { id: idSchema, leaderId: optionalId } },
        response: { 200: taskDetailSchema, ...withNotFound },
      },
    },
    (r) => taskDetail(db, caller(r), r.lang, r.query.id, r.query.leaderId),
  );
  app.get<{ Querystring: { taskId: string; backModel?: string; leaderId?: string } }>(
    "/runtime/task/v1/taskToReject",
    {
      config: required,
      schema: {
        tags,
        summary: "Where a task may be sent back: the user tasks executed before it",
        querystring: {
          type: "object",
          required: ["taskId"],
          properties: {
            taskId: idSchema,
            backModel: { type: "string", enum: ["reject", "backToStart"] },
            leaderId: optionalId,
          },
        },
        response: { 200: taskToRejectSchema, ...withNotFound },
      },
    },
    (r) => taskToReject(db, caller(r), r.query.taskId, r.query.backModel, r.query.leaderId, r.lang),
  );
}
