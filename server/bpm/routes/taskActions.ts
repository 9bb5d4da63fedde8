import type { FastifyInstance } from "fastify";
import type { DoNext } from "../../../src/api/contract";
import { ok } from "../../http/envelope";
import { commonResult } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import { completeTask, saveTaskDraft } from "../engine/complete";
import { canLock, lockUnlock } from "../engine/lock";
import { instanceEnded, nextTaskId } from "../engine/queries";
import { runAction } from "../engine/run";
import {
  auth,
  type BpmActionDeps,
  doNextBody,
  errors,
  idempotencyHeader,
  idempotentOn,
  tags,
  taskDraftBody,
  taskQuery,
  text,
} from "./actionSchemas";

/** Actions on a task: complete, save its draft, lock and unlock, the next task, whether it ended. */
export function bpmTaskActionRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const idempotent = idempotentOn(db);

  app.post<{ Body: DoNext }>(
    "/runtime/task/v1/complete",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Complete a task: agree, oppose, reject (previous / chosen node, normal or direct) or backToStart",
        headers: idempotencyHeader,
        body: doNextBody,
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(completeTask),
  );

  app.post<{ Body: DoNext }>(
    "/runtime/task/v1/saveDraft",
    {
      config: auth,
      schema: {
        tags,
        summary: "Keep the opinion and form data on a task without moving it",
        headers: idempotencyHeader,
        body: taskDraftBody,
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(saveTaskDraft),
  );

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/canLock",
    {
      config: auth,
      schema: {
        tags,
        summary: "The caller's lock code of a task (CONTRACT §6.7): a bare integer 0..6",
        querystring: taskQuery,
        response: { 200: { type: "integer" }, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      return canLock(db, actor, request.query.taskId, request.query.leaderId);
    },
  );

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/lockUnlock",
    {
      config: auth,
      schema: {
        tags,
        summary: "Claim (code 1) or release (code 3) a task; answers the code before the toggle",
        querystring: taskQuery,
        response: { 200: { type: "integer" }, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const answer = await runAction(db, actor, undefined, (trx) =>
        lockUnlock(trx, actor, request.query.taskId, request.query.leaderId),
      );
      return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
    },
  );

  app.get<{ Querystring: { taskId?: string } }>(
    "/runtime/task/v1/nextTask",
    {
      config: auth,
      schema: {
        tags,
        summary: 'The id of the caller\'s next (oldest) to-do other than taskId; value "" when none',
        querystring: { type: "object", properties: { taskId: text(64) } },
        response: { 200: commonResult(), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(await nextTaskId(db, actor, request.query.taskId));
    },
  );

  app.post<{ Body: { taskId?: string } | undefined; Querystring: { instId?: string } }>(
    "/runtime/task/v1/isEnd",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Whether the instance of a task (body taskId) or of ?instId= has ended; value true/false (the instance's viewers only: 403/404 as getInstanceByInstId)",
        querystring: { type: "object", properties: { instId: text(64) } },
        body: { type: "object", properties: { taskId: text(64) } },
        response: { 200: commonResult({ type: "boolean" }), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const taskId = request.body?.taskId || undefined;
      const instId = request.query.instId || undefined;
      return ok(
        await instanceEnded(db, actor, { ...(taskId ? { taskId } : {}), ...(instId ? { instId } : {}) }),
      );
    },
  );
}
